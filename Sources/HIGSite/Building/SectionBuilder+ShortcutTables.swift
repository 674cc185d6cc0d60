import HIGModel

extension SectionBuilder {
    /// A shortcut table: its entries in source order (file, then line), each with key caps for
    /// both notations, spoken names and search terms; nil when the table has no entries.
    mutating func shortcutSection(_ kind: TableKind) -> SiteSection? {
        let entries = rulebook.entries(in: kind).sorted { $0.source < $1.source }
        guard !entries.isEmpty else { return nil }
        let id = anchors.claim(kind.rawValue)
        let rows = entries.map { entry in
            let glyphKeys = KeyCaps.glyphs(for: entry.shortcut)
            return ShortcutRow(
                id: anchors.claim(id, entry.shortcut.words), words: entry.shortcut.words,
                glyphs: entry.shortcut.glyphs, spoken: KeyCaps.spoken(glyphKeys), glyphKeys: glyphKeys,
                wordKeys: KeyCaps.words(for: entry.shortcut), action: entry.action,
                searchKeys: SearchTerms.joined(SearchTerms.terms(for: entry.shortcut)))
        }
        var section = makeSection(
            id: id, title: kind.title, count: rows.count, noun: ("shortcut", "shortcuts"),
            platforms: entries.flatMap(\.platforms))
        section.shortcuts = ShortcutTable(rows: rows)
        return section
    }
}
