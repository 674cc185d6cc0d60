/// Symbols people write for a key or modifier instead of the one Apple's menus show: dashed
/// arrows from character pickers (⇠ ⇢), heavy arrows, the PC's Alt symbol (⎇), the open box
/// for Space (␣). Each reads as the key it stands for, with a note giving the menu symbol.
public enum GlyphAlias {
    /// The menu symbol (or, for Space, the name) each alias stands for.
    public static let canonical: [Character: String] = [
        "\u{21E0}": "\u{2190}", "\u{21E1}": "\u{2191}", "\u{21E2}": "\u{2192}", "\u{21E3}": "\u{2193}",
        "\u{2B05}": "\u{2190}", "\u{27A1}": "\u{2192}", "\u{2B07}": "\u{2193}",
        "\u{23CE}": "\u{21A9}", "\u{21B5}": "\u{21A9}", "\u{2423}": "Space",
        "\u{21F1}": "\u{2196}", "\u{21F2}": "\u{2198}", "\u{2387}": "\u{2325}",
    ]

    /// The canonical text for `text` when it is one alias symbol (an emoji-style variation
    /// selector after it is allowed: "⬅️").
    public static func canonical(for text: String) -> String? {
        let scalars = text.unicodeScalars.filter { $0 != "\u{FE0E}" && $0 != "\u{FE0F}" }
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        return canonical[Character(scalar)]
    }
}
