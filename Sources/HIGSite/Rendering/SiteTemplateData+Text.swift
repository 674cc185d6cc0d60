/// Writing the context's text: each string goes from where it is stored straight to the
/// writer. Every access below names the one property it writes, because passing a whole row
/// along would copy it, and with it every reference count it holds, once per value written.
extension SiteTemplateData {
    /// Shortcut rows and key caps, which the page repeats most, are looked up and written in
    /// one step; everything else is looked up first.
    func writeValue(of field: Field, in record: Record, escaped: Bool, to writer: inout PageWriter) -> Bool {
        switch (record, field) {
        case (.shortcutRow(let section, let row), .id), (.shortcutRow(let section, let row), .action),
            (.shortcutRow(let section, let row), .words), (.shortcutRow(let section, let row), .glyphs),
            (.shortcutRow(let section, let row), .spoken), (.shortcutRow(let section, let row), .searchKeys):
            writeShortcutRow(field, Int(section), Int(row), escaped, &writer)
            return true
        case (.keyCap(let cap), .label), (.keyCap(let cap), .name):
            writeKeyCap(field, Int(cap), escaped, &writer)
            return true
        default:
            return writeLookedUpValue(of: field, in: record, escaped: escaped, to: &writer)
        }
    }

    func write(_ text: Text, escaped: Bool, to writer: inout PageWriter) {
        switch text.record {
        case .section(let index):
            writeSection(text.field, Int(index), escaped, &writer)
        case .document(let index):
            writeDocument(text.field, Int(index), escaped, &writer)
        case .table(let index, _):
            if text.field == .nameHeading, let table = context.sections[Int(index)].descriptions {
                writer.write(table.nameHeading, escaped: escaped)
            }
        case .shortcutRow(let section, let row):
            writeShortcutRow(text.field, Int(section), Int(row), escaped, &writer)
        case .row(let section, .modifierSymbols, let row):
            writeModifierSymbolRow(text.field, Int(section), Int(row), escaped, &writer)
        case .row(let section, .keyGlyphs, let row):
            writeKeyGlyphRow(text.field, Int(section), Int(row), escaped, &writer)
        case .row(let section, .rules, let row):
            writeRuleRow(text.field, Int(section), Int(row), escaped, &writer)
        case .row(let section, .descriptions, let row):
            writeDescriptionRow(text.field, Int(section), Int(row), escaped, &writer)
        case .row(_, .shortcuts, _):
            break
        case .keyCap(let cap):
            writeKeyCap(text.field, Int(cap), escaped, &writer)
        case .page:
            if text.field == .title { writer.write(context.title, escaped: escaped) }
        case .sections, .documents, .rows, .keyCaps:
            break
        }
    }

    private func writeKeyCap(_ field: Field, _ cap: Int, _ escaped: Bool, _ writer: inout PageWriter) {
        switch (field, escaped) {
        case (.label, true): writer.write(shortcuts.capText(cap, name: false))
        case (.name, true): writer.write(shortcuts.capText(cap, name: true))
        case (.label, false): writer.write(shortcuts.caps[cap].label)
        case (.name, false): writer.write(shortcuts.caps[cap].name)
        default: break
        }
    }

    private func writeSection(_ field: Field, _ index: Int, _ escaped: Bool, _ writer: inout PageWriter) {
        switch field {
        case .id: writer.write(context.sections[index].id, escaped: escaped)
        case .title: writer.write(context.sections[index].title, escaped: escaped)
        case .countLabel: writer.write(context.sections[index].countLabel, escaped: escaped)
        case .platforms: writer.write(context.sections[index].platforms, escaped: escaped)
        default: break
        }
    }

    private func writeDocument(_ field: Field, _ index: Int, _ escaped: Bool, _ writer: inout PageWriter) {
        switch field {
        case .title: writer.write(context.documents[index].title, escaped: escaped)
        case .path: writer.write(context.documents[index].path, escaped: escaped)
        case .platforms: writer.write(context.documents[index].platforms, escaped: escaped)
        default: break
        }
    }

