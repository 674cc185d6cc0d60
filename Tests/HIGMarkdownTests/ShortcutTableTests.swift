import HIGModel
import Testing

@testable import HIGMarkdown

@Suite("Shortcut tables")
struct ShortcutTableTests {
    @Test("continuation rows inherit the primary key; an empty shortcut cell is the key alone")
    func groups() {
        let output = Support.compile(
            """
            ## Reserved keyboard shortcuts
            | Primary key | Keyboard shortcut | Action |
            |---|---|---|
            | Esc |  | Cancel. |
            |  | Option-Command-Esc | Force quit. |
            | F8 |  | Varies. |
            """)
        #expect(output.diagnostics.isEmpty)
        #expect(output.words == ["Esc", "Option-Command-Esc", "F8"])
        #expect(output.rulebook.entries.allSatisfy { $0.table == .reserved })
        #expect(output.rulebook.entries.map(\.source.line) == [4, 5, 6])
    }

    @Test(
        "header synonyms, any case",
        arguments: [
            "| Shortcut | Description |", "| KEYS | Associated action |", "| Key sequence | Action |",
            "| Keyboard shortcut | Meaning |", "| Key | Action |",
        ])
    func synonyms(header: String) {
        let output = Support.compile("## Standard shortcuts\n\(header)\n|---|---|\n| Command-C | Copy. |\n")
        #expect(output.diagnostics.isEmpty, "\(output.briefs)")
        #expect(output.words == ["Command-C"])
    }

    @Test(
        "the heading gives the table its meaning",
        arguments: [
            ("Reserved keyboard shortcuts", TableKind.reserved), ("Reserved international keyboard shortcuts", .international),
            ("Standard keyboard shortcuts", .standard), ("Focus navigation keys", .focusNavigation),
            ("Our custom shortcuts", .custom),
        ])
    func headingMeaning(heading: String, kind: TableKind) {
        let output = Support.compile(
            "# Page\n### \(heading)\nSome prose.\n\n| Shortcut | Action |\n|---|---|\n| Command-C | Copy. |\n")
        #expect(output.rulebook.entries.first?.table == kind)
    }

    @Test("a nearer heading wins over an outer one")
    func nearestHeading() {
        let output = Support.compile(
            "## Reserved shortcuts\n### International\n| Shortcut | Action |\n|---|---|\n| Control-Space | Next input source. |\n"
        )
        #expect(output.rulebook.entries.first?.table == .international)
    }

    @Test("in guidelines, a heading that names no table is a warning; the table is read as custom")
    func unknownHeading() {
        let output = Support.compile(
            "## Reserved shortcuts\n| Shortcut | Action |\n|---|---|\n| Command-Q | Quit. |\n"
                + "## Shortcuts we like\n| Shortcut | Action |\n|---|---|\n| Command-K | Link. |\n")
        #expect(output.briefs == ["6:1 warning table.unknown-kind"])
        #expect(output.rulebook.entries.map(\.table) == [.reserved, .custom])
        #expect(output.rulebook.documents.first?.kind == .guidelines)
    }

    @Test("a file with no guideline table is an app's: its tables are the app's, without a warning")
    func appFile() {
        let output = Support.compile("## Shortcuts we like\n| Shortcut | Action |\n|---|---|\n| Command-C | Copy. |\n")
        #expect(output.briefs == [])
        #expect(output.rulebook.entries.first?.table == .custom)
        #expect(output.rulebook.documents.first?.kind == .app)
    }

    @Test("platforms come from the front matter, or from a Platforms column")
    func platforms() {
        let output = Support.compile(
            "---\nplatforms: [macOS, iPadOS]\n---\n## Standard\n| Shortcut | Action | Platforms |\n|---|---|---|\n| Command-C | Copy. | |\n| Command-V | Paste. | visionOS, macOS |\n"
        )
        #expect(output.diagnostics.isEmpty)
        #expect(output.rulebook.entries.map(\.platforms) == [[.iPadOS, .macOS], [.macOS, .visionOS]])
        #expect(output.rulebook.documents.first?.platforms == [.iPadOS, .macOS])
    }

    @Test("a shortcut whose key differs from its group's primary key is a warning")
    func primaryKeyMismatch() {
        let output = Support.compile(
            "## Reserved\n| Primary key | Shortcut | Action |\n|---|---|---|\n| A | Command-B | Bold. |\n")
        #expect(output.briefs == ["4:7 warning table.primary-key-mismatch"])
        #expect(output.words == ["Command-B"])
    }

    @Test("the same shortcut twice: notes for different actions or tables, a warning for a copy")
    func repeats() {
        let output = Support.compile(
            """
            ## Reserved
            | Shortcut | Action |
            |---|---|
            | Command-I | Italic. |
            | Command-I | Get Info. |
            | Command-I | Get Info. |
            ## International
            | Shortcut | Action |
            |---|---|
            | Command-I | Something. |
            """)
        #expect(
            output.briefs == ["5:3 note entry.several-actions", "6:3 warning entry.duplicate", "10:3 note entry.several-tables"])
        #expect(output.rulebook.entries.count == 4)
    }
}
