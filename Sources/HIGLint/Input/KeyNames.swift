import HIGModel

/// What app code and Interface Builder files name keys and modifiers with, mapped back to the
/// HIG's keys: the reverse of the names in `HIGModel/Platforms`, plus AppKit's function-key
/// characters. Shared by every reader of an app's sources.
public enum KeyNames {
    /// The key a typed character stands for, and whether it is the upper character of a
    /// two-character key ("?" is Forward slash, upper) or a digit's character with Shift on a US
    /// layout ("^" is 6, upper: Shift-6). Letters ignore case; AppKit's
    /// `NSUpArrowFunctionKey`-style private-use characters name the keys that type nothing.
    public static func key(forCharacter character: Character) -> (key: Key, spelling: Shortcut.KeySpelling)? {
        if let key = byCharacter[character] { return key }
        if let key = byCharacter[Character(character.lowercased())] { return key }
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return nil }
        return functionKeys[scalar.value].map { ($0, .lower) }
    }

    /// The key whose menu symbol `text` is (`"↩"` for Return, or an alias such as `"⏎"`): a
    /// symbol people read, which no key press types, so a framework's key written so never matches.
    public static func key(shownBy text: String) -> Key? {
        byGlyph[GlyphAlias.canonical(for: text) ?? text]
    }

    /// Every key with a menu symbol, by that symbol: asked for every key a reader meets.
    private static let byGlyph: [String: Key] = Dictionary(
        Key.allCases.compactMap { key in key.glyph.map { ($0, key) } }, uniquingKeysWith: { first, _ in first })

    /// A `KeyEquivalent` constant (`upArrow`, `return`) or a `UIKeyCommand` input constant
    /// (`inputUpArrow`, `f1`).
    public static func key(forConstant name: String) -> Key? {
        constants[name]
    }

    private static let byCharacter: [Character: (key: Key, spelling: Shortcut.KeySpelling)] = {
        var table: [Character: (Key, Shortcut.KeySpelling)] = [:]
        for key in Key.allCases {
            if let pair = key.characterPair {
                table[pair.lower] = (key, .lower)
                table[pair.upper] = (key, .upper)
            } else if let character = key.character {
                table[Character(String(character).lowercased())] = (key, .lower)
            }
            if let shifted = key.shiftedDigitCharacter { table[shifted] = (key, .upper) }
        }
        table[" "] = (.space, .lower)
        table["\t"] = (.tab, .lower)
        table["\r"] = (.return, .lower)
        table["\n"] = (.return, .lower)
        table["\u{3}"] = (.enter, .lower)
        table["\u{1B}"] = (.escape, .lower)
        table["\u{8}"] = (.delete, .lower)
        table["\u{7F}"] = (.delete, .lower)
        return table
    }()

    private static let constants: [String: Key] = {
        var table: [String: Key] = [:]
        for key in Key.allCases {
            if case .constant(let name)? = key.keyEquivalent, table[name] == nil { table[name] = key }
            if case .constant(let name)? = key.uiKeyCommandInput { table[name] = key }
        }
        return table
    }()

    /// AppKit's function-key characters (NSUpArrowFunctionKey is U+F700, NSF1FunctionKey
    /// U+F704), read back from the keys' own ``Key/appKitKeyEquivalent``.
    private static let functionKeys: [UInt32: Key] = {
        var table: [UInt32: Key] = [:]
        for key in Key.allCases {
            guard let scalars = key.appKitKeyEquivalent?.unicodeScalars, scalars.count == 1, let scalar = scalars.first,
                (0xF700...0xF8FF).contains(scalar.value)
            else { continue }
            table[scalar.value] = key
        }
        return table
    }()

    /// A modifier as SwiftUI (`EventModifiers`), UIKit (`UIKeyModifierFlags`) or AppKit
    /// (`NSEvent.ModifierFlags`) names it; nil for flags the HIG treats as keys.
    public static func modifier(named name: String) -> Modifier? {
        // Swift 2 spelled option sets' members with a capital (`UIKeyModifierFlags.Command`).
        switch name.prefix(1).lowercased() + name.dropFirst() {
        // Quartz's `CGEventFlags` name them `.maskCommand`, `.maskAlternate`, `.maskSecondaryFn`….
        case "command", "maskCommand": .command
        case "shift", "maskShift": .shift
        case "option", "alternate", "maskAlternate": .option
        case "control", "maskControl": .control
        case "function", "maskSecondaryFn": .globe
        default: nil
        }
    }
}

extension Shortcut {
    /// A shortcut read from an app, its key as ``KeyNames`` named it: a digit's shifted
    /// character ("^") is the digit with Shift, as the HIG names it ("Shift-Command-6"), where the
    /// upper character of a two-character key keeps its spelling ("Command-Left brace").
    public init(reading key: Key, spelling: KeySpelling, modifiers: ModifierSet) {
        let shiftedDigit = spelling == .upper && key.family == .digit
        self.init(key: key, modifiers: shiftedDigit ? modifiers.union(.shift) : modifiers, keySpelling: spelling)
    }
}
