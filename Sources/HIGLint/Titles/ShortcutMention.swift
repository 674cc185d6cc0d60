import HIGModel

/// A shortcut spelt out inside a title, such as "Export (Cmd-Shift-E)" or "Sidebar ⌘⌃S".
///
/// Titles sometimes carry their shortcut for people reading a list; the ModifierOrder rule
/// checks those too. Only text that starts with a modifier and parses as a shortcut counts.
struct ShortcutMention {
    /// UTF-8 byte offsets of the mention in the title.
    var range: Range<Int>
    var parsed: ShortcutParser.Result

    static func find(in title: String) -> [ShortcutMention] {
        // A mention needs a modifier glyph or a separator after a modifier's name; most titles
        // have neither, and looking costs less than splitting them into characters.
        guard title.unicodeScalars.contains(where: triggers.contains) else { return [] }
        let characters = Array(title)
        var offsets: [Int] = []
        var offset = 0
        for character in characters {
            offsets.append(offset)
            offset += character.utf8.count
        }
        offsets.append(offset)
        var mentions: [ShortcutMention] = []
        var index = 0
        while index < characters.count {
            guard let end = mentionEnd(in: characters, from: index) else {
                index += 1
                continue
            }
            let text = String(characters[index..<end])
            let parsed = ShortcutParser.parse(text)
            if parsed.shortcut != nil, !parsed.isBareKey {
                mentions.append(ShortcutMention(range: offsets[index]..<offsets[end], parsed: parsed))
                index = end
            } else {
                index += 1
            }
        }
        return mentions
    }

    /// The end of a shortcut starting at `start`: modifiers (glyphs, or words joined by `-`
    /// or `+`), then one key up to a space or a closing bracket; nil when no modifier starts
    /// there, or it sits inside a word.
    private static func mentionEnd(in characters: [Character], from start: Int) -> Int? {
        if start > 0, characters[start - 1].isLetter { return nil }
        var index = start
        var modifiers = 0
        while index < characters.count {
            if isModifierGlyph(characters[index]) {
                index += 1
                modifiers += 1
                continue
            }
            var wordEnd = index
            while wordEnd < characters.count, characters[wordEnd].isLetter { wordEnd += 1 }
            guard wordEnd > index, wordEnd < characters.count, "-+\u{2013}".contains(characters[wordEnd]),
                Modifier.named(String(characters[index..<wordEnd])) != nil
            else { break }
            index = wordEnd + 1
            modifiers += 1
        }
        guard modifiers > 0, index < characters.count else { return nil }
        var end = index
        while end < characters.count, !characters[end].isWhitespace, !")]},;".contains(characters[end]) { end += 1 }
        return end > index ? end : nil
    }

    /// The separators and the modifier glyphs' first scalars: a title without any has no mention.
    private static let triggers: Set<Unicode.Scalar> = Set("-+\u{2013}".unicodeScalars).union(
        Modifier.allCases.compactMap { $0.glyph.unicodeScalars.first })

    private static func isModifierGlyph(_ character: Character) -> Bool {
        Modifier.allCases.contains { $0.glyph == character }
    }
}
