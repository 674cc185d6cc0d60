import HIGMarkdown
import HIGModel
import Testing

enum HIGMarkdownCompile {
    static func rulebook(_ path: String) -> Rulebook { RulebookCompiler.compile(paths: [path]).rulebook }
    static func markdown(_ text: String) -> Rulebook { RulebookCompiler.compile(markdown: text).rulebook }
}

@Suite struct EditionDiffTests {
    @Test func theOlderEditionLacksEscAndCommandPeriodAndSaysAppleReserved() {
        let diff = RulebookDiff(
            old: HIGMarkdownCompile.rulebook(Lint.path("Tests/Fixtures/edition-2023")), new: Lint.rulebook)
        // The iPadOS system rows and the Mac's top-row keys (F1 to F7) and screenshot toolbar are
        // this rulebook's own, beside the guidelines' rows.
        let ours = diff.added.filter { $0.id.hasPrefix("macos.") }
        #expect(ours.map(\.shortcut.words) == ["Shift-Command-5"] + (1...7).map { "F\($0)" })
        #expect(
            diff.added.filter { $0.platforms.contains(.macOS) && !ours.contains($0) }.map(\.shortcut.words) == [
                "Esc", "Command-Period",
            ])
        #expect(diff.added.filter { !$0.platforms.contains(.macOS) }.allSatisfy { $0.platforms == [.iPadOS] })
        #expect(diff.removed.isEmpty)
        #expect(diff.changed.map(\.new.shortcut.words) == ["Shift-Command-Space", "F8", "F9", "F10"])
        #expect(diff.changed.allSatisfy { $0.fields == [.action] && $0.old.action == "Varies. Apple reserved." })
    }

    @Test func movedAndRewordedRows() {
        let old = HIGMarkdownCompile.markdown(
            "## Reserved keyboard shortcuts\n\n| Shortcut | Action | Used by |\n|---|---|---|\n| Command-X | Cut. | Apps |\n| Command-Y | Why. | Apps |\n| Command-K | Gone. | Apps |\n"
        )
        let new = HIGMarkdownCompile.markdown(
            "## Standard keyboard shortcuts\n\n| Shortcut | Action |\n|---|---|\n| Command-X | Cut the selection. |\n\n## Reserved keyboard shortcuts\n\n| Shortcut | Action | Used by |\n|---|---|---|\n| Command-Y | Why not. | System |\n| Command-J | New. | Apps |\n"
        )
        let diff = RulebookDiff(old: old, new: new)
        #expect(diff.added.map(\.shortcut.words) == ["Command-J"])
        #expect(diff.removed.map(\.shortcut.words) == ["Command-K"])
        let changes = Dictionary(uniqueKeysWithValues: diff.changed.map { ($0.new.shortcut.words, $0.fields) })
        #expect(changes["Command-X"] == [.action, .table])
        #expect(changes["Command-Y"] == [.action, .usedBy])
    }

    @Test func conversionNoiseInActionsIsNoChange() {
        let old = HIGMarkdownCompile.markdown(
            "## Standard keyboard shortcuts\n\n| Shortcut | Action |\n|---|---|\n| Command-Hyphen | Causes the item to shrink; see \"Format\" (page 92). |\n| Command-T | Shows the Fonts window. |\n"
        )
        let new = HIGMarkdownCompile.markdown(
            "## Standard keyboard shortcuts\n\n| Shortcut | Action |\n|---|---|\n| Command-Hyphen | Causesthe item to shrink; see \"Format\" (page 97). |\n| Command-T | Shows the Colors window. |\n"
        )
        let diff = RulebookDiff(old: old, new: new)
        #expect(diff.changed.map(\.new.shortcut.words) == ["Command-T"])
        #expect(RulebookDiff.sameAction("Zoom in (page 3).", "Zoom  in (page 30)."))
        #expect(!RulebookDiff.sameAction("Turn on F11.", "Turn on F12."))
    }

    @Test func twoEditionsPairTheirRowsByKeyAndTable() {
        // The 2004-style and 2008-style editions of the corpus list the same reserved rows in
        // other words and under other headings; only the rows one of them lacks are news.
        let diff = RulebookDiff(
            old: HIGMarkdownCompile.rulebook(Lint.path("Tests/Corpus/documents/12-edition-2004-appendix.md")),
            new: HIGMarkdownCompile.rulebook(Lint.path("Tests/Corpus/documents/13-edition-2008-caption.md")))
        let reservedAdded = diff.added.filter { $0.table == .reserved }.map(\.shortcut.words)
        #expect(reservedAdded == ["Esc", "Control-Option-Shift-Command-Q", "Command-F5", "F9", "F11", "F12"])
        // The reserved rows both list pair by key and table, and their rewording is no change;
        // Command-Space, reserved only in the newer one, pairs with the older appendix's row.
        #expect(diff.changed.map(\.new.shortcut.words) == ["Command-Space"])
        #expect(diff.changed.first?.fields == [.action, .table])
        #expect(diff.changed.filter { $0.new.table == .international }.isEmpty)
    }

    @Test func identicalEditionsHaveNoDifferences() {
        #expect(RulebookDiff(old: Lint.rulebook, new: Lint.rulebook).isEmpty)
    }
}
