/// Everything the guideline files say, typed: the one source the Swift, JSON and HTML
/// outputs are generated from.
public struct Rulebook: Sendable {
    /// A guideline file that contributed to the rulebook.
    public struct Document: Hashable, Sendable, Codable {
        /// What a file is: the platform's guidelines, or an app's own shortcut table.
        public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
            /// Reserved, international, standard and focus tables, symbols, glyphs and rules:
            /// what apps are checked against.
            case guidelines
            /// An app's own shortcuts: every shortcut table in it is the app's (``TableKind/custom``),
            /// checked against the guidelines wherever it is compiled.
            case app
        }

        public var path: String
        public var title: String?
        public var platforms: [Platform]
        /// From front matter `kind:`, else inferred: a file without any of the guidelines' own
        /// tables is an app's.
        public var kind: Kind
        /// The guidelines' edition, from front matter `edition:` ("2026.11").
        public var edition: String?

        public init(
            path: String, title: String?, platforms: [Platform], kind: Kind = .guidelines, edition: String? = nil
        ) {
            self.path = path
            self.title = title
            self.platforms = platforms
            self.kind = kind
            self.edition = edition
        }
    }

    public let documents: [Document]
    /// Shortcut rows in source order: by file, then by line.
    public let entries: [Entry]
    public let modifierSymbols: [ModifierSymbol]
    public let keyGlyphs: [KeyGlyph]
    public let rules: [CustomShortcutRule]
    public let keyboardTypes: [KeyboardTypeEntry]
    public let focusStates: [FocusStateEntry]

    /// Entry positions by key, so a lookup reads a handful of rows, not all of them.
    private let entriesByKey: [Key: [Int]]

    public init(
        documents: [Document] = [], entries: [Entry] = [], modifierSymbols: [ModifierSymbol] = [],
        keyGlyphs: [KeyGlyph] = [], rules: [CustomShortcutRule] = [], keyboardTypes: [KeyboardTypeEntry] = [],
        focusStates: [FocusStateEntry] = []
    ) {
        self.documents = documents
        self.entries = entries
        self.modifierSymbols = modifierSymbols
        self.keyGlyphs = keyGlyphs
        self.rules = rules
        self.keyboardTypes = keyboardTypes
        self.focusStates = focusStates
        // Entries are read in place: copying one out retains and releases each of its strings.
        var index: [Key: [Int]] = [:]
        entries.withUnsafeBufferPointer { entries in
            for position in entries.indices {
                index[entries[position].shortcut.key, default: []].append(position)
            }
        }
        entriesByKey = index
    }
}

extension Rulebook: Codable {
    private enum CodingKeys: String, CodingKey {
        case documents, entries, modifierSymbols, keyGlyphs, rules, keyboardTypes, focusStates
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            documents: try container.decode([Document].self, forKey: .documents),
            entries: try container.decode([Entry].self, forKey: .entries),
            modifierSymbols: try container.decode([ModifierSymbol].self, forKey: .modifierSymbols),
            keyGlyphs: try container.decode([KeyGlyph].self, forKey: .keyGlyphs),
            rules: try container.decode([CustomShortcutRule].self, forKey: .rules),
            keyboardTypes: try container.decode([KeyboardTypeEntry].self, forKey: .keyboardTypes),
            focusStates: try container.decode([FocusStateEntry].self, forKey: .focusStates))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(documents, forKey: .documents)
        try container.encode(entries, forKey: .entries)
        try container.encode(modifierSymbols, forKey: .modifierSymbols)
        try container.encode(keyGlyphs, forKey: .keyGlyphs)
        try container.encode(rules, forKey: .rules)
        try container.encode(keyboardTypes, forKey: .keyboardTypes)
        try container.encode(focusStates, forKey: .focusStates)
    }
}

extension Rulebook: Equatable {
    public static func == (lhs: Rulebook, rhs: Rulebook) -> Bool {
        lhs.documents == rhs.documents && lhs.entries == rhs.entries && lhs.modifierSymbols == rhs.modifierSymbols
            && lhs.keyGlyphs == rhs.keyGlyphs && lhs.rules == rhs.rules && lhs.keyboardTypes == rhs.keyboardTypes
            && lhs.focusStates == rhs.focusStates
    }
}

extension Rulebook {
    /// Every entry that pressing `shortcut` would trigger, in source order; includes wildcard
    /// rows such as "[Modifier key]-Command-Space".
    public func entries(for shortcut: Shortcut) -> [Entry] {
        // Matched in place, then copied: copying a row retains each of its strings, and most
        // rows on a key are not on the shortcut (a tenth of the rules' time on a large menu).
        (entriesByKey[shortcut.key] ?? []).filter {
            entries[$0].shortcut.matches(shortcut) || entries[$0].shortcut == shortcut
        }.map { entries[$0] }
    }

    /// Whether the system or the international table reserves `shortcut`.
    public func isReserved(_ shortcut: Shortcut) -> Bool {
        entries(for: shortcut).contains { $0.table.isReserved }
    }

    /// The entries of one table, in source order.
    public func entries(in table: TableKind) -> [Entry] {
        entries.filter { $0.table == table }
    }

    /// The edition the documents name, the first one stated; nil when none states one.
    public var edition: String? { documents.lazy.compactMap(\.edition).first }

    /// Whether any entry is in a table that reserves shortcuts: such a rulebook can check apps.
    public var hasReservedTable: Bool { entries.contains { $0.table.isReserved } }

    /// The rulebook without the apps' own rows (``TableKind/custom``): what app rows are
    /// checked against.
    public var guidelinesOnly: Rulebook {
        Rulebook(
            documents: documents.filter { $0.kind == .guidelines }, entries: entries.filter { $0.table != .custom },
            modifierSymbols: modifierSymbols, keyGlyphs: keyGlyphs, rules: rules, keyboardTypes: keyboardTypes,
            focusStates: focusStates)
    }

    /// How many entries each table has, for every table that has any.
    public var entryCounts: [TableKind: Int] {
        entries.withUnsafeBufferPointer { entries in
            entries.indices.reduce(into: [:]) { counts, position in counts[entries[position].table, default: 0] += 1 }
        }
    }
}
