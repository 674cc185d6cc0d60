import HIGModel

/// Which pages an app's cheat sheet has when its rows name targets (the `Targets` column),
/// and which rows each page lists.
///
/// A page is one target on one kind of device (``DeviceFamily``): "Reader" on Mac,
/// "Reader Mobile" on iPad. A row lands on a page when it names the page's target, or names
/// no target at all, and when its platforms for that target meet the page's, or it names none.
struct AppPagePlan {
    struct Page: Equatable {
        /// The target's name; empty when no row names a target (never the case for a plan of
        /// several pages).
        var target: String
        var device: DeviceFamily?
        /// The target's platforms on this kind of device; empty when the target names none.
        var platforms: Set<Platform>
        var file: String
        /// The positions in the rulebook of the entries the page lists, in rulebook order.
        var entries: [Int]

        var deviceName: String { device?.name(covering: platforms) ?? "" }
        var title: String { device == nil ? target : target + " on " + deviceName }
    }

    /// The pages in target-name order, then device order; fewer than two when the rows name at
    /// most one target on one kind of device, and the app then has the one page it always had.
    let pages: [Page]

    init(rulebook: Rulebook) {
        let entries = rulebook.entries
        // Each target's platforms: every row that names it adds its own.
        var targets: [String: Set<Platform>] = [:]
        for entry in entries {
            for target in entry.placement?.targets ?? [] {
                targets[target.name, default: []].formUnion(target.platforms)
            }
        }
        var pages: [Page] = []
        var files = Set(["index.html"])
        for name in targets.keys.sorted(by: Self.readingOrder) {
            let platforms = targets[name]!
            let families = Set(platforms.map(DeviceFamily.init)).sorted()
            let shapes: [(DeviceFamily?, Set<Platform>)] =
                families.isEmpty
                ? [(nil, [])] : families.map { family in (family, platforms.filter { DeviceFamily($0) == family }) }
            for (family, covered) in shapes {
                var page = Page(target: name, device: family, platforms: covered, file: "", entries: [])
                page.file = Self.claim(Slug.make(name + " " + page.deviceName), in: &files)
                page.entries = entries.indices.filter { Self.lists(entries[$0], target: name, platforms: covered) }
                pages.append(page)
            }
        }
        self.pages = pages
    }

    /// Whether a page of `target` on `platforms` lists `entry`: rows without targets are the
    /// whole app's, and rows or targets without platforms run on every platform.
    static func lists(_ entry: Entry, target: String, platforms: Set<Platform>) -> Bool {
        let named = entry.placement?.targets ?? []
        let rowPlatforms: [Platform]
        if named.isEmpty {
            rowPlatforms = entry.platforms
        } else {
            guard let own = named.first(where: { $0.name == target }) else { return false }
            rowPlatforms = own.platforms
        }
        return rowPlatforms.isEmpty || platforms.isEmpty || !platforms.isDisjoint(with: rowPlatforms)
    }

    /// A file name from `slug`, unique among `files` ("reader-mac.html", then "reader-mac-2.html").
    private static func claim(_ slug: String, in files: inout Set<String>) -> String {
        let base = slug.isEmpty ? "page" : slug
        var file = base + ".html"
        var number = 2
        while files.contains(file) {
            file = "\(base)-\(number).html"
            number += 1
        }
        files.insert(file)
        return file
    }

    /// Names as people sort them (case folded), with the exact text breaking ties, so the
    /// order never depends on a dictionary's.
    private static func readingOrder(_ lhs: String, _ rhs: String) -> Bool {
        (lhs.lowercased(), lhs) < (rhs.lowercased(), rhs)
    }
}
