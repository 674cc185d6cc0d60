/// The ``SiteContext`` as templates see it: every stored property of the context types by its
/// name, as `{{#sections}}…{{/sections}}` and `{{id}}` name them.
///
/// Records are positions in the context (section 3, row 12 of its table), so rendering reads
/// the rows where they are instead of copying them into a generic tree, and a lookup is a
/// `switch` on the record and the field. A table that a section lacks is not there at all, so
/// the lookup goes on down the context stack, as it does for an absent value in swift-mustache.
final class SiteTemplateData: TemplateData {
    /// A record or list of the context, by position: section, row, key cap. Positions are
    /// 32-bit so that a value fits in registers; a page has far fewer than 2³¹ rows.
    enum Record {
        case page
        case sections
        case documents
        case section(Int32)
        case document(Int32)
        /// A section's table (`shortcuts`, `modifierSymbols`…), holding its `rows`.
        case table(Int32, Table)
        case rows(Int32, Table)
        /// A row of a reference table, by section and row.
        case row(Int32, Table, Int32)
        /// A shortcut row, by section and row.
        case shortcutRow(Int32, Int32)
        /// A row's `glyphKeys` or `wordKeys`: the key caps numbered from `first`.
        case keyCaps(first: Int32)
        case keyCap(Int32)
        /// The links to an app's pages, and one of them.
        case pageLinks
        case pageLink(Int32)
        /// The shortcuts the system reserves on the page's platforms, and one of them.
        case reservedShortcuts
        case reservedShortcut(Int32)
    }

    enum Table {
        case shortcuts, modifierSymbols, keyGlyphs, rules, descriptions
    }

    /// A text property of a record.
    struct Text {
        var record: Record
        var field: Field
    }

    /// Every property name of the context types.
    enum Field: String {
        case sections, rowCount, shortcutCount, documents
        case id, title, countLabel, platforms, hasPlatforms
        case shortcuts, modifierSymbols, keyGlyphs, rules, descriptions
        case rows, nameHeading
        case words, glyphs, spoken, glyphKeys, wordKeys, action, searchKeys
        case entryID, menu, usedBy, today, hasTitles, hasMenus, hasUsedBy, isApp, hasSeveralSections
        case label, name, isSymbol, isFirst
        case glyph, codePoint, usage, ruleID, guidance, description, path
        case file, siteTitle, isOverview, pages, hasPages, reserved, hasReserved, defaultLayout
        case target, device, isCurrent, pressed, pressedWords, hasAction, keys
    }

    let context: SiteContext
    let shortcuts: ShortcutRowTable
    /// Each section's reference rows, by section; empty for sections of another kind. Read
    /// from here, a value is read where it is stored, never through a copy of an optional table.
    let modifierSymbolRows: [[ModifierSymbolRow]]
    let keyGlyphRows: [[KeyGlyphRow]]
    let ruleRows: [[RuleRow]]
    let descriptionRows: [[DescriptionRow]]

    init(context: SiteContext) {
        self.context = context
        shortcuts = ShortcutRowTable(context.sections)
        modifierSymbolRows = context.sections.map { $0.modifierSymbols?.rows ?? [] }
        keyGlyphRows = context.sections.map { $0.keyGlyphs?.rows ?? [] }
        ruleRows = context.sections.map { $0.rules?.rows ?? [] }
        descriptionRows = context.sections.map { $0.descriptions?.rows ?? [] }
    }

    static func field(named name: String) -> Field? {
        Field(rawValue: name)
    }

    func item(_ index: Int, of list: Record) -> Value {
        let index = Int32(index)
        return switch list {
        case .sections: .record(.section(index))
        case .documents: .record(.document(index))
        case .rows(let section, .shortcuts): .record(.shortcutRow(section, index))
        case .rows(let section, let table): .record(.row(section, table, index))
        case .keyCaps(let first): .record(.keyCap(first + index))
        case .pageLinks: .record(.pageLink(index))
        case .reservedShortcuts: .record(.reservedShortcut(index))
        case .page, .section, .document, .table, .row, .shortcutRow, .keyCap, .pageLink, .reservedShortcut:
            preconditionFailure("\(list) is a record, not a list")
        }
    }

    func value(of field: Field, in record: Record) -> Value? {
        switch record {
        case .page: pageValue(field)
        case .section(let index): sectionValue(field, index)
        case .document(let index): documentValue(field, index)
        case .table(let section, let table): tableValue(field, section, table)
        case .row(_, let table, _): referenceRowValue(field, record, table)
        case .shortcutRow(let section, let row): shortcutRowValue(field, record, Int(section), Int(row))
        case .keyCap(let cap): keyCapValue(field, record, Int(cap))
        case .pageLink(let index): pageLinkValue(field, index)
        case .reservedShortcut: reservedShortcutValue(field, record)
        case .sections, .documents, .rows, .keyCaps, .pageLinks, .reservedShortcuts: nil
        }
    }

    private func pageValue(_ field: Field) -> Value? {
        switch field {
        case .sections: .list(.sections, count: context.sections.count)
        case .documents: .list(.documents, count: context.documents.count)
        case .rowCount: .number(context.rowCount)
        case .shortcutCount: .number(context.shortcutCount)
        case .title: .text(Text(record: .page, field: .title))
        case .isApp: .flag(context.isApp)
        case .hasSeveralSections: .flag(context.hasSeveralSections)
        default: pageSiteValue(field)
        }
    }

