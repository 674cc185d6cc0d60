import HIGModel

/// What a table reader needs to know about the table in front of it.
struct TableContext {
    let table: MarkdownOutline.Table
    let layout: TableLayout
    /// Headings above the table, innermost first.
    let headings: [String]
    let source: SourceText
    /// The file's platforms from its front matter.
    let platforms: [Platform]
    /// Whether the file is guidelines or an app's own table (see ``Rulebook/Document/Kind``).
    let documentKind: Rulebook.Document.Kind
    let shortcutParses: ShortcutParses
    /// The kind its headings and introducing paragraph give it (``TableKindEvidence``).
    var evidence: TableKindEvidence? = nil

    /// "File" for a table under "The File menu" (a heading, or a short paragraph just before
    /// it, as converted editions have it): older editions give each menu its table.
    var menuNamedByHeading: String? {
        let shortIntroduction = table.introduction.flatMap { $0.split(separator: " ").count <= 6 ? $0 : nil }
        for heading in [shortIntroduction].compactMap({ $0 }) + headings {
            let words = heading.split(separator: " ")
            guard let index = words.firstIndex(where: { $0.lowercased() == "menu" }), index > 0 else { continue }
            return String(words[index - 1])
        }
        return nil
    }

    var headerLocation: SourceLocation {
        source.location(line: table.header.line, column: table.header.startColumn)
    }

    /// Each body row's cells lined up with the header's columns; rows that cannot be are
    /// reported and left out, and rows with nothing written are skipped.
    func rows(into diagnostics: inout [Diagnostic], understands: @escaping ([CellText]) -> Bool) -> [[CellText]] {
        let freeText = Set(
            [layout.column(.text), layout.column(.title), layout.column(.menu), layout.column(.details)].compactMap { $0 })
        let columns = Set(0..<table.header.cells.count).subtracting(freeText)
        let shaper = RowShaper(
            source: source, columnCount: table.header.cells.count, mergeableColumns: columns, understands: understands)
        return table.rows.compactMap { row in
            guard let cells = shaper.cells(of: row, into: &diagnostics) else { return nil }
            return cells.allSatisfy { $0.isEmpty && $0.imageDescriptions.isEmpty } ? nil : cells
        }
    }

    /// The cell of `role` in a row, or nil when the table has no such column.
    func cell(_ role: TableLayout.Role, in row: [CellText]) -> CellText? {
        layout.column(role).flatMap { $0 < row.count ? row[$0] : nil }
    }

    /// Turns the shortcut parser's findings in a cell into located diagnostics.
    func report(_ issues: [ShortcutIssue], in cell: CellText, into diagnostics: inout [Diagnostic]) {
        for issue in issues {
            let (location, length) = cell.location(of: issue.range, in: source)
            let fixIts = issue.replacement.flatMap { cell.fixIt(replacing: issue.range, with: $0, in: source) }
            diagnostics.append(
                Diagnostic(
                    issue.kind, issue.message, at: location, length: length,
                    fixIts: fixIts.map { [$0] } ?? []))
        }
    }

    /// Reports a cell that must hold text but is empty.
    func requireText(_ cell: CellText?, _ what: String, into diagnostics: inout [Diagnostic]) -> String? {
        guard let cell, !cell.isEmpty else {
            diagnostics.append(
                Diagnostic(
                    .tableEmptyCell, "row has no \(what); write it in the '\(header(of: what))' column",
                    at: cell.map { $0.location(in: source) } ?? headerLocation))
            return nil
        }
        return cell.text
    }

    private func header(of what: String) -> String { what.prefix(1).uppercased() + what.dropFirst() }
}
