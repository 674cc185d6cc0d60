/// A row of the modifier-symbols table: a modifier, its symbol and when to use it.
public struct ModifierSymbol: Hashable, Sendable, Codable {
    public var modifier: Modifier
    public var glyph: String
    /// "U+2318".
    public var codePoint: String
    /// When the guidelines recommend the modifier, in our own words.
    public var usage: String
    public var source: SourceLocation

    public init(modifier: Modifier, usage: String, source: SourceLocation) {
        self.modifier = modifier
        self.glyph = String(modifier.glyph)
        self.codePoint = CodePoints.format(self.glyph)
        self.usage = usage
        self.source = source
    }
}

/// Writes and reads "U+2318" notation.
public enum CodePoints {
    /// "U+1F310 U+FE0E" for the globe glyph.
    public static func format(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
    }

    /// The text that "U+2318" or "U+1F310 U+FE0E" stands for; nil when malformed.
    public static func parse(_ text: String) -> String? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," }).filter { !$0.isEmpty }
        guard !parts.isEmpty else { return nil }
        var scalars = String.UnicodeScalarView()
        for part in parts {
            let upper = part.uppercased()
            guard upper.hasPrefix("U+"), let value = UInt32(upper.dropFirst(2), radix: 16),
                let scalar = Unicode.Scalar(value)
            else { return nil }
            scalars.append(scalar)
        }
        return String(scalars)
    }
}
