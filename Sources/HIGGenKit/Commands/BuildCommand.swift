import ArgumentParser
import Foundation
import HIGModel

/// `hig-gen build`: compiles the guideline files and writes every output into one folder,
/// all or nothing.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile guideline files and write the outputs (JSON, Swift, the HTML cheat sheet) into the output folder.",
        discussion: """
            Files are written atomically and only when their bytes change. When any guideline \
            file has an error, nothing in the output folder is touched. Settings come from \
            hig-gen.yml in the working directory (or --config), and flags override them.

            An app's own shortcut table (front matter 'kind: app', or a file with no guideline \
            table) is checked as 'hig-gen check' checks it: against --guidelines, else the \
            reserved tables compiled with it, else the built-in rulebook. Its errors fail the \
            build; its warnings fail it with --strict.

            Examples:
              hig-gen build
              hig-gen build --content Content --content Extra/shortcuts.md --output Output
              hig-gen build --content shortcuts.md --output CheatSheet   # an app table
              hig-gen build --check            # exit 1 and list files that would change
              hig-gen build --watch            # rebuild when guidelines change
              hig-gen build --templates MyTemplates   # override site templates
              hig-gen build --content shortcuts.md --emit docc   # a DocC article of the app's shortcuts
            """)

    @Option(
        name: .customLong("content"),
        help: ArgumentHelp(
            "A guideline or app Markdown file or folder to compile; repeat for several. Default: Content, else the built-in rulebook.",
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

    @Flag(help: "Write nothing; exit 1 and list the output files that would change.")
    var check = false

    @Flag(help: "After building, rebuild whenever the guideline files change; stop with Control-C.")
    var watch = false

    @Flag(name: .shortAndLong, help: "Say what was read and written, and how long each stage took.")
    var verbose = false

    @Option(
        name: .customLong("templates"),
        help: ArgumentHelp(
            "A folder of site templates and assets laid over the built-in ones; files it lacks come from the built-in set.",
            valueName: "dir"))
    var templates: String?

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        if check && watch { throw ValidationError("--check and --watch cannot be combined") }
        if verbose && diagnostics.quiet { throw ValidationError("--verbose and --quiet cannot be combined") }
    }

    func run() throws {
        let loaded = config.load()
        let reporter = diagnostics.reporter(configured: loaded.config.warningsAsErrors, strict: lint.strict)
        try reporter.reportConfig(loaded.diagnostics)
        let settings = BuildSettings(
            config: loaded.config, content: content, output: output, templates: templates,
            warningsAsErrors: diagnostics.warningsAsErrors, namespace: namespace.name, emit: emit)
        let appTables = AppTableCheck(
            guidelines: guidelines, levels: try lint.levels(config: loaded.config),
            configuredGuidelines: loaded.config.guidelines)
        let runner = BuildRunner(
            settings: settings, reporter: reporter, appTables: appTables, check: check, verbose: verbose)
        guard watch else {
            switch runner.run() {
            case .built: return
            case .failed, .stale: throw ExitStatus.Failure()
            }
        }
        watchLoop(runner: runner, settings: settings, reporter: reporter)
    }

    /// Builds, then rebuilds after every settled change; errors are reported and waited out.
    private func watchLoop(runner: BuildRunner, settings: BuildSettings, reporter: DiagnosticReporter) -> Never {
        // A parent may have spawned us with termination signals blocked (test runners do);
        // a watcher must stop on Control-C or SIGTERM whatever it inherited.
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        let watcher = Watcher(paths: settings.watchedPaths + (config.file.map { [$0] } ?? []))
        var seen = watcher.fingerprint()
        _ = runner.run()
        reporter.say("hig-gen: watching \(watcher.paths.joined(separator: ", ")); press Control-C to stop")
        while true {
            seen = watcher.waitForChange(since: seen)
            reporter.say("hig-gen: change seen; rebuilding")
            _ = runner.run()
        }
    }
}
