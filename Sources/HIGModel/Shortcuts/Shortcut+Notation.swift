extension Shortcut {
    /// The two ways the HIG writes a shortcut.
    public enum Notation: String, Codable, Sendable, CaseIterable {
        /// "Option-Command-Space": names joined by hyphens.
        case words
        /// "⌥⌘Space": modifier symbols, then the key's glyph, character or name.
        case glyphs
    }

    /// The modifiers the notation writes out: Shift is left out when the key is spelt by its
    /// upper character, which already says Shift.
    public var writtenModifiers: [Modifier] {
        keySpelling == .upper ? modifiers.ordered.filter { $0 != .shift } : modifiers.ordered
    }

    /// "Option-Command-Space", "Command-Question mark", "F8", "[Modifier key]-Command-Space".
    public var words: String {
        var parts = writtenModifiers.map(\.name)
        if acceptsAdditionalModifiers { parts.insert(Self.wildcardWords, at: 0) }
        parts.append(keyName)
        return parts.joined(separator: "-")
    }

    /// "⌥⌘Space", "⌘?", "F8", "[⌃⌥⇧]⌘Space".
    public var glyphs: String {
        var text = wildcardGlyphs ?? ""
        text += String(writtenModifiers.map(\.glyph))
        text += keyGlyphLabel
        return text
    }

    /// "[⌃⌥⇧]" for a wildcard shortcut such as "[Modifier key]-Command-Space": the other
    /// modifiers, any of which may be added; nil for an ordinary shortcut.
    public var wildcardGlyphs: String? {
        guard acceptsAdditionalModifiers else { return nil }
        return "[" + String(Modifier.classic.filter { !modifiers.contains($0) }.map(\.glyph)) + "]"
    }

    /// The key as the glyph notation writes it: "?" when spelt by its upper character,
    /// otherwise the key's glyph, character or name ("⎋", "3", "Space").
    public var keyGlyphLabel: String {
        if keySpelling == .upper, let pair = key.characterPair { return String(pair.upper) }
        return key.glyphLabel
    }

    /// The shortcut written in `notation`.
    public func written(in notation: Notation) -> String {
        switch notation {
        case .words: words
        case .glyphs: glyphs
        }
    }

    /// The key's name as the words notation writes it ("Question mark" when spelt upper).
    public var keyName: String {
        if keySpelling == .upper, let pair = key.characterPair { return pair.upperName }
        return key.name
    }

    /// How the words notation writes the wildcard of "[Modifier key]-Command-Space".
    public static let wildcardWords = "[Modifier key]"
}
