// Reading one shortcut such as "Shift-Command-Z" or "⇧⌘Z", wherever it is written.
extension DiagnosticKind {
    public static let shortcutEmpty = DiagnosticKind(
        "shortcut.empty", .error, summary: "The shortcut is empty",
        explanation: "A shortcut needs at least a key.",
        fix: "Write the shortcut, such as 'Command-C' or '⌘C'.")
    public static let shortcutMissingKey = DiagnosticKind(
        "shortcut.missing-key", .error, summary: "The shortcut has modifiers but no key",
        explanation: "Modifiers alone are not a shortcut; the key they modify comes last.",
        fix: "Add the key, such as 'Command-S'.")
    public static let shortcutUnknownKey = DiagnosticKind(
        "shortcut.unknown-key", .error, summary: "The key is not one hig-gen knows",
        explanation:
            """
            Keys are letters, digits, punctuation, named keys (Space, Tab, Return, Escape, Delete, the arrows, \
            function keys…) or their glyphs.
            """,
        fix: "Use the key's name or glyph; the message suggests the nearest known key.")
    public static let shortcutUnknownModifier = DiagnosticKind(
        "shortcut.unknown-modifier", .error, summary: "A modifier is not one hig-gen knows",
        explanation: "The modifiers are Control (⌃), Option (⌥), Shift (⇧) and Command (⌘).",
        fix: "Use one of those names or glyphs.")
    public static let shortcutInvalidWildcard = DiagnosticKind(
        "shortcut.invalid-wildcard", .error, summary: "A bracketed placeholder is not '[Modifier key]'",
        explanation:
            """
            Guidelines write a family of shortcuts with a placeholder, such as '[Modifier key]-Tab'. Any other \
            text in brackets cannot be read as part of a shortcut.
            """,
        fix: "Write '[Modifier key]', or write the shortcut out.")
    public static let shortcutModifierOrder = DiagnosticKind(
        "shortcut.modifier-order", .note, summary: "The modifiers are not in the standard order",
        explanation:
            """
            Menus list modifiers as Globe, Control, Option, Shift, Command (🌐⌃⌥⇧⌘); text that follows the same \
            order is easier to compare and search. The shortcut is read in the standard order, so this is a note.
            """,
        fix: "Reorder the modifiers; the fix-it does it.")
    public static let shortcutDuplicateModifier = DiagnosticKind(
        "shortcut.duplicate-modifier", .warning, summary: "A modifier is written twice",
        explanation: "Pressing a modifier twice means nothing more than pressing it once; the repeat is ignored.",
        fix: "Remove the repeated modifier.")
    public static let shortcutRedundantShift = DiagnosticKind(
        "shortcut.redundant-shift", .warning, summary: "Shift is written with a character that already needs it",
        explanation: "A key such as '?' is typed with Shift, so 'Shift-Command-?' says Shift twice; menus show '⌘?'.",
        fix: "Write the shifted character without Shift, or Shift with the unshifted key.")
    public static let shortcutStrayWhitespace = DiagnosticKind(
        "shortcut.stray-whitespace", .warning, summary: "A separator has spaces around it",
        explanation: "'Command - C' is read as 'Command-C', but the written text is not the canonical one.",
        fix: "Remove the spaces around the hyphen; the fix-it does it.")
    public static let shortcutMissingSeparator = DiagnosticKind(
        "shortcut.missing-separator", .warning, summary: "Keys are separated by spaces rather than hyphens",
        explanation:
            """
            In the words notation the keys of a shortcut are joined with hyphens ('Shift-Command-Z'); glyphs \
            need no separator ('⇧⌘Z'). The spaced text was read anyway.
            """,
        fix: "Put a hyphen between the keys; the fix-it does it.")
    public static let shortcutCharacterMismatch = DiagnosticKind(
        "shortcut.character-mismatch", .warning, summary: "A key's name and the character after it disagree",
        explanation:
            """
            A key may be written as its name with its character in parentheses, such as 'Left bracket ([)'. \
            The two must name the same key; the name is used.
            """,
        fix: "Correct the character, or the name; the fix-it writes the name's character.")
    public static let shortcutGlyphAlias = DiagnosticKind(
        "shortcut.glyph-alias", .note, summary: "A key is written with a symbol menus do not use",
        explanation:
            """
            Character pickers offer several arrows and boxes for a key (the dashed arrows ⇠ ⇢, the PC's Alt \
            symbol ⎇, ␣ for Space). hig-gen reads them as the key they stand for, but people know the \
            symbols Apple's menus show.
            """,
        fix: "Write the menu symbol (← → ↑ ↓, ⌥, ↩) or the key's name; the fix-it does it.")
    public static let shortcutSpelledPlaceholder = DiagnosticKind(
        "shortcut.spelled-placeholder", .note, summary: "A placeholder for any modifier is written in words",
        explanation:
            """
            Older editions write a family of shortcuts as 'Command–modifier key–Space bar': the words 'modifier key' \
            stand for any further modifier. hig-gen reads them as the placeholder '[Modifier key]' and says so.
            """,
        fix: "Nothing, or write '[Modifier key]' in its place.")
    public static let shortcutKeyNameOnly = DiagnosticKind(
        "shortcut.key-name-only", .note, summary: "A key is given by its name in parentheses alone",
        explanation:
            """
            A PDF conversion drops the character or glyph that came before a key's name, leaving '(pipe)' or \
            '(right arrow)'. hig-gen reads the key from its name and says so.
            """,
        fix: "Nothing, or write the key's name without the parentheses.")
}

extension DiagnosticCatalog {
    public static let shortcut: [DiagnosticKind] = [
        .shortcutEmpty, .shortcutMissingKey, .shortcutUnknownKey, .shortcutUnknownModifier, .shortcutInvalidWildcard,
        .shortcutModifierOrder, .shortcutDuplicateModifier, .shortcutRedundantShift, .shortcutStrayWhitespace,
        .shortcutMissingSeparator, .shortcutCharacterMismatch, .shortcutGlyphAlias, .shortcutSpelledPlaceholder,
        .shortcutKeyNameOnly,
    ]
}
