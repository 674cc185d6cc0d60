import Foundation
import HIGMarkdown
import HIGModel

/// Shared helpers for the front-end tests.
enum Support {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func path(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }

    static func compile(_ markdown: String) -> RulebookCompiler.Output {
        RulebookCompiler.compile(markdown: markdown, path: "test.md")
    }
}

extension Diagnostic {
    /// "line:column severity id", the part of a diagnostic tests pin down exactly.
    var brief: String {
        "\(location.line.map(String.init) ?? "-"):\(location.column.map(String.init) ?? "-") \(severity.rawValue) \(id)"
    }
}

extension RulebookCompiler.Output {
    var briefs: [String] { diagnostics.map(\.brief) }
    var words: [String] { rulebook.entries.map(\.shortcut.words) }
}
