extension Key {
    /// The symbol Apple menus show for the key, where there is one; Space has none and is
    /// written as the word.
    public var glyph: String? {
        switch self {
        case .escape: "\u{238B}"
        case .tab: "\u{21E5}"
        case .return: "\u{21A9}"
        case .enter: "\u{2324}"
        case .delete: "\u{232B}"
        case .forwardDelete: "\u{2326}"
        case .home: "\u{2196}"
        case .end: "\u{2198}"
        case .pageUp: "\u{21DE}"
        case .pageDown: "\u{21DF}"
        case .leftArrow: "\u{2190}"
        case .upArrow: "\u{2191}"
        case .rightArrow: "\u{2192}"
        case .downArrow: "\u{2193}"
        case .eject: "\u{23CF}"
        case .capsLock: "\u{21EA}"
        // The variation selector asks for the text (not emoji) presentation of the globe.
        case .globe: "\u{1F310}\u{FE0E}"
        default: nil
        }
    }

    /// How the key appears in glyph notation: its glyph, its character, or its name.
    public var glyphLabel: String {
        if let glyph { return glyph }
        if let character { return String(character) }
        return rawValue
    }
}
