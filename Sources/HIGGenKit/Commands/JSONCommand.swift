import ArgumentParser
import Foundation
import HIGJSON
import HIGMarkdown
import HIGModel

/// `hig-gen json`: the rulebook as JSON on standard output, diagnostics on standard error.
struct JSONCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "json",
        abstract: "Print the rulebook compiled from guideline files as JSON.",
        discussion: """
            An app's own shortcut table is checked against the guidelines as 'hig-gen check' \
            checks it; its errors mean no JSON.

            Examples:
              hig-gen json                      # Content, else the built-in rulebook
              hig-gen json --guidelines Content/keyboard-shortcuts.md
              hig-gen json shortcuts.md --guidelines Content   # an app table
              hig-gen json saved-page.md --diagnostics-format json 2> out.json
            """)

    @OptionGroup var inputs: AppCompileOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let (compiled, _, reporter) = try inputs.compile(reporting: diagnostics)
        guard !reporter.report(compiled.diagnostics) else { throw ExitStatus.Failure() }
        FileHandle.standardOutput.write(Data(try RulebookJSON.encode(compiled.rulebook)))
    }
}
