import Foundation

/// A Markdown file's text and the styling commands apply to it.
public struct MarkdownText: Equatable, Sendable {
    public var source: String

    public init(source: String) { self.source = source }

    public mutating func wrap(_ range: Range<String.Index>, in marker: String) {
        source.insert(contentsOf: marker, at: range.upperBound)
        source.insert(contentsOf: marker, at: range.lowerBound)
    }

    public func html() -> String {
        // A real renderer lives here; the app only needs something to preview.
        "<pre>\(source)</pre>"
    }
}
