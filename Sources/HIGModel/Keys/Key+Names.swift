extension Key {
    /// Other names people write for the key ("Escape", "Backspace", "Slash"…), beside its
    /// HIG name and, for a two-character key, the names of its two characters.
    public var aliases: [String] {
        switch self {
        case .space: ["Space bar", "Spacebar"]
        case .escape: ["Escape"]
        case .delete: ["Backspace", "Delete (backward)"]
        case .forwardDelete: ["Forward delete", "Delete forward", "Del"]
        case .pageUp: ["PgUp"]
        case .pageDown: ["PgDn"]
        case .leftArrow: ["Left", "Arrow left"]
        case .upArrow: ["Up", "Arrow up"]
        case .rightArrow: ["Right", "Arrow right"]
        case .downArrow: ["Down", "Arrow down"]
        case .capsLock: ["CapsLock"]
        case .globe: ["fn", "Function", "fn/Globe", "Globe/fn"]
        case .graveAccent: ["Grave", "Backtick", "Backquote"]
        case .hyphen: ["Minus", "Minus sign", "Dash", "Hyphen-minus"]
        case .equalSign: ["Equals", "Equals sign", "Equal"]
        case .leftBracket: ["Left square bracket", "Open bracket"]
        case .rightBracket: ["Right square bracket", "Close bracket"]
        case .backslash: ["Back slash", "Reverse solidus"]
        case .quote: ["Apostrophe", "Single quote"]
        case .period: ["Full stop", "Dot"]
        case .forwardSlash: ["Slash"]
        default: []
        }
    }

    /// Other names for the upper character of a two-character key ("Plus" for "Plus sign").
    var upperAliases: [String] {
        switch self {
        case .equalSign: ["Plus"]
        case .leftBracket: ["Left curly bracket", "Open brace"]
        case .rightBracket: ["Right curly bracket", "Close brace"]
        case .backslash: ["Vertical bar", "Bar"]
        case .quote: ["Quotation mark", "Double quotation mark"]
        case .comma: ["Less than", "Less-than"]
        case .period: ["Greater than", "Greater-than"]
        default: []
        }
    }
}

/// A key as written: the key and which of its characters the text named.
public struct KeyReference: Sendable, Equatable {
    public let key: Key
    public let spelling: Shortcut.KeySpelling

    /// Resolves a key's name, alias, character or glyph, ignoring case and extra spaces.
    ///
    /// "Question mark", "?" and "⌫" resolve; "Spcae" does not (see ``suggestion(for:)``).
    public static func resolve(_ text: String) -> KeyReference? {
        let folded = NameFolding.fold(text)
        if let hit = byName[folded] { return hit }
        if text.count == 1, let character = text.first {
            if character.isLetter, character.isASCII, let key = Key(rawValue: character.uppercased()) {
                return KeyReference(key: key, spelling: .lower)
            }
            if let hit = byCharacter[character] { return hit }
        }
        return byGlyph[text]
    }

    /// The closest key name to a misspelt one, for "did you mean …?".
    public static func suggestion(for text: String) -> String? {
        NameFolding.closest(to: text, among: suggestible)
    }

    private static let table = NameTable.build()
    private static var byName: [String: KeyReference] { table.byName }
    private static var byCharacter: [Character: KeyReference] { table.byCharacter }
    private static var byGlyph: [String: KeyReference] { table.byGlyph }
    private static var suggestible: NameFolding.FoldedNames { table.suggestible }

    private struct NameTable {
        var byName: [String: KeyReference] = [:]
        var byCharacter: [Character: KeyReference] = [:]
        var byGlyph: [String: KeyReference] = [:]
        var suggestibleNames: [String] = []
        var suggestible = NameFolding.FoldedNames([])

        static func build() -> NameTable {
            var table = NameTable()
            for key in Key.allCases {
                table.add([key.rawValue] + key.aliases, as: KeyReference(key: key, spelling: .lower))
                if let pair = key.characterPair {
                    table.add([pair.upperName] + key.upperAliases, as: KeyReference(key: key, spelling: .upper))
                    table.byCharacter[pair.lower] = KeyReference(key: key, spelling: .lower)
                    table.byCharacter[pair.upper] = KeyReference(key: key, spelling: .upper)
                } else if let character = key.character {
                    table.byCharacter[character] = KeyReference(key: key, spelling: .lower)
                }
                if let glyph = key.glyph {
                    table.byGlyph[glyph] = KeyReference(key: key, spelling: .lower)
                    // The globe is often written without its text-presentation selector.
                    if let first = glyph.unicodeScalars.first {
                        table.byGlyph[String(first)] = KeyReference(key: key, spelling: .lower)
                    }
                }
            }
            table.suggestible = NameFolding.FoldedNames(table.suggestibleNames)
            return table
        }

        mutating func add(_ names: [String], as reference: KeyReference) {
            for name in names {
                byName[NameFolding.fold(name)] = reference
                suggestibleNames.append(name)
            }
        }
    }
}
