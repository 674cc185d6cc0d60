import HIGModel

/// Recovers tables whose delimiter row (`|---|---|`) cmark-gfm would not accept, as pages
/// pasted from old sites and PDFs have them: too few or too many cells (`|-`), or dashes that
/// are not hyphens (`| — | — |`). Without a valid delimiter row the whole table is read as a
/// paragraph and every row is lost, so the row is rewritten before parsing, with a warning
/// and a fix-it that makes the same change in the file.
enum DelimiterRowRepair {
    static func repair(_ source: inout SourceText, into diagnostics: inout [Diagnostic]) {
        var fence: UInt8?
        var number = 1
        while number < source.lineCount {
            let line = source.line(number)
            if let marker = fenceMarker(line) {
                // Code blocks hold examples, not tables.
                fence = fence == nil ? marker : (fence == marker ? nil : fence)
            } else if fence == nil, let rewritten = repaired(header: line, delimiter: source.line(number + 1)) {
                let old = source.line(number + 1)
                let location = source.location(line: number + 1, column: 1)
                diagnostics.append(
                    Diagnostic(
                        .tableMalformedDelimiter,
                        "the row under this table's header is not a valid delimiter row, so the table would be lost; "
                            + "it is read as '\(String(decoding: rewritten, as: UTF8.self).clipped(to: 40))'",
                        at: location, length: old.count,
                        fixIts: [
                            FixIt(at: location, length: old.count, replacement: String(decoding: rewritten, as: UTF8.self))
                        ]))
                source.replaceLine(number + 1, with: rewritten)
                number += 1
            }
            number += 1
        }
    }

    /// The delimiter row the header needs, when `delimiter` looks like one but is not valid
    /// for it; nil when it is valid or is no delimiter row at all.
    static func repaired(header: ArraySlice<UInt8>, delimiter: ArraySlice<UInt8>) -> [UInt8]? {
        // Most lines are prose: a delimiter row starts with a pipe, a colon or a dash of some
        // kind, so anything else is passed over before any work is done.
        guard let first = delimiter.first(where: { $0 != 0x20 && $0 != 0x09 }),
            [UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "="), 0xE2].contains(first)
        else { return nil }
        guard looksLikeDelimiter(delimiter) else { return nil }
        let cells = headerCellCount(header)
        guard cells > 0 else { return nil }
        if isValid(delimiter, cells: cells) { return nil }
        return Array(("|" + String(repeating: " --- |", count: cells)).utf8)
    }

    /// Cells in a header row: unescaped pipes split them, outer pipes are optional; 0 when
    /// the line has no pipe (no table starts there).
    static func headerCellCount(_ line: ArraySlice<UInt8>) -> Int {
        let text = trimmed(line)
        guard !text.isEmpty, text.contains(UInt8(ascii: "|")) else { return 0 }
        var pipes = 0
        var escaped = false
        for byte in text {
            if byte == UInt8(ascii: "|"), !escaped { pipes += 1 }
            escaped = byte == UInt8(ascii: "\\") && !escaped
        }
        let leading = text.first == UInt8(ascii: "|") ? 1 : 0
        let trailing = text.count > 1 && text.last == UInt8(ascii: "|") ? 1 : 0
        return pipes - leading - trailing + 1
    }

    /// Only pipes, colons, spaces and dashes of any kind (or '='), with at least one dash and
    /// at least one pipe, and not a Markdown rule or setext underline on its own. Read as
    /// bytes: every table row of a converted edition (hundreds of padded bytes) comes here.
    private static func looksLikeDelimiter(_ line: ArraySlice<UInt8>) -> Bool {
        var sawDash = false
        var sawPipe = false
        var index = line.startIndex
        while index < line.endIndex {
            switch line[index] {
            case UInt8(ascii: "-"), UInt8(ascii: "="): sawDash = true
            case UInt8(ascii: "|"): sawPipe = true
            case UInt8(ascii: ":"), 0x20, 0x09: break
            case 0xE2 where unicodeDash(in: line, at: index):
                sawDash = true
                index += 2
            default: return false
            }
            index += 1
        }
        return sawDash && sawPipe
    }

    /// "—", "–", "‒" (E2 80 92…94) or "−" (E2 88 92) starting at `index`.
    private static func unicodeDash(in line: ArraySlice<UInt8>, at index: Int) -> Bool {
        guard index + 2 < line.endIndex else { return false }
        let (second, third) = (line[index + 1], line[index + 2])
        return (second == 0x80 && (0x92...0x94).contains(third)) || (second == 0x88 && third == 0x92)
    }

    /// What cmark-gfm accepts: as many cells as the header, each `:?-+:?`.
    private static func isValid(_ line: ArraySlice<UInt8>, cells: Int) -> Bool {
        var text = trimmed(line)
        if text.first == UInt8(ascii: "|") { text = text.dropFirst() }
        if text.last == UInt8(ascii: "|") { text = text.dropLast() }
        let parts = text.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false)
        guard parts.count == cells else { return false }
        return parts.allSatisfy { part in
            var cell = trimmed(part)
            if cell.first == UInt8(ascii: ":") { cell = cell.dropFirst() }
            if cell.last == UInt8(ascii: ":") { cell = cell.dropLast() }
            return !cell.isEmpty && cell.allSatisfy { $0 == UInt8(ascii: "-") }
        }
    }

    /// "```" or "~~~" at the start of a line (after up to three spaces), or nil.
    private static func fenceMarker(_ line: ArraySlice<UInt8>) -> UInt8? {
        let text = line.drop { $0 == 0x20 }
        guard line.count - text.count <= 3, let first = text.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~"),
            text.prefix(3).allSatisfy({ $0 == first }), text.count >= 3
        else { return nil }
        return first
    }

    private static func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        guard let start = line.firstIndex(where: { !isSpace($0) }), let end = line.lastIndex(where: { !isSpace($0) })
        else { return line[line.startIndex..<line.startIndex] }
        return line[start...end]
    }
}
