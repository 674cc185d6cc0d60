import HIGModel

/// `shift-with-two-character-key`: Shift written out with a two-character key, where the
/// guidelines name the upper character instead: Command-Question mark, not
/// Shift-Command-Forward slash (nor Shift-Command-Question mark).
struct ShiftWithTwoCharacterKeyChecker: Checker {
    let rule = LintRule.ID.shiftWithTwoCharacterKey

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        declarations.compactMap { declaration in
            guard let shortcut = declaration.shortcut, let pair = shortcut.key.characterPair,
                shortcut.modifiers.contains(.shift)
            else { return nil }
            let upper = Shortcut(key: shortcut.key, modifiers: shortcut.modifiers, keySpelling: .upper)
            if shortcut.keySpelling == .lower {
                return finding(
                    "\(shortcut.words) types '\(pair.upper)'; name the character instead of adding Shift: \(upper.words)",
                    at: declaration, fixIts: ShortcutRewriter.fixIts(for: declaration, writing: upper))
            }
            let redundant = declaration.writtenIssues.contains { $0.kind == .redundantShift }
            guard redundant || declaration.writesShiftWithUpperCharacter else { return nil }
            return finding(
                "'\(pair.upperName)' already means Shift; write \(upper.words)", at: declaration,
                fixIts: ShortcutRewriter.fixIts(for: declaration, writing: upper))
        }
    }
}
