import ArgumentParser
import Foundation
import HIGLint
import HIGModel

/// What `build` and `watch` share: the documents to compile, what app tables are checked
/// against, where the outputs go and how they are made.
struct BuildOptions: ParsableArguments {
    @Option(
        name: .customLong("content"),
        help: ArgumentHelp(
            "A guideline or app Markdown file or folder to compile; repeat for several. Default: --guidelines, else the config's 'content', else Content, else the built-in rulebook.",
            valueName: "path"))
    var content: [String] = []

    @OptionGroup var guidelines: GuidelinesOptions

    @OptionGroup var lint: LintLevelOptions

    @OptionGroup var namespace: NamespaceOptions

    @Option(
        name: .customLong("output"), help: ArgumentHelp("The folder to write outputs into. Default: Output.", valueName: "dir"))
    var output: String?

    @Option(
        name: .customLong("emit"),
        help: ArgumentHelp(
            "An output to write (json, swift, site, docc); repeat for several. Default: the config's outputs, else json, swift and site.",
            valueName: "kind"))
    var emit: [OutputKind] = []

    @OptionGroup var config: ConfigOptions

    @Flag(name: .shortAndLong, help: "Say what was read and written, and how long each stage took.")
    var verbose = false

    @Option(
        name: .customLong("templates"),
        help: ArgumentHelp(
            "A folder of site templates and assets laid over the built-in ones; files it lacks come from the built-in set.",
            valueName: "dir"))
    var templates: String?

    @OptionGroup var diagnostics: DiagnosticOptions

    @OptionGroup var allowErrors: AllowErrorsOption

    func validate() throws {
        if verbose && diagnostics.quiet { throw ValidationError("--verbose and --quiet cannot be combined") }
    }

    /// A runner for one build with these options; a config with errors is reported and ends
    /// the command. With no `--content`, the `--guidelines` are what is built.
    func runner(check: Bool) throws -> BuildRunner {
        let invocation = try Invocation(
            config: config, levels: lint, guidelines: guidelines, documents: content, reporting: diagnostics)
        try invocation.reporter.reportConfig(invocation.configDiagnostics)
        let settings = BuildSettings(
            config: invocation.config, content: invocation.documents, output: output, templates: templates,
            warningsAsErrors: diagnostics.warningsAsErrors, namespace: namespace.name, emit: emit)
        return BuildRunner(
            settings: settings, reporter: invocation.reporter, appTables: AppTableCheck(invocation), check: check,
            verbose: verbose, allowErrors: allowErrors.isOn)
    }
}
