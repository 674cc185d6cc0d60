import HIGModel

/// How a shortcut is pressed on the page's default keyboard layout, when that differs from
/// how it is written: ⌘? is pressed ⇧⌘/ on a U.S. keyboard.
///
/// The page shows it beside the row without JavaScript; `site.js` writes the same note for a
/// layout chosen on the keyboard map, so the two must agree (`Tests/site/test_app_pages.py`).
struct PressedKeys: Equatable {
    /// "⇧⌘/".
    let glyphs: String
    /// "Shift-Command-/".
    let words: String

    /// The layout a page shows before another is chosen.
    static let defaultLayout = KeyboardLayout.us

    /// Only a character's own place can differ: keys that type nothing are pressed as named.
    /// A shortcut that cannot be typed on the default layout gets no note here; the script
    /// says so for the layouts where that happens.
    init?(_ shortcut: Shortcut, on layout: KeyboardLayout = Self.defaultLayout) {
        guard shortcut.key.code.isLayoutDependent else { return nil }
        let typing = layout.typing(shortcut)
        guard let glyphs = typing.glyphs, let words = typing.words, glyphs != shortcut.glyphs else { return nil }
        self.glyphs = glyphs
        self.words = words
    }
}
