import HIGModel

/// Lines a body row's cells up with the header's columns, recovering what a person reads
/// past: a bare `|` that split a cell ("Pipe (|)"), or a continuation row written without
/// its empty first cell. Only a row that cannot be lined up is an error.
struct RowShaper {
    let source: SourceText
    let columnCount: Int
    /// Columns a bare pipe may be read as part of: key-like cells, where the pieces make no
    /// sense alone ("Pipe (" and ")"). Free text could absorb any stray cell, so it may not.
    let mergeableColumns: Set<Int>
    /// Whether a candidate set of cells makes sense for this table.
    let understands: ([CellText]) -> Bool

    func cells(of row: MarkdownOutline.Row, into diagnostics: inout [Diagnostic]) -> [CellText]? {
        let written = writtenCells(of: row)
        if written.count == columnCount { return written }
        if written.count > columnCount {
            if let merged = mergingBarePipes(in: written, row: row, into: &diagnostics) { return merged }
        } else {
            let padding = (written.count..<columnCount).map { _ in emptyCell(line: row.line, column: row.endColumn) }
            let padded = written + padding
            if understands(padded) { return padded }
            if written.count == columnCount - 1, let first = written.first {
                let shifted = [emptyCell(line: row.line, column: first.column)] + written
                if understands(shifted) {
                    let startsWithPipe =
                        source.slice(line: row.line, from: row.startColumn, through: row.startColumn).first == UInt8(ascii: "|")
                    let insertAt = startsWithPipe ? row.startColumn + 1 : row.startColumn
                    diagnostics.append(
                        Diagnostic(
                            .tableMissingCell,
                            "row has \(written.count) cells but the table has \(columnCount) columns; read as a continuation row with an empty first cell",
                            at: source.location(line: row.line, column: row.startColumn),
                            fixIts: [
                                FixIt(
                                    at: source.location(line: row.line, column: insertAt), length: 0,
                                    replacement: startsWithPipe ? " |" : "| ")
                            ]))
                    return shifted
                }
            }
        }
        var message = "row has \(written.count) \(written.count == 1 ? "cell" : "cells") but the table has \(columnCount) columns"
        if written.count > columnCount { message += "; write a literal '|' in a cell as '\\|'" }
        diagnostics.append(
            Diagnostic(.tableCellCount, message, at: source.location(line: row.line, column: row.startColumn)))
        return nil
    }

    /// The row's cells as written. cmark-gfm silently drops cells past the header's count,
    /// so when text follows the last cell it kept, the row is split again in full.
    private func writtenCells(of row: MarkdownOutline.Row) -> [CellText] {
        let kept = row.cells.allSatisfy(\.isWritten) ? row.cells : row.cells.filter(\.isWritten)
        let lastEnd = kept.last?.endColumn ?? 0
        let cells: [MarkdownOutline.Cell]
        if hasTextAfter(column: lastEnd, onLine: row.line) {
            cells = CMarkParser.cells(ofRow: Array(source.line(row.line)))
        } else {
            cells = kept
        }
        return cells.map { CellText($0, line: row.line, in: source, fallbackColumn: row.endColumn) }
    }

    /// Whether anything but spaces and one closing pipe follows `column` on the line.
    private func hasTextAfter(column: Int, onLine line: Int) -> Bool {
        var pipes = 0
        for byte in source.line(line).dropFirst(column) where byte != 0x20 && byte != 0x09 {
            if byte != UInt8(ascii: "|") { return true }
            pipes += 1
        }
        return pipes > 1
    }

    /// Joins neighbouring cells across a bare pipe when that gives a row that makes sense.
    private func mergingBarePipes(in cells: [CellText], row: MarkdownOutline.Row, into diagnostics: inout [Diagnostic])
        -> [CellText]?
    {
        let extra = cells.count - columnCount
        for start in 0..<(cells.count - extra) where mergeableColumns.contains(start) {
            let first = cells[start]
            let last = cells[start + extra]
            let rawBytes = source.slice(line: row.line, from: first.column, through: last.column + last.length - 1)
            let text = String(decoding: rawBytes, as: UTF8.self)
            let merged = CellText(
                text: text.trimmingSpaces, line: row.line, column: first.column, length: rawBytes.count, isVerbatim: true)
            let candidate = Array(cells[..<start]) + [merged] + Array(cells[(start + extra + 1)...])
            guard understands(candidate) else { continue }
            for index in start..<(start + extra) {
                // The bare pipe sits between the two cells cmark-gfm made of one.
                let pipeOffset = rawBytes.indices.filter { rawBytes[$0] == UInt8(ascii: "|") }
                let column =
                    pipeOffset.count > index - start
                    ? first.column + (pipeOffset[index - start] - rawBytes.startIndex) : cells[index].column
                diagnostics.append(
                    Diagnostic(
                        .tableUnescapedPipe, "a bare '|' splits this cell; escape it as '\\|'",
                        at: source.location(line: row.line, column: column), length: 1,
                        fixIts: [FixIt(at: source.location(line: row.line, column: column), length: 0, replacement: "\\")]))
            }
            return candidate
        }
        return nil
    }

    private func emptyCell(line: Int, column: Int) -> CellText {
        CellText(text: "", line: line, column: column, length: 0, isVerbatim: true)
    }
}
