/// Text made to find where byte-level shortcuts could go wrong: runs longer and shorter than
/// eight bytes, every escape, line breaks, and scalars that join the character before or
/// after them (combining marks, prepended marks, joiners, variation selectors).
enum TrickyText {
    /// Pieces that are joined at random; several are single scalars that need care.
    static let pieces: [String] = [
        "a", "Z", "7", " ", "  ", "word", "Perform synthetic action number 42 on the selection", "the", "an", "A",
        "of", "and", "URL", "iPad", "VoiceOver", "'", "\u{2019}", "s", ".", ",", ";", ":", "!", "?", "(", ")", "[", "]",
        "\u{2014}", "-", "/", "\"", "\\", "`", "#", "\\(", "\"\"\"", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}",
        "\0", "\u{1B}", "\u{7F}", "\u{85}", "\u{A0}", "\u{2028}", "\u{2029}", "\u{200B}", "\u{200D}", "\u{202E}",
        "\u{2067}", "\u{FE0F}", "\u{FE0E}", "\u{E0100}", "\u{301}", "\u{903}", "\u{600}", "\u{D4E}", "\u{111C2}",
        "\u{E000}", "\u{10FFFF}", "é", "Café", "naïve", "ß", "🎉", "👩‍👩‍👧", "🇫🇷", "🌐︎", "שלום", "مرحبا", "⌘", "⇧",
        "日本", "\u{FFFD}",
    ]

    /// `count` strings from a fixed seed, so a failure can be reproduced.
    static func samples(count: Int, seed: UInt64 = 0x5EED) -> [String] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let length = Int(random.next() % 24)
            return (0..<length).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
        }
    }

    /// A small, well-known generator: `SystemRandomNumberGenerator` cannot be seeded.
    struct SplitMix64 {
        private var state: UInt64

        init(seed: UInt64) { state = seed }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }
}
