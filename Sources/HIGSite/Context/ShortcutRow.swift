/// One shortcut entry, ready to show in both notations.
public struct ShortcutRow: Sendable, Equatable {
    /// The row's fragment identifier, unique in the page ("reserved-shift-command-3"); the
    /// permalink is `#` followed by it.
    public var id: String
    /// What the shortcut does; empty when an app's row gives only its title.
    public var action: String
    /// Whether ``action`` has text: a titled app row may leave it empty, and the page then
    /// shows the title alone.
    public var hasAction: Bool { !action.isEmpty }
    /// The entry's stable id (``HIGModel/Entry/id``), for scripts that follow a row across builds.
    public var entryID: String
    /// The command's short title from a `Title` column ("Export as PDF"); nil without one.
    public var title: String?
    /// Where the command is in the app's menus ("File ▸ Export"); nil without a `Menu` column.
    public var menu: String?
    /// Who the shortcut belongs to, "System" or "Apps", from a `Used by` column; nil without one.
    public var usedBy: String?
    /// What today's system does with a system row's shortcut, in a few words ("today: taken
    /// only when 'Use keyboard shortcuts to zoom' is on"); nil when the guidelines state nothing.
    public var today: String?
    /// What the row shows of its shortcut, shared with every other row of the same shortcut.
    let shown: ShortcutPresentation

    /// The words notation ("Shift-Command-3").
    public var words: String { shown.words }
    /// The glyph notation ("⇧⌘3").
    public var glyphs: String { shown.glyphs }
    /// The keys as a screen reader should say them ("Shift Command 3").
    public var spoken: String { shown.spoken }
    /// The keys of the glyph notation, one cap each: ⇧, ⌘, 3.
    public var glyphKeys: [KeyCap] { shown.glyphKeys }
    /// The keys of the words notation, one cap each: Shift, Command, 3.
    public var wordKeys: [KeyCap] { shown.wordKeys }
    /// Lowercased names, aliases, glyphs and characters of the keys, separated by "|"
    /// ("shift|⇧|command|cmd|⌘|3"). The search script matches a one-character query only
    /// against these whole terms, so "3" finds Shift-Command-3 and not Control-F3.
    public var searchKeys: String { shown.searchKeys }
    /// How the shortcut is pressed on the default layout (U.S.) when that differs from how it
    /// is written: "⇧⌘/" for "Command-Question mark"; nil when it is pressed as written.
    public var pressed: String? { shown.pressed?.glyphs }
    /// ``pressed`` in words ("Shift-Command-/").
    public var pressedWords: String? { shown.pressed?.words }
}

/// One key of a shortcut as shown on a key cap.
public struct KeyCap: Sendable, Equatable {
    /// What the cap shows ("⌘", "Command", "3").
    public var label: String
    /// The key's name ("Command"): the tooltip, and what a screen reader says for a symbol.
    public var name: String
    /// Whether the label is a symbol with a different name (⌘, ⎋, ?): templates then hide the
    /// label from assistive technology and give it the name instead, so ⌘ is read as "Command".
    public var isSymbol: Bool
    /// Whether this is the first cap of its shortcut; the words notation puts a hyphen
    /// before every other cap.
    public var isFirst: Bool
}
