import HIGModel

/// Splits a shortcut into key caps for both notations.
///
/// The glyph notation is what people scan; the caps carry the names a screen reader needs,
/// because "⌘⇧3" read character by character means nothing to a listener.
enum KeyCaps {
    /// ⇧ ⌘ 3, named Shift, Command, 3.
    static func glyphs(for shortcut: Shortcut) -> [KeyCap] {
        var caps: [KeyCap] = []
        if let wildcard = shortcut.wildcardGlyphs { caps.append(wildcard, named: "Any other modifier") }
        for modifier in shortcut.writtenModifiers { caps.append(String(modifier.glyph), named: modifier.name) }
        caps.append(shortcut.keyGlyphLabel, named: shortcut.keyName)
        return caps
    }

    /// Shift, Command, 3.
    static func words(for shortcut: Shortcut) -> [KeyCap] {
        var caps: [KeyCap] = []
        if shortcut.acceptsAdditionalModifiers { caps.append(Shortcut.wildcardWords, named: "Any other modifier") }
        for modifier in shortcut.writtenModifiers { caps.append(modifier.name, named: modifier.name) }
        caps.append(shortcut.keyName, named: shortcut.keyName)
        return caps
    }

    /// What a screen reader should say: the names of the glyph caps ("Shift Command 3").
    static func spoken(_ caps: [KeyCap]) -> String {
        caps.map(\.name).joined(separator: " ")
    }
}

extension [KeyCap] {
    /// Appends the cap that shows `label` for the key `name`.
    fileprivate mutating func append(_ label: String, named name: String) {
        append(KeyCap(label: label, name: name, isSymbol: label != name, isFirst: isEmpty))
    }
}
