import ArgumentParser
import Foundation
import HIGGenKit
import HIGJSON
import HIGMarkdown
import HIGModel

/// `hig-gen diff OLD NEW`: what changed between two editions of the guidelines.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two editions of the guidelines: rows added, removed and changed.",
        discussion: """
            OLD and NEW are Markdown files or folders. Rows are matched by shortcut; a changed row \
            says which fields changed (action, table, title, usedBy, platforms, id).

            Exit status: 0 (with --exit-code: 1 when the editions differ), 1 when an edition has \
            errors, 2 for a usage error.

            Examples:
              hig-gen diff Guidelines-2023 Content
              hig-gen diff old.md new.md --format json
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: ArgumentHelp("The older edition: a Markdown file or folder.", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The newer edition: a Markdown file or folder.", valueName: "new"))
    var new: String

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @Flag(help: "Exit 1 when the editions differ, like diff(1).")
    var exitCode = false

    func run() throws {
        let diff = RulebookDiff(
            old: try RulebookSource.load([old], configured: nil), new: try RulebookSource.load([new], configured: nil))
        switch format {
        case .text: FileHandle.standardOutput.write(Data(EditionDiffText.render(diff, old: old, new: new).utf8))
        case .json: FileHandle.standardOutput.write(Data(try RulebookJSON.encodeStably(diff)))
        }
        if exitCode && !diff.isEmpty { throw ExitStatus.Failure() }
    }
}
