import HIGModel

/// How the linter judges an app for one command: rule levels, keyboard layouts and the
/// guidelines, resolved once from the config file and the command line, and the only way to
/// a ``LintContext``.
///
/// `check`, `explain`, `build`, `json`, `swift`, `watch` and the plugins (which run those
/// commands) all lint through one of these, so `lint:` in `hig-gen.yml` means the same
/// everywhere. HIGGenKit resolves it with the rest of a command's settings (`Invocation`).
public struct LintSettings: Sendable {
    /// Rule levels from the config file (`lint: rules:`).
    public var configuredLevels: [String: RuleLevel]
    /// Rule levels from the command line (`--rule`, `--disable`): the most deliberate, so last.
    public var givenLevels: [String: RuleLevel]
    /// The keyboard layouts the app ships for (`lint: layouts:`); every layout by default.
    public var layouts: [KeyboardLayout]
    /// Guideline files named by `--guidelines`; they win over every other choice.
    public var givenGuidelines: [String]
    /// The config file's `guidelines`, used when none are given; empty for the built-in rulebook.
    public var configuredGuidelines: [String]
    /// The one target to check (`--target`); nil for every target of the app.
    public var target: String?

    public init(
        configuredLevels: [String: RuleLevel] = [:], givenLevels: [String: RuleLevel] = [:],
        layouts: [KeyboardLayout] = KeyboardLayout.all, givenGuidelines: [String] = [], configuredGuidelines: [String] = []
    ) {
        self.configuredLevels = configuredLevels
        self.givenLevels = givenLevels
        self.layouts = layouts
        self.givenGuidelines = givenGuidelines
        self.configuredGuidelines = configuredGuidelines
    }

    /// The levels in force: the config's, then an input's own (a manifest's `rules:`), then
    /// the command line's, so the most local and most deliberate setting wins.
    public func levels(inputs: [String: RuleLevel] = [:]) -> RuleLevels {
        var levels = RuleLevels(configuredLevels)
        levels.apply(inputs)
        levels.apply(givenLevels)
        return levels
    }

    /// What the checkers are given besides the declarations.
    ///
    /// - Parameter assumesUnrelatedCommand: Judge declarations without a title as some other
    ///   command than the rulebook's (`explain` asks what a shortcut would break).
    public func context(rulebook: Rulebook, assumesUnrelatedCommand: Bool = false) -> LintContext {
        LintContext(
            rulebook: rulebook, assumesUnrelatedCommand: assumesUnrelatedCommand, layouts: layouts,
            builtInEdition: citesBuiltInRulebook ? rulebook.edition : nil)
    }

    /// Whether the app is checked against the built-in rulebook, whose notes then cite its
    /// edition and row ids rather than `Content/` paths the app does not have.
    public var citesBuiltInRulebook: Bool { givenGuidelines.isEmpty && configuredGuidelines.isEmpty }

    /// The declarations of ``target`` (each naming it alone), or all when no target is asked
    /// for; nil when no target among `targets` has that name.
    public func declarations(_ declarations: [AppShortcut], among targets: [AppTarget]) -> [AppShortcut]? {
        guard let target else { return declarations }
        guard targets.contains(where: { $0.name == target }) else { return nil }
        return declarations.compactMap { declaration in
            var declaration = declaration
            declaration.targets = declaration.targets.filter { $0.name == target }
            return declaration.targets.isEmpty ? nil : declaration
        }
    }

    /// The findings for `declarations` against `rulebook`, with what the readers reported
    /// re-levelled by id; `inputLevels` are the inputs' own levels (see ``levels(inputs:)``).
    public func lint(
        _ declarations: [AppShortcut], readerDiagnostics: [Diagnostic] = [], inputLevels: [String: RuleLevel] = [:],
        against rulebook: Rulebook, assumingUnrelatedCommand: Bool = false
    ) -> [Diagnostic] {
        LintEngine(levels: levels(inputs: inputLevels)).run(
            declarations, readerDiagnostics: readerDiagnostics,
            context: context(rulebook: rulebook, assumesUnrelatedCommand: assumingUnrelatedCommand))
    }
}
