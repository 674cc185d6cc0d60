import Foundation
import HIGBuiltIn
import HIGLint
import HIGMarkdown
import HIGModel
import HIGReport

/// What one command runs with, resolved once from the config file and the flags: the config,
/// the lint settings (the target included), the reporter, the documents to compile and the
/// guidelines to judge an app against. Every command that reads `hig-gen.yml` builds one here,
/// and this is the only file that reads it, so `lint:`, `guidelines` and `content` mean the
/// same on every command.
package struct Invocation {
    /// The config file as read; its defaults when there is none.
    package var config: HIGGenConfig
    /// A plugin target's `.hig-gen.json` (`swift --target-config`), as read; nil when not given.
    package var targetConfig: HIGGenConfig?
    /// What is wrong with the config files; an error among them means they cannot be used.
    package var configDiagnostics: [Diagnostic]
    /// Rule levels, keyboard layouts, the guidelines' paths and the one target to check.
    package var lint: LintSettings
    /// How diagnostics are printed on standard error and whether they fail the command.
    package var reporter: DiagnosticReporter
    /// The guideline and app documents to compile: the paths given, else `--guidelines`, else
    /// the config's `content`, else `Content/` when the working directory has one; empty for the
    /// built-in rulebook.
    package var documents: [String]

    /// Reads the config files and resolves the flags on top of them. Nothing is reported here:
    /// each command says what is wrong with the config in its own format (see
    /// ``configDiagnostics`` and ``DiagnosticReporter/reportConfig(_:)``).
    ///
    /// - Parameters:
    ///   - levels: `--rule`, `--disable`, `--strict`; nil for a command without them (`explain`).
    ///   - guidelines: `--guidelines`; nil for a command without it (`config lint`).
    ///   - documents: the documents named on the command line (`build --content`, `json PATHS`).
    ///   - reporting: `--diagnostics-format` and company; nil for a command that prints its
    ///     findings itself (a human reporter that fails on errors, or on warnings with `--strict`).
    ///   - target: `check --target`.
    ///   - targetConfig: the path of a target's `.hig-gen.json`.
    package init(
        config options: ConfigOptions, levels: LintLevelOptions? = nil, guidelines: GuidelinesOptions? = nil,
        documents given: [String] = [], reporting: DiagnosticOptions? = nil, target: String? = nil,
        targetConfig: String? = nil
    ) throws {
        let loaded = ConfigLoader.load(options.file)
        let loadedTarget = targetConfig.map(ConfigLoader.loadTarget)
        config = loaded.config
        self.targetConfig = loadedTarget?.config
        configDiagnostics = loaded.diagnostics + (loadedTarget?.diagnostics ?? [])
        let givenGuidelines = guidelines?.paths ?? []
        lint = LintSettings(
            configuredLevels: config.lintRules, givenLevels: try levels?.flagLevels() ?? [:],
            layouts: config.lintLayouts?.compactMap(KeyboardLayout.named) ?? KeyboardLayout.all,
            givenGuidelines: givenGuidelines, configuredGuidelines: config.guidelines ?? [])
        lint.target = target
        let strict = levels?.strict ?? false
        reporter =
            reporting?.reporter(configured: config.warningsAsErrors, strict: strict)
            ?? DiagnosticReporter(
                format: .human, warningsAsErrors: strict, quiet: false, colored: TerminalColor.wanted(on: STDERR_FILENO))
        documents =
            !given.isEmpty ? given : !givenGuidelines.isEmpty ? givenGuidelines : config.content ?? Self.defaultContent
    }

    /// Whether the config files have an error, so the command cannot go on.
    package var configHasErrors: Bool { configDiagnostics.contains { $0.severity == .error } }

    /// `Content/` when the working directory has one, else nothing: the built-in rulebook.
    static var defaultContent: [String] {
        FileManager.default.fileExists(atPath: "Content") ? ["Content"] : []
    }

    /// ``documents`` compiled, or the built-in rulebook when there are none.
    package func compileDocuments() -> RulebookCompiler.Output {
        documents.isEmpty ? BuiltInRulebook.compiled : RulebookCompiler.compile(paths: documents)
    }

    /// The guidelines apps are judged against: `--guidelines`, else the config's, else the
    /// built-in rulebook. Errors in the files end the command: an app cannot be checked
    /// against guidelines that do not compile.
    package func guidelines() throws(DiagnosticError) -> Guidelines {
        try Guidelines.load(lint.givenGuidelines.isEmpty ? lint.configuredGuidelines : lint.givenGuidelines)
    }

    /// The guidelines an app table's rows are judged against when they were compiled into
    /// `rulebook`: `--guidelines` when given, else the reserved tables compiled with them,
    /// else ``guidelines()``.
    package func guidelines(forRowsOf rulebook: Rulebook) throws(DiagnosticError) -> Guidelines {
        guard lint.givenGuidelines.isEmpty, rulebook.hasReservedTable else { return try guidelines() }
        return Guidelines(rulebook: rulebook.guidelinesOnly, name: "the guidelines compiled with it")
    }
}
