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
    /// The facts table's rows, attached to the rulebook's system rows once every file is read.
    var availability: [AvailabilityFact] = []

    var isEmpty: Bool {
        entries.isEmpty && modifierSymbols.isEmpty && keyGlyphs.isEmpty && rules.isEmpty && keyboardTypes.isEmpty
            && focusStates.isEmpty
            && availability.isEmpty
    }
}
