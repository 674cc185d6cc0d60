import HIGModel
import Testing

@testable import HIGMarkdown

@Suite("Real pages as people save them")
struct RealPageTests {
    @Test("a scraped page: no closing fence, no leading pipes, <br>, images, HTML and navigation around the table")
    func scrapedPage() {
        let output = RulebookCompiler.compile(paths: [Support.path("Tests/Fixtures/scraped-page.md")])
        #expect(
            output.briefs == [
                "4:1 warning front-matter.unclosed",
                "25:1 warning table.missing-cell",
                "27:1 warning table.missing-cell",
                "27:3 note entry.several-actions",
                "29:1 warning table.missing-cell",
                "33:1 note table.ignored",
            ])
        #expect(output.words == ["Command-C", "Shift-Command-C", "Command-I", "Command-I", "Command-Z", "Shift-Command-Z"])
        #expect(output.rulebook.entries[1].action == "Show the Colors window. Text apps only.")
        #expect(output.rulebook.entries[4].action == "Undo the last change.")
        #expect(output.rulebook.entries.allSatisfy { $0.table == .standard })
        #expect(output.rulebook.documents.first?.title == "Keyboards | Example scraped page")
    }

    // The seeds live in shared/, beside the repository, as on CI and developers' machines; a
    // clone without it skips these two and says why.
    @Test(
        "seed 003 (Virtual keyboards): its only table is a change log, so it adds nothing, and says so",
        Support.seedTrait("003_f3ac9c53c38e6af2.txt"))
    func seed003() {
        let output = RulebookCompiler.compile(paths: [Support.seed("003_f3ac9c53c38e6af2.txt")])
        #expect(
            output.briefs == [
                "-:- warning input.no-guideline-tables", "4:1 warning front-matter.unclosed", "150:1 note table.ignored",
            ])
        #expect(output.rulebook.documents.first?.title == "Virtual keyboards | Apple Developer Documentation")
    }

    @Test(
        "seed 004 (Focus and selection): focus states read from their pictures, navigation noise skipped",
        Support.seedTrait("004_001f422272418b7b.txt"))
    func seed004() throws {
        let output = RulebookCompiler.compile(paths: [Support.seed("004_001f422272418b7b.txt")])
        #expect(
            output.briefs == [
                "246:1 warning table.name-from-image", "247:1 warning table.name-from-image",
                "248:1 warning table.name-from-image", "249:1 warning table.name-from-image",
                "250:1 warning table.name-from-image", "288:1 note table.ignored",
            ])
        #expect(output.rulebook.focusStates.map(\.state) == FocusState.allCases)
        let first = try #require(output.rulebook.focusStates.first)
        #expect(first.description.hasPrefix("The viewer hasn’t brought focus"))
    }

    @Test("deeply nested block quotes do not overflow the stack")
    func deepNesting() {
        let markdown = String(repeating: ">", count: 10_000) + " | Shortcut | Action |\n"
        let output = Support.compile(markdown)
        #expect(output.rulebook.entries.isEmpty)
    }
}
