import HIGModel

/// `non-letter-key`: Option, Shift or Control with a digit or punctuation key. Some layouts
/// need those modifiers just to type the character, so the shortcut cannot be pressed there.
///
/// Shift on a two-character key (Command-Question mark, or Shift-Command-Forward slash, which
/// shift-with-two-character-key rewrites to it) is the guidelines' own advice and does not
/// count; keys that type nothing (arrows, Space, F-keys) are on every layout and are not checked.
struct NonLetterKeyChecker: Checker {
    let rule = LintRule.ID.nonLetterKey

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        declarations.compactMap { declaration in
            guard let shortcut = declaration.shortcut, [.digit, .punctuation].contains(shortcut.key.family),
                context.isCustom(shortcut)
            else { return nil }
            let others = shortcut.modifiers.ordered.filter { $0 != .command && !($0 == .shift && shortcut.key.isTwoCharacter) }
            guard !others.isEmpty else { return nil }
            let names = others.map(\.name).joined(separator: " and ")
            return finding(
                "\(shortcut.words) pairs \(names) with \(shortcut.keyName), which is not a letter; some keyboard layouts need \(names) to type it, so use Command alone or a letter key",
                at: declaration)
        }
    }
}
