import HIGModel

/// The words a search can match a key by: its names, aliases, glyph and characters.
///
/// People search the way they think of a key: "cmd", "⌘", "slash", "?" or "Question mark".
/// The rulebook's own vocabulary (``Key/aliases``, ``Modifier/aliases``) supplies the names,
/// so the site's search understands exactly what the guideline parser understands.
enum SearchTerms {
    static func terms(for modifier: Modifier) -> [String] {
        [modifier.name] + modifier.aliases + [String(modifier.glyph)]
    }

    /// A key's terms. A two-character key spelt by its upper character answers to both
    /// characters, since Command-Question mark is Shift-Command-Forward slash pressed; spelt by
    /// its lower one, it answers to the lower character only, so "⌘?" does not find ⌥⌘/.
    static func terms(for key: Key, spelling: Shortcut.KeySpelling = .lower) -> [String] {
        var terms = [key.name] + key.aliases
        if let pair = key.characterPair {
            terms += [String(pair.lower), pair.lowerName]
            if spelling == .upper { terms += [String(pair.upper), pair.upperName] }
        } else if let character = key.character {
            terms.append(String(character))
        }
        if let glyph = key.glyph {
            terms.append(glyph)
            // The globe is often typed without its text-presentation selector.
            if let first = glyph.unicodeScalars.first { terms.append(String(first)) }
        }
        return terms
    }

    /// Every modifier the shortcut holds (Shift too when the key is spelt by its upper
    /// character, so "shift command /" finds Command-Question mark), then the key, then the
    /// whole glyph notation, so a query typed exactly as shown ("[⌃⌥⇧]⌘Space") finds it.
    static func terms(for shortcut: Shortcut) -> [String] {
        var result = shortcut.modifiers.ordered.flatMap { terms(for: $0) }
        if shortcut.acceptsAdditionalModifiers { result.append("modifier key") }
        return result + terms(for: shortcut.key, spelling: shortcut.keySpelling) + [shortcut.glyphs]
    }

    /// The terms lowercased, without repeats, in their first order, joined by "|". A shortcut
    /// has a dozen terms, most with a symbol in them: comparing them beats hashing them.
    static func joined(_ terms: [String]) -> String {
        var kept: [String] = []
        kept.reserveCapacity(terms.count)
        for term in terms {
            let lowercased = term.lowercased()
            if !kept.contains(lowercased) { kept.append(lowercased) }
        }
        return kept.joined(separator: "|")
    }
}
