import HIGModel

/// `typing-conflict`: a command on a character key with no modifier, with Shift alone, or
/// with Option (and Shift), which is how people type accented letters and symbols on a Mac.
struct TypingConflict: RuleDefinition {
    static let id = "typing-conflict"
    static let defaultSeverity = Diagnostic.Severity.warning
    static let guideline: CustomShortcutRule.ID? = nil
    static let premises: [Premise.Fact] = [.hotKeyRegistered]
    static let summary = "A command uses a character key with no modifier, or only Shift or Option"
    static let rationale = """
        A letter, digit or punctuation key with no modifier, with Shift alone, or with Option (and Shift) is what \
        people press to type: Option-Shift-A types "Å" on a US keyboard. \
        As a shortcut it fires while they type in a text field, or never reaches the command when a field has \
        focus, and the system's own key handling may take it first. As a global hot key it is an error: \
        it takes the key from every app. Add Command.
        """
    static let examples: [RuleExample] = [
        .fires(.manifest, #"shortcuts: [{title: New Note, shortcut: ↓Shift-N}]"#),
        .quiet(.manifest, #"shortcuts: [{title: New Note, shortcut: Shift-Command-N}]"#),
        .fires(.appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| ↓N | New Note | Run it. |"),
        .quiet(.appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| Option-Command-N | New Note | Run it. |"),
        .fires(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandMenu("Notes") { Button("New Note") {}.keyboardShortcut(↓"n", modifiers: .shift) } } }"#
        ),
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandMenu("Notes") { Button("New Note") {}.keyboardShortcut("n", modifiers: [.shift, .command]) } } }"#
        ),
        .fires(
            .interfaceBuilder,
            #"<menuItem title="New Note" keyEquivalent="↓n"><modifierMask key="keyEquivalentModifierMask" shift="YES"/></menuItem>"#
        ),
        .quiet(.interfaceBuilder, #"<menuItem title="New Note" keyEquivalent="n"/>"#),
        .fires(.swift, #"let capture = HotKey(key: ↓.p, modifiers: [])"#),
        .fires(
            .interfaceBuilder,
            #"<menuItem title="Archive" keyEquivalent="↓a"><modifierMask key="keyEquivalentModifierMask" option="YES" shift="YES"/></menuItem>"#
        ),
        .fires(.swift, #"let export = HotKey(key: ↓.e, modifiers: [.option, .shift])"#),
        .quiet(
            .interfaceBuilder,
            #"<menuItem title="Archive" keyEquivalent="a"><modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/></menuItem>"#
        ),
    ]

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        declarations.compactMap { declaration in
            guard let shortcut = declaration.shortcut, [.letter, .digit, .punctuation].contains(shortcut.key.family),
                shortcut.modifiers.isSubset(of: [.shift, .option]), !shortcut.acceptsAdditionalModifiers
            else { return nil }
            let pressed = shortcut.modifiers.isEmpty ? "\(shortcut.keyName) alone" : shortcut.words
            if shortcut.modifiers.contains(.option) {
                let typed = Self.typedWithOption(shortcut).map { " ('\($0)' on a US keyboard)" } ?? ""
                return finding(
                    "\(pressed) types a character\(typed); as \(declaration.scope == .systemWide ? "a global hot key it takes that character from every app" : "a shortcut it fires while people type it, or is lost in a text field"); add Command",
                    at: declaration, severity: declaration.scope == .systemWide ? .error : .warning,
                    premises: [declaration.registration])
            }
            guard declaration.scope == .systemWide else {
                return finding(
                    "\(pressed) is a key people type; as a shortcut it fires while they type or is lost in a text field; add Command",
                    at: declaration)
            }
            // A global hot key takes the key from every app: nobody can type it any more.
            return finding(
                "\(pressed) is a key people type; as a global hot key it takes that key from every app; add Command",
                at: declaration, severity: .error, premises: [declaration.registration])
        }
    }

    /// What Option (and Shift) with the key types on a US Mac keyboard; nil for a dead key.
    static func typedWithOption(_ shortcut: Shortcut) -> String? {
        guard let levels = KeyboardLayout.named("us")?.keys[shortcut.key.code] else { return nil }
        return (shortcut.modifiers.contains(.shift) ? levels.shiftOption : levels.option)?.character
    }
}
