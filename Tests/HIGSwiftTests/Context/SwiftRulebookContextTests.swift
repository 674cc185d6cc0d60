import HIGMarkdown
import HIGModel
import Testing

@testable import HIGSwift

@Suite("The Swift view model")
struct SwiftRulebookContextTests {
    @Test("every table is present, in TableKind order, each member sorted by source")
    func tables() {
        let context = SwiftRulebookContext(Fixtures.content, options: Fixtures.contentOptions)
        #expect(context.tables.map(\.typeName) == ["Reserved", "International", "Standard", "FocusNavigation", "Custom"])
        for table in context.tables {
            #expect(table.members.count == Fixtures.content.entries(in: table.kind).count)
            let sources = table.members.map(\.entry.source)
            #expect(sources == sources.sorted())
        }
        #expect(context.entryOrder.count == Fixtures.content.entries.count)
        #expect(context.documents.first == "Content/custom-shortcuts.md")
    }

    @Test("names are unique per table and ids unique overall")
    func unique() {
        let context = SwiftRulebookContext(Fixtures.content, options: Fixtures.contentOptions)
        for table in context.tables {
            #expect(Set(table.members.map(\.name)).count == table.members.count)
        }
        let ids = context.tables.flatMap(\.members).map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test("Content's entries are named after their titles, the 'Varies.' rows included, without a note")
    func contentNames() {
        let context = SwiftRulebookContext(Fixtures.content, options: Fixtures.contentOptions)
        let reserved = context.tables[0].members
        #expect(
            reserved.filter { $0.entry.action == "Varies." }.map(\.name) == [
                "reservedShiftCommandSpace", "reservedF8", "reservedF9", "reservedF10",
            ])
        let italic = reserved.filter { $0.entry.shortcut.words == "Command-I" }.map(\.name)
        #expect(italic == ["italic", "getInfo"])
        #expect(reserved.first { $0.entry.shortcut.words == "Shift-Command-S" }?.name == "saveAs")
        #expect(context.keyboardTypes.map(\.name).contains("default"))
        // A keyword is declared in backticks, which renames nothing: no note. Titles are
        // unique in each table, so nothing collides either.
        #expect(context.diagnostics.isEmpty, "\(context.diagnostics.map(\.message))")
    }

    @Test("an ID column names the entry; a Title column gives its discoverability title")
    func idAndTitle() {
        let output = RulebookCompiler.compile(
            markdown: """
                ## Custom shortcuts
                | ID | Keyboard shortcut | Title | Action |
                |---|---|---|---|
                | `sortByName` | Control-Option-Command-N | Sort Bookmarks by Name | Sort the bookmarks by their names. |
                |  | Control-Option-Command-D | | Sort the bookmarks by date. |
                """, path: "custom.md")
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let members = SwiftRulebookContext(output.rulebook).tables.last!.members
        #expect(members.map(\.name) == ["sortByName", "sortBookmarksByDate"])
        #expect(members.map(\.discoverabilityTitle) == ["Sort Bookmarks by Name", "Sort the bookmarks by date"])
        #expect(members.map(\.id) == ["sortByName", "custom.control-option-command-d"])
    }
}
