import HIGModel

/// Finds one problem in an app's shortcuts. One checker per rule, named after it.
protocol Checker: Sendable {
    var rule: LintRule.ID { get }
    /// Findings at the rule's default severity; the engine applies levels and suppressions.
    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic]
}

extension Checker {
    /// A finding at the declaration's shortcut.
    func finding(
        _ message: String, at declaration: AppShortcut, fixIts: [FixIt] = [], notes: [Diagnostic.Note] = []
    ) -> Diagnostic {
        Diagnostic(
            LintRule.rule(rule).defaultSeverity, rule.rawValue, message, at: declaration.span.location,
            length: declaration.span.length, fixIts: fixIts, notes: notes)
    }

    /// A note pointing at the rulebook row a finding is about.
    func note(for entry: Entry) -> Diagnostic.Note {
        Diagnostic.Note(
            "\(entry.table.title) lists \(entry.shortcut.words) (\(entry.scope == .system ? "used by the system" : "used by apps")): \(entry.action)",
            at: entry.source)
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
