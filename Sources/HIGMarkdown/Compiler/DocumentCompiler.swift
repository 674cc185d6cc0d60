import HIGModel

/// Compiles one guideline file: front matter, then each table under the headings above it.
enum DocumentCompiler {
    static func compile(
        path: String, bytes: [UInt8], shortcutParses: ShortcutParses = ShortcutParses(), into diagnostics: inout [Diagnostic]
    ) -> DocumentContents? {
        var source: SourceText
        do {
            source = try SourceText(path: path, bytes: bytes)
        } catch {
            guard case .invalidUTF8(let offset, let byte) = error else { return nil }
            let starts = LineBreaks.lineStarts(in: bytes[..<offset])
            let (line, lineStart) = (starts.count, starts[starts.count - 1])
            let hex = String(byte, radix: 16, uppercase: true)
            diagnostics.append(
                Diagnostic(
                    .inputInvalidUTF8,
                    "invalid UTF-8: byte 0x\(hex.count == 1 ? "0" + hex : hex) at byte offset \(offset); save the file as UTF-8",
                    at: SourceLocation(file: path, line: line, column: offset - lineStart + 1), length: 1))
            return nil
        }
        if let nul = source.bytes.firstIndex(of: 0) {
            // cmark-gfm reads NUL as U+FFFD; say so rather than compile a replaced character.
            let position = source.position(ofOffset: nul)
            diagnostics.append(
                Diagnostic(
                    .inputNULByte, "file contains a NUL byte (read as U+FFFD); remove it",
                    at: source.location(line: position.line, column: position.column), length: 1))
        }
        if source.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            diagnostics.append(
                Diagnostic(.inputEmptyFile, "file is empty; it adds nothing to the rulebook", at: source.location()))
            return DocumentContents(document: Rulebook.Document(path: path, title: nil, platforms: []))
        }
        let frontMatter = FrontMatter.extract(from: &source, into: &diagnostics)
        DelimiterRowRepair.repair(&source, into: &diagnostics)
        var contents = DocumentContents(
            document: Rulebook.Document(
                path: path, title: frontMatter.title, platforms: frontMatter.platforms, edition: frontMatter.edition))
        let outline = CMarkParser.outline(of: source.bytes)
        var headings: [MarkdownOutline.Heading] = []
        var tables: [FoundTable] = []
        for block in outline.blocks {
            switch block {
            case .heading(let heading):
                if contents.document.title == nil, heading.level == 1 { contents.document.title = heading.text }
                headings.removeAll { $0.level >= heading.level }
                headings.append(heading)
            case .table(let table):
                var layout = TableLayout(header: table.header.cells.map(\.text))
                if layout.kind == .rules, !RuleTableReader.namesRules(table, layout: layout) { layout.isNotRules = true }
                let above = headings.reversed().map(\.text)
                tables.append(
                    FoundTable(
                        table: table, layout: layout, headings: above,
                        // Only shortcut tables have a kind; an edition's hundred other tables
                        // (indexes, contents) need not have their headings read.
                        evidence: layout.kind == .shortcuts || layout.kind == .menuItems
                            ? TableKindEvidence.of(headings: above, introduction: table.introduction, layout: layout) : nil))
            }
        }
        let kind = frontMatter.kind ?? inferredKind(of: tables)
        contents.document.kind = kind
        for found in continuedTablesJoined(tables) {
            let context = TableContext(
                table: found.table, layout: found.layout, headings: found.headings, source: source,
                platforms: frontMatter.platforms, documentKind: kind, shortcutParses: shortcutParses,
                evidence: found.evidence)
            read(context, into: &contents, diagnostics: &diagnostics)
        }
        let tableCount = tables.count
        let guidelineTableCount = tables.count { $0.layout.kind != nil }
        if tableCount == 0 {
            diagnostics.append(
                Diagnostic(
                    .inputNoTables,
                    "no tables found; a guideline file lists shortcuts in a table such as '| Keyboard shortcut | Action |'",
                    at: source.location()))
        } else if contents.isEmpty, !diagnostics.contains(where: { $0.location.file == path && $0.severity == .error }) {
            let message =
                guidelineTableCount == 0
                ? "none of the file's \(tableCount) \(tableCount == 1 ? "table is a guideline table" : "tables are guideline tables"); it adds nothing to the rulebook"
                : "the file's guideline tables have no rows; it adds nothing to the rulebook"
            diagnostics.append(Diagnostic(.inputNoGuidelineTables, message, at: source.location()))
        }
        return contents
    }

    /// A file is guidelines when one of its tables is one of the guidelines' own: a shortcut
    /// table under a heading that names a guideline table, or a symbol, glyph, rule,
    /// keyboard-type or focus-state table. A file of shortcut tables under other headings is
    /// an app's.
    private static func inferredKind(of tables: [FoundTable]) -> Rulebook.Document.Kind {
        let hasShortcutTable = tables.contains { $0.layout.kind == .shortcuts || $0.layout.kind == .menuItems }
        let isGuidelines = tables.contains { table in
            switch table.layout.kind {
            case .shortcuts, .menuItems:
                return table.evidence.map { $0.kind != .custom } ?? false
            case nil: return false
            default: return true
            }
        }
        return isGuidelines || !hasShortcutTable ? .guidelines : .app
    }

    private static func read(_ context: TableContext, into contents: inout DocumentContents, diagnostics: inout [Diagnostic]) {
        switch context.layout.kind {
        case .shortcuts, .menuItems:
            contents.entries += ShortcutTableReader(context: context).read(into: &diagnostics)
        case .modifierSymbols:
            contents.modifierSymbols += ModifierSymbolTableReader(context: context).read(into: &diagnostics)
        case .keyGlyphs:
            contents.keyGlyphs += KeyGlyphTableReader(context: context).read(into: &diagnostics)
        case .rules:
            contents.rules += RuleTableReader(context: context).read(into: &diagnostics)
        case .keyboardTypes:
            contents.keyboardTypes += NamedItemTableReader.keyboardTypes(context).read(into: &diagnostics).map {
                KeyboardTypeEntry(type: $0.item, description: $0.description, source: $0.source)
            }
        case .focusStates:
            contents.focusStates += NamedItemTableReader.focusStates(context).read(into: &diagnostics).map {
                FocusStateEntry(state: $0.item, description: $0.description, source: $0.source)
            }
        case .availability:
            contents.availability += AvailabilityTableReader(context: context).read(into: &diagnostics)
        case nil:
            diagnostics.append(unreadTable(context))
        }
    }

    /// A table hig-gen does not read. When one of its columns holds shortcuts and another
    /// text, it is a shortcut table whose header names its columns otherwise: a warning says
    /// which column is missing. Anything else (a colour table, a page's change log) is
    /// skipped with a note, never an error: real pages hold many tables that are not
    /// guidelines.
    private static func unreadTable(_ context: TableContext) -> Diagnostic {
        let header = context.table.header.cells.map(\.text).joined(separator: " | ").clipped(to: 80)
        let layout = context.layout
        let hasShortcutColumn = layout.column(.shortcut) != nil || layout.column(.primaryKey) != nil
        if hasShortcutColumn {
            return Diagnostic(
                .tableMissingActionColumn, "shortcut table '\(header)' has no action column; name one column 'Action'",
                at: context.headerLocation)
        }
        if let column = shortcutColumnByCells(context) {
            let name = context.table.header.cells[column].text.clipped(to: 30)
            return Diagnostic(
                .tableMissingShortcutColumn,
                "column '\(name)' of table '\(header)' holds shortcuts; name it 'Keyboard shortcut' (and the text 'Action') to read the table",
                at: context.headerLocation)
        }
        return Diagnostic(
            .tableIgnored, "table '\(header)' is not a guideline table; it is ignored", at: context.headerLocation)
    }

    /// The column whose cells are, nearly all, shortcuts with a modifier; nil when none is.
    private static func shortcutColumnByCells(_ context: TableContext) -> Int? {
        let rows = context.table.rows.prefix(50)
        guard rows.count >= 2 else { return nil }
        return context.table.header.cells.indices.first { column in
            let texts = rows.compactMap { $0.cells.indices.contains(column) ? $0.cells[column].text : nil }
                .filter { !$0.isEmpty }
            guard texts.count >= 2 else { return false }
            // Most skipped tables are an index or a table of contents: text that names no
            // modifier is no shortcut with one, and parsing it (a suggestion for every
            // unknown word) was half the time of a converted edition.
            let candidates = texts.filter(Self.mayNameModifier)
            guard candidates.count * 5 >= texts.count * 4 else { return false }
            let shortcuts = candidates.count { context.shortcutParses.parse($0).shortcut?.modifiers.isEmpty == false }
            return shortcuts * 5 >= texts.count * 4
        }
    }

    /// Whether a cell is short enough for a shortcut and holds a modifier's glyph or name.
    /// Read as bytes: a converted edition has thousands of index cells, and a walk by
    /// `Character` cost more than the rest of the test.
    private static func mayNameModifier(_ text: String) -> Bool {
        let bytes = text.utf8
        guard bytes.count <= 80 else { return false }
        // Every modifier glyph (⌃ ⌥ ⇧ ⌘ and the Globe) is a multi-byte character.
        if bytes.contains(where: { $0 >= 0xC0 }), text.contains(where: { Modifier.glyph($0) != nil }) { return true }
        var word: [UInt8] = []
        for byte in bytes {
            if (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") {
                word.append(byte)
                continue
            }
            if !word.isEmpty, Modifier.named(String(decoding: word, as: UTF8.self)) != nil { return true }
            word.removeAll(keepingCapacity: true)
        }
        return !word.isEmpty && Modifier.named(String(decoding: word, as: UTF8.self)) != nil
    }

    /// A table as found in the document: what its header says, the headings above it, and
    /// what those and its introducing paragraph say it is (worked out once).
    struct FoundTable {
        var table: MarkdownOutline.Table
        var layout: TableLayout
        var headings: [String]
        var evidence: TableKindEvidence?
    }
}
