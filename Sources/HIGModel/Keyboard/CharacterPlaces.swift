/// Where each character is typed on one layout, level by level, worked out once when the
/// layout is made: the linter asks it for every shortcut of an app on every layout, and
/// walking the keys for each question was most of `init --from` on a large menu.
struct CharacterPlaces: Sendable {
    /// The levels in the order they are tried, with the modifiers each needs.
    static let levels: [ModifierSet] = [[], .shift, .option, [.shift, .option]]

    /// A place and its position in key order, so the first of two matches can be told.
    private struct Place {
        var position: Int
        var code: KeyCode
    }

    /// For each level, the first place typing each text.
    private var exact: [[String: Place]]
    /// For each level, the first place whose text in lower case is the key, where that differs
    /// from the text itself (a letter matches either case).
    private var folded: [[String: Place]]

    init(keys: [KeyCode: KeyLevels], placesInOrder: [KeyCode]) {
        exact = Array(repeating: Dictionary(minimumCapacity: placesInOrder.count), count: Self.levels.count)
        folded = Array(repeating: [:], count: Self.levels.count)
        for level in Self.levels.indices {
            for (position, code) in placesInOrder.enumerated() {
                guard let text = keys[code].flatMap({ Self.output($0, level: level) })?.character else { continue }
                let place = Place(position: position, code: code)
                if exact[level][text] == nil { exact[level][text] = place }
                // Most texts are ASCII without a capital: no need to ask Unicode.
                let lower = text.utf8.allSatisfy { $0 < 0x80 && !(0x41...0x5A).contains($0) } ? text : text.lowercased()
                if lower != text, folded[level][lower] == nil { folded[level][lower] = place }
            }
        }
    }

    /// The first place (lowest level, then key order) typing `character`, on Shift levels
    /// only when asked; a letter matches either case.
    func place(typing character: Character, onShiftLevelsOnly: Bool) -> (code: KeyCode, level: ModifierSet)? {
        let isLetter = character.isLetter
        let wanted = isLetter ? String(character).lowercased() : String(character)
        for (level, modifiers) in Self.levels.enumerated() where !onShiftLevelsOnly || modifiers.contains(.shift) {
            var first = exact[level][wanted]
            if isLetter, let other = folded[level][wanted], first.map({ other.position < $0.position }) ?? true {
                first = other
            }
            if let first { return (first.code, modifiers) }
        }
        return nil
    }

    private static func output(_ levels: KeyLevels, level: Int) -> KeyOutput? {
        switch level {
        case 0: levels.base
        case 1: levels.shift
        case 2: levels.option
        default: levels.shiftOption
        }
    }
}
