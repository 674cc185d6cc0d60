/// The template context: every value the site templates receive, built from a rulebook.
///
/// Templates see these properties by name (`{{#sections}}…{{/sections}}`). Everything is a
/// plain stored value, already sorted, so a template never has to compute or order anything,
/// and the same rulebook always renders the same bytes. The README documents this context
/// for people who write their own templates (`hig-gen build --templates DIR`).
public struct SiteContext: Sendable, Equatable {
    /// The page's heading: "Keyboard shortcuts", or an app's own title ("Sketchy keyboard
    /// shortcuts") when the page is an app's cheat sheet.
    public var title: String
    /// Whether every file is an app's shortcut table (front matter `kind: app`, or no guideline
    /// table): the page is then that app's cheat sheet, not the guidelines'.
    public var isApp: Bool
    /// Every table of the page, in page order: the shortcut tables (reserved, international,
    /// standard, focus navigation, custom), then modifier symbols, key glyphs, the rules for
    /// custom shortcuts, keyboard types and focus states. Tables without rows are left out.
    public var sections: [SiteSection]
    /// How many rows all sections hold together.
    public var rowCount: Int
    /// How many shortcut rows the shortcut tables hold together.
    public var shortcutCount: Int
    /// Whether the page has more than one table: only then do the table filter and the list of
    /// tables help (an app's cheat sheet usually has one).
    public var hasSeveralSections: Bool
    /// The guideline files the rulebook was compiled from, sorted by path.
    public var documents: [SiteDocument]

    public init(
        sections: [SiteSection], documents: [SiteDocument], title: String = "Keyboard shortcuts", isApp: Bool = false
    ) {
        self.title = title
        self.isApp = isApp
        self.sections = sections
        self.rowCount = sections.reduce(0) { $0 + $1.rowCount }
        self.shortcutCount = sections.reduce(0) { $0 + ($1.shortcuts?.rows.count ?? 0) }
        self.hasSeveralSections = sections.count > 1
        self.documents = documents
    }
}

/// A guideline file that contributed to the page.
public struct SiteDocument: Sendable, Equatable {
    /// The file's title from its front matter, or its path when it has none.
    public var title: String
    public var path: String
    /// Its platforms, joined for reading ("macOS, iPadOS"); empty when it names none.
    public var platforms: String
    public var hasPlatforms: Bool
}
