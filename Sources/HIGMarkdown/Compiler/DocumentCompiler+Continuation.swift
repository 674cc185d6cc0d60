extension DocumentCompiler {
    /// The tables of a file with each table a page break split joined into one: a PDF
    /// conversion turns every page of a long table into a table of its own, with page anchors,
    /// running headers (often as headings) and footers between the pieces. A piece continues
    /// the table just before it when it has the same columns and nothing names a kind of its
    /// own, and either the same headings or a primary-key column (the appendix, whose running
    /// header becomes a heading on every page). Its rows then belong to that table: a row
    /// without a primary key continues the last group, and the table's kind is the first
    /// piece's.
    static func continuedTablesJoined(_ tables: [FoundTable]) -> [FoundTable] {
        var joined: [FoundTable] = []
        joined.reserveCapacity(tables.count)
        for found in tables {
            if let last = joined.last, continues(found, last) {
                joined[joined.count - 1].table.rows += found.table.rows
            } else {
                joined.append(found)
            }
        }
        return joined
    }

    private static func continues(_ piece: FoundTable, _ table: FoundTable) -> Bool {
        guard piece.layout.kind != nil, piece.evidence == nil || piece.evidence?.source == .shape else { return false }
        let header = piece.table.header.cells.map { $0.text.lowercased() }
        guard header == table.table.header.cells.map({ $0.text.lowercased() }) else { return false }
        return piece.headings == table.headings || piece.layout.column(.primaryKey) != nil
    }
}
