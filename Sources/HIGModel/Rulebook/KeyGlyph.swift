/// A row of the key-glyph table: a key and the symbol Apple menus show for it.
public struct KeyGlyph: Hashable, Sendable, Codable {
    public var key: Key
    public var glyph: String
    /// "U+238B", or several code points for a glyph with a variation selector.
    public var codePoint: String
    public var source: SourceLocation

    /// Nil when the key has no glyph.
    public init?(key: Key, source: SourceLocation) {
        guard let glyph = key.glyph else { return nil }
        self.key = key
        self.glyph = glyph
        self.codePoint = CodePoints.format(glyph)
        self.source = source
    }
}
