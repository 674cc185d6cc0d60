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
              hig-gen json saved-page.md --allow-errors > salvaged.json
            """)

    @OptionGroup var inputs: AppCompileOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    @OptionGroup var allowErrors: AllowErrorsOption

    func run() throws {
        let (compiled, invocation) = try inputs.compile(reporting: diagnostics)
        let reporter = invocation.reporter
        let failed = reporter.report(compiled.diagnostics)
        // With --allow-errors, everything that compiled is printed; the status still says it failed.
        if !failed || allowErrors.isOn {
            FileHandle.standardOutput.write(Data(try RulebookJSON.encode(compiled.rulebook)))
        }
        if failed { throw ExitStatus.Failure() }
    }
}
