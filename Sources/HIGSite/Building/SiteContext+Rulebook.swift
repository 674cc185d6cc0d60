import HIGModel

extension SiteContext {
    /// The context for a rulebook: sections in page order, every list sorted explicitly (see
    /// each table type for its order), ids unique in the page. An app's page lists every row
    /// of the app, and its keyboard map the shortcuts `guidelines` reserve for the system on
    /// the app's platforms (the rulebook's own reserved tables when `guidelines` is nil).
    public init(rulebook: Rulebook, guidelines: Rulebook? = nil) {
        self.init(rulebook: rulebook, guidelines: guidelines, entries: nil)
    }

    /// The page of the rulebook's entries at `positions` (every entry when nil).
    init(rulebook: Rulebook, guidelines: Rulebook?, entries positions: [Int]?, platforms: Set<Platform>? = nil) {
        var builder = SectionBuilder(rulebook: rulebook)
        let documents = rulebook.documents.sorted { $0.path < $1.path }.map { document in
            let platforms = SectionBuilder.joined(document.platforms)
            return SiteDocument(
                title: document.title ?? document.path, path: document.path, platforms: platforms,
                hasPlatforms: !platforms.isEmpty)
        }
        let isApp = !rulebook.documents.isEmpty && rulebook.documents.allSatisfy { $0.kind == .app }
        let appTitle = rulebook.documents.lazy.compactMap(\.title).first
        self.init(
            sections: builder.sections(isApp: isApp, only: positions), documents: documents,
            title: isApp ? appTitle ?? "Keyboard shortcuts" : "Keyboard shortcuts", isApp: isApp)
        guard isApp else { return }
        let platforms = platforms ?? Set(rulebook.documents.flatMap(\.platforms) + rulebook.entries.flatMap(\.platforms))
        self.platforms = SectionBuilder.joined(Array(platforms))
        reserved = ReservedShortcuts.on(platforms, in: guidelines ?? rulebook.guidelinesOnly)
    }
}

/// Builds the sections of the page from a rulebook, in page order.
struct SectionBuilder {
    let rulebook: Rulebook
    var anchors = AnchorNamer()
    var presentations = ShortcutPresentations()
    /// Platforms of each guideline file, for tables whose rows do not carry their own.
    let platformsByFile: [String: [Platform]]

    init(rulebook: Rulebook) {
        self.rulebook = rulebook
        platformsByFile = Dictionary(rulebook.documents.map { ($0.path, $0.platforms) }, uniquingKeysWith: { $0 + $1 })
    }

    /// The shortcut tables in ``TableKind`` order, then the reference tables; empty ones left
    /// out. On an app's page its table is simply its "Keyboard shortcuts". `listed` keeps only
    /// the entries at those positions (a target's page).
    mutating func sections(isApp: Bool = false, only listed: [Int]? = nil) -> [SiteSection] {
        anchors.reserveCapacity(listed?.count ?? rulebook.entries.count)
        var positions: [TableKind: [Int]] = [:]
        for position in listed ?? Array(rulebook.entries.indices) {
            positions[rulebook.entries[position].table, default: []].append(position)
        }
        var sections = TableKind.allCases.sorted().compactMap { kind in
            shortcutSection(kind, entries: positions[kind] ?? [], title: isApp && kind == .custom ? "Keyboard shortcuts" : nil)
        }
        sections += [modifierSymbolSection(), keyGlyphSection(), ruleSection(), keyboardTypeSection(), focusStateSection()]
            .compactMap { $0 }
        return sections
    }

    // MARK: Helpers

    func makeSection(
        id: String, title: String, count: Int, noun: (singular: String, plural: String), platforms: [Platform]
    ) -> SiteSection {
        let platformText = Self.joined(platforms)
        return SiteSection(
            id: id, title: title, rowCount: count, countLabel: "\(count) \(count == 1 ? noun.singular : noun.plural)",
            platforms: platformText, hasPlatforms: !platformText.isEmpty)
    }

    /// The platforms of the files the rows come from.
    func documentPlatforms(_ sources: [SourceLocation]) -> [Platform] {
        sources.flatMap { platformsByFile[$0.file] ?? [] }
    }

    /// "macOS, iPadOS": each platform once, in the model's order.
    static func joined(_ platforms: [Platform]) -> String {
        Set(platforms).sorted().map(\.rawValue).joined(separator: ", ")
    }
}
