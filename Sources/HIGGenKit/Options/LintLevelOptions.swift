import ArgumentParser
import Foundation
import HIGLint
import HIGModel

/// `--rule id=level`, `--disable id` and `--strict`: how loud the linter's rules are, the same
/// on `check` and on every command that compiles an app's shortcut table.
package struct LintLevelOptions: ParsableArguments {
    package init() {}

    @Option(
        name: .customLong("rule"),
        help: ArgumentHelp(
            "Set a rule's level: id=off|note|warning|error (repeatable). Overrides hig-gen.yml and the manifest.",
            valueName: "id=level"))
    var rules: [String] = []

    @Option(name: .customLong("disable"), help: ArgumentHelp("Turn a rule off (repeatable).", valueName: "id"))
    var disabled: [String] = []

    @Flag(help: "Fail on warnings too (exit 1).")
    package var strict = false

    package func validate() throws { _ = try flagLevels() }

    /// The levels given on the command line, checked: unknown ids and levels are usage errors
    /// with a suggestion.
    package func flagLevels() throws -> [String: RuleLevel] {
        var levels: [String: RuleLevel] = [:]
        for setting in rules {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let level = RuleLevel(text: parts[1]) else {
                throw ValidationError("--rule takes id=level, with level off, note, warning or error (got '\(setting)')")
            }
            try Self.checkID(parts[0])
            levels[parts[0]] = level
        }
        for id in disabled {
            try Self.checkID(id)
            levels[id] = .off
        }
        return levels
    }

    package static func checkID(_ id: String) throws {
        guard !RuleLevels.knownIDs.contains(id) else { return }
        let guess = Suggestion.closest(to: id, among: RuleLevels.knownIDs)
        throw ValidationError(
            "unknown rule '\(id)'" + (guess.map { "; did you mean '\($0)'?" } ?? "; 'hig-gen explain --rules' lists them"))
    }
}
