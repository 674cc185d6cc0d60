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
              hig-gen json                                   # the built-in rulebook, outside this repo
              hig-gen json Content/keyboard-shortcuts.md
              hig-gen json saved-page.md --diagnostics-format json 2> diagnostics.json
            """)

    @Argument(
        help: ArgumentHelp(
            "Guideline or app Markdown files or folders. Default: Content, else the built-in rulebook.", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var guidelines: GuidelinesOptions

    @OptionGroup var lint: LintLevelOptions

    @Option(name: .customLong("config"), help: ArgumentHelp("A config file. Default: hig-gen.yml if present.", valueName: "file"))
    var config: String?

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let loaded = ConfigLoader.load(config)
        let reporter = diagnostics.reporter(configured: loaded.config.warningsAsErrors, strict: lint.strict)
        try reporter.reportConfig(loaded.diagnostics)
        let compiled = CompiledInputs.compile(paths)
        let appCheck = try AppTableCheck(
            guidelines: guidelines, levels: try lint.levels(config: loaded.config, file: config),
            configuredGuidelines: loaded.config.guidelines
        ).run(on: compiled.rulebook)
        var all = compiled.diagnostics
        if !appCheck.findings.isEmpty {
            all += appCheck.findings
            all.sort(by: Diagnostic.inReadingOrder)
        }
        guard !reporter.report(all) else { throw ExitStatus.Failure() }
        FileHandle.standardOutput.write(Data(try RulebookJSON.encode(compiled.rulebook)))
    }
}
