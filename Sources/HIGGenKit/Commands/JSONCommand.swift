import ArgumentParser
import Foundation
import HIGJSON
import HIGMarkdown

/// `hig-gen json`: the rulebook as JSON on standard output, diagnostics on standard error.
struct JSONCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "json",
        abstract: "Print the rulebook compiled from guideline files as JSON.",
        discussion: """
            Examples:
              hig-gen json Content/keyboard-shortcuts.md
              hig-gen json saved-page.md --diagnostics-format json 2> diagnostics.json
            """)

    @Argument(help: ArgumentHelp("Guideline Markdown files or folders.", valueName: "path"))
    var paths: [String] = ["Content"]

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let compiled = RulebookCompiler.compile(paths: paths)
        guard !diagnostics.reporter().report(compiled.diagnostics) else { throw ExitStatus.Failure() }
        FileHandle.standardOutput.write(Data(try RulebookJSON.encode(compiled.rulebook)))
    }
}
