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

    /// The compiled documents with their app rows' findings merged in, sorted by place, and the
    /// invocation they were resolved in (its reporter prints `diagnostics`, `--strict`
    /// included). A config with errors, or a `targetConfig` with errors, is reported and ends
    /// the command.
    func compile(reporting diagnostics: DiagnosticOptions, targetConfig: String? = nil) throws -> (
        compiled: RulebookCompiler.Output, invocation: Invocation
    ) {
        let invocation = try Invocation(
            config: config, levels: lint, guidelines: guidelines, documents: paths, reporting: diagnostics,
            targetConfig: targetConfig)
        try invocation.reporter.reportConfig(invocation.configDiagnostics)
        var compiled = invocation.compileDocuments()
        let appCheck = try invocation.reporter.reporting { try AppTableCheck(invocation).run(on: compiled.rulebook) }
        if !appCheck.findings.isEmpty {
            compiled.diagnostics += appCheck.findings
            compiled.diagnostics.sort(by: Diagnostic.inReadingOrder)
        }
        return (compiled, invocation)
    }
}
