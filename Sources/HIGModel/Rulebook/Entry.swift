/// One row of a shortcut table: a shortcut, what it does, and where the guidelines say so.
///
/// One shortcut may have several entries (Command-I italicises text, and elsewhere opens an
/// Info window), and the same shortcut may sit in two tables.
public struct Entry: Hashable, Sendable, Codable {
    public var shortcut: Shortcut
    /// What the shortcut does, in our own words.
    public var action: String
    public var table: TableKind
    public var platforms: [Platform]
    public var source: SourceLocation
    /// The identifier the guideline file gives the entry in an `ID` column, as written; code
    /// generators name the entry after it instead of after its action, so the name survives
    /// a reworded action.
    public var id: String?
    /// A short title for menus and the iPad shortcut interface, from a `Title` column; when
    /// absent, generators derive one from the action.
    public var title: String?
    /// Who the shortcut belongs to, from a `Used by` column; nil when the table has none
    /// (see ``scope`` for the value to use).
    public var usedBy: Scope?

    public init(
        shortcut: Shortcut, action: String, table: TableKind, platforms: [Platform], source: SourceLocation,
        id: String? = nil, title: String? = nil, usedBy: Scope? = nil
    ) {
        self.shortcut = shortcut
        self.action = action
        self.table = table
        self.platforms = platforms
        self.source = source
        self.id = id
        self.title = title
        self.usedBy = usedBy
    }
}
