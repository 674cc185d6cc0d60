import Foundation
import HIGModel
import Testing

@testable import HIGSite

/// An app whose rows name targets gets a page per target and kind of device: which rows land
/// where, the pages' files and titles, the links between them, the system's reserved keys on
/// each, and how shortcuts are pressed on the default layout.
@Suite("An app's pages per target and platform")
struct AppPagesTests {
    static let fixture = Support.packageRoot.appendingPathComponent("Tests/Fixtures/app-tables/reader.md")
    static let expected = Support.packageRoot.appendingPathComponent("Tests/HIGSiteTests/Expected/reader-mac.html")

    static func site() throws -> Site {
        let rulebook = Support.rulebook(try String(contentsOf: fixture, encoding: .utf8), path: "reader.md")
        return Site(rulebook: rulebook, guidelines: Support.contentRulebook)
    }

    static func rows(_ page: SiteContext) -> [String] {
        page.sections.flatMap { $0.shortcuts?.rows ?? [] }.map(\.entryID)
    }

    @Test("an overview, then a page per target and device, in name and device order")
    func files() throws {
        let site = try Self.site()
        #expect(
            site.pages.map(\.file) == [
                "index.html", "reader-mac.html", "reader-clipper-mac.html", "reader-mobile-ipad.html",
                "reader-mobile-apple-vision-pro.html",
            ])
        #expect(
            site.pages.map(\.title) == [
                "Reader keyboard shortcuts", "Reader on Mac", "Reader Clipper on Mac", "Reader Mobile on iPad",
                "Reader Mobile on Apple Vision Pro",
            ])
        #expect(site.pages.allSatisfy { $0.siteTitle == "Reader keyboard shortcuts" })
        #expect(site.pages.map(\.isOverview) == [true, false, false, false, false])
        #expect(site.pages.map(\.platforms).dropFirst() == ["macOS", "macOS", "iOS, iPadOS", "visionOS"])
    }

    @Test("each page lists the rows of its target on its platforms; rows without targets are everywhere")
    func rowsPerPage() throws {
        let pages = try Self.site().pages
        #expect(Self.rows(pages[0]).isEmpty)
        #expect(Self.rows(pages[1]) == ["newWindow", "refresh", "markAllRead", "openInBrowser", "readerHelp"])
        #expect(Self.rows(pages[2]) == ["markAllRead", "saveClip"])
        // Open in Browser names iPadOS and visionOS for Reader Mobile: on the iPad page, not the iPhone's alone.
        #expect(Self.rows(pages[3]) == ["refresh", "markAllRead", "nextArticle", "openInBrowser"])
        #expect(Self.rows(pages[4]) == ["refresh", "markAllRead", "openInBrowser"])
    }

    @Test("every page links to every target page and marks its own")
    func links() throws {
        let pages = try Self.site().pages
        for page in pages {
            #expect(page.pages.map(\.file) == pages.dropFirst().map(\.file))
            #expect(page.pages.filter(\.isCurrent).map(\.file) == (page.isOverview ? [] : [page.file]))
        }
        #expect(pages[0].pages.map(\.countLabel) == ["5 shortcuts", "2 shortcuts", "4 shortcuts", "3 shortcuts"])
        #expect(pages[0].pages.map(\.device) == ["Mac", "Mac", "iPad", "Apple Vision Pro"])
    }

    @Test("a Mac page marks what the system reserves on macOS, not what apps share; other devices have their own")
    func reserved() throws {
        let pages = try Self.site().pages
        let mac = pages[1].reserved
        #expect(mac.first == ReservedShortcut(glyphs: "⌘Space", keys: "⌘space", words: "Command-Space", title: "Spotlight"))
        #expect(mac.contains { $0.words == "Option-Command-Esc" && $0.title == "Force Quit" })
        // Copy is reserved for apps to share, not taken by the system.
        #expect(!mac.contains { $0.words == "Command-C" })
        #expect(Set(mac.map(\.glyphs)).count == mac.count)
        // The iPad page marks iPadOS's own system shortcuts; no rows reserve any on visionOS.
        #expect(pages[3].reserved.contains { $0.words == "Command-Space" && $0.title == "Search" })
        #expect(!pages[3].reserved.contains { $0.words == "Option-Command-Esc" })
        #expect(pages[4].reserved.isEmpty && pages[0].reserved.isEmpty)
        #expect(SiteContext(rulebook: Support.contentRulebook).reserved.isEmpty)
    }

    @Test("a row shows how it is pressed on U.S. only where that differs from how it is written")
    func pressed() throws {
        let rows = try Self.site().pages[1].sections.flatMap { $0.shortcuts?.rows ?? [] }
        let help = try #require(rows.first { $0.entryID == "readerHelp" })
        #expect(help.pressed == "⇧⌘/" && help.pressedWords == "Shift-Command-/")
        #expect(rows.filter { $0.pressed != nil }.map(\.entryID) == ["readerHelp"])
        #expect(rows.first { $0.entryID == "newWindow" }?.hasAction == false)
    }

    @Test("one target on one kind of device, or none, keeps the one page; iOS alone is an iPhone; no platform, no device")
    func shapes() {
        func site(_ targets: [String]) -> Site {
            var table = "---\ntitle: T\nkind: app\n---\n| Keyboard shortcut | Title | Action | Targets |\n|---|---|---|---|\n"
            for (index, target) in targets.enumerated() {
                table += "| Command-\(index) | Item \(index) | Do thing \(index). | \(target) |\n"
            }
            return Site(rulebook: Support.rulebook(table, path: "t.md"))
        }
        #expect(site(["Solo (macOS)", "Solo (macOS)"]).pages.map(\.file) == ["index.html"])
        #expect(site(["", ""]).pages.map(\.file) == ["index.html"])
        #expect(site(["Phone (iOS)", "Pad (iOS, iPadOS)"]).pages.map(\.title) == ["T", "Pad on iPad", "Phone on iPhone"])
        #expect(site(["Plain", "Other (macOS)"]).pages.map(\.file) == ["index.html", "other-mac.html", "plain.html"])
    }

    @Test("the rendered pages: titles, headings, navigation, the legend, no empty detail (HIG_GEN_RECORD=1 records)")
    func rendered() throws {
        var files: [String: String] = [:]
        for file in try SiteRenderer.render(try Self.site(), with: .builtIn) {
            files[file.path] = String(decoding: file.bytes, as: UTF8.self)
        }
        let overview = try #require(files["index.html"])
        #expect(overview.contains("<title>Reader keyboard shortcuts cheat sheet</title>"))
        #expect(
            overview.contains(
                "<li><a href=\"reader-mobile-ipad.html\">Reader Mobile on iPad</a> <span class=\"count\">4 shortcuts</span></li>")
        )
        #expect(!overview.contains("id=\"keyboard-map\"") && !overview.contains("id=\"search\""))
        let mac = try #require(files["reader-mac.html"])
        #expect(mac.contains("<title>Reader on Mac · Reader keyboard shortcuts cheat sheet</title>"))
        #expect(mac.contains("<h1>Reader on Mac</h1>"))
        #expect(mac.contains("<a href=\"reader-mac.html\" aria-current=\"page\">Reader on Mac</a>"))
        #expect(mac.contains("<li data-keys=\"⌘space\">"))
        #expect(mac.contains("U.S.: <span aria-hidden=\"true\">⇧⌘/</span><span class=\"vh\">Shift-Command-/</span>"))
        #expect(!mac.contains("<span class=\"command-detail\"></span>"))
        let iPad = try #require(files["reader-mobile-ipad.html"])
        // iPadOS's own system shortcuts are marked on the iPad page.
        #expect(!iPad.contains("The guidelines reserve no shortcut for the system on iOS, iPadOS."))
        if ProcessInfo.processInfo.environment["HIG_GEN_RECORD"] == "1" {
            try Data(mac.utf8).write(to: Self.expected)
        }
        let recorded = try String(contentsOf: Self.expected, encoding: .utf8)
        #expect(mac == recorded, "the Mac page changed; re-record with HIG_GEN_RECORD=1 and read the diff")
    }
}
