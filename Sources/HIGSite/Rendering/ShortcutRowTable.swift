/// The shortcut rows of a ``SiteContext`` laid out for rendering: each pointing at its
/// shortcut's presentation, whose text is escaped once (``EscapedTexts``).
///
/// Everything read per row is an integer in an array or a slice of the escaped buffer; only a
/// row's own id and action are read from its strings.
final class ShortcutRowTable {
    /// Each section's shortcut rows; empty for sections of another kind.
    let rows: [[ShortcutRow]]
    /// The number of each section's first row, counting rows across sections.
    let firstRow: [Int]
    /// The presentation each row shows, by the row's number across sections.
    let presentationOfRow: [Int32]
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
        let rows = sections.map { $0.shortcuts?.rows ?? [] }
        var firstRow: [Int] = []
        var presentationOfRow: [Int32] = []
        presentationOfRow.reserveCapacity(rows.reduce(0) { $0 + $1.count })
        var numbers: [ObjectIdentifier: Int32] = [:]
        var presentations: [ShortcutPresentation] = []
        for sectionRows in rows {
            firstRow.append(presentationOfRow.count)
            // Rows are read in place: copying one out would retain and release its strings.
            sectionRows.withUnsafeBufferPointer { sectionRows in
                for index in sectionRows.indices {
                    let shown = ObjectIdentifier(sectionRows[index].shown)
                    if let number = numbers[shown] {
                        presentationOfRow.append(number)
                    } else {
                        numbers[shown] = Int32(presentations.count)
                        presentationOfRow.append(Int32(presentations.count))
                        presentations.append(sectionRows[index].shown)
                    }
                }
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

    /// The presentation of row `row` of section `section`.
    func presentation(_ section: Int, _ row: Int) -> Int {
        Int(presentationOfRow[firstRow[section] + row])
    }

    /// The escaped `field` of presentation `presentation`.
    func presentationText(_ presentation: Int, _ field: PresentationText) -> UnsafeBufferPointer<UInt8> {
        texts[presentation * PresentationText.allCases.count + field.rawValue]
    }

    /// The escaped label (or name) of cap number `cap`.
    func capText(_ cap: Int, name: Bool) -> UnsafeBufferPointer<UInt8> {
        texts[presentationCount * PresentationText.allCases.count + 2 * cap + (name ? 1 : 0)]
    }
}
