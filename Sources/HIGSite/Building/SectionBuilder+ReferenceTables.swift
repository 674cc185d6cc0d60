import HIGModel

/// The reference tables: modifier symbols, key glyphs, the rules for custom shortcuts, keyboard
/// types and focus states. Each is sorted by the model's own order, so the page reads the same
/// whatever order the guideline files list them in; nil when the rulebook has no such rows.
extension SectionBuilder {
    mutating func modifierSymbolSection() -> SiteSection? {
        let symbols = rulebook.modifierSymbols.sorted { ($0.modifier, $0.source) < ($1.modifier, $1.source) }
        guard !symbols.isEmpty else { return nil }
        let id = anchors.claim("modifier-symbols")
        let rows = symbols.map { symbol in
            ModifierSymbolRow(
                id: anchors.claim("modifier", symbol.modifier.name), glyph: symbol.glyph, name: symbol.modifier.name,
                codePoint: symbol.codePoint, usage: symbol.usage,
                searchKeys: SearchTerms.joined(SearchTerms.terms(for: symbol.modifier)))
        }
        var section = makeSection(
            id: id, title: "Modifier key symbols", count: rows.count, noun: ("symbol", "symbols"),
            platforms: documentPlatforms(symbols.map(\.source)))
        section.modifierSymbols = ModifierSymbolTable(rows: rows)
        return section
    }

    mutating func keyGlyphSection() -> SiteSection? {
        let glyphs = rulebook.keyGlyphs.sorted { ($0.key, $0.source) < ($1.key, $1.source) }
        guard !glyphs.isEmpty else { return nil }
        let id = anchors.claim("key-glyphs")
        let rows = glyphs.map { glyph in
            KeyGlyphRow(
                id: anchors.claim("key", glyph.key.name), glyph: glyph.glyph, name: glyph.key.name,
                codePoint: glyph.codePoint, searchKeys: SearchTerms.joined(SearchTerms.terms(for: glyph.key)))
        }
        var section = makeSection(
            id: id, title: "Key glyphs", count: rows.count, noun: ("glyph", "glyphs"),
            platforms: documentPlatforms(glyphs.map(\.source)))
        section.keyGlyphs = KeyGlyphTable(rows: rows)
        return section
    }

    mutating func ruleSection() -> SiteSection? {
        let rules = rulebook.rules.sorted { ($0.id, $0.source) < ($1.id, $1.source) }
        guard !rules.isEmpty else { return nil }
        let id = anchors.claim("custom-shortcut-rules")
        let rows = rules.map { rule in
            RuleRow(
                id: anchors.claim("rule", rule.id.rawValue), ruleID: rule.id.rawValue, title: rule.title,
                guidance: rule.guidance)
        }
        var section = makeSection(
            id: id, title: "Rules for custom shortcuts", count: rows.count, noun: ("rule", "rules"),
            platforms: documentPlatforms(rules.map(\.source)))
        section.rules = RuleTable(rows: rows)
        return section
    }

    mutating func keyboardTypeSection() -> SiteSection? {
        descriptionSection(
            Self.sorted(rulebook.keyboardTypes, by: \.type, then: \.source), name: \.type.rawValue,
            description: \.description, source: \.source,
            layout: ("keyboard-types", "keyboard-type", "Keyboard types", ("keyboard type", "keyboard types"), "Keyboard type"))
    }

    mutating func focusStateSection() -> SiteSection? {
        descriptionSection(
            Self.sorted(rulebook.focusStates, by: \.state, then: \.source), name: \.state.rawValue,
            description: \.description, source: \.source,
            layout: ("focus-states", "focus-state", "Focus states", ("state", "states"), "Focus state"))
    }

    /// A section of named items with a description each (keyboard types, focus states).
    private mutating func descriptionSection<Item>(
        _ items: [Item], name: (Item) -> String, description: (Item) -> String, source: (Item) -> SourceLocation,
        layout: (anchor: String, rowAnchor: String, title: String, noun: (String, String), nameHeading: String)
    ) -> SiteSection? {
        guard !items.isEmpty else { return nil }
        let id = anchors.claim(layout.anchor)
        let rows = items.map {
            DescriptionRow(id: anchors.claim(layout.rowAnchor, name($0)), name: name($0), description: description($0))
        }
        var section = makeSection(
            id: id, title: layout.title, count: rows.count, noun: layout.noun,
            platforms: documentPlatforms(items.map(source)))
        section.descriptions = DescriptionTable(nameHeading: layout.nameHeading, rows: rows)
        return section
    }

    /// Rows in the declaration order of an enum's cases (the model's order), then by source.
    static func sorted<Row, Case: CaseIterable & Equatable>(
        _ rows: [Row], by item: (Row) -> Case, then source: (Row) -> SourceLocation
    ) -> [Row] {
        let order = Array(Case.allCases)
        func rank(_ row: Row) -> Int { order.firstIndex(of: item(row)) ?? order.count }
        return rows.sorted { (rank($0), source($0)) < (rank($1), source($1)) }
    }
}
