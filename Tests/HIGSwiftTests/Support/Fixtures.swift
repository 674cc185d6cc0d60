import Foundation
import HIGMarkdown
import HIGModel
import HIGSwift

/// Shared inputs for the Swift emitter tests.
enum Fixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }

    /// The project's own guidelines, read by absolute path; render them with
    /// ``contentOptions`` to get the paths `hig-gen build` writes.
    static let content: Rulebook = RulebookCompiler.compile(paths: [path("Content")]).rulebook

    /// Source paths relative to the package, as in Output/swift.
    static let contentOptions = SwiftOptions(sourceRoot: packageRoot.path)

    static let here = SourceLocation(file: "test.md", line: 1, column: 1)

    /// An entry for a shortcut written in words, on line `line` of test.md.
    static func entry(
        _ words: String, _ action: String, table: TableKind = .custom, line: Int = 1, id: String? = nil,
        title: String? = nil
    ) -> Entry {
        Entry(
            shortcut: ShortcutParser.parse(words).shortcut!, action: action, table: table, platforms: [.macOS],
            source: SourceLocation(file: "test.md", line: line, column: 3), id: id, title: title)
    }

    /// Entries numbered by line in the order given.
    static func entries(_ rows: [(String, String)], table: TableKind = .custom) -> [Entry] {
        rows.enumerated().map { entry($1.0, $1.1, table: table, line: $0 + 1) }
    }
}
