import HIGModel

/// One thing the linter checks, with a stable id that people configure and suppress it by.
///
/// Each rule is declared once, in its own file (a ``RuleDefinition``), and listed in
/// ``registry``; this value is what the rest of the tool reads from it.
public struct LintRule: Hashable, Sendable, Identifiable {
    /// A stable rule id: it appears in output, config files, manifests and `// hig-gen:ignore`
    /// comments, so it never changes once published. Only registered ids exist.
    public struct ID: RawRepresentable, Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
        public let rawValue: String

        public init?(rawValue: String) {
            guard LintRule.registry.contains(where: { $0.id == rawValue }) else { return nil }
            self.rawValue = rawValue
        }

        /// Every rule's id, in registry order.
        public static var allCases: [ID] { LintRule.all.map(\.id) }

        public var description: String { rawValue }

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
    /// Inputs that make it fire (at their `↓`) and inputs that do not.
    public let examples: [RuleExample]
    /// The facts its findings rest on; a finding whose facts the code does not prove is quieter.
    public let premises: [Premise.Fact]

    init(_ definition: any RuleDefinition.Type) {
        id = ID(rawValue: definition.id)!
        defaultSeverity = definition.defaultSeverity
        guideline = definition.guideline
        summary = definition.summary
        explanation = definition.rationale
        examples = definition.examples
        premises = definition.premises
    }

    /// Every rule, in registry order.
    public static let all: [LintRule] = registry.map(LintRule.init)

    /// The rule with an id.
    public static func rule(_ id: ID) -> LintRule {
        all.first { $0.id == id }!
    }
}
