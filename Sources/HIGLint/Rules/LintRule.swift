import HIGModel

/// One thing the linter checks, with a stable id that people configure and suppress it by.
///
/// Each rule comes from a guideline rule (``CustomShortcutRule/ID``) where one exists, so a
/// finding can say which sentence of the guidelines it enforces.
public struct LintRule: Hashable, Sendable, Identifiable {
    /// Stable rule ids: they appear in output, config files, manifests and `// hig-gen:ignore`
    /// comments, so they never change once published.
    public enum ID: String, CaseIterable, Sendable, Codable, Comparable {
        case reservedConflict = "reserved-conflict"
        case standardRepurposed = "standard-repurposed"
        case unrelatedModifierVariant = "unrelated-modifier-variant"
        case shiftWithTwoCharacterKey = "shift-with-two-character-key"
        case modifierOrder = "modifier-order"
        case avoidControl = "avoid-control"
        case nonLetterKey = "non-letter-key"
        case duplicateShortcut = "duplicate-shortcut"
        case terseTitle = "terse-title"
        case unresolvedShortcut = "unresolved-shortcut"

        public static func < (lhs: ID, rhs: ID) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public let id: ID
    public let defaultSeverity: Diagnostic.Severity
    /// The guideline rule this enforces; nil when it guards the app itself (a shortcut used
    /// twice) or the linter's reach (a shortcut it cannot resolve).
    public let guideline: CustomShortcutRule.ID?
    /// One line: what the rule finds.
    public let summary: String
    /// Why it matters and what to do, for `hig-gen explain` and SARIF's full description.
    public let explanation: String
}
