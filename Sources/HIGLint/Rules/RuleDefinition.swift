import HIGModel

/// A lint rule, declared in one file: what it finds and why, its examples, and its check.
/// List it in ``LintRule/registry``; ids, levels, SARIF, `explain` and the docs follow.
protocol RuleDefinition: Sendable {
    /// Stable; see ``LintRule/ID``.
    static var id: String { get }
    static var defaultSeverity: Diagnostic.Severity { get }
    /// The guideline rule it enforces, if any.
    static var guideline: CustomShortcutRule.ID? { get }
    /// One line: what it finds.
    static var summary: String { get }
    /// Why it matters and what to do, in our words.
    static var rationale: String { get }
    /// Firing and quiet inputs in each language the rule reads.
    static var examples: [RuleExample] { get }
    /// The facts its findings rest on; each finding says how far the code proves them
    /// (``Premise``), which caps its severity. Empty for a rule that judges only what is written.
    static var premises: [Premise.Fact] { get }
    init()
    /// Findings at the rule's default severity; the engine applies levels and suppressions.
    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic]
}

extension RuleDefinition {
    var rule: LintRule.ID { LintRule.ID(rawValue: Self.id)! }

    /// A finding at the declaration's shortcut: `severity` is what the rule claims (its default
    /// unless the case is milder), and the premises may make it quieter, never louder.
    func finding(
        _ message: String, at declaration: AppShortcut, severity: Diagnostic.Severity = Self.defaultSeverity,
        fixIts: [FixIt] = [], notes: [Diagnostic.Note] = [], premises: [Premise] = []
    ) -> Diagnostic {
        assert(premises.allSatisfy { Self.premises.contains($0.fact) }, "\(Self.id) rests on a premise it does not declare")
        return Diagnostic(
            severity, Self.id, message, at: declaration.span.location,
            length: declaration.span.length, fixIts: fixIts, notes: notes
        ).weighed(by: premises + [declaration.actsOnKey, declaration.builtForPeople])
    }
}

extension Array where Element == Entry {
    /// "Copy" or "Italic / Get Info": the command names of rows, each once.
    var commandNames: String {
        var seen: [String] = []
        for name in map(LintContext.commandName(of:)) where !seen.contains(name) { seen.append(name) }
        return seen.joined(separator: " / ")
    }
}
