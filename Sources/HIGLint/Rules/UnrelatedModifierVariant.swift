import HIGModel

/// `unrelated-modifier-variant`: a modifier added to a standard shortcut, for a command that
/// has nothing to do with it (Option-Command-S for "Sync Library" beside Command-S, Save).
///
/// Only shortcuts the rulebook does not list (a listed one is standard-repurposed's
/// business), and only where the app binds the base itself: the base is the app's own
/// shortcut with the most of the same modifiers. A title sharing a word with the app's
/// command there ("Reopen Closed Tab" beside "New Tab") or with the rulebook's ("Save All"
/// beside Save) shows the relation.
struct UnrelatedModifierVariant: RuleDefinition {
    static let id = "unrelated-modifier-variant"
    // Whether two commands are related is a judgement their titles cannot settle ("Math Block"
    // beside Minimize is related to the app's own Math): say it, quietly.
    static let defaultSeverity = Diagnostic.Severity.note
    static let guideline: CustomShortcutRule.ID? = .unrelatedModifierVariants
    static let premises: [Premise.Fact] = []
    static let summary = "A modifier added to a standard shortcut makes an unrelated command"
    static let rationale = """
        Adding a modifier to a familiar shortcut suggests a related command (Shift-Command-S, Save \
        As, beside Command-S, Save). A variant for something unrelated misleads people who know the \
        original: a standard shortcut that the app uses for its standard command. A shortcut that is \
        itself in the rulebook is left to standard-repurposed; a variant of a shortcut the app does not \
        bind, or binds to a command of its own, is fine, and so are a variant in the same menu as its \
        base and Shift with an arrow or page key, which extends a selection. Titles suggest a relation \
        but cannot prove its absence, so the finding is a note; raise it in the config where a team wants it.
        """
    static let examples: [RuleExample] = [
        .fires(
            .manifest,
            #"shortcuts: [{title: Save, shortcut: Command-S}, {title: Sync Library, shortcut: ↓Option-Command-S}]"#),
        .quiet(.manifest, #"shortcuts: [{title: Save, shortcut: Command-S}, {title: Save All, shortcut: Option-Command-S}]"#),
        // The app binds no Command-S: nothing to be mistaken for.
        .quiet(.manifest, #"shortcuts: [{title: Sync Library, shortcut: Option-Command-S}]"#),
        .fires(
            .appTable,
            "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| Command-S | Save | Run it. |\n| ↓Option-Command-S | Sync Library | Run it. |"
        ),
        .quiet(
            .appTable,
            "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| Command-S | Save | Run it. |\n| Option-Command-S | Save All | Run it. |"
        ),
        .fires(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandMenu("Library") { Button("Save") {}.keyboardShortcut("s"); Button("Sync Library") {}.keyboardShortcut(↓"s", modifiers: [.option, .command]) } } }"#
        ),
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandMenu("Library") { Button("Save") {}.keyboardShortcut("s"); Button("Save All") {}.keyboardShortcut("s", modifiers: [.option, .command]) } } }"#
        ),
        .fires(
            .interfaceBuilder,
            #"<menu><menuItem title="Save" keyEquivalent="s"/><menuItem title="Sync Library" keyEquivalent="↓s"><modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/></menuItem></menu>"#
        ),
        .quiet(
            .interfaceBuilder,
            #"<menu><menuItem title="Save" keyEquivalent="s"/><menuItem title="Save All" keyEquivalent="s"><modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/></menuItem></menu>"#
        ),
        // Related to what the app itself runs on Command-T, not the rulebook's Show Fonts.
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandGroup(after: .newItem) { Button("New Tab") {}.keyboardShortcut("t"); Button("Reopen Closed Tab") {}.keyboardShortcut("t", modifiers: [.shift, .command]) } } }"#
        ),
        // The app's own Command-T is not the standard Show Fonts, so it teaches nothing of Shift.
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandGroup(after: .newItem) { Button("Transcribe") {}.keyboardShortcut("t"); Button("Reopen Closed Tab") {}.keyboardShortcut("t", modifiers: [.shift, .command]) } } }"#
        ),
        // Shift with an arrow extends what the base moves over.
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandMenu("Go") { Button("Go to Beginning") {}.keyboardShortcut(.upArrow, modifiers: .command); Button("Expand Selection") {}.keyboardShortcut(.upArrow, modifiers: [.shift, .command]) } } }"#
        ),
        // Shift-Command-E with no Command-E in the app.
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandGroup(after: .saveItem) { Button("Export as PDF") {}.keyboardShortcut("e", modifiers: [.shift, .command]) } } }"#
        ),
    ]

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        // What the app itself runs on each shortcut, by key: people learn a variant from the
        // app's own base, and a base the app does not bind teaches them nothing.
        // By key and modifiers, in order: a variant looks up the few combinations below it, not
        // every use of its key.
        var own: [Key: [ModifierSet: [Int]]] = [:]
        let all = context.impliedCommands.isEmpty ? declarations : declarations + context.impliedCommands
        for (index, declaration) in all.enumerated() where declaration.title != nil {
            if let shortcut = declaration.shortcut {
                own[shortcut.key, default: [:]][shortcut.modifiers, default: []].append(index)
            }
        }
        // Each shortcut's bases once, with the words of all their titles: a large app repeats a
        // shortcut, and a title is related to one of its bases exactly when it shares a word
        // with them all together.
        var basesByShortcut: [Shortcut: Bases?] = [:]
        func bases(of shortcut: Shortcut) -> Bases? {
            if let known = basesByShortcut[shortcut] { return known }
            let found = self.bases(of: shortcut, among: own, in: all, context: context).map(Bases.init)
            basesByShortcut[shortcut] = .some(found)
            return found
        }
        return declarations.compactMap { declaration -> Diagnostic? in
            // A control in a view is checked against the system's shortcuts only (ReservedConflict);
            // a global hot key is no variant of an app's command.
            guard let shortcut = declaration.shortcut, !declaration.isViewControl, declaration.origin != .globalHotKey,
                context.knowsCommand(of: declaration), context.claims(on: shortcut).isEmpty,
                let found = bases(of: shortcut), !FrameworkCommands.contains(declaration),
                let title = declaration.title.map(TitleWords.init)
            else { return nil }
            let bases = found.uses
            let baseShortcut = bases[0].shortcut!
            let rows = found.shortcuts.flatMap { context.claims(on: $0) }
            // Shift with an arrow or a page key extends the selection: the familiar variant.
            if shortcut.modifiers.subtracting(baseShortcut.modifiers) == .shift, Self.movesSelection(shortcut.key) {
                return nil
            }
            // One menu holds related commands (Zoom beside Minimize in the Window menu).
            if !declaration.menuPath.isEmpty, bases.contains(where: { $0.menuPath == declaration.menuPath }) { return nil }
            // Related to the app's own base command, or to the rulebook's command on any
            // shortcut it extends ("Save All Bookmarks" beside Save, whatever sits between).
            let lesser = shortcut.modifiers.ordered.map { ModifierSet($0) }.map(shortcut.modifiers.subtracting) + [.command]
            let standardBases = lesser.filter { $0 != shortcut.modifiers }.flatMap { modifiers in
                context.claims(on: Shortcut(key: shortcut.key, modifiers: modifiers))
            }
            if !title.meaningful.isDisjoint(with: found.meaningful)
                || (rows + standardBases).contains(where: { title.isRelated(to: TitleWords(LintContext.commandName(of: $0))) })
            {
                return nil
            }
            let addedModifiers = shortcut.modifiers.subtracting(baseShortcut.modifiers)
            // A Shift that only an upper-case SwiftUI or UIKit letter adds may not be meant:
            // upper-case-letter says so, and no variant is claimed.
            if addedModifiers == .shift, declaration.facts.upperCaseLetter != nil, declaration.origin != .appKit,
                declaration.origin != .interfaceBuilder
            {
                return nil
            }
            let added = addedModifiers.ordered.map(\.name)
            return finding(
                "\(shortcut.words) adds \(added.joined(separator: " and ")) to \(baseShortcut.words), which this app uses for \(bases[0].quotedTitle); people will expect a related command, not \(declaration.quotedTitle)",
                at: declaration,
                notes: [Diagnostic.Note("\(baseShortcut.words) is \(bases[0].quotedTitle) here", at: bases[0].span.location)]
                    + rows.map(context.note(for:)))
        }
    }

    /// Keys whose Shift variant extends a selection.
    static func movesSelection(_ key: Key) -> Bool {
        [.leftArrow, .rightArrow, .upArrow, .downArrow, .home, .end, .pageUp, .pageDown].contains(key)
    }

    /// Whether the app uses the declaration's standard shortcut for its standard command.
    static func isFamiliar(_ declaration: AppShortcut, in context: LintContext) -> Bool {
        guard let shortcut = declaration.shortcut else { return false }
        let standard = context.claims(on: shortcut).filter { $0.scope == .apps }
        return !standard.isEmpty
            && (LintContext.title(declaration.title, names: standard)
                || LintContext.title(declaration.actionTitle, names: standard))
    }

    /// The app's own commands a variant is judged against, and the words of their titles.
    private struct Bases {
        var uses: [AppShortcut]
        /// In the order the app declares them, so the notes come in one order every run.
        var shortcuts: [Shortcut]
        var meaningful: Set<String>

        init(_ uses: [AppShortcut]) {
            self.uses = uses
            var seen: Set<Shortcut> = []
            shortcuts = uses.compactMap(\.shortcut).filter { seen.insert($0).inserted }
            meaningful = uses.reduce(into: []) { words, use in words.formUnion(TitleWords(use.title ?? "").meaningful) }
        }
    }

    /// The app's declarations on the same key whose modifiers are a strict subset of the
    /// shortcut's, those with the most modifiers (Command-S under Option-Command-S; both
    /// Control-Command-H and Shift-Command-H under Control-Shift-Command-H); nil when there are none.
    /// A base is familiar only when it is a standard shortcut that the app uses for its standard
    /// command (Command-S for Save): the app's own Command-R teaches people no meaning of Shift-Command-R.
    private func bases(
        of shortcut: Shortcut, among own: [Key: [ModifierSet: [Int]]], in all: [AppShortcut], context: LintContext
    ) -> [AppShortcut]? {
        guard let onKey = own[shortcut.key] else { return nil }
        let lesser = ModifierSet.allCombinations.filter { !$0.isEmpty && $0.isStrictSubset(of: shortcut.modifiers) }
        // The most modifiers first; the first count that the app uses for a standard command wins.
        for count in stride(from: shortcut.modifiers.ordered.count - 1, through: 1, by: -1) {
            let found = lesser.filter { $0.ordered.count == count }.flatMap { onKey[$0] ?? [] }.filter {
                Self.isFamiliar(all[$0], in: context)
            }
            if !found.isEmpty { return found.sorted().map { all[$0] } }
        }
        return nil
    }
}
