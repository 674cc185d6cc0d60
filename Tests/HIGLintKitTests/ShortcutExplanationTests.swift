import HIGBuiltIn
import HIGCommandCatalog
import HIGGenKit
import HIGLint
import HIGModel
import Testing

@testable import HIGLintKit

/// `hig-gen explain`, called as a library.
@Suite struct ShortcutExplanationTests {
    @Test func aShortcutInEitherNotationIsRead() throws {
        let glyphs = try ShortcutExplanation.parse("⌥⌘Space")
        #expect(glyphs.shortcut.words == "Option-Command-Space")
        #expect(glyphs.readPast.isEmpty)
        let words = try ShortcutExplanation.parse("option command space")
        #expect(words.shortcut == glyphs.shortcut)
    }

    @Test func whatIsReadPastIsSaidAtTheCommandLine() throws {
        let parsed = try ShortcutExplanation.parse("⌘⌥Space")
        #expect(parsed.shortcut.words == "Option-Command-Space")
        #expect(parsed.readPast.map(\.id).contains(DiagnosticKind.shortcutModifierOrder.id))
        #expect(parsed.readPast.allSatisfy { $0.location.file == ShortcutExplanation.commandLine })
    }

    @Test func aMisspeltIDGetsTheNearestOne() {
        #expect {
            _ = try ShortcutExplanation.parse("reserved-conflit")
        } throws: { error in
            let diagnostics = (error as? DiagnosticError)?.diagnostics ?? []
            return diagnostics.map(\.id) == [DiagnosticKind.explainNotUnderstood.id]
                && diagnostics[0].message.contains("did you mean 'reserved-conflict'?")
        }
    }

    @Test func aReservedShortcutIsTheSystemsAndWouldConflict() throws {
        let shortcut = try ShortcutExplanation.parse("⌥⌘Space").shortcut
        let explanation = ShortcutExplanation.shortcut(
            shortcut, rulebook: BuiltInRulebook.rulebook, settings: LintSettings())
        #expect(explanation.json.entries?.isEmpty == false)
        #expect(explanation.json.findings?.map(\.id).contains("reserved-conflict") == true)
        #expect(explanation.text.contains("used by the system"))
    }

    @Test func everyIDIsListedOnce() {
        let ids = DiagnosticReference.allIDs
        #expect(Set(ids).count == ids.count)
        let reference = DiagnosticReference.markdown()
        for id in ids { #expect(reference.contains(id), "\(id) is missing from the reference") }
    }
}
