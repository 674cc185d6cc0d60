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
        #expect(diff.added.map(\.shortcut.words) == ["Esc", "Command-Period"])
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

    @Test func identicalEditionsHaveNoDifferences() {
        #expect(RulebookDiff(old: Lint.rulebook, new: Lint.rulebook).isEmpty)
    }
}
