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

    /// The page's file in the site folder: "index.html", or a target's page
    /// ("reader-mobile-ipad.html") when the app has a page per target and platform.
    public var file = "index.html"
    /// The title of the whole site: the app's title on every page of an app ("Reader keyboard
    /// shortcuts"); the same as ``title`` on a site of one page.
    public var siteTitle: String
    /// Whether the page is the overview of an app's pages: it links to them and lists no rows.
    public var isOverview = false
    /// Every target-and-platform page of the app, in ``Site`` order, the current one marked;
    /// empty when the site has one page.
    public var pages: [SitePage] = []
    public var hasPages: Bool { !pages.isEmpty }
    /// The platforms the page is for, in the model's order and joined ("iOS, iPadOS"); empty
    /// when nothing names one.
    public var platforms = ""
    /// The shortcuts the system reserves on the page's platforms, which the keyboard map marks
    /// apart from the app's own, in the guidelines' source order, each shortcut once. Empty
    /// except on an app's pages.
    public var reserved: [ReservedShortcut] = []
    public var hasReserved: Bool { !reserved.isEmpty }
    /// The name of the layout the page shows before another is chosen ("U.S."), which
    /// ``ShortcutRow/pressed`` is for.
    public var defaultLayout: String { PressedKeys.defaultLayout.name }

    public init(
        sections: [SiteSection], documents: [SiteDocument], title: String = "Keyboard shortcuts", isApp: Bool = false
    ) {
        self.title = title
        self.siteTitle = title
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
