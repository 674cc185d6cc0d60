import HIGModel

/// Everything the page shows for one shortcut, apart from a row's own id, title and action.
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
    /// The slug of the words ("shift-command-3"), from which most rows' anchors are made.
    let slug: String
    /// How it is pressed on the default layout, when not as written (⌘? is ⇧⌘/).
    let pressed: PressedKeys?

    init(_ shortcut: Shortcut) {
        words = shortcut.words
        glyphs = shortcut.glyphs
        glyphKeys = KeyCaps.glyphs(for: shortcut)
        spoken = KeyCaps.spoken(glyphKeys)
        wordKeys = KeyCaps.words(for: shortcut)
        searchKeys = SearchTerms.joined(SearchTerms.terms(for: shortcut))
        slug = Slug.make(words)
        pressed = PressedKeys(shortcut)
    }

    static func == (lhs: ShortcutPresentation, rhs: ShortcutPresentation) -> Bool {
        lhs === rhs
            || (lhs.words, lhs.glyphs, lhs.spoken, lhs.searchKeys) == (rhs.words, rhs.glyphs, rhs.spoken, rhs.searchKeys)
                && lhs.glyphKeys == rhs.glyphKeys && lhs.wordKeys == rhs.wordKeys && lhs.pressed == rhs.pressed
    }
}

/// The presentation of each shortcut seen so far, numbered in the order they were first seen.
struct ShortcutPresentations {
    /// By the shortcut as written: unlike ``HIGModel/Shortcut``'s equality, the spelling counts,
    /// since "Command-Question mark" and "Shift-Command-Forward slash" read differently.
    private var numbers: [Shortcut.Written: Int] = [:]
    private var presentations: [ShortcutPresentation] = []

    /// The number of `shortcut`'s presentation, the same for every shortcut written the same way.
    mutating func number(of shortcut: Shortcut) -> Int {
        let written = shortcut.written
        if let number = numbers[written] { return number }
        presentations.append(ShortcutPresentation(shortcut))
        numbers[written] = presentations.count - 1
        return presentations.count - 1
    }

    subscript(number: Int) -> ShortcutPresentation { presentations[number] }
}