    private func sectionValue(_ field: Field, _ index: Int32) -> Value? {
        let section = Int(index)
        return switch field {
        case .id, .title, .countLabel, .platforms: .text(Text(record: .section(index), field: field))
        case .rowCount: .number(context.sections[section].rowCount)
        case .hasPlatforms: .flag(context.sections[section].hasPlatforms)
        case .shortcuts: context.sections[section].shortcuts == nil ? nil : .record(.table(index, .shortcuts))
        case .modifierSymbols:
            context.sections[section].modifierSymbols == nil ? nil : .record(.table(index, .modifierSymbols))
        case .keyGlyphs: context.sections[section].keyGlyphs == nil ? nil : .record(.table(index, .keyGlyphs))
        case .rules: context.sections[section].rules == nil ? nil : .record(.table(index, .rules))
        case .descriptions: context.sections[section].descriptions == nil ? nil : .record(.table(index, .descriptions))
        default: nil
        }
    }

    private func documentValue(_ field: Field, _ index: Int32) -> Value? {
        switch field {
        case .title, .path, .platforms: .text(Text(record: .document(index), field: field))
        case .hasPlatforms: .flag(context.documents[Int(index)].hasPlatforms)
        default: nil
        }
    }

    private func tableValue(_ field: Field, _ section: Int32, _ table: Table) -> Value? {
        switch field {
        case .rows: .list(.rows(section, table), count: rowCount(of: Int(section), table))
        case .nameHeading where table == .descriptions: .text(Text(record: .table(section, table), field: field))
        case .hasTitles where table == .shortcuts: .flag(context.sections[Int(section)].shortcuts?.hasTitles ?? false)
        case .hasMenus where table == .shortcuts: .flag(context.sections[Int(section)].shortcuts?.hasMenus ?? false)
        case .hasUsedBy where table == .shortcuts: .flag(context.sections[Int(section)].shortcuts?.hasUsedBy ?? false)
        default: nil
        }
    }

    private func rowCount(of section: Int, _ table: Table) -> Int {
        switch table {
        case .shortcuts: context.sections[section].shortcuts?.rows.count ?? 0
        case .modifierSymbols: modifierSymbolRows[section].count
        case .keyGlyphs: keyGlyphRows[section].count
        case .rules: ruleRows[section].count
        case .descriptions: descriptionRows[section].count
        }
    }

    private func shortcutRowValue(_ field: Field, _ record: Record, _ section: Int, _ row: Int) -> Value? {
        switch field {
        case .id, .words, .glyphs, .spoken, .action, .searchKeys, .entryID:
            return .text(Text(record: record, field: field))
        case .hasAction: return .flag(shortcuts.rows[section][row].hasAction)
        // A row pressed as written has no note; false keeps the lookup from going outwards.
        case .pressed, .pressedWords:
            return shortcuts.rows[section][row].pressed == nil ? .flag(false) : .text(Text(record: record, field: field))
        // Optional cells are false when the row has none, so `{{#menu}}…{{/menu}}` skips them;
        // a missing value would send the lookup on outwards, to the section's own title.
        case .title: return shortcuts.rows[section][row].title == nil ? .flag(false) : .text(Text(record: record, field: field))
        case .menu: return shortcuts.rows[section][row].menu == nil ? .flag(false) : .text(Text(record: record, field: field))
        case .usedBy:
            return shortcuts.rows[section][row].usedBy == nil ? .flag(false) : .text(Text(record: record, field: field))
        case .today:
            return shortcuts.rows[section][row].today == nil ? .flag(false) : .text(Text(record: record, field: field))
        case .glyphKeys:
            let caps = shortcuts.glyphCaps[shortcuts.presentation(section, row)]
            return .list(.keyCaps(first: Int32(caps.lowerBound)), count: caps.count)
        case .wordKeys:
            let caps = shortcuts.wordCaps[shortcuts.presentation(section, row)]
            return .list(.keyCaps(first: Int32(caps.lowerBound)), count: caps.count)
        default:
            return nil
        }
    }

    private func keyCapValue(_ field: Field, _ record: Record, _ cap: Int) -> Value? {
        switch field {
        case .label, .name: .text(Text(record: record, field: field))
        case .isSymbol: .flag(shortcuts.capIsSymbol[cap])
        case .isFirst: .flag(shortcuts.capIsFirst[cap])
        default: nil
        }
    }

    private func referenceRowValue(_ field: Field, _ record: Record, _ table: Table) -> Value? {
        let text = Value.text(Text(record: record, field: field))
        return switch (table, field) {
        case (.modifierSymbols, .id), (.modifierSymbols, .glyph), (.modifierSymbols, .name), (.modifierSymbols, .codePoint),
            (.modifierSymbols, .usage), (.modifierSymbols, .searchKeys):
            text
        case (.keyGlyphs, .id), (.keyGlyphs, .glyph), (.keyGlyphs, .name), (.keyGlyphs, .codePoint), (.keyGlyphs, .searchKeys):
            text
        case (.rules, .id), (.rules, .ruleID), (.rules, .title), (.rules, .guidance):
            text
        case (.descriptions, .id), (.descriptions, .name), (.descriptions, .description):
            text
        default:
            nil
        }
    }
}