    /// A shortcut row: its id and action are its own; the rest is its shortcut's presentation,
    /// written from ``EscapedTexts`` when escaped.
    private func writeShortcutRow(
        _ field: Field, _ section: Int, _ row: Int, _ escaped: Bool, _ writer: inout PageWriter
    ) {
        let shared: ShortcutRowTable.PresentationText
        switch field {
        case .id: return writer.write(shortcuts.rows[section][row].id, escaped: escaped)
        case .action: return writer.write(shortcuts.rows[section][row].action, escaped: escaped)
        case .entryID: return writer.write(shortcuts.rows[section][row].entryID, escaped: escaped)
        case .title: return shortcuts.rows[section][row].title.map { writer.write($0, escaped: escaped) } ?? ()
        case .menu: return shortcuts.rows[section][row].menu.map { writer.write($0, escaped: escaped) } ?? ()
        case .usedBy: return shortcuts.rows[section][row].usedBy.map { writer.write($0, escaped: escaped) } ?? ()
        case .words: shared = .words
        case .glyphs: shared = .glyphs
        case .spoken: shared = .spoken
        case .searchKeys: shared = .searchKeys
        default: return
        }
        if escaped {
            writer.write(shortcuts.presentationText(shortcuts.presentation(section, row), shared))
        } else {
            switch shared {
            case .words: writer.write(shortcuts.rows[section][row].words)
            case .glyphs: writer.write(shortcuts.rows[section][row].glyphs)
            case .spoken: writer.write(shortcuts.rows[section][row].spoken)
            case .searchKeys: writer.write(shortcuts.rows[section][row].searchKeys)
            }
        }
    }

    private func writeModifierSymbolRow(
        _ field: Field, _ section: Int, _ row: Int, _ escaped: Bool, _ writer: inout PageWriter
    ) {
        switch field {
        case .id: writer.write(modifierSymbolRows[section][row].id, escaped: escaped)
        case .glyph: writer.write(modifierSymbolRows[section][row].glyph, escaped: escaped)
        case .name: writer.write(modifierSymbolRows[section][row].name, escaped: escaped)
        case .codePoint: writer.write(modifierSymbolRows[section][row].codePoint, escaped: escaped)
        case .usage: writer.write(modifierSymbolRows[section][row].usage, escaped: escaped)
        case .searchKeys: writer.write(modifierSymbolRows[section][row].searchKeys, escaped: escaped)
        default: break
        }
    }

    private func writeKeyGlyphRow(_ field: Field, _ section: Int, _ row: Int, _ escaped: Bool, _ writer: inout PageWriter) {
        switch field {
        case .id: writer.write(keyGlyphRows[section][row].id, escaped: escaped)
        case .glyph: writer.write(keyGlyphRows[section][row].glyph, escaped: escaped)
        case .name: writer.write(keyGlyphRows[section][row].name, escaped: escaped)
        case .codePoint: writer.write(keyGlyphRows[section][row].codePoint, escaped: escaped)
        case .searchKeys: writer.write(keyGlyphRows[section][row].searchKeys, escaped: escaped)
        default: break
        }
    }

    private func writeRuleRow(_ field: Field, _ section: Int, _ row: Int, _ escaped: Bool, _ writer: inout PageWriter) {
        switch field {
        case .id: writer.write(ruleRows[section][row].id, escaped: escaped)
        case .ruleID: writer.write(ruleRows[section][row].ruleID, escaped: escaped)
        case .title: writer.write(ruleRows[section][row].title, escaped: escaped)
        case .guidance: writer.write(ruleRows[section][row].guidance, escaped: escaped)
        default: break
        }
    }

    private func writeDescriptionRow(
        _ field: Field, _ section: Int, _ row: Int, _ escaped: Bool, _ writer: inout PageWriter
    ) {
        switch field {
        case .id: writer.write(descriptionRows[section][row].id, escaped: escaped)
        case .name: writer.write(descriptionRows[section][row].name, escaped: escaped)
        case .description: writer.write(descriptionRows[section][row].description, escaped: escaped)
        default: break
        }
    }
}
