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
    /// The entry's stable identifier: its ``givenID``, else its table and shortcut
    /// ("reserved.shift-command-3"). Reordering rows or rewording them leaves it alone, so
    /// JSON consumers, permalinks and `hig-gen diff` can follow an entry across editions.
    /// The compiler makes it unique in a rulebook (see ``Entry/assignUniqueIDs(_:)``).
    public var id: String
    /// The identifier the guideline file gives the entry in an `ID` column, as written; code
    /// generators name the entry after it, so the name survives a reworded title.
    public var givenID: String?
    /// A short title for menus and the iPad shortcut interface, from a `Title` column; when
    /// absent, generators derive one from the action.
    public var title: String?
    /// Who the shortcut belongs to, from a `Used by` column; nil when the table has none
    /// (see ``scope`` for the value to use).
    public var usedBy: Scope?
    /// The menu an app lists the command in ("File", "View ▸ Sort By"), from a `Menu` column.
    public var menu: String?
    /// A longer description than the action, from a `Description` column beside an `Action`.
    public var details: String?
    /// Where an app's command lives in its code, from the columns `hig-gen init --from` writes;
    /// nil when the table has none of them.
    public var placement: CommandPlacement?
    /// Whether today's system takes the shortcut of a system row, from the facts table kept
    /// apart from the guidelines' rows; nil when the guidelines state no such fact (the row is
    /// then read as the guidelines say).
    public var availability: Availability?

    /// An entry; its ``id`` is `givenID`, else `derivedID` when the caller has worked it out
    /// already (a compiler remembers it per shortcut), else ``derivedID(table:shortcut:)``.
    public init(
        shortcut: Shortcut, action: String, table: TableKind, platforms: [Platform], source: SourceLocation,
        id givenID: String? = nil, title: String? = nil, usedBy: Scope? = nil, menu: String? = nil,
        details: String? = nil, derivedID: String? = nil, placement: CommandPlacement? = nil
    ) {
        self.shortcut = shortcut
        self.action = action
        self.table = table
        self.platforms = platforms
        self.source = source
        self.id = givenID ?? derivedID ?? Self.derivedID(table: table, shortcut: shortcut)
        self.givenID = givenID
        self.title = title
        self.usedBy = usedBy
        self.menu = menu
        self.details = details
        self.placement = placement
    }
}
