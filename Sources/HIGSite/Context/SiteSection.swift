/// One table of the page, with its heading and exactly one kind of rows.
///
/// Templates tell the kinds apart by which table property is present:
/// `{{#shortcuts}}…{{/shortcuts}}` renders only for a shortcut table, and so on.
public struct SiteSection: Sendable, Equatable {
    /// The fragment identifier of the section ("reserved", "modifier-symbols"), unique in the page.
    public var id: String
    /// The heading ("Reserved keyboard shortcuts").
    public var title: String
    /// How many rows the table has.
    public var rowCount: Int
    /// The row count in words ("116 shortcuts", "1 rule").
    public var countLabel: String
    /// The platforms its rows apply to, in the model's order and joined ("macOS, iPadOS");
    /// empty when no row names a platform.
    public var platforms: String
    public var hasPlatforms: Bool

    public var shortcuts: ShortcutTable?
    public var modifierSymbols: ModifierSymbolTable?
    public var keyGlyphs: KeyGlyphTable?
    public var rules: RuleTable?
    /// Keyboard types and focus states share a shape: a name and a description.
    public var descriptions: DescriptionTable?
}

/// The rows of a shortcut table, in source order (file, then line).
public struct ShortcutTable: Sendable, Equatable {
    public var rows: [ShortcutRow]
    /// Whether some row has a title, a menu or a `Used by` value: the table shows that column
    /// only then.
    public var hasTitles: Bool
    public var hasMenus: Bool
    public var hasUsedBy: Bool

    public init(rows: [ShortcutRow]) {
        self.rows = rows
        hasTitles = rows.contains { $0.title != nil }
        hasMenus = rows.contains { $0.menu != nil }
        hasUsedBy = rows.contains { $0.usedBy != nil }
    }
}

/// The modifier symbols, in the HIG's modifier order (Control, Option, Shift, Command).
public struct ModifierSymbolTable: Sendable, Equatable {
    public var rows: [ModifierSymbolRow]
}

/// The key glyphs, in the model's key order.
public struct KeyGlyphTable: Sendable, Equatable {
    public var rows: [KeyGlyphRow]
}

/// The rules for custom shortcuts, in the order of ``HIGModel/CustomShortcutRule/ID``.
public struct RuleTable: Sendable, Equatable {
    public var rows: [RuleRow]
}

/// A table of names and descriptions (keyboard types, focus states), in the model's order.
public struct DescriptionTable: Sendable, Equatable {
    /// The heading of the name column ("Keyboard type", "Focus state").
    public var nameHeading: String
    public var rows: [DescriptionRow]
}
