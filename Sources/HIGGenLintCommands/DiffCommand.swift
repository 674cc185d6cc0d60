import ArgumentParser
import Foundation
import HIGGenKit
import HIGJSON
import HIGLintKit
import HIGMarkdown
import HIGModel

extension TableKind: ExpressibleByArgument {}

/// `hig-gen diff OLD NEW`: what changed between two editions of the guidelines.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two editions of the guidelines: rows added, removed and changed.",
        discussion: """
            OLD and NEW are Markdown files or folders; NEW defaults to --guidelines, else the \
            built-in rulebook. Rows are matched by their stable id, then by shortcut; a changed \
            row says which fields changed (shortcut, action, table, title, usedBy, platforms, \
            menu, id). --table keeps the rows in, or moved into or out of, the tables named.

            Exit status: 0 (with --exit-code: 1 when the editions differ), 1 when an edition has \
            errors, 2 for a usage error.

            Examples:
              hig-gen diff Guidelines-2023 Content
              hig-gen diff Guidelines-2023      # against the built-in rulebook
              hig-gen diff old.md new.md --as json
              hig-gen diff old.md new.md --table reserved --table international
            """)

    enum Style: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: ArgumentHelp("The older edition: a Markdown file or folder.", valueName: "old"))
    var old: String

    @Argument(
        help: ArgumentHelp(
            "The newer edition: a Markdown file or folder. Default: --guidelines, else the built-in rulebook.",
            valueName: "new"))
    var new: String?

    @OptionGroup var guidelines: GuidelinesOptions

    @Option(name: .customLong("as"), help: "Print as text or json.")
    var style: Style?

    /// The spelling before `--as`, kept so existing scripts work.
    @Option(name: .customLong("format"), help: .hidden)
    var oldStyle: Style?

    @Option(
        help: ArgumentHelp(
            "Only rows in this table, in either edition (repeatable).",
            valueName: "table"))
    var table: [TableKind] = []

    @Flag(help: "Exit 1 when the editions differ, like diff(1).")
    var exitCode = false

    func run() throws {
        let newer = try new.map { try Guidelines.compile([$0], keepingAppRows: true) } ?? Guidelines.load(guidelines.paths)
        var diff = RulebookDiff(old: try Guidelines.compile([old], keepingAppRows: true).rulebook, new: newer.rulebook)
        if !table.isEmpty { diff = diff.limited(to: Set(table)) }
        switch style ?? oldStyle ?? .text {
        case .text: FileHandle.standardOutput.write(Data(EditionDiffText.render(diff, old: old, new: new ?? newer.name).utf8))
        case .json: FileHandle.standardOutput.write(Data(try RulebookJSON.encodeStably(diff)))
        }
        if exitCode && !diff.isEmpty { throw ExitStatus.Failure() }
    }
}
