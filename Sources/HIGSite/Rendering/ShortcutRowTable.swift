/// The shortcut rows of a ``SiteContext`` laid out for rendering: numbered across sections,
/// each pointing at its shortcut's presentation, whose text is escaped once (``EscapedTexts``).
///
/// Everything read per row is an integer in an array or a slice of the escaped buffer; only a
/// row's own id and action are read from its strings.
final class ShortcutRowTable {
    /// Every shortcut row, section after section.
    let rows: [ShortcutRow]
    /// The number of each section's first row in `rows`.
    let firstRow: [Int]
    /// The presentation each row shows.
    let presentationOfRow: [Int]
    /// Each presentation's key caps: a range of cap numbers, glyph notation then words.
    let glyphCaps: [Range<Int>]
    let wordCaps: [Range<Int>]
    /// Every key cap of every presentation, by cap number; flags are read from the copies below.
    let caps: [KeyCap]
    let capIsSymbol: [Bool]
    let capIsFirst: [Bool]
    /// Escaped text: per presentation its words, glyphs, spoken names and search keys
    /// (``presentationText(_:_:)``), then per cap its label and name (``capText(_:_:)``).
    let texts: EscapedTexts
    private let presentationCount: Int

    /// The text fields of a presentation, in the order ``texts`` holds them.
    enum PresentationText: Int, CaseIterable {
        case words, glyphs, spoken, searchKeys
    }

    init(_ sections: [SiteSection]) {
        var rows: [ShortcutRow] = []
        var firstRow: [Int] = []
        var presentationOfRow: [Int] = []
        var numbers: [ObjectIdentifier: Int] = [:]
        var presentations: [ShortcutPresentation] = []
        for section in sections {
            firstRow.append(rows.count)
            for row in section.shortcuts?.rows ?? [] {
                let shown = row.shown
                let number = numbers[ObjectIdentifier(shown)] ?? presentations.count
                if number == presentations.count {
                    numbers[ObjectIdentifier(shown)] = number
                    presentations.append(shown)
                }
                rows.append(row)
                presentationOfRow.append(number)
            }
        }
        var texts: [String] = []
        for shown in presentations {
            texts += [shown.words, shown.glyphs, shown.spoken, shown.searchKeys]
        }
        var glyphCaps: [Range<Int>] = []
        var wordCaps: [Range<Int>] = []
        var caps: [KeyCap] = []
        for shown in presentations {
            glyphCaps.append(caps.count..<caps.count + shown.glyphKeys.count)
            caps += shown.glyphKeys
            wordCaps.append(caps.count..<caps.count + shown.wordKeys.count)
            caps += shown.wordKeys
        }
        for cap in caps { texts += [cap.label, cap.name] }
        self.rows = rows
        self.firstRow = firstRow
        self.presentationOfRow = presentationOfRow
        self.glyphCaps = glyphCaps
        self.wordCaps = wordCaps
        self.caps = caps
        capIsSymbol = caps.map(\.isSymbol)
        capIsFirst = caps.map(\.isFirst)
        self.texts = EscapedTexts(texts)
        presentationCount = presentations.count
    }

    /// The number of row `row` of section `section` in ``rows``.
    func row(_ section: Int, _ row: Int) -> Int {
        firstRow[section] + row
    }

    /// The escaped `field` of the presentation of row number `row`.
    func presentationText(_ row: Int, _ field: PresentationText) -> UnsafeBufferPointer<UInt8> {
        texts[presentationOfRow[row] * PresentationText.allCases.count + field.rawValue]
    }

    /// The escaped label (or name) of cap number `cap`.
    func capText(_ cap: Int, name: Bool) -> UnsafeBufferPointer<UInt8> {
        texts[presentationCount * PresentationText.allCases.count + 2 * cap + (name ? 1 : 0)]
    }
}
