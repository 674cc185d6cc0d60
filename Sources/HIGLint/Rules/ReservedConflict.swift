import HIGModel

/// `reserved-conflict`: the app uses a shortcut the system takes for itself.
///
/// A title that is the system command's (an Edit menu's "Emoji & Symbols" on
/// Control-Command-Space) is the app showing the system's shortcut, not a conflict; one that
/// only mentions it ("Log Out of Cloud" on Shift-Command-Q) is a conflict.
struct ReservedConflict: RuleDefinition {
    static let id = "reserved-conflict"
    static let defaultSeverity = Diagnostic.Severity.error
    static let guideline: CustomShortcutRule.ID? = .respectStandardShortcuts
    static let premises: [Premise.Fact] = [.systemTakesIt, .platform, .hotKeyRegistered, .keysAsWritten, .inMenuBar]
    static let summary = "The shortcut is reserved by the system"
    static let rationale = """
        macOS, its keyboard navigation or an accessibility feature takes this shortcut before \
        any app sees it, so the command can never run from the keyboard (rows marked System, and \
        the international and focus-navigation tables). Choose another shortcut. A SwiftUI upper-case \
        letter that makes it (Quit on "Q" is Shift-Command-Q, Log Out) is named as the cause: the system \
        takes the key whichever one was meant. Where today's \
        system takes a shortcut out of the box but gives it back while a setting is on (the top row of an \
        Apple keyboard does its printed features, such as brightness and volume, unless Fn is held or \
        "Use F1, F2, etc. keys as standard function keys" is on), the finding is a note that names Fn and \
        the setting: people press F keys on a Mac with Fn, so the command keeps its key (blind labels \
        called such warnings fine or notes). Where it takes a listed shortcut only while a setting is on, the finding is a note that names \
        the setting (Zoom's keyboard shortcuts are off until people turn them on; blind labels called \
        such findings fine); where nothing takes it any more, a note; where no public source settles \
        it, a note too, as nothing shows the system takes it (see Docs/CurrentSystems.md). iPad targets are judged by the iPadOS rows; \
        a global hot key, which only the Mac has, by the Mac's alone. \
        In an app whose code reads or changes the system's own shortcut settings (`com.apple.symbolichotkeys`, \
        `CGSSetSymbolicHotKeyEnabled`), as a screenshot tool does that turns the system's Shift-Command-4 off \
        or asks people to, whether the system still takes the key is the setting's: a warning.
        """
    static let examples: [RuleExample] = [
        .fires(.manifest, #"shortcuts: [{title: Search, shortcut: ↓Control-Command-Space}]"#),
        .quiet(.manifest, #"shortcuts: [{title: Emoji & Symbols, shortcut: Control-Command-Space}]"#),
        // Taken only while Zoom's keyboard shortcuts are on (a note naming the setting), and
        // listed by the guidelines but taken by nothing today (a note).
        .fires(.manifest, #"shortcuts: [{title: Zoom Page, shortcut: ↓Option-Command-Equal sign}]"#),
        .fires(.manifest, #"shortcuts: [{title: Go Back, shortcut: ↓Command-Left arrow}]"#),
        .fires(.manifest, #"shortcuts: [{title: Log Out of Cloud, shortcut: ↓Shift-Command-Q}]"#),
        // The top row's features take F1 to F12 out of the box: a note naming Fn and the setting.
        .fires(.manifest, #"shortcuts: [{title: Rename, shortcut: ↓F2}]"#),
        .fires(.appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| ↓Control-Command-Space | Search | Run it. |"),
        .quiet(.appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| Command-G | Find Again | Run it. |"),
        .fires(
            .swift,
            #"struct V: View { var body: some View { Button("Search") {}.keyboardShortcut(↓.space, modifiers: [.control, .command]) } }"#
        ),
        .quiet(.swift, #"struct V: View { var body: some View { Button("Search") {}.keyboardShortcut("k") } }"#),
        .fires(
            .interfaceBuilder,
            #"<menuItem title="Search" keyEquivalent="↓ "><modifierMask key="keyEquivalentModifierMask" control="YES" command="YES"/></menuItem>"#
        ),
        .quiet(
            .interfaceBuilder,
            #"<menuItem title="Emoji &amp; Symbols" keyEquivalent=" "><modifierMask key="keyEquivalentModifierMask" control="YES" command="YES"/></menuItem>"#
        ),
        .fires(
            .swift,
            #"struct Go: Commands { var body: some Commands { CommandMenu("Go") { Button("Previous Day") {}.keyboardShortcut(↓.leftArrow, modifiers: []) } } }"#
        ),
        .quiet(
            .swift,
            #"struct Browser: View { var body: some View { List {}.toolbar { Button("Previous Item") {}.keyboardShortcut(.upArrow, modifiers: []) } } }"#
        ),
        .fires(
            .swift,
            #"extension KeyboardShortcuts.Name { static let search = Self("search", default: .init(↓.space, modifiers: [.command])) }"#
        ),
    ]

    /// Keys a control in a view handles for itself: moving, confirming, cancelling. A menu
    /// command on one of them (bare, or with Shift) is a warning.
    static let navigationKeys: Set<Key> = [
        .upArrow, .downArrow, .leftArrow, .rightArrow, .tab, .return, .enter, .escape, .space, .pageUp, .pageDown, .home, .end,
    ]

    /// Whether every system row on the shortcut is an input-source row: in the international
    /// table, or the same shortcut as one there (Command-Right arrow is in both tables).
    static func switchesInputSources(_ system: [Entry], among claims: [Entry]) -> Bool {
        let international = claims.filter { $0.table == .international && !$0.shortcut.acceptsAdditionalModifiers }
        return system.allSatisfy { row in
            row.table == .international || international.contains { $0.shortcut == row.shortcut }
        }
    }

    /// System rows today's system does not take out of the box (``Availability``): a note
    /// naming the setting that turns it on; a note too when no public source settles it (nothing
    /// shows the system takes it, so the finding says less) or nothing takes it any more. None
    /// of them says "never reaches".
    private func notTakenByDefault(
        _ declaration: AppShortcut, _ shortcut: Shortcut, _ rows: [Entry], premises: [Premise], in context: LintContext
    ) -> Diagnostic {
        let platforms = Set(rows.flatMap(\.platforms)).filter { context.target?.platforms.contains($0) ?? true }
        let system = platforms.isEmpty ? "the system" : "current " + platforms.sorted().map(\.rawValue).joined(separator: " and ")
        let listed = "\(shortcut.words) is listed as reserved by the guidelines (\(rows.commandNames))"
        let notes = rows.map(context.note(for:))
        if let setting = rows.lazy.compactMap({ $0.availability?.status.setting }).first {
            return finding(
                "\(listed); \(system) takes it only when the setting '\(setting)' is on, and then it never reaches \(declaration.quotedTitle)",
                at: declaration, severity: .note, notes: notes, premises: premises)
        }
        if rows.contains(where: { $0.availability?.status == .unverified }) {
            return finding(
                "\(listed); hig-gen has no public source on whether \(system) takes it today, so check before giving it to \(declaration.quotedTitle)",
                at: declaration, severity: .note, notes: notes, premises: premises)
        }
        return finding(
            "\(listed); \(system) no longer takes it, so it reaches \(declaration.quotedTitle)", at: declaration,
            severity: .note, notes: notes)
    }

    /// A row of another platform (macOS's Spotlight or Hide, for an iPad target): a note, when
    /// the rulebook has no system rows for the target's own platforms to say what it does there.
    private func elsewhere(_ declaration: AppShortcut, _ shortcut: Shortcut, in context: LintContext) -> Diagnostic? {
        // A global hot key meets the Mac's rows alone.
        guard let target = context.target, declaration.origin != .globalHotKey else { return nil }
        // Where the rulebook lists the target's own platform's system shortcuts (macOS, iPadOS),
        // another platform's reserved rows say nothing about it: macOS's Force Quit is no iPad
        // shortcut. Rows of other tables (focus navigation) still are worth the note.
        let ownRows = context.hasSystemRows(for: target)
        let rows = context.claimsElsewhere(on: shortcut).filter { !(ownRows && $0.table.isReserved) }
        guard !rows.isEmpty else { return nil }
        let platforms = Set(rows.flatMap(\.platforms)).sorted().map(\.rawValue).joined(separator: ", ")
        let owner = rows.contains { $0.scope == .system } ? "reserved by the system" : "a standard command"
        return finding(
            "\(shortcut.words) is \(owner) on \(platforms) (\(rows.commandNames)); the built-in rules have no row for it on \(target.platforms.map(\.rawValue).joined(separator: ", ")), so check what it does there before giving it to \(declaration.quotedTitle)",
            at: declaration, severity: .note, notes: rows.map(context.note(for:)))
    }

    /// Control-Tab and Control-Shift-Tab.
    static func isControlGroupNavigation(_ shortcut: Shortcut) -> Bool {
        shortcut.key == .tab && shortcut.modifiers.contains(.control) && shortcut.modifiers.isSubset(of: [.control, .shift])
    }

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        // One command in several places is one finding, at its main place.
        let repeats = context.repeatsOfCommands(in: declarations)
        return declarations.enumerated().compactMap { index, declaration in
            guard let shortcut = declaration.shortcut, !repeats.contains(index) else { return nil }
            // A list moving its selection with the arrows is the control doing its job.
            if declaration.isViewControl, Self.navigationKeys.contains(shortcut.key), shortcut.modifiers.isSubset(of: .shift) {
                return nil
            }
            // A global hot key is the Mac's (Carbon, and the libraries on it): other systems' rows never meet it.
            let claims = context.claims(on: shortcut).filter {
                declaration.origin != .globalHotKey || $0.platforms.isEmpty || $0.platforms.contains(.macOS)
            }
            let system = claims.filter { $0.scope == .system }
            // The system's command never reaches the app, whatever the app calls its own; only
            // the frameworks' own menu items for it (Edit ▸ Emoji & Symbols) show it there.
            guard !FrameworkCommands.contains(declaration) else { return nil }
            guard !system.isEmpty else {
                return elsewhere(declaration, shortcut, in: context)
            }
            // "Never reaches" only where today's system takes it out of the box; a row the
            // guidelines state no fact for is read as they say.
            let taken = system.filter { $0.availability?.isTakenByDefault ?? true }
            // Taken by the system, the key never reaches the command whichever key the author
            // meant: SwiftUI's Shift for an upper-case letter is the cause, named in the message.
            var premises = [
                declaration.registration, declaration.platform(in: context, for: taken.isEmpty ? system : taken),
                taken.isEmpty ? declaration.keysAsWritten : .proven(.keysAsWritten),
            ]
            let (subject, fix) = Self.subject(declaration, shortcut)
            // Where the target also runs where the rows do not hold, the finding says where they do.
            let only = declaration.onlyOn(taken.isEmpty ? system : taken, in: context)
            // (A context or status-item menu answers its keys only while it is open, and the system
            // takes its own keys then too: Apple has people screenshot an open menu with
            // Shift-Command-4. So an open menu's item never gets them either.)
            // An app that reads or changes the system's own shortcut settings knows whether the
            // system takes the key, and may turn the system's shortcut off or ask people to (a
            // screenshot tool on Shift-Command-3): the system takes it only while its shortcut is on.
            if declaration.facts.readsSystemShortcuts {
                premises.append(
                    .likely(
                        .systemTakesIt,
                        "the system takes it where the app runs (the app's code reads or changes the system's own shortcut settings, perhaps to turn the system's shortcut off or ask people to)"
                    ))
            }
            // (A nib's item the code's own main menu replaces may never be on screen.)
            // (So may a command of a Commands type no code makes.)
            if declaration.facts.menuBarReplaced || (declaration.facts.menuUnplaced && declaration.facts.commandsType != nil) {
                premises.append(declaration.inMenuBar)
            }
            // Taken out of the box, given back by a setting (the top-row keys' features): pressed
            // alone on an Apple keyboard it runs the key's feature, but with Fn held, or the setting
            // on, it reaches the app, as people press F keys on a Mac. The command keeps its key: a
            // note. (What takes it is the key's feature today, not the guidelines' command: Dashboard is gone.)
            let givenBack = system.filter { $0.availability?.status.isGivenBackBySetting ?? false }
            if taken.isEmpty, let setting = givenBack.first?.availability?.status.setting {
                let platforms = Set(givenBack.flatMap(\.platforms)).sorted().map(\.rawValue).joined(separator: " and ")
                return finding(
                    "\(subject) is taken by current \(platforms) out of the box for the feature its key shows on Apple keyboards (the guidelines list it for \(givenBack.commandNames)); it reaches \(declaration.quotedTitle) with Fn held, or for people who turn on the setting '\(setting)'\(fix)",
                    at: declaration, notes: givenBack.map(context.note(for:)),
                    premises: premises + [
                        Premise(
                            fact: .systemTakesIt, standing: .unknown,
                            doubt: "people press it without Fn (with Fn held, an Apple keyboard sends the app the F key)")
                    ])
            }
            guard !taken.isEmpty else {
                return notTakenByDefault(declaration, shortcut, system, premises: premises, in: context)
            }
            let notes = taken.map(context.note(for:))
            // Input-source switching takes it only from people with more than one input source.
            if Self.switchesInputSources(taken, among: claims) {
                return finding(
                    "\(subject) switches input sources (\(taken.commandNames)) for people who have more than one enabled; for them it never reaches \(declaration.quotedTitle)\(fix)",
                    at: declaration, notes: notes,
                    premises: premises + [Premise(fact: .systemTakesIt, standing: .likely, doubt: nil)])
            }
            // Only keyboard navigation claims it: the command runs, but it takes the key from
            // every list and text view in the app. Worth a warning, not an error. Control-Tab
            // (next control group) is navigation too, though listed as the system's: it moves
            // focus only where Tab stays in a control, and browsers use it for tabs.
            if taken.allSatisfy({ $0.table == .focusNavigation || Self.isControlGroupNavigation($0.shortcut) }) {
                // AppKit's own Show Next Tab is Control-Tab.
                if FrameworkCommands.contains(declaration) { return nil }
                return finding(
                    "\(shortcut.words) moves focus and selection in every view\(only); as \(declaration.scope == .systemWide ? "a global hot key" : declaration.isViewControl ? "a shortcut of this view" : "a menu command"), \(declaration.quotedTitle) takes it from them",
                    at: declaration, severity: .warning, notes: notes, premises: premises)
            }
            // A doubt about whether the system takes it (the app reads the system's settings)
            // leaves "never" to where it does.
            let never =
                premises.contains { $0.fact == .systemTakesIt && $0.standing < .proven }
                ? "where it does, it never reaches" : "it never reaches"
            return finding(
                "\(subject) is reserved by the system (\(taken.commandNames)\(Self.takerToday(taken)))\(only); \(never) \(declaration.quotedTitle)\(only.isEmpty ? "" : " there")\(fix)",
                at: declaration, notes: notes, premises: premises)
        }
    }

    /// How the message names the shortcut, and the fix it ends with: a SwiftUI upper-case letter
    /// is the cause ("'Q' is upper case, so SwiftUI makes this Shift-Command-Q, which"), and
    /// writing it in lower case the fix, where the code writes no Shift of its own.
    static func subject(_ declaration: AppShortcut, _ shortcut: Shortcut) -> (String, String) {
        guard declaration.origin == .swiftUI, let letter = declaration.facts.upperCaseLetter,
            !declaration.writesShiftWithUpperCharacter
        else { return (shortcut.words, "") }
        return ("'\(letter)' is upper case, so SwiftUI makes this \(shortcut.words), which", "; write \"\(letter.lowercased())\"")
    }

    /// What today's system does with a row's shortcut where the facts name another feature, in
    /// parentheses, than the guidelines' command ("Next Value Down" is App Exposé today): "; today
    /// it shows the front app's windows (App Exposé)". Empty where the facts name none.
    static func takerToday(_ taken: [Entry]) -> String {
        guard taken.count == 1, let row = taken.first, let note = row.availability?.note,
            row.availability?.status == .byDefault, let open = note.lastIndex(of: "("),
            let close = note.lastIndex(of: ")"), open < close,
            !row.commandName.localizedCaseInsensitiveContains(note[note.index(after: open)..<close])
        else { return "" }
        let sentence = note.hasSuffix(".") ? String(note.dropLast()) : note
        return "; today it " + sentence.prefix(1).lowercased() + sentence.dropFirst()
    }
}
