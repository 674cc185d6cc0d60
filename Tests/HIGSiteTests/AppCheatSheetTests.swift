import Foundation
import HIGModel
import HIGSite
import Testing

/// An app's own shortcut table makes the app's own cheat sheet: its title, Title and Menu
/// columns, anchors from stable ids; and our own site shows Title and Used by again.
@Suite("An app's cheat sheet")
struct AppCheatSheetTests {
    static let fixture = Support.packageRoot.appendingPathComponent("Tests/Fixtures/app-tables/sketchy.md")
    static let expected = Support.packageRoot.appendingPathComponent("Tests/HIGSiteTests/Expected/sketchy-index.html")

    static func appRulebook(_ markdown: String? = nil) throws -> Rulebook {
        Support.rulebook(try markdown ?? String(contentsOf: fixture, encoding: .utf8), path: "sketchy.md")
    }

    @Test("the page is the app's: its title, one section, Command and Menu columns, no Used by")
    func appContext() throws {
        let context = SiteContext(rulebook: try Self.appRulebook())
        #expect(context.isApp)
        #expect(context.title == "Sketchy keyboard shortcuts")
        #expect(context.sections.map(\.title) == ["Keyboard shortcuts"])
        let table = try #require(context.sections.first?.shortcuts)
        #expect(table.hasTitles && table.hasMenus && !table.hasUsedBy)
        #expect(table.rows.map(\.menu).first == "File")
        #expect(table.rows.map(\.id).prefix(2) == ["newdrawing", "exportaspdf"])
    }

    @Test("anchors follow the stable ids: reordered and reworded rows keep them")
    func stableAnchors() throws {
        let text = try String(contentsOf: Self.fixture, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rows = lines.indices.filter { lines[$0].hasPrefix("| ") && !lines[$0].hasPrefix("| ID") }
        let reversed = rows.map { lines[$0] }.reversed().map { $0.replacingOccurrences(of: "Pick the", with: "Choose the") }
        for (index, line) in zip(rows, reversed) { lines[index] = line }
        func anchors(_ rulebook: Rulebook) -> [String: String] {
            let rows = SiteContext(rulebook: rulebook).sections.flatMap { $0.shortcuts?.rows ?? [] }
            return Dictionary(uniqueKeysWithValues: rows.map { ($0.entryID, $0.id) })
        }
        #expect(anchors(try Self.appRulebook()) == anchors(try Self.appRulebook(lines.joined(separator: "\n"))))
    }

    @Test("our own site shows Title and Used by; a table without them shows neither")
    func contentColumns() {
        let context = SiteContext(rulebook: Support.contentRulebook)
        #expect(!context.isApp && context.title == "Keyboard shortcuts")
        let reserved = context.section("reserved")?.shortcuts
        #expect(reserved?.hasTitles == true && reserved?.hasUsedBy == true && reserved?.hasMenus == false)
        let focus = context.section("focus-navigation")?.shortcuts
        #expect(focus?.hasTitles == false && focus?.hasUsedBy == false)
    }

    @Test("the app's page is exactly the recorded one (HIG_GEN_RECORD=1 records it)")
    func snapshot() throws {
        let page = try #require(try Support.render(try Self.appRulebook())["index.html"])
        #expect(!page.contains("Used by"))
        #expect(page.contains("<h1>Sketchy keyboard shortcuts</h1>"))
        #expect(page.contains("<span class=\"command-title\">Export as PDF</span>"))
        #expect(page.contains("<td class=\"menu\">File ▸ Export</td>"))
        if ProcessInfo.processInfo.environment["HIG_GEN_RECORD"] == "1" {
            try Data(page.utf8).write(to: Self.expected)
        }
        let recorded = try String(contentsOf: Self.expected, encoding: .utf8)
        #expect(page == recorded, "the app's cheat sheet changed; re-record with HIG_GEN_RECORD=1 and read the diff")
    }
}
