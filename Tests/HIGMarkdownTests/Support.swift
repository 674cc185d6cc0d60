import Foundation
import HIGMarkdown
import HIGModel
import Testing

/// Shared helpers for the front-end tests.
enum Support {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func path(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }

    /// A seed document from `../shared/seeds`, which sits beside the repository on CI and on
    /// our machines but not in a fresh clone.
    static func seed(_ name: String) -> String { path("../shared/seeds/" + name) }

    /// Runs a test only where its seed is present, and otherwise skips it with the reason.
    static func seedTrait(_ name: String) -> ConditionTrait {
        .enabled(
            if: FileManager.default.fileExists(atPath: seed(name)),
            "needs ../shared/seeds/\(name) beside the repository (CI has it; a fresh clone does not)")
    }

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
