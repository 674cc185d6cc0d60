import HIGModel

/// Everything the page shows for one shortcut, apart from a row's id and action.
///
/// A rulebook lists far more rows than there are distinct shortcuts (a key with one of 16
/// modifier sets), so ``ShortcutPresentations`` works each shortcut out once, and every row
/// that lists it holds the same instance: a row then costs three references, not eight.
final class ShortcutPresentation: Sendable, Equatable {
    let words: String
    let glyphs: String
    let spoken: String
    let glyphKeys: [KeyCap]
    let wordKeys: [KeyCap]
    let searchKeys: String
    /// ``AnchorNamer/slug(_:)`` of the words, for the ids of rows.
    let slug: String

    init(_ shortcut: Shortcut) {
        words = shortcut.words
        glyphs = shortcut.glyphs
        glyphKeys = KeyCaps.glyphs(for: shortcut)
        spoken = KeyCaps.spoken(glyphKeys)
        wordKeys = KeyCaps.words(for: shortcut)
        searchKeys = SearchTerms.joined(SearchTerms.terms(for: shortcut))
        slug = AnchorNamer.slug(words)
    }

    /// The id a row of this shortcut in the section `section` is named after, before it is
    /// made unique ("reserved-shift-command-3").
    func idBase(in section: String) -> String {
        slug.isEmpty ? section : section + "-" + slug
    }

    static func == (lhs: ShortcutPresentation, rhs: ShortcutPresentation) -> Bool {
        lhs === rhs
            || (lhs.words, lhs.glyphs, lhs.spoken, lhs.searchKeys) == (rhs.words, rhs.glyphs, rhs.spoken, rhs.searchKeys)
                && lhs.glyphKeys == rhs.glyphKeys && lhs.wordKeys == rhs.wordKeys
    }
}

/// The presentation of each shortcut seen so far, numbered in the order they were first seen.
struct ShortcutPresentations {
    /// A shortcut as written: unlike ``HIGModel/Shortcut``'s equality, the spelling counts,
    /// since "Command-Question mark" and "Shift-Command-Forward slash" read differently.
    private struct Spelling: Hashable {
        var key: Key
        var modifiers: ModifierSet
        var keySpelling: Shortcut.KeySpelling
        var acceptsAdditionalModifiers: Bool

        /// Hashes the fields as one integer. `Key` and `KeySpelling` have string raw values,
        /// and hashing them hashes those strings, which costs more than the rest of a look-up
        /// made for every row; the key's name is represented by its length and first six
        /// bytes, which tell all keys apart. Equality still compares the keys.
        func hash(into hasher: inout Hasher) {
            var digest = UInt64(modifiers.rawValue) | (keySpelling == .upper ? 1 << 8 : 0)
            if acceptsAdditionalModifiers { digest |= 1 << 9 }
            var name = key.name
            name.withUTF8 { name in
                digest |= UInt64(truncatingIfNeeded: name.count) << 10
                for offset in 0..<min(6, name.count) { digest |= UInt64(name[offset]) << (16 + 8 * offset) }
            }
            hasher.combine(digest)
        }
    }

    private var numbers: [Spelling: Int] = [:]
    private var presentations: [ShortcutPresentation] = []

    /// The number of `shortcut`'s presentation, the same for every shortcut written the same way.
    mutating func number(of shortcut: Shortcut) -> Int {
        let spelling = Spelling(
            key: shortcut.key, modifiers: shortcut.modifiers, keySpelling: shortcut.keySpelling,
            acceptsAdditionalModifiers: shortcut.acceptsAdditionalModifiers)
        if let number = numbers[spelling] { return number }
        presentations.append(ShortcutPresentation(shortcut))
        numbers[spelling] = presentations.count - 1
        return presentations.count - 1
    }

    subscript(number: Int) -> ShortcutPresentation { presentations[number] }
}
