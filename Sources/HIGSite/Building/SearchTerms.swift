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

    static func terms(for key: Key) -> [String] {
        var terms = [key.name] + key.aliases
        if let pair = key.characterPair {
            terms += [String(pair.lower), pair.lowerName, String(pair.upper), pair.upperName]
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
    /// character, so "shift command /" finds Command-Question mark), then the key.
    static func terms(for shortcut: Shortcut) -> [String] {
        var result = shortcut.modifiers.ordered.flatMap { terms(for: $0) }
        if shortcut.acceptsAdditionalModifiers { result.append("modifier key") }
        return result + terms(for: shortcut.key)
    }

    /// The terms lowercased, without repeats, in their first order, joined by "|".
    static func joined(_ terms: [String]) -> String {
        var seen: Set<String> = []
        return terms.map { $0.lowercased() }.filter { seen.insert($0).inserted }.joined(separator: "|")
    }
}
