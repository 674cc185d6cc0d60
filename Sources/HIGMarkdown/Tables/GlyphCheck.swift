import HIGModel

/// Checks a table's glyph and code-point cells against the glyph hig-gen knows for a key or
/// modifier. The facts win: a wrong cell is a warning with the right value as its fix-it.
struct GlyphCheck {
    let context: TableContext

    func check(_ row: [CellText], expected glyph: String, name: String, into diagnostics: inout [Diagnostic]) {
        if let cell = context.cell(.glyph, in: row), cell.text != glyph {
            diagnostics.append(
                Diagnostic(
                    .tableGlyphMismatch,
                    cell.isEmpty
                        ? "\(name) has no glyph written; it is \(glyph)"
                        : "'\(cell.text.clipped())' is not the glyph for \(name); it is \(glyph)",
                    at: cell.location(in: context.source), length: cell.length,
                    fixIts: cell.fixIt(replacing: 0..<cell.length, with: glyph, in: context.source).map { [$0] } ?? []))
        }
        let codePoint = CodePoints.format(glyph)
        if let cell = context.cell(.codePoint, in: row), CodePoints.parse(cell.text) != glyph {
            diagnostics.append(
                Diagnostic(
                    .tableCodePointMismatch,
                    "'\(cell.text.clipped())' is not the code point of \(name)'s glyph \(glyph); it is \(codePoint)",
                    at: cell.location(in: context.source), length: cell.length,
                    fixIts: cell.fixIt(replacing: 0..<cell.length, with: codePoint, in: context.source).map { [$0] } ?? []))
        }
    }
}
