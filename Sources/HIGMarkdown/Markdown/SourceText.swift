import HIGModel

/// A guideline file's bytes, checked to be UTF-8, with a byte-order mark removed and an index
/// of where each line starts, so positions can be turned into lines of text for diagnostics.
struct SourceText: Sendable {
    let path: String
    private(set) var bytes: [UInt8]
    /// Byte offset where each line starts; line N (1-based) starts at `lineStarts[N - 1]`.
    private var lineStarts: [Int]

    enum Problem: Error, Equatable {
        /// The first byte that is not part of valid UTF-8.
        case invalidUTF8(offset: Int, byte: UInt8)
    }

    init(path: String, bytes: [UInt8]) throws(Problem) {
        var bytes = bytes
        // Editors do not count a byte-order mark as a column, so neither do we.
        if bytes.starts(with: TextDecoding.utf8ByteOrderMark) { bytes.removeFirst(3) }
        if let offset = Self.firstInvalidUTF8(in: bytes) {
            throw .invalidUTF8(offset: offset, byte: bytes[offset])
        }
        self.path = path
        self.bytes = bytes
        lineStarts = LineBreaks.lineStarts(in: bytes)
    }

    var lineCount: Int { lineStarts.count }

    /// The bytes of a 1-based line, without its line ending (LF, CRLF or CR).
    func line(_ number: Int) -> ArraySlice<UInt8> {
        guard number >= 1, number <= lineStarts.count else { return [] }
        let start = lineStarts[number - 1]
        guard number < lineStarts.count else { return bytes[start...] }
        var end = lineStarts[number]
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[start..<end]
    }

    /// Bytes `startColumn...endColumn` (1-based, inclusive) of a line, clamped to the line.
    func slice(line number: Int, from startColumn: Int, through endColumn: Int) -> ArraySlice<UInt8> {
        let text = line(number)
        let start = min(text.endIndex, text.startIndex + max(0, startColumn - 1))
        let end = min(text.endIndex, text.startIndex + max(0, endColumn))
        return text[start..<max(start, end)]
    }

    func location(line: Int? = nil, column: Int? = nil) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }

    /// The 1-based line and column of a byte offset.
    func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        LineBreaks.position(of: offset, lineStarts: lineStarts)
    }

    /// Replaces the text of line `number` (its line ending kept) and re-indexes the lines.
    /// Only the repaired table delimiter rows change length, and no diagnostic ever points
    /// into one, so every other line keeps its number and its columns.
    mutating func replaceLine(_ number: Int, with text: [UInt8]) {
        let old = line(number)
        bytes.replaceSubrange(old.startIndex..<old.endIndex, with: text)
        lineStarts = LineBreaks.lineStarts(in: bytes)
    }

    /// Replaces lines `range` with empty lines, keeping every other line where it was, so
    /// the Markdown parser skips them and still reports positions in the original file.
    mutating func blankLines(_ range: ClosedRange<Int>) {
        for number in range {
            let text = line(number)
            for index in text.indices { bytes[index] = UInt8(ascii: " ") }
        }
    }

    /// Offset of the first byte that is not valid UTF-8 (overlong forms, surrogates and
    /// values past U+10FFFF included), or nil.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return index
            }
            for position in 1..<length {
                // A sequence cut off by the end of the file: point at its first byte.
                guard index + position < count else { return index }
                let byte = bytes[index + position]
                let (low, high) = position == 1 ? (lower, upper) : (UInt8(0x80), UInt8(0xBF))
                if byte < low || byte > high { return index + position }
            }
            index += length
        }
        return nil
    }
}
