extension TitleWords {
    /// ``characterWords(of:)`` of an ASCII title, byte by byte; nil for any other title.
    ///
    /// Every distinct title is split once per run, and `init --from` on a large menu splits
    /// tens of thousands (every item's title and action): reading them a `Character` at a time
    /// was a twentieth of its time. In ASCII each byte is a character of its own but CR LF
    /// (one character, and not a letter, as neither byte is); the letters are A-Z and a-z, the
    /// numbers 0-9, the upper-case letters A-Z, and no character but those is a letter or a number.
    /// `TitleWordsASCIITests` compares both readings.
    static func asciiWords(of title: String) -> [String]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(title.utf8.count)
        for byte in title.utf8 {
            guard byte < 0x80 else { return nil }
            bytes.append(byte)
        }
        var words: [String] = []
        var start: Int? = nil
        let text = readableASCII(bytes)
        for (position, byte) in text.enumerated() {
            if isLetterOrNumber(byte) {
                if start == nil { start = position }
            } else if let first = start {
                words.append(singular(String(decoding: text[first..<position], as: UTF8.self)))
                start = nil
            }
        }
        if let first = start { words.append(singular(String(decoding: text[first...], as: UTF8.self))) }
        return words
    }

    /// `readable(_:)` of an ASCII title: a localization key ("menu.file.openLink") as the words
    /// of its last part, any other title lower case.
    private static func readableASCII(_ title: [UInt8]) -> [UInt8] {
        let isKey =
            title.allSatisfy {
                isLetterOrNumber($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
            }
            && (title.contains(UInt8(ascii: ".")) || title.contains(UInt8(ascii: "_"))
                || title.dropFirst().contains(where: isUpper))
        // The last part between periods, empty parts left out, as `split(separator:)` does.
        guard isKey, let name = title.split(separator: UInt8(ascii: ".")).last else { return title.map(lowered) }
        var spaced: [UInt8] = []
        spaced.reserveCapacity(name.count + 4)
        for byte in name {
            if isUpper(byte), let last = spaced.last, isLower(last) { spaced.append(UInt8(ascii: " ")) }
            spaced.append(byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") ? UInt8(ascii: " ") : byte)
        }
        return spaced.map(lowered)
    }

    private static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    private static func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    private static func isLetterOrNumber(_ byte: UInt8) -> Bool {
        isUpper(byte) || isLower(byte) || (0x30...0x39).contains(byte)
    }
    private static func lowered(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 0x20 : byte }
}
