import HIGModel

/// `shift-with-two-character-key`: Shift written out with a two-character key, where the
/// guidelines name the upper character instead: Command-Question mark, not
/// Shift-Command-Forward slash (nor Shift-Command-Question mark).
struct ShiftWithTwoCharacterKey: RuleDefinition {
    static let id = "shift-with-two-character-key"
    static let defaultSeverity = Diagnostic.Severity.note
    static let guideline: CustomShortcutRule.ID? = .twoCharacterKeys
    static let premises: [Premise.Fact] = [.keysAsWritten]
    static let summary = "Shift is written out with a two-character key"
    static let rationale = """
        When a shortcut needs the upper character of a two-character key, name that character and \
        drop Shift: Help is Command-Question mark, not Shift-Command-Forward slash. Menus show the \
        character people type. A note: it is about how the shortcut is named, and apps commonly write \
        Shift with the lower character of a bracket pair (Shift-Command-] for a next tab); blind labels \
        called 5 of 6 such warnings fine.
        """
    static let examples: [RuleExample] = [
        .fires(
            .manifest, #"shortcuts: [{title: Help, shortcut: ↓Shift-Command-Forward slash}]"#,
            corrected: #"shortcuts: [{title: Help, shortcut: Command-Question mark}]"#),
        .quiet(.manifest, #"shortcuts: [{title: Help, shortcut: Command-Question mark}]"#),
        .fires(
            .appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| ↓Shift-Command-Forward slash | Help | Run it. |"),
        .quiet(.appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| Command-Question mark | Help | Run it. |"),
        .fires(
            .swift,
            #"struct V: View { var body: some View { Button("Help") {}.keyboardShortcut(↓"/", modifiers: [.command, .shift]) } }"#,
            corrected:
                #"struct V: View { var body: some View { Button("Help") {}.keyboardShortcut("?", modifiers: [.command]) } }"#
        ),
        .quiet(.swift, #"struct V: View { var body: some View { Button("Help") {}.keyboardShortcut("?") } }"#),
        .fires(
            .interfaceBuilder,
            #"<menuItem title="Help" keyEquivalent="↓/"><modifierMask key="keyEquivalentModifierMask" shift="YES" command="YES"/></menuItem>"#
        ),
        .quiet(.interfaceBuilder, #"<menuItem title="Help" keyEquivalent="?"/>"#),
        // The reverse of the app's own Control-Grave accent, as the system pairs its window keys.
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandMenu("Tabs") { Button("Next Pane") {}.keyboardShortcut("`", modifiers: .control); Button("Previous Pane") {}.keyboardShortcut("`", modifiers: [.control, .shift]) } } }"#
        ),
    ]

    /// Whether the framework runs a command written with the upper character when people press
    /// Shift and the key: AppKit and SwiftUI match the character typed; UIKit's documents do not
    /// say how it matches an input such as "{", so its advice is only a note there.
    static func matchesUpperCharacter(_ declaration: AppShortcut, _ upper: Character) -> Premise {
        .fact(
            .keysAsWritten, proven: declaration.origin != .uiKit, else: .unknown,
            "UIKit runs a key command whose input is \"\(upper)\" when Shift and the key are pressed")
    }

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        let own = Set(declarations.compactMap(\.shortcut))
        return declarations.compactMap { declaration in
            // A hot key names a place, not a character: Shift and "/" is the only way to write it.
            guard let shortcut = declaration.shortcut, let pair = shortcut.key.characterPair,
                shortcut.modifiers.contains(.shift), !declaration.facts.byKeyPosition
            else { return nil }
            let upper = Shortcut(key: shortcut.key, modifiers: shortcut.modifiers, keySpelling: .upper)
            // Beside the app's own shortcut without Shift, Shift is a modifier that reverses
            // or extends it, as in the system's Command-Grave accent and Shift-Command-Grave accent.
            let withoutShift = Shortcut(key: shortcut.key, modifiers: shortcut.modifiers.subtracting(.shift))
            if shortcut.keySpelling == .lower, own.contains(withoutShift) { return nil }
            if shortcut.keySpelling == .lower {
                return finding(
                    "\(shortcut.words) types '\(pair.upper)'; name the character instead of adding Shift: \(upper.words)",
                    at: declaration, fixIts: ShortcutRewriter.fixIts(for: declaration, writing: upper),
                    premises: [Self.matchesUpperCharacter(declaration, pair.upper)])
            }
            let redundant = declaration.writtenIssues.contains { $0.kind == .shortcutRedundantShift }
            guard redundant || declaration.writesShiftWithUpperCharacter else { return nil }
            return finding(
                "'\(pair.upperName)' already means Shift; write \(upper.words)", at: declaration,
                fixIts: ShortcutRewriter.fixIts(for: declaration, writing: upper))
        }
    }
}
