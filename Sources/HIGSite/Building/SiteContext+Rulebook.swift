import HIGModel

extension SiteContext {
    /// The context for a rulebook: sections in page order, every list sorted explicitly (see
    /// each table type for its order), ids unique in the page.
    public init(rulebook: Rulebook) {
        var builder = SectionBuilder(rulebook: rulebook)
        let documents = rulebook.documents.sorted { $0.path < $1.path }.map { document in
            let platforms = SectionBuilder.joined(document.platforms)
            return SiteDocument(
                title: document.title ?? document.path, path: document.path, platforms: platforms,
                hasPlatforms: !platforms.isEmpty)
        }
        self.init(sections: builder.sections(), documents: documents)
    }
}

/// Builds the sections of the page from a rulebook, in page order.
struct SectionBuilder {
    let rulebook: Rulebook
    private var anchors = AnchorNamer()
    /// Platforms of each guideline file, for tables whose rows do not carry their own.
    private let platformsByFile: [String: [Platform]]

    init(rulebook: Rulebook) {
        self.rulebook = rulebook
        platformsByFile = Dictionary(rulebook.documents.map { ($0.path, $0.platforms) }, uniquingKeysWith: { $0 + $1 })
    }

    /// The shortcut tables in ``TableKind`` order, then the reference tables; empty ones left out.
    mutating func sections() -> [SiteSection] {
        var sections = TableKind.allCases.sorted().compactMap { shortcutSection($0) }
        sections += [modifierSymbolSection(), keyGlyphSection(), ruleSection(), keyboardTypeSection(), focusStateSection()]
            .compactMap { $0 }
        return sections
    }

    // MARK: Shortcut tables

    private mutating func shortcutSection(_ kind: TableKind) -> SiteSection? {
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

    // MARK: Reference tables

    private mutating func modifierSymbolSection() -> SiteSection? {
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

    private mutating func keyGlyphSection() -> SiteSection? {
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

    private mutating func ruleSection() -> SiteSection? {
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

    private mutating func keyboardTypeSection() -> SiteSection? {
        let order = KeyboardType.allCases
        let types = rulebook.keyboardTypes.sorted {
            (order.firstIndex(of: $0.type)!, $0.source) < (order.firstIndex(of: $1.type)!, $1.source)
        }
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

    private mutating func focusStateSection() -> SiteSection? {
        let order = FocusState.allCases
        let states = rulebook.focusStates.sorted {
            (order.firstIndex(of: $0.state)!, $0.source) < (order.firstIndex(of: $1.state)!, $1.source)
        }
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

    // MARK: Helpers

    private func makeSection(
        id: String, title: String, count: Int, noun: (singular: String, plural: String), platforms: [Platform]
    ) -> SiteSection {
        let platformText = Self.joined(platforms)
        return SiteSection(
            id: id, title: title, rowCount: count, countLabel: "\(count) \(count == 1 ? noun.singular : noun.plural)",
            platforms: platformText, hasPlatforms: !platformText.isEmpty)
    }

    /// The platforms of the files the rows come from.
    private func documentPlatforms(_ sources: [SourceLocation]) -> [Platform] {
        sources.flatMap { platformsByFile[$0.file] ?? [] }
    }

    /// "macOS, iPadOS": each platform once, in the model's order.
    static func joined(_ platforms: [Platform]) -> String {
        Set(platforms).sorted().map(\.rawValue).joined(separator: ", ")
    }
}
