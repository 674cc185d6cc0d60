/// Reads a shortcut in either notation: "Option-Command-Space", "⌥⌘Space", "⇧ ⌘ Space",
/// "Cmd+Shift+P", "Command–I", "Command-Question mark (?)", "[Modifier key]-Command-Space".
///
/// It never fixes a source silently: anything it reads past (a stray space, modifiers out
/// of order, Shift spelt out with an upper character) comes back as a warning with the fix,
/// and anything it cannot understand as an error with a suggestion where one is close.
public struct ShortcutParser {
    public struct Result: Sendable {
        /// The shortcut, unless an error made it impossible to know.
        public var shortcut: Shortcut?
        public var issues: [ShortcutIssue]
        /// The notation the text used, which fix-its are written in.
        public var notation: Shortcut.Notation
        /// Whether the text named no modifiers, only a key ("F8", "Grave accent (`)").
        public var isBareKey: Bool
    }

    public static func parse(_ text: String) -> Result {
        var parser = ShortcutParser(text)
        return parser.run()
    }

    private struct Written {
        var modifier: Modifier
        var range: Range<Int>
        var asGlyph: Bool
    }

    private let characters: [Character]
    /// UTF-8 offset of each character, plus the total length at the end.
    private let offsets: [Int]
    private var index = 0
    private var written: [Written] = []
    private var hasWildcard = false
    private var issues: [ShortcutIssue] = []

    private init(_ text: String) {
        characters = Array(text)
        var offsets: [Int] = []
        var offset = 0
        for character in characters {
            offsets.append(offset)
            offset += character.utf8.count
        }
        offsets.append(offset)
        self.offsets = offsets
    }

    private mutating func run() -> Result {
        var end = characters.count
        while end > 0, characters[end - 1].isWhitespace { end -= 1 }
        skipWhitespace(until: end)
        let start = index
        guard index < end else {
            report(.shortcutEmpty, "empty shortcut; write a key such as 'Command-S' or 'F8'", index..<end)
            return finish(key: nil, span: start..<end)
        }
        while index < end {
            if readWildcard(until: end) || readSpelledWildcard(until: end) || readModifier(until: end) { continue }
            let key = readKey(until: end)
            if key.unknownModifier { continue }
            return finish(key: key.reference, span: start..<end)
        }
        report(.shortcutMissingKey, "shortcut names no key after its modifiers", start..<end)
        return finish(key: nil, span: start..<end)
    }

    // MARK: Modifiers

    private mutating func readWildcard(until end: Int) -> Bool {
        guard characters[index] == "[", let close = characters[index..<end].firstIndex(of: "]") else {
            return false
        }
        let inside = String(characters[(index + 1)..<close])
        let glyphs = Set(Modifier.allCases.map(\.glyph))
        let range = index..<(close + 1)
        if !(inside.lowercased().contains("modifier") || (!inside.isEmpty && inside.allSatisfy(glyphs.contains))) {
            report(
                .shortcutInvalidWildcard, "'[\(inside.clipped())]' is not a modifier placeholder; write '[Modifier key]'", range)
        }
        hasWildcard = true
        index = close + 1
        readSeparator(after: index, until: end, spelledOut: true)
        return true
    }

    /// "Command–modifier key–Space bar": older editions spell the placeholder out.
    private mutating func readSpelledWildcard(until end: Int) -> Bool {
        let words = Array("modifier key")
        let stop = index + words.count
        guard stop < end, zip(characters[index..<stop], words).allSatisfy({ $0.lowercased() == String($1) }),
            characters[stop].isWhitespace || isSeparator(characters[stop])
        else { return false }
        report(
            .shortcutSpelledPlaceholder, "'modifier key' stands for any modifier; read as '[Modifier key]'", index..<stop,
            replacement: "[Modifier key]")
        hasWildcard = true
        index = stop
        readSeparator(after: index, until: end, spelledOut: true)
        return true
    }

