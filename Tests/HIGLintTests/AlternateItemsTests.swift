import HIGLint
import HIGLintSwift
import HIGModel
import Testing

/// Minimize All and Close All are items a Mac menu shows only while Option is held, in place of
/// Minimize and Close: an app's command on their keys takes a key few people press (a note);
/// on Minimize's own key it takes a command every window has (a warning).
@Suite struct AlternateItemsTests {
    private func severities(_ modifiers: String, _ rule: String = "standard-repurposed") -> [Diagnostic.Severity] {
        let source =
            #"struct C: Commands { var body: some Commands { CommandMenu("View") { Button("Direct Messages") {}.keyboardShortcut("m", modifiers: "#
            + modifiers + ") } } }"
        return LintSettings().lint(SwiftShortcutScanner.scan(source: source, path: "C.swift"), against: Lint.rulebook)
            .filter { $0.id == rule }.map(\.severity)
    }

    @Test func anAlternatesKeyIsANote() {
        #expect(severities("[.command, .option]") == [.note])
        // On Minimize's own key, SwiftUI's Window ▸ Minimize is beside it: one of the two never runs.
        #expect(severities(".command") == [])
        #expect(severities(".command", "duplicate-shortcut") == [.error])
    }
}
