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

    public init(shortcut: Shortcut, action: String, table: TableKind, platforms: [Platform], source: SourceLocation) {
        self.shortcut = shortcut
        self.action = action
        self.table = table
        self.platforms = platforms
        self.source = source
    }
}
