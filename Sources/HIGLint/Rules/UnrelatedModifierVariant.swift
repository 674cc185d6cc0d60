import HIGModel

/// `unrelated-modifier-variant`: a modifier added to a standard shortcut, for a command that
/// has nothing to do with it (Option-Command-S for "Sync Library" beside Command-S, Save).
///
/// Only shortcuts the rulebook does not list: a listed one is standard-repurposed's
/// business. The base is the standard shortcut with the most of the same modifiers; a title
/// sharing a word with it ("Save All"), or with the app's own command on it ("Reopen Closed
/// Tab" beside the app's "New Tab" on Command-T), shows the relation.
struct UnrelatedModifierVariant: RuleDefinition {
    static let id = "unrelated-modifier-variant"
    static let defaultSeverity = Diagnostic.Severity.warning
    static let guideline: CustomShortcutRule.ID? = .unrelatedModifierVariants
    static let summary = "A modifier added to a standard shortcut makes an unrelated command"
    static let rationale = """
        Adding a modifier to a familiar shortcut suggests a related command (Shift-Command-S, Save \
        As, beside Command-S, Save). A variant for something unrelated misleads people who know the \
        original. A shortcut that is itself in the rulebook is left to standard-repurposed.
        """
    static let examples: [RuleExample] = [
        .fires(.manifest, #"shortcuts: [{title: Sync Library, shortcut: ↓Option-Command-S}]"#),
        .quiet(.manifest, #"shortcuts: [{title: Save All, shortcut: Option-Command-S}]"#),
        .fires(
            .appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| ↓Option-Command-S | Sync Library | Run it. |"),
        .quiet(.appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| Option-Command-S | Save All | Run it. |"),
        .fires(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandMenu("Library") { Button("Sync Library") {}.keyboardShortcut(↓"s", modifiers: [.option, .command]) } } }"#
        ),
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandMenu("Library") { Button("Save All") {}.keyboardShortcut("s", modifiers: [.option, .command]) } } }"#
        ),
        .fires(
            .interfaceBuilder,
            #"<menuItem title="Sync Library" keyEquivalent="↓s"><modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/></menuItem>"#
        ),
        .quiet(
            .interfaceBuilder,
            #"<menuItem title="Save All" keyEquivalent="s"><modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/></menuItem>"#
        ),
        // Related to what the app itself runs on Command-T, not the rulebook's Show Fonts.
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandGroup(after: .newItem) { Button("New Tab") {}.keyboardShortcut("t"); Button("Reopen Closed Tab") {}.keyboardShortcut("t", modifiers: [.shift, .command]) } } }"#
        ),
        .fires(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandGroup(after: .newItem) { Button("Reopen Closed Tab") {}.keyboardShortcut(↓"t", modifiers: [.shift, .command]) } } }"#
        ),
    ]

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        // The apps' rows by key, once: an app has thousands of shortcuts, the rulebook hundreds of rows.
        let standard = Dictionary(
            grouping: context.rulebook.entries.filter { entry in
                entry.table != .custom && entry.scope == .apps && !entry.shortcut.acceptsAdditionalModifiers
                    && !entry.shortcut.modifiers.isEmpty
            }, by: \.shortcut.key)
        // What the app itself runs on each shortcut: people learn a variant from the app's own
        // base. Titles are split into words only for the few shortcuts asked about.
        var ownTitles: [Shortcut: [String]] = [:]
        for declaration in declarations {
            if let shortcut = declaration.shortcut, let title = declaration.title {
                ownTitles[shortcut, default: []].append(title)
            }
        }
        return declarations.compactMap { declaration in
            // A control in a view is checked against the system's shortcuts only (ReservedConflict);
            // a global hot key is no variant of an app's command.
            guard let shortcut = declaration.shortcut, !declaration.isViewControl, declaration.origin != .globalHotKey,
                context.knowsCommand(of: declaration),
                context.claims(on: shortcut).isEmpty, let base = base(of: shortcut, among: standard[shortcut.key] ?? []),
                !FrameworkCommands.contains(declaration)
            else { return nil }
            let title = declaration.title.map(TitleWords.init)
            if let title,
                base.contains(where: { title.isRelated(to: TitleWords(LintContext.commandName(of: $0))) })
                    || ownTitles[base[0].shortcut, default: []].contains(where: { title.isRelated(to: TitleWords($0)) })
            {
                return nil
            }
            let added = shortcut.modifiers.subtracting(base[0].shortcut.modifiers).ordered.map(\.name)
            return finding(
                "\(shortcut.words) adds \(added.joined(separator: " and ")) to \(base[0].shortcut.words) (\(base.commandNames)); people will expect a related command, not \(declaration.quotedTitle)",
                at: declaration, notes: base.map(context.note(for:)))
        }
    }

    /// The standard rows on the same key (`rows`) whose modifiers are a strict subset of the
    /// shortcut's, those with the most modifiers; nil when there are none.
    private func base(of shortcut: Shortcut, among rows: [Entry]) -> [Entry]? {
        let candidates = rows.filter { $0.shortcut.modifiers.isStrictSubset(of: shortcut.modifiers) }
        guard let most = candidates.map({ $0.shortcut.modifiers.ordered.count }).max() else { return nil }
        let widest = candidates.filter { $0.shortcut.modifiers.ordered.count == most }
        let first = widest[0].shortcut
        return widest.filter { $0.shortcut == first }
    }
}
