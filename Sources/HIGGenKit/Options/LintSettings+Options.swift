import HIGLint
import HIGModel

extension LintSettings {
    /// The one place lint settings are resolved: the config file's `lint:` and `guidelines`,
    /// with `--rule`, `--disable` and `--guidelines` on top. The config's ids and layouts were
    /// checked when it was read, the flags' by ``LintLevelOptions/validate()``. `explain` has
    /// no level flags (nil).
    package init(config: HIGGenConfig, levels flags: LintLevelOptions? = nil, guidelines: GuidelinesOptions) throws {
        self.init(
            configuredLevels: config.lintRules, givenLevels: try flags?.flagLevels() ?? [:],
            layouts: config.lintLayouts?.compactMap(KeyboardLayout.named) ?? KeyboardLayout.all,
            givenGuidelines: guidelines.paths, configuredGuidelines: config.guidelines ?? [])
    }

    /// The guidelines apps are judged against: `--guidelines`, else the config's, else the
    /// built-in rulebook. Errors in the files end the command: an app cannot be checked
    /// against guidelines that do not compile.
    package func loadGuidelines() throws(DiagnosticError) -> Guidelines {
        try Guidelines.load(givenGuidelines.isEmpty ? configuredGuidelines : givenGuidelines)
    }
}
