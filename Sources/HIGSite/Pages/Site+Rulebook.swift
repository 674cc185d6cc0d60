import HIGModel

extension Site {
    /// The site of a rulebook: one page, or for an app whose rows name more than one target or
    /// kind of device, an overview and a page per target and platform (``AppPagePlan``).
    /// `guidelines` are what the app is checked against: their reserved shortcuts are marked on
    /// its keyboard maps.
    public init(rulebook: Rulebook, guidelines: Rulebook? = nil) {
        let whole = SiteContext(rulebook: rulebook, guidelines: guidelines)
        let plan = whole.isApp ? AppPagePlan(rulebook: rulebook) : nil
        guard let plan, plan.pages.count > 1 else {
            self.init(pages: [whole])
            return
        }
        var pages = plan.pages.map { page in
            var context = SiteContext(
                rulebook: rulebook, guidelines: guidelines, entries: page.entries,
                platforms: page.platforms.isEmpty ? nil : page.platforms)
            context.file = page.file
            context.siteTitle = whole.title
            context.title = page.title
            // A table's platforms are its rows', which list every target's; on a target's page, the page's.
            for index in context.sections.indices where !page.platforms.isEmpty {
                context.sections[index].platforms = context.platforms
                context.sections[index].hasPlatforms = true
            }
            return context
        }
        var overview = whole
        overview.sections = []
        overview.isOverview = true
        overview.reserved = []
        pages.insert(overview, at: 0)
        let links = zip(plan.pages, pages.dropFirst()).map { page, context in
            SitePage(
                file: page.file, title: page.title, target: page.target, device: page.deviceName,
                platforms: SectionBuilder.joined(Array(page.platforms)),
                countLabel: "\(context.shortcutCount) \(context.shortcutCount == 1 ? "shortcut" : "shortcuts")",
                isCurrent: false)
        }
        for index in pages.indices {
            pages[index].pages = links.map { link in
                var link = link
                link.isCurrent = link.file == pages[index].file
                return link
            }
        }
        self.init(pages: pages)
    }
}
