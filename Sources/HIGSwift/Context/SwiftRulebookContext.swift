import HIGModel

/// Everything the generated Swift declares, named, sorted and ready to print: the view model
/// between the rulebook and the Swift text.
///
/// Members of every list are sorted by their source location (file, line, column), so the
/// output depends only on the guideline files, never on the order of a dictionary.
///
/// A guideline set may hold a hundred thousand entries, so they are kept once, in source
/// order with their names (``Rows``); each table lists where its entries are, and makes an
/// ``EntryMember`` for each only when asked.
public struct SwiftRulebookContext: Sendable {
    /// One shortcut entry and the constant that holds it.
    public struct EntryMember: Sendable, Equatable {
        /// The Swift name, as `HIG.Reserved.<name>`; unique within its table.
        public var name: String
        /// The entry's stable id (``Entry/id``): its `ID` cell, else its table and shortcut.
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
        /// The case of ``kind`` ("focusNavigation"), with which the entries' ids start.
        let caseName: String
        /// Where this table's entries are in ``SwiftRulebookContext/rows``, in source order.
        let positions: [Int]
        let rows: Rows

        /// The table's entries and their constants, in source order.
        public var members: [EntryMember] { positions.map { rows.member(at: $0, caseName: caseName) } }

        public static func == (lhs: Table, rhs: Table) -> Bool {
            lhs.kind == rhs.kind && lhs.typeName == rhs.typeName && lhs.members == rhs.members
        }
    }

    /// Every shortcut entry in source order, with the name of its constant.
    struct Rows: Sendable {
        let entries: [Entry]
        let names: [String]
        /// The file of each entry as the generated code shows it, without the line.
        let files: [String]
        /// The position in ``SwiftRulebookContext/tables`` of each entry's table.
        let tables: [Int]

        func member(at position: Int, caseName: String) -> EntryMember {
            let entry = entries[position]
            let file = files[position]
            return EntryMember(
                name: names[position], id: entry.id, entry: entry,
                discoverabilityTitle: entry.title ?? SwiftRulebookContext.title(from: entry.action),
                source: entry.source.line.map { "\(file):\($0)" } ?? file)
        }
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
    /// The top-level enum that holds the app's own rows (``TableKind/custom``) instead of
    /// `HIG.Custom`; nil keeps them in `HIG`.
    public var namespace: String?
    /// All five tables in ``TableKind`` order, empty ones included, so code that names
    /// `HIG.Custom.all` compiles whatever the guidelines hold.
    public var tables: [Table]
    /// Every shortcut entry in source order, named.
    let rows: Rows
    public var rules: [Member<CustomShortcutRule>]
    public var modifierSymbols: [Member<ModifierSymbol>]
    public var keyGlyphs: [Member<KeyGlyph>]
    public var keyboardTypes: [Member<KeyboardTypeEntry>]
    public var focusStates: [Member<FocusStateEntry>]
    /// What naming had to change (collisions, keywords, leading digits), as notes and
    /// warnings located at the rows concerned.
    public var diagnostics: [Diagnostic]

    /// (table type name, member name) of every entry in source order, for `HIG.entries`.
    public var entryOrder: [(table: String, name: String)] {
        zip(rows.tables, rows.names).map { (tables[$0].typeName, $1) }
    }

    /// Whether the table's entries go into the app's own namespace rather than into `HIG`.
    func isInNamespace(_ table: Table) -> Bool { namespace != nil && table.kind == .custom }

    /// Whether `HIG` has anything to hold: a guideline table's entry or another table's row.
    /// An app's table compiled on its own, into a namespace, needs no `HIG`.
    var hasGuidelines: Bool {
        tables.contains { !isInNamespace($0) && !$0.positions.isEmpty } || !rules.isEmpty || !modifierSymbols.isEmpty
            || !keyGlyphs.isEmpty || !keyboardTypes.isEmpty || !focusStates.isEmpty
    }

    public static func == (lhs: SwiftRulebookContext, rhs: SwiftRulebookContext) -> Bool {
        lhs.documents == rhs.documents && lhs.tables == rhs.tables
            && lhs.entryOrder.map { "\($0.table).\($0.name)" } == rhs.entryOrder.map { "\($0.table).\($0.name)" }
            && lhs.rules == rhs.rules && lhs.modifierSymbols == rhs.modifierSymbols && lhs.keyGlyphs == rhs.keyGlyphs
            && lhs.keyboardTypes == rhs.keyboardTypes && lhs.focusStates == rhs.focusStates
            && lhs.diagnostics == rhs.diagnostics
    }
}

extension SwiftRulebookContext: Equatable {}
