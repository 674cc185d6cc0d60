import Foundation
import HIGModel

/// A table cell's text with where it sits in the file, so a problem inside the text can be
/// pointed at exactly.
struct CellText: Sendable {
    var text: String
    var imageDescriptions: [String]
    var line: Int
    /// Column of the first byte of the written content (padding excluded).
    var column: Int
    /// Bytes of written content.
    var length: Int
    /// Whether the source bytes are exactly `text`, so offsets in `text` are offsets in the
    /// file. False when markup or escapes sit in between; then problems point at the cell.
    var isVerbatim: Bool

    var isEmpty: Bool { text.isEmpty }

    init(text: String, imageDescriptions: [String] = [], line: Int, column: Int, length: Int, isVerbatim: Bool) {
        self.text = text
        self.imageDescriptions = imageDescriptions
        self.line = line
        self.column = column
        self.length = length
        self.isVerbatim = isVerbatim
    }

    /// The cell as written in `source`; a padding cell sits, empty, at `fallbackColumn`.
    init(_ cell: MarkdownOutline.Cell, line: Int, in source: SourceText, fallbackColumn: Int) {
        guard cell.isWritten else {
            self.init(text: "", line: line, column: fallbackColumn, length: 0, isVerbatim: true)
            return
        }
        let raw = source.slice(line: line, from: cell.startColumn, through: cell.endColumn)
        var start = raw.startIndex
        var end = raw.endIndex
        while start < end, Self.isPadding(raw[start]) { start += 1 }
        while end > start, Self.isPadding(raw[end - 1]) { end -= 1 }
        self.init(
            text: cell.text, imageDescriptions: cell.imageDescriptions, line: line,
            column: cell.startColumn + (start - raw.startIndex), length: end - start,
            isVerbatim: Self.same(raw[start..<end], cell.text))
    }

    /// Adds the rest of a text a page break split off; the cell is no longer the file's bytes.
    mutating func append(_ more: String) {
        text = text.isEmpty ? more : text + " " + more
        isVerbatim = false
    }

    /// The text after a repair (cross references taken off); the location stays the cell's.
    mutating func replaceText(with repaired: String) {
        text = repaired
        isVerbatim = false
    }

    /// Where a byte range of `text` is in the file, or the whole cell when not verbatim.
    func location(of range: Range<Int>, in source: SourceText) -> (location: SourceLocation, length: Int) {
        guard isVerbatim else { return (source.location(line: line, column: column), length) }
        return (source.location(line: line, column: column + range.lowerBound), range.count)
    }

    /// The location of the whole cell's content.
    func location(in source: SourceText) -> SourceLocation {
        source.location(line: line, column: column)
    }

    /// A fix-it replacing `range` of the text; nil when the text is not verbatim, as the
    /// file bytes to replace are then unknown.
    func fixIt(replacing range: Range<Int>, with replacement: String, in source: SourceText) -> FixIt? {
        guard isVerbatim else { return nil }
        return FixIt(
            at: source.location(line: line, column: column + range.lowerBound), length: range.count, replacement: replacement)
    }

    private static func isPadding(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// Whether `bytes` are exactly the UTF-8 of `text`: two buffers compared at once, as every
    /// cell of every row asks.
    private static func same(_ bytes: ArraySlice<UInt8>, _ text: String) -> Bool {
        guard bytes.count == text.utf8.count else { return false }
        let compared = bytes.withUnsafeBufferPointer { left in
            text.utf8.withContiguousStorageIfAvailable { right in
                left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
            }
        }
        return compared ?? bytes.elementsEqual(text.utf8)
    }
}
