import HIGModel

/// Reads the modifier-symbols table: `Modifier key | Symbol | Code point | Recommended usage`.
struct ModifierSymbolTableReader {
    let context: TableContext

    func read(into diagnostics: inout [Diagnostic]) -> [ModifierSymbol] {
        var symbols: [ModifierSymbol] = []
        let rows = context.rows(into: &diagnostics) { row in
            context.cell(.modifier, in: row).map { Modifier.named($0.text) != nil } ?? false
        }
        for row in rows {
            guard let cell = context.cell(.modifier, in: row) else { continue }
            guard let modifier = Modifier.named(cell.text) else {
                let suggestion = Modifier.suggestion(for: cell.text)
                diagnostics.append(
                    Diagnostic(
                        .tableUnknownModifier,
                        "unknown modifier '\(cell.text.clipped())'"
                            + (suggestion.map { "; did you mean '\($0.name)'?" } ?? "; use Control, Option, Shift or Command"),
                        at: cell.location(in: context.source), length: cell.length,
                        fixIts: suggestion.flatMap { cell.fixIt(replacing: 0..<cell.length, with: $0.name, in: context.source) }
                            .map { [$0] } ?? []))
                continue
            }
            GlyphCheck(context: context).check(row, expected: String(modifier.glyph), name: modifier.name, into: &diagnostics)
            // Older editions list the symbols alone; a usage column, when there is one, is filled in.
            let usageCell = context.cell(.text, in: row)
            guard
                let usage = context.layout.column(.text) == nil
                    ? "" : context.requireText(usageCell, "recommended usage", into: &diagnostics)
            else {
                continue
            }
            if let first = symbols.first(where: { $0.modifier == modifier }) {
                diagnostics.append(duplicate(modifier.name, first: first.source, at: cell.location(in: context.source)))
                continue
            }
            symbols.append(ModifierSymbol(modifier: modifier, usage: usage, source: cell.location(in: context.source)))
        }
        return symbols
    }
}

/// A row that repeats one already read; the first one counts.
func duplicate(_ name: String, first: SourceLocation, at location: SourceLocation) -> Diagnostic {
    Diagnostic(
        .tableDuplicateRow, "\(name) is already listed at \(first.formatted); this row is ignored", at: location)
}
