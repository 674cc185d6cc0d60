import HIGModel
import Testing

@testable import HIGMarkdown

@Suite("ID and Title columns")
struct IDColumnTests {
    @Test("beside a shortcut column, ID names entries and Title gives their titles")
    func shortcutTableWithID() {
        let output = Support.compile(
            """
            ## Custom shortcuts
            | ID | Keyboard shortcut | Title | Action |
            |---|---|---|---|
            | `sortByName` | Control-Option-Command-N | Sort by Name | Sort the bookmarks by name. |
            |  | Control-Option-Command-D |  | Sort the bookmarks by date. |
            """)
        #expect(output.diagnostics.isEmpty, "\(output.briefs)")
        #expect(output.rulebook.entries.map(\.givenID) == ["sortByName", nil])
        #expect(output.rulebook.entries.map(\.id) == ["sortByName", "custom.control-option-command-d"])
        #expect(output.rulebook.entries.map(\.title) == ["Sort by Name", nil])
        #expect(output.rulebook.rules.isEmpty)
    }

    @Test("without a shortcut column, ID still makes a rules table")
    func rulesTableStillWorks() {
        let output = Support.compile(
            """
            ## Rules
            | ID | Rule | Guidance |
            |---|---|---|
            | modifier-order | Keep the order | Control, Option, Shift, Command. |
            """)
        #expect(output.diagnostics.isEmpty, "\(output.briefs)")
        #expect(output.rulebook.rules.map(\.id) == [.modifierOrder])
        #expect(output.rulebook.rules.first?.title == "Keep the order")
        #expect(output.rulebook.entries.isEmpty)
    }

    @Test("'ID | Key | Action' is a shortcut table of single keys")
    func idWithKeyColumn() {
        let output = Support.compile(
            """
            ## Focus navigation keys
            | ID | Key | Action |
            |---|---|---|
            | nextGroup | Tab | Next focus group. |
            """)
        #expect(output.diagnostics.isEmpty, "\(output.briefs)")
        #expect(output.rulebook.entries.map(\.id) == ["nextGroup"])
        #expect(output.rulebook.entries.map(\.shortcut.words) == ["Tab"])
    }

    @Test("the JSON carries id and title only when given")
    func json() throws {
        let output = Support.compile(
            "## Custom\n| ID | Shortcut | Action |\n|---|---|---|\n| copyLink | Command-L | Copy the link. |\n")
        #expect(output.rulebook.entries.first?.id == "copyLink")
        #expect(output.rulebook.entries.first?.title == nil)
    }
}
