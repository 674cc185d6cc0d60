import HIGModel

/// Comments that silence rules for one declaration, in every language an app writes
/// shortcuts in:
///
/// - `// hig-gen:ignore rule-id, rule-id` (Swift) and `<!-- hig-gen:ignore rule-id -->`
///   (Interface Builder XML, Markdown tables): the shortcut on the same line or the next one;
/// - `hig-gen:disable:next rule-id`: the next line only; `hig-gen:disable:this`: this line only.
///
/// Without ids they silence every rule.
public struct IgnoreComments: Sendable {
    /// Rule ids by 1-based line; an empty set means every rule.
    private var byLine: [Int: Set<String>] = [:]

    /// The comments of a file whose comments are found by their text: XML and Markdown, where
    /// `<!--` outside a comment would have to be written `&lt;!--`.
    public init(source: String) {
        // Almost no file has one: look for the marker's bytes before splitting into lines.
        guard Self.mentionsMarker(source) else { return }
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let comment = line.firstRange(of: "//") ?? line.firstRange(of: "<!--") else { continue }
            record(line[comment.upperBound...], atLine: index + 1)
        }
    }

    /// Comments a parser found (Swift's trivia), each with the line it starts on: a marker
    /// inside a string literal is text, not a comment, and silences nothing.
    public init(comments: [(line: Int, text: String)]) {
        for comment in comments where Self.mentionsMarker(comment.text) {
            for (offset, line) in comment.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                record(line, atLine: comment.line + offset)
            }
        }
    }

    private mutating func record(_ text: Substring, atLine line: Int) {
        for (marker, lines) in [("hig-gen:disable:next", [1]), ("hig-gen:disable:this", [0]), ("hig-gen:ignore", [0, 1])] {
            guard let found = text.firstRange(of: marker) else { continue }
            var rest = text[found.upperBound...]
            if let close = rest.firstRange(of: "-->") ?? rest.firstRange(of: "*/") { rest = rest[..<close.lowerBound] }
            let ids = rest.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
                .filter { !$0.isEmpty }
            for offset in lines {
                byLine[line + offset, default: []].formUnion(ids.isEmpty ? [AppShortcut.allRules] : ids)
            }
            break
        }
    }

    /// Whether "hig-gen:" occurs anywhere in `source`.
    public static func mentionsMarker(_ source: String) -> Bool {
        let marker = Array("hig-gen:".utf8)
        var source = source
        return source.withUTF8 { bytes in
            guard bytes.count >= marker.count else { return false }
            var index = 0
            while let found = bytes[index...].firstIndex(of: marker[0]), found + marker.count <= bytes.count {
                if bytes[found..<(found + marker.count)].elementsEqual(marker) { return true }
                index = found + 1
            }
            return false
        }
    }

    /// The rules silenced for a shortcut written on `line`; ``AppShortcut/allRules`` stands
    /// for all of them.
    public func ignored(atLine line: Int) -> Set<String> {
        byLine[line] ?? []
    }

    /// Applies the comments of `source`, the bytes of the declarations' one file, to the
    /// declarations, for readers that do not see comments themselves.
    public static func apply(to declarations: [AppShortcut], source: [UInt8]) -> [AppShortcut] {
        guard !declarations.isEmpty else { return declarations }
        var ignored: [Diagnostic] = []
        let path = declarations[0].span.location.file
        let comments = IgnoreComments(
            source: String(decoding: TextDecoding.utf8(source, path: path, into: &ignored), as: UTF8.self))
        return declarations.map { declaration in
            guard let line = declaration.span.location.line else { return declaration }
            var silenced = declaration
            silenced.ignoredRules.formUnion(comments.ignored(atLine: line))
            return silenced
        }
    }

    /// Applies the comments of each declaration's file (read as the readers read it) to the
    /// declarations, for readers that do not see comments themselves (Markdown tables,
    /// Interface Builder files).
    public static func apply(to declarations: [AppShortcut]) -> [AppShortcut] {
        var byFile: [String: IgnoreComments] = [:]
        return declarations.map { declaration in
            let file = declaration.span.location.file
            guard let line = declaration.span.location.line else { return declaration }
            if byFile[file] == nil {
                var ignored: [Diagnostic] = []
                let bytes = InputFile.read(file, into: &ignored).map { TextDecoding.utf8($0, path: file, into: &ignored) }
                byFile[file] = IgnoreComments(source: bytes.map { String(decoding: $0, as: UTF8.self) } ?? "")
            }
            var silenced = declaration
            silenced.ignoredRules.formUnion(byFile[file]!.ignored(atLine: line))
            return silenced
        }
    }
}
