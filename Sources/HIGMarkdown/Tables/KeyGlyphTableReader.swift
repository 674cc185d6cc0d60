import HIGModel

/// Reads the key-glyph table: `Key | Glyph | Code point`.
struct KeyGlyphTableReader {
    let context: TableContext

    func read(into diagnostics: inout [Diagnostic]) -> [KeyGlyph] {
        var glyphs: [KeyGlyph] = []
        let rows = context.rows(into: &diagnostics) { row in
            context.cell(.key, in: row).map { KeyReference.resolve($0.text) != nil } ?? false
        }
        for row in rows {
            guard let cell = context.cell(.key, in: row) else { continue }
            guard let reference = KeyReference.resolve(cell.text) else {
                let suggestion = KeyReference.suggestion(for: cell.text)
                diagnostics.append(
                    Diagnostic(
                        .tableUnknownKey,
                        "unknown key '\(cell.text.clipped())'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                        at: cell.location(in: context.source), length: cell.length,
                        fixIts: suggestion.flatMap { cell.fixIt(replacing: 0..<cell.length, with: $0, in: context.source) }.map {
                            [$0]
                        } ?? []))
                continue
            }
            let key = reference.key
            guard let glyph = KeyGlyph(key: key, source: cell.location(in: context.source)) else {
                diagnostics.append(
                    Diagnostic(
                        .tableKeyWithoutGlyph,
                        "\(key.name) has no glyph in Apple menus; it is written as its name, so this row is ignored",
                        at: cell.location(in: context.source), length: cell.length))
                continue
            }
            GlyphCheck(context: context).check(row, expected: glyph.glyph, name: key.name, into: &diagnostics)
            if let first = glyphs.first(where: { $0.key == key }) {
                diagnostics.append(duplicate(key.name, first: first.source, at: cell.location(in: context.source)))
                continue
            }
            glyphs.append(glyph)
        }
        return glyphs
    }
}
