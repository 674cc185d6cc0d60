import HIGModel

/// Everything the generated Swift declares, named, sorted and ready to print: the view model
/// between the rulebook and the Swift text.
///
/// Members of every list are sorted by their source location (file, line, column), so the
/// output depends only on the guideline files, never on the order of a dictionary.
public struct SwiftRulebookContext: Sendable {
    /// One shortcut entry and the constant that holds it.
    public struct EntryMember: Sendable, Equatable {
        /// The Swift name, as `HIG.Reserved.<name>`; unique within its table.
        public var name: String
        /// "reserved.exitApp": the table and the name, unique in the rulebook.
        public var id: String
        public var entry: Entry
        /// The entry's `Title` cell, or its action without the final period.
        public var discoverabilityTitle: String
        /// "Content/keyboard-shortcuts.md:21".
        public var source: String
    }

    /// A shortcut table, generated as a nested enum such as `HIG.Reserved`.
    public struct Table: Sendable, Equatable {
        public var kind: TableKind
        /// "Reserved", "FocusNavigation".
        public var typeName: String
        public var members: [EntryMember]
    }

    /// A row of another table (rules, symbols, glyphs, keyboard types, focus states) and
    /// the constant that holds it.
    public struct Member<Value: Sendable & Equatable>: Sendable, Equatable {
        public var name: String
        public var value: Value
        public var source: String
    }

    /// The guideline files, as the generated header lists them.
    public var documents: [String]
    /// All five tables in ``TableKind`` order, empty ones included, so code that names
    /// `HIG.Custom.all` compiles whatever the guidelines hold.
    public var tables: [Table]
    /// (table type name, member name) of every entry in source order, for `HIG.entries`.
    public var entryOrder: [(table: String, name: String)]
    public var rules: [Member<CustomShortcutRule>]
    public var modifierSymbols: [Member<ModifierSymbol>]
    public var keyGlyphs: [Member<KeyGlyph>]
    public var keyboardTypes: [Member<KeyboardTypeEntry>]
    public var focusStates: [Member<FocusStateEntry>]
    /// What naming had to change (collisions, keywords, leading digits), as notes and
    /// warnings located at the rows concerned.
    public var diagnostics: [Diagnostic]

    public static func == (lhs: SwiftRulebookContext, rhs: SwiftRulebookContext) -> Bool {
        lhs.documents == rhs.documents && lhs.tables == rhs.tables
            && lhs.entryOrder.map { "\($0.table).\($0.name)" } == rhs.entryOrder.map { "\($0.table).\($0.name)" }
            && lhs.rules == rhs.rules && lhs.modifierSymbols == rhs.modifierSymbols && lhs.keyGlyphs == rhs.keyGlyphs
            && lhs.keyboardTypes == rhs.keyboardTypes && lhs.focusStates == rhs.focusStates
            && lhs.diagnostics == rhs.diagnostics
    }
}

extension SwiftRulebookContext: Equatable {}
