import ArgumentParser
import HIGLint
import HIGMarkdown
import HIGModel

/// What `json` and `swift` share: the documents to compile, the guidelines an app's rows are
/// checked against, the rule levels, the config file; and the one way they compile and check.
struct AppCompileOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "Guideline or app Markdown files or folders. Default: --guidelines, else the config's 'content', else Content, else the built-in rulebook.",
            valueName: "path"))
    var paths: [String] = []

    @OptionGroup var guidelines: GuidelinesOptions

    @OptionGroup var lint: LintLevelOptions

    @OptionGroup var config: ConfigOptions

    /// The compiled documents with their app rows' findings merged in, sorted by place; the
    /// config as read, and a reporter for `diagnostics` (`--strict` included). A config with
    /// errors is reported and ends the command.
    func compile(reporting diagnostics: DiagnosticOptions, alsoChecking extra: [Diagnostic] = []) throws -> (
        compiled: RulebookCompiler.Output, config: HIGGenConfig, reporter: DiagnosticReporter
    ) {
        let loaded = config.load()
        let reporter = diagnostics.reporter(configured: loaded.config.warningsAsErrors, strict: lint.strict)
        try reporter.reportConfig(loaded.diagnostics + extra)
        // With no paths, the guidelines are what is compiled.
        var compiled = CompiledInputs.compile(
            !paths.isEmpty ? paths : !guidelines.paths.isEmpty ? guidelines.paths : loaded.config.content ?? [])
        let check = AppTableCheck(settings: try LintSettings(config: loaded.config, levels: lint, guidelines: guidelines))
        let appCheck = try reporter.reporting { try check.run(on: compiled.rulebook) }
        if !appCheck.findings.isEmpty {
            compiled.diagnostics += appCheck.findings
            compiled.diagnostics.sort(by: Diagnostic.inReadingOrder)
        }
        return (compiled, loaded.config, reporter)
    }
}