    private mutating func readModifier(until end: Int) -> Bool {
        let start = index
        // A Globe glyph with nothing after it is the Globe key pressed alone.
        if let modifier = Modifier.glyph(characters[start]), modifier != .globe || !onlySpaces(after: start, until: end) {
            index += 1
            written.append(Written(modifier: modifier, range: start..<index, asGlyph: true))
            readSeparator(after: index, until: end, spelledOut: false)
            return true
        }
        if let canonical = GlyphAlias.canonical[characters[start]], let glyph = canonical.first, canonical.count == 1,
            let modifier = Modifier.glyph(glyph)
        {
            index += 1
            report(
                .shortcutGlyphAlias, "'\(characters[start])' stands for \(modifier.name); menus write '\(canonical)'",
                start..<index, replacement: canonical)
            written.append(Written(modifier: modifier, range: start..<index, asGlyph: true))
            readSeparator(after: index, until: end, spelledOut: false)
            return true
        }
        var wordEnd = start
        while wordEnd < end, characters[wordEnd].isLetter { wordEnd += 1 }
        guard wordEnd > start, wordEnd < end, isBoundary(characters[wordEnd]),
            let modifier = Modifier.named(String(characters[start..<wordEnd]))
        else { return false }
        index = wordEnd
        written.append(Written(modifier: modifier, range: start..<wordEnd, asGlyph: false))
        readSeparator(after: wordEnd, until: end, spelledOut: true)
        return true
    }

    /// Consumes the spaces and one separator after a modifier, reporting spaces in the words
    /// notation. A separator that ends the text is the key itself ("Command--").
    private mutating func readSeparator(after position: Int, until end: Int, spelledOut: Bool) {
        skipWhitespace(until: end)
        let spaceBefore = position..<index
        guard index < end else { return }
        if isSeparator(characters[index]), index + 1 < end {
            let separator = characters[index]
            index += 1
            skipWhitespace(until: end)
            if spelledOut, index - position > 1 {
                let span = position..<index
                report(
                    .shortcutStrayWhitespace, "stray space around '\(separator)' in a shortcut", span,
                    replacement: String(separator))
            }
        } else if spelledOut, !spaceBefore.isEmpty {
            report(
                .shortcutMissingSeparator, "separate the keys of a shortcut with hyphens", spaceBefore,
                replacement: "-")
        }
    }

    // MARK: Key

    private mutating func readKey(until end: Int) -> (reference: KeyReference?, unknownModifier: Bool) {
        let start = index
        var nameEnd = end
        var parenthetical: Range<Int>?
        if characters[end - 1] == ")", let open = characters[start..<end].lastIndex(of: "("), open > start {
            var trimmed = open
            while trimmed > start, characters[trimmed - 1].isWhitespace { trimmed -= 1 }
            if trimmed > start {
                nameEnd = trimmed
                parenthetical = (open + 1)..<(end - 1)
            }
        }
        let name = String(characters[start..<nameEnd])
        // "(pipe)", "(right arrow)": the glyph before the name was lost in conversion.
        if name.count > 2, name.first == "(", name.last == ")",
            let named = KeyReference.resolve(String(name.dropFirst().dropLast()))
        {
            report(
                .shortcutKeyNameOnly,
                "the key is named in parentheses alone; read as \(named.spelling == .upper ? named.key.characterPair?.upperName ?? named.key.name : named.key.name)",
                start..<nameEnd,
                replacement: String(name.dropFirst().dropLast()))
            index = end
            return (named, false)
        }
        if Modifier.named(name) != nil, KeyReference.resolve(name) == nil {
            report(
                .shortcutMissingKey, "'\(name.clipped())' is a modifier; a shortcut needs a key after its modifiers", start..<end)
            index = end
            return (nil, false)
        }
        if let reference = KeyReference.resolve(name) {
            index = end
            if let parenthetical { check(parenthetical, against: reference) }
            return (reference, false)
        }
        if let canonical = GlyphAlias.canonical(for: name), let reference = KeyReference.resolve(canonical) {
            report(
                .shortcutGlyphAlias, "'\(name)' stands for \(reference.key.name); menus write '\(canonical)'",
                start..<nameEnd, replacement: canonical)
            index = end
            return (reference, false)
        }
        // "Comand-S": the text before a separator is a modifier we do not know.
        if let separator = characters[start..<end].firstIndex(where: isSeparator), separator > start,
            characters[start..<separator].allSatisfy(\.isLetter)
        {
            let word = String(characters[start..<separator])
            let suggestion = Modifier.suggestion(for: word)
            report(
                .shortcutUnknownModifier,
                "unknown modifier '\(word.clipped())'"
                    + (suggestion.map { "; did you mean '\($0.name)'?" } ?? "; use Control, Option, Shift or Command"),
                start..<separator, replacement: suggestion?.name)
            index = separator + 1
            return (nil, true)
        }
        let suggestion = KeyReference.suggestion(for: name)
        report(
            .shortcutUnknownKey,
            "unknown key '\(name.clipped())'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
            start..<nameEnd, replacement: suggestion)
        index = end
        return (nil, false)
    }

