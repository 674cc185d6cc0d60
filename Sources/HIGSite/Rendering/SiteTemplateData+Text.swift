import HIGBytes

/// Writing the context's text: each string goes from where it is stored straight to the
/// writer. Every access below names the one property it writes, because passing a whole row
/// along would copy it, and with it every reference count it holds, once per value written.
extension SiteTemplateData {
    /// Shortcut rows and key caps, which the page repeats most, are looked up and written in
    /// one step; everything else is looked up first.
    func writeValue(of field: Field, in record: Record, escaped: Bool, to writer: inout ByteSink) -> Bool {
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

    func write(_ text: Text, escaped: Bool, to writer: inout ByteSink) {
        switch text.record {
        case .section(let index):
            writeSection(text.field, Int(index), escaped, &writer)
        case .document(let index):
            writeDocument(text.field, Int(index), escaped, &writer)
        case .table(let index, _):
            if text.field == .nameHeading, let table = context.sections[Int(index)].descriptions {
                writer.append(table.nameHeading, htmlEscaped: escaped)
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
            writePage(text.field, escaped, &writer)
        case .pageLink(let index):
            writePageLink(text.field, Int(index), escaped, &writer)
        case .reservedShortcut(let index):
            writeReservedShortcut(text.field, Int(index), escaped, &writer)
        case .sections, .documents, .rows, .keyCaps, .pageLinks, .reservedShortcuts:
            break
        }
    }

    private func writeKeyCap(_ field: Field, _ cap: Int, _ escaped: Bool, _ writer: inout ByteSink) {
        switch (field, escaped) {
        case (.label, true): writer.append(shortcuts.capText(cap, name: false))
        case (.name, true): writer.append(shortcuts.capText(cap, name: true))
        case (.label, false): writer.append(utf8: shortcuts.caps[cap].label)
        case (.name, false): writer.append(utf8: shortcuts.caps[cap].name)
        default: break
        }
    }

    private func writeSection(_ field: Field, _ index: Int, _ escaped: Bool, _ writer: inout ByteSink) {
        switch field {
        case .id: writer.append(context.sections[index].id, htmlEscaped: escaped)
        case .title: writer.append(context.sections[index].title, htmlEscaped: escaped)
        case .countLabel: writer.append(context.sections[index].countLabel, htmlEscaped: escaped)
        case .platforms: writer.append(context.sections[index].platforms, htmlEscaped: escaped)
        default: break
        }
    }

    private func writeDocument(_ field: Field, _ index: Int, _ escaped: Bool, _ writer: inout ByteSink) {
        switch field {
        case .title: writer.append(context.documents[index].title, htmlEscaped: escaped)
        case .path: writer.append(context.documents[index].path, htmlEscaped: escaped)
        case .platforms: writer.append(context.documents[index].platforms, htmlEscaped: escaped)
        default: break
        }
    }

    /// A shortcut row: its id and action are its own; the rest is its shortcut's presentation,
    /// written from ``EscapedTexts`` when escaped.
    private func writeShortcutRow(
        _ field: Field, _ section: Int, _ row: Int, _ escaped: Bool, _ writer: inout ByteSink
    ) {
        let shared: ShortcutRowTable.PresentationText
        switch field {
        case .id: return writer.append(shortcuts.rows[section][row].id, htmlEscaped: escaped)
        case .action: return writer.append(shortcuts.rows[section][row].action, htmlEscaped: escaped)
        case .entryID: return writer.append(shortcuts.rows[section][row].entryID, htmlEscaped: escaped)
        case .title: return shortcuts.rows[section][row].title.map { writer.append($0, htmlEscaped: escaped) } ?? ()
        case .menu: return shortcuts.rows[section][row].menu.map { writer.append($0, htmlEscaped: escaped) } ?? ()
        case .usedBy: return shortcuts.rows[section][row].usedBy.map { writer.append($0, htmlEscaped: escaped) } ?? ()
        case .today: return shortcuts.rows[section][row].today.map { writer.append($0, htmlEscaped: escaped) } ?? ()
        case .pressed: return shortcuts.rows[section][row].pressed.map { writer.append($0, htmlEscaped: escaped) } ?? ()
        case .pressedWords:
            return shortcuts.rows[section][row].pressedWords.map { writer.append($0, htmlEscaped: escaped) } ?? ()
        case .words: shared = .words
        case .glyphs: shared = .glyphs
        case .spoken: shared = .spoken
        case .searchKeys: shared = .searchKeys
        default: return
        }
        if escaped {
            writer.append(shortcuts.presentationText(shortcuts.presentation(section, row), shared))
        } else {
            switch shared {
            case .words: writer.append(utf8: shortcuts.rows[section][row].words)
            case .glyphs: writer.append(utf8: shortcuts.rows[section][row].glyphs)
            case .spoken: writer.append(utf8: shortcuts.rows[section][row].spoken)
            case .searchKeys: writer.append(utf8: shortcuts.rows[section][row].searchKeys)
            }
        }
    }

    private func writeModifierSymbolRow(
        _ field: Field, _ section: Int, _ row: Int, _ escaped: Bool, _ writer: inout ByteSink
    ) {
        switch field {
        case .id: writer.append(modifierSymbolRows[section][row].id, htmlEscaped: escaped)
        case .glyph: writer.append(modifierSymbolRows[section][row].glyph, htmlEscaped: escaped)
        case .name: writer.append(modifierSymbolRows[section][row].name, htmlEscaped: escaped)
        case .codePoint: writer.append(modifierSymbolRows[section][row].codePoint, htmlEscaped: escaped)
        case .usage: writer.append(modifierSymbolRows[section][row].usage, htmlEscaped: escaped)
        case .searchKeys: writer.append(modifierSymbolRows[section][row].searchKeys, htmlEscaped: escaped)
        default: break
        }
    }

    private func writeKeyGlyphRow(_ field: Field, _ section: Int, _ row: Int, _ escaped: Bool, _ writer: inout ByteSink) {
        switch field {
        case .id: writer.append(keyGlyphRows[section][row].id, htmlEscaped: escaped)
        case .glyph: writer.append(keyGlyphRows[section][row].glyph, htmlEscaped: escaped)
        case .name: writer.append(keyGlyphRows[section][row].name, htmlEscaped: escaped)
        case .codePoint: writer.append(keyGlyphRows[section][row].codePoint, htmlEscaped: escaped)
        case .searchKeys: writer.append(keyGlyphRows[section][row].searchKeys, htmlEscaped: escaped)
        default: break
        }
    }

    private func writeRuleRow(_ field: Field, _ section: Int, _ row: Int, _ escaped: Bool, _ writer: inout ByteSink) {
        switch field {
        case .id: writer.append(ruleRows[section][row].id, htmlEscaped: escaped)
        case .ruleID: writer.append(ruleRows[section][row].ruleID, htmlEscaped: escaped)
        case .title: writer.append(ruleRows[section][row].title, htmlEscaped: escaped)
        case .guidance: writer.append(ruleRows[section][row].guidance, htmlEscaped: escaped)
        default: break
        }
    }

    private func writeDescriptionRow(
        _ field: Field, _ section: Int, _ row: Int, _ escaped: Bool, _ writer: inout ByteSink
    ) {
        switch field {
        case .id: writer.append(descriptionRows[section][row].id, htmlEscaped: escaped)
        case .name: writer.append(descriptionRows[section][row].name, htmlEscaped: escaped)
        case .description: writer.append(descriptionRows[section][row].description, htmlEscaped: escaped)
        default: break
        }
    }
}
