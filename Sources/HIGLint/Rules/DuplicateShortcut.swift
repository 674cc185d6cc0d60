import HIGModel

/// `duplicate-shortcut`: two commands share a shortcut in one context. A declaration with
/// no context is app-wide (a menu command) and clashes with every context.
///
/// Reported at the later declaration, with a note at the first.
struct DuplicateShortcut: RuleDefinition {
    static let id = "duplicate-shortcut"
    static let defaultSeverity = Diagnostic.Severity.error
    static let guideline: CustomShortcutRule.ID? = nil
    static let summary = "The same shortcut is used twice in one context"
    static let rationale = """
        A key press can run only one command. Two commands with the same shortcut in the same \
        context (or one of them app-wide, with no context) leave one of them unreachable.
        """
    static let examples: [RuleExample] = [
        .fires(.manifest, "shortcuts:\n  - {title: Export, shortcut: Shift-Command-K}\n  - {title: Rename, shortcut: ↓⇧⌘K}"),
        .quiet(
            .manifest,
            "shortcuts:\n  - {title: Sort by Name, shortcut: Option-Command-K, context: Sort}\n  - {title: Group by Name, shortcut: Option-Command-K, context: Group}"
        ),
        .fires(
            .appTable,
            "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| Shift-Command-K | Export | Run it. |\n| ↓Shift-Command-K | Rename | Run it. |"
        ),
        .quiet(
            .appTable,
            "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| Shift-Command-K | Export | Run it. |\n| Option-Command-K | Rename | Run it. |"
        ),
        .fires(
            .swift,
            #"struct V: View { var body: some View { Button("Apply") {}.keyboardShortcut(.return); Button("Apply and Close") {}.keyboardShortcut(↓.return, modifiers: .command) } }"#
        ),
        .quiet(
            .swift,
            #"struct A: View { var body: some View { Button("Apply") {}.keyboardShortcut(.return) } }; struct B: View { var body: some View { Button("Apply Filter") {}.keyboardShortcut(.return) } }"#
        ),
        .fires(
            .interfaceBuilder,
            #"<menu><menuItem title="Export" keyEquivalent="k"><modifierMask key="keyEquivalentModifierMask" shift="YES" command="YES"/></menuItem><menuItem title="Rename" keyEquivalent="↓K"/></menu>"#
        ),
    ]

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        // Earlier uses by index, not copies: a large app repeats a shortcut in many views.
        var seen: [Shortcut: [Int]] = [:]
        let names = declarations.map { $0.title.map(Self.commandName) }
        var findings: [Diagnostic] = []
        for (index, declaration) in declarations.enumerated() {
            guard let shortcut = declaration.shortcut else { continue }
            if let firstIndex = seen[shortcut]?.first(where: { clash($0, index, in: declarations, names: names) }) {
                let first = declarations[firstIndex]
                let scope = declaration.context == first.context ? declaration.context : nil
                findings.append(
                    finding(
                        "\(shortcut.words) is already used by \(first.quotedTitle)"
                            + (scope.map { " in context '\($0)'" } ?? " app-wide"),
                        at: declaration,
                        notes: [Diagnostic.Note("first used here by \(first.quotedTitle)", at: first.span.location)]))
            }
            seen[shortcut, default: []].append(index)
        }
        return findings
    }

    /// Two uses clash when their contexts overlap, both can be in effect (not different arms
    /// of an `#if` or `if`), and they are not one command shown twice (a menu item and a
    /// toolbar button both titled "Refresh").
    private func clash(_ earlier: Int, _ later: Int, in declarations: [AppShortcut], names: [String?]) -> Bool {
        let (one, other) = (declarations[earlier].context, declarations[later].context)
        guard one == nil || other == nil || one == other else { return false }
        if let name = names[earlier], name == names[later] { return false }
        return !declarations[earlier].excludes(declarations[later])
    }

    /// "Refresh…" and "refresh" are one command.
    private static func commandName(_ title: String) -> String {
        var name = Substring(title.lowercased())
        while let first = name.first, first.isWhitespace { name.removeFirst() }
        while let last = name.last, last.isWhitespace || last == "\u{2026}" || last == "." { name.removeLast() }
        return String(name)
    }
}
