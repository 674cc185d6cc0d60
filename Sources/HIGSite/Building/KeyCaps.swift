import HIGModel

/// Splits a shortcut into key caps for both notations.
///
/// The glyph notation is what people scan; the caps carry the names a screen reader needs,
/// because "⌘⇧3" read character by character means nothing to a listener.
enum KeyCaps {
    /// ⇧ ⌘ 3, named Shift, Command, 3.
    static func glyphs(for shortcut: Shortcut) -> [KeyCap] {
        var caps: [(label: String, name: String)] = []
        if let wildcard = shortcut.wildcardGlyphs { caps.append((wildcard, "Any other modifier")) }
        caps += shortcut.writtenModifiers.map { (String($0.glyph), $0.name) }
        caps.append((shortcut.keyGlyphLabel, shortcut.keyName))
        return numbered(caps)
    }

    /// Shift, Command, 3.
    static func words(for shortcut: Shortcut) -> [KeyCap] {
        var caps: [(label: String, name: String)] = []
        if shortcut.acceptsAdditionalModifiers { caps.append((Shortcut.wildcardWords, "Any other modifier")) }
        caps += shortcut.writtenModifiers.map { ($0.name, $0.name) }
        caps.append((shortcut.keyName, shortcut.keyName))
        return numbered(caps)
    }

    /// What a screen reader should say: the names of the glyph caps ("Shift Command 3").
    static func spoken(_ caps: [KeyCap]) -> String {
        caps.map(\.name).joined(separator: " ")
    }

    private static func numbered(_ caps: [(label: String, name: String)]) -> [KeyCap] {
        caps.enumerated().map { index, cap in
            KeyCap(label: cap.label, name: cap.name, isSymbol: cap.label != cap.name, isFirst: index == 0)
        }
    }
}
