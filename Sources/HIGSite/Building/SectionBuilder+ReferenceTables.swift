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
        let types = Self.sorted(rulebook.keyboardTypes, by: \.type, then: \.source)
        guard !types.isEmpty else { return nil }
        let id = anchors.claim("keyboard-types")
        let rows = types.map {
            DescriptionRow(
                id: anchors.claim("keyboard-type", $0.type.rawValue), name: $0.type.rawValue, description: $0.description)
        }
        var section = makeSection(
            id: id, title: "Keyboard types", count: rows.count, noun: ("keyboard type", "keyboard types"),
            platforms: documentPlatforms(types.map(\.source)))
        section.descriptions = DescriptionTable(nameHeading: "Keyboard type", rows: rows)
        return section
    }

    mutating func focusStateSection() -> SiteSection? {
        let states = Self.sorted(rulebook.focusStates, by: \.state, then: \.source)
        guard !states.isEmpty else { return nil }
        let id = anchors.claim("focus-states")
        let rows = states.map {
            DescriptionRow(
                id: anchors.claim("focus-state", $0.state.rawValue), name: $0.state.rawValue, description: $0.description)
        }
        var section = makeSection(
            id: id, title: "Focus states", count: rows.count, noun: ("state", "states"),
            platforms: documentPlatforms(states.map(\.source)))
        section.descriptions = DescriptionTable(nameHeading: "Focus state", rows: rows)
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
