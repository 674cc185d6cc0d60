import HIGMarkdown
import HIGModel
import Testing

/// Documents as they are found: tables introduced by prose, menu tables, pasted tables with
/// broken delimiter rows, marker columns, converted dashes and hyphens.
@Suite("Real documents, one shape at a time")
struct RealDocumentTests {
    @Test("the international table is found from the paragraph that introduces it")
    func kindFromIntroduction() {
        let output = Support.compile(
            """
            ## Standard keyboard shortcuts

            | Keyboard shortcut | Action |
            |---|---|
            | Command-C | Copy the selection. |

            The system reserves several key combinations for localized versions of the system, keyboard layouts and input methods.

            | Keyboard shortcut | Action |
            |---|---|
            | Control-Space | Toggle between the current and last input source. |
            | Command-Right arrow | Change keyboard layout to current layout of Roman script. |
            """)
        #expect(output.rulebook.entries.map(\.table) == [.standard, .international, .international])
        #expect(output.briefs == ["9:1 note table.kind-from-introduction"])
    }

    @Test("a paragraph does not overrule a heading that names the reserved table")
    func headingWinsOverAVagueParagraph() {
        let output = Support.compile(
            "## Reserved keyboard shortcuts\n\nThe system reserves these.\n\n| Keyboard shortcut | Action |\n|---|---|\n| Command-Q | Quit. |\n"
        )
        #expect(output.rulebook.entries.map(\.table) == [.reserved])
        #expect(output.diagnostics.isEmpty)
    }

    @Test("a menu table in an edition: rows without a shortcut are commands without one; the others are titled entries")
    func menuTable() {
        let output = Support.compile(
            """
            ## Reserved keyboard shortcuts

            | Keyboard shortcut | Action |
            |---|---|
            | Command-Tab | Switch apps. |

            ## The File menu

            | Menu item | Keyboard shortcut | Action |
            |---|---|---|
            | New | Command-N | Opens a new document. |
            | Open Recent | | Lists recent documents. |
            | Page Setup… | Shift-Command-P | Sets up printing. |
            | Export | none | Exports. |
            """)
        let entries = output.rulebook.entries
        #expect(entries.map(\.shortcut.words) == ["Command-Tab", "Command-N", "Shift-Command-P"])
        #expect(entries.map(\.title) == [nil, "New", "Page Setup…"])
        #expect(entries.map(\.menu) == [nil, "File", "File"])
        #expect(entries.map(\.table) == [.reserved, .standard, .standard])
        #expect(output.briefs == ["14:12 note table.no-shortcut"])
    }

    @Test("an app's own menu table is the app's")
    func appMenuTable() {
        let output = Support.compile("## Sketch menu\n| Menu item | Shortcut |\n|---|---|\n| Export | Shift-Command-E |\n")
        #expect(output.rulebook.entries.map(\.table) == [.custom])
        #expect(output.rulebook.documents.first?.kind == .app)
    }

    @Test("an app's docs give a menu path where a command has no shortcut")
    func menuPathInsteadOfShortcut() {
        let output = Support.compile(
            "# Editor\n| Action | Shortcut |\n|---|---|\n| Zoom in | `Command-+` |\n| Reset zoom | `View → Reset Zoom` |\n")
        #expect(output.words == ["Command-Plus sign"])
        #expect(output.briefs == ["5:16 note table.no-shortcut"])
    }

    @Test("a menu table without an action column reads its item as the action")
    func menuTableWithoutAction() {
        let output = Support.compile(
            "## Edit menu\n| Command | Shortcut |\n|---|---|\n| Undo | Command-Z |\n| Paste Special | |\n")
        #expect(output.rulebook.entries.map(\.action) == ["Undo"])
        #expect(!output.diagnostics.contains { $0.severity != .note })
    }

    @Test("a malformed delimiter row is repaired with a fix-it, and every row comes through")
    func malformedDelimiter() throws {
        let output = Support.compile(
            "## Reserved keyboard shortcuts\n\n| Keyboard shortcut | Action |\n|-\n| Command-Q | Quit. |\n| Command-W | Close. |\n"
        )
        #expect(output.rulebook.entries.count == 2)
        #expect(output.briefs == ["4:1 warning table.malformed-delimiter"])
        let fix = try #require(output.diagnostics.first?.fixIts.first)
        #expect(fix.replacement == "| --- | --- |" && fix.length == 2)
    }

    @Test("long dashes in the delimiter row, and no leading pipes")
    func dashesInDelimiter() {
        let output = Support.compile("## Reserved keyboard shortcuts\n\nKeyboard shortcut | Action\n— | —\nCommand-Q | Quit.\n")
        #expect(output.rulebook.entries.map(\.shortcut.words) == ["Command-Q"])
    }

    @Test("a table in a code block is left alone")
    func codeBlockIsNotRepaired() {
        let output = Support.compile("## Reserved keyboard shortcuts\n\n```\n| a | b |\n|-\n```\n")
        #expect(!output.diagnostics.contains { $0.id == "table.malformed-delimiter" })
    }

    @Test("an unnamed column of Apple logos marks the system's rows")
    func reservedMarkerColumn() {
        let output = Support.compile(
            "## Reserved keyboard shortcuts\n| | Keyboard shortcut | Action |\n|---|---|---|\n| \u{F8FF} | Command-Space | Spotlight. |\n|  | Command-C | Copy. |\n"
        )
        #expect(output.rulebook.entries.map(\.scope) == [.system, .apps])
        #expect(output.diagnostics.isEmpty)
    }

    @Test("soft hyphens and Unicode dashes from PDF conversion")
    func conversionArtefacts() {
        let output = Support.compile(
            "## Reserved keyboard shortcuts\n| Keyboard shortcut | Action |\n|---|---|\n| Com\u{AD}mand\u{2010}Left ar\u{AD}row | Start of line. |\n| Option\u{2013}Command\u{2212}Esc | Force Quit. |\n"
        )
        #expect(output.words == ["Command-Left arrow", "Option-Command-Esc"])
        #expect(!output.diagnostics.contains { $0.severity == .error })
    }

    @Test("tables that are not about shortcuts are notes, never errors")
    func otherTables() {
        let output = Support.compile(
            """
            ## Keyboard shortcuts and colours

            | Color | Meaning |
            |---|---|
            | Red | Stop. |

            | Width | Height |
            |---|---|
            | 12 | 20 |
            """)
        #expect(output.briefs == ["-:- warning input.no-guideline-tables", "3:1 note table.ignored", "7:1 note table.ignored"])
    }
}