    /// "Left bracket ({)": the character in parentheses must be the one the name stands for.
    private mutating func check(_ range: Range<Int>, against reference: KeyReference) {
        let inside = String(characters[range])
        let expected: Character? =
            reference.spelling == .upper ? reference.key.characterPair?.upper : reference.key.character
        guard let expected, inside != String(expected) else { return }
        // "; (semicolon)", "? (question mark)": the name repeats the key the character gave.
        if inside.count > 1, inside.allSatisfy({ $0.isLetter || $0 == " " }), let named = KeyReference.resolve(inside),
            named.key == reference.key
        {
            return
        }
        let keyName = reference.spelling == .upper ? reference.key.characterPair!.upperName : reference.key.name
        var message = "'\(inside.clipped())' does not match \(keyName); its character is '\(expected)'"
        if let pair = reference.key.characterPair, inside == String(pair.upper) {
            message += " ('\(pair.upper)' is its upper character, \(pair.upperName))"
        }
        report(.shortcutCharacterMismatch, message, range, replacement: String(expected))
    }

    // MARK: Result

    private mutating func finish(key reference: KeyReference?, span: Range<Int>) -> Result {
        let asGlyphs = written.contains(where: \.asGlyph)
        let notation: Shortcut.Notation = asGlyphs ? .glyphs : .words
        var shortcut: Shortcut?
        if let reference, !issues.contains(where: { $0.severity == .error }) {
            shortcut = Shortcut(
                key: reference.key, modifiers: ModifierSet(written.map(\.modifier)),
                keySpelling: reference.spelling, acceptsAdditionalModifiers: hasWildcard)
        }
        if let shortcut {
            checkModifiers(of: shortcut, notation: notation, span: span)
        }
        return Result(shortcut: shortcut, issues: issues, notation: notation, isBareKey: written.isEmpty && !hasWildcard)
    }

    private mutating func checkModifiers(of shortcut: Shortcut, notation: Shortcut.Notation, span: Range<Int>) {
        // The canonical text is only spelt out when there is something to report: most
        // shortcuts are written right, and a large set has hundreds of thousands.
        let order = written.map(\.modifier)
        if ModifierSet(order).rawValue.nonzeroBitCount < order.count {
            let canonical = shortcut.written(in: notation)
            let twice = order.first { modifier in order.filter { $0 == modifier }.count > 1 }!
            report(
                .shortcutDuplicateModifier, "\(twice.name) is written twice; write '\(canonical)'", span, replacement: canonical)
        } else if zip(order, order.dropFirst()).contains(where: { $0 > $1 }) {
            let canonical = shortcut.written(in: notation)
            report(
                .shortcutModifierOrder,
                "modifiers out of order; menus write \(Modifier.orderText(withGlobe: shortcut.modifiers.contains(.globe))): write '\(canonical)'",
                span, replacement: canonical)
        }
        if shortcut.keySpelling == .upper, written.contains(where: { $0.modifier == .shift }) {
            let canonical = shortcut.written(in: notation)
            report(
                .shortcutRedundantShift, "'\(shortcut.keyName)' already means Shift; write '\(canonical)'",
                span, replacement: canonical)
        }
    }

    // MARK: Helpers

    private mutating func report(_ kind: DiagnosticKind, _ message: String, _ range: Range<Int>, replacement: String? = nil) {
        issues.append(
            ShortcutIssue(
                kind: kind, message: message, range: offsets[range.lowerBound]..<offsets[range.upperBound],
                replacement: replacement))
    }

    private mutating func skipWhitespace(until end: Int) {
        while index < end, characters[index].isWhitespace { index += 1 }
    }

    /// A hyphen, plus, or one of the dashes converted pages put in its place (U+2010 hyphen,
    /// U+2011 non-breaking hyphen, U+2012 figure dash, en and em dash, U+2212 minus).
    private func onlySpaces(after position: Int, until end: Int) -> Bool {
        characters[(position + 1)..<end].allSatisfy(\.isWhitespace)
    }

    private func isSeparator(_ character: Character) -> Bool {
        switch character {
        case "-", "+", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2212}": true
        default: false
        }
    }

    private func isBoundary(_ character: Character) -> Bool {
        character.isWhitespace || isSeparator(character) || Modifier.glyph(character) != nil
    }
}
