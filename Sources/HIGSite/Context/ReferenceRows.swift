/// A row of the modifier-symbol table.
public struct ModifierSymbolRow: Sendable, Equatable {
    /// Fragment identifier ("modifier-command").
    public var id: String
    /// The symbol ("⌘").
    public var glyph: String
    /// The modifier's name ("Command").
    public var name: String
    /// "U+2318".
    public var codePoint: String
    /// When the guidelines recommend the modifier.
    public var usage: String
    /// Search terms, as in ``ShortcutRow/searchKeys`` ("command|cmd|⌘").
    public var searchKeys: String
}

/// A row of the key-glyph table.
public struct KeyGlyphRow: Sendable, Equatable {
    /// Fragment identifier ("key-esc").
    public var id: String
    /// The glyph ("⎋").
    public var glyph: String
    /// The key's name ("Esc").
    public var name: String
    /// "U+238B", or several code points for a glyph with a variation selector.
    public var codePoint: String
    /// Search terms, as in ``ShortcutRow/searchKeys`` ("esc|escape|⎋").
    public var searchKeys: String
}

/// A rule for custom shortcuts.
public struct RuleRow: Sendable, Equatable {
    /// Fragment identifier ("rule-prefer-command").
    public var id: String
    /// The rule's stable id, as the linter reports it ("prefer-command").
    public var ruleID: String
    /// The rule in a few words.
    public var title: String
    /// The guidance, in full.
    public var guidance: String
}

/// A named item and its description: a keyboard type or a focus state.
public struct DescriptionRow: Sendable, Equatable {
    /// Fragment identifier ("keyboard-type-decimal-pad", "focus-state-focused").
    public var id: String
    public var name: String
    public var description: String
}
