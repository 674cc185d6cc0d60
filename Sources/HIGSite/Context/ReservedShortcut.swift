/// A shortcut the system reserves on a page's platforms, which the keyboard map marks apart
/// from the app's own: the guidelines' reserved rows used by the system, not by apps.
public struct ReservedShortcut: Sendable, Equatable {
    /// The glyph notation ("⌥⌘Space").
    public var glyphs: String
    /// The glyph notation lowercased ("⌥⌘space"), which the page's script reads as it reads
    /// the last of a row's ``ShortcutRow/searchKeys``.
    public var keys: String
    /// The words notation ("Option-Command-Space").
    public var words: String
    /// What the system does with it: the row's title, else its action ("Spotlight").
    public var title: String
}
