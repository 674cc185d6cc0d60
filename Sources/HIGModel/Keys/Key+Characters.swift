extension Key {
    /// What a two-character key types on a US layout: its own character and, with Shift,
    /// the upper one, each with the name the HIG uses for it.
    public struct CharacterPair: Sendable, Equatable {
        public let lower: Character
        public let lowerName: String
        public let upper: Character
        public let upperName: String
    }

    /// The character pair of a punctuation key; nil for every other key.
    ///
    /// Digits also have upper characters on a US layout, but the HIG always names them by
    /// the digit ("Shift-Command-3"), so they are not treated as two-character keys.
    public var characterPair: CharacterPair? {
        switch self {
        case .graveAccent: .init(lower: "`", lowerName: "Grave accent", upper: "~", upperName: "Tilde")
        case .hyphen: .init(lower: "-", lowerName: "Hyphen", upper: "_", upperName: "Underscore")
        case .equalSign: .init(lower: "=", lowerName: "Equal sign", upper: "+", upperName: "Plus sign")
        case .leftBracket: .init(lower: "[", lowerName: "Left bracket", upper: "{", upperName: "Left brace")
        case .rightBracket: .init(lower: "]", lowerName: "Right bracket", upper: "}", upperName: "Right brace")
        case .backslash: .init(lower: "\\", lowerName: "Backslash", upper: "|", upperName: "Pipe")
        case .semicolon: .init(lower: ";", lowerName: "Semicolon", upper: ":", upperName: "Colon")
        case .quote: .init(lower: "'", lowerName: "Quote", upper: "\"", upperName: "Double quote")
        case .comma: .init(lower: ",", lowerName: "Comma", upper: "<", upperName: "Less-than sign")
        case .period: .init(lower: ".", lowerName: "Period", upper: ">", upperName: "Greater-than sign")
        case .forwardSlash: .init(lower: "/", lowerName: "Forward slash", upper: "?", upperName: "Question mark")
        default: nil
        }
    }

    /// What a digit key types with Shift on a US layout ("^" on 6). The HIG names such a
    /// shortcut by its digit ("Shift-Command-6"), so a key equivalent written as the character
    /// is the digit with Shift (as "{" is the left bracket with Shift).
    public var shiftedDigitCharacter: Character? {
        guard family == .digit, let text = KeyboardLayout.us.keys[code]?.shift?.character, text.count == 1 else {
            return nil
        }
        return text.first
    }

    /// Whether the key types two characters, the upper one with Shift.
    public var isTwoCharacter: Bool { characterPair != nil }

    /// The character the key types without modifiers, for letters, digits and punctuation.
    public var character: Character? {
        switch family {
        case .letter, .digit: Character(rawValue)
        case .punctuation: characterPair?.lower
        case .function, .special: nil
        }
    }
}
