import HIGModel

/// What one guideline file contributes to the rulebook.
struct DocumentContents: Sendable {
    var document: Rulebook.Document
    var entries: [Entry] = []
    var modifierSymbols: [ModifierSymbol] = []
    var keyGlyphs: [KeyGlyph] = []
    var rules: [CustomShortcutRule] = []
    var keyboardTypes: [KeyboardTypeEntry] = []
    var focusStates: [FocusStateEntry] = []

    var isEmpty: Bool {
        entries.isEmpty && modifierSymbols.isEmpty && keyGlyphs.isEmpty && rules.isEmpty && keyboardTypes.isEmpty
            && focusStates.isEmpty
    }
}
