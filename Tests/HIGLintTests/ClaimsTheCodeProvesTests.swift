import HIGLint
import HIGLintSwift
import HIGModel
import Testing

/// Findings claim only what the code proves, and stand where the fix goes. Each case is a
/// pattern blind sets J and K (apps nobody had tuned on) showed wrong.
@Suite struct ClaimsTheCodeProvesTests {
    private func check(_ source: String, path: String = "App.swift") -> [Diagnostic] {
        LintSettings().lint(SwiftShortcutScanner.scan(source: source, path: path), against: Lint.rulebook)
    }

    /// Sequel Ace's filter window takes Command-F for its filter: whether people want Find there
    /// is not in the code, so the finding says so, as a note.
    @Test func aWindowsControlOnAMenuCommandsKeyIsANote() throws {
        let found = check(
            #"""
            struct FiltersApp: App {
                var body: some Scene {
                    WindowGroup { FilterView() }
                        .commands { CommandMenu("Search") { Button("Find in Rows") {}.keyboardShortcut("f", modifiers: [.command, .option]) } }
                }
            }
            struct FilterView: View {
                var body: some View { Button("Apply Filter") {}.keyboardShortcut("f", modifiers: [.command, .option]) }
            }
            """#
        ).filter { $0.id == "duplicate-shortcut" }
        let finding = try #require(found.first)
        #expect(finding.severity == .note)
        #expect(finding.message.contains("hig-gen could not prove that people want 'Find in Rows' while 'FilterView' has focus"))
    }

    /// FlashSpace's settings button shows only a gear: it may well be Settings itself.
    @Test func aButtonNamedOnlyByItsImageMayBeTheStandardCommand() throws {
        let found = check(
            #"""
            struct Toolbar: View {
                var body: some View {
                    Text("Spaces").contextMenu { Button("Settings…") { open() }.keyboardShortcut(",") }
                    Button { open() } label: { Image(systemName: "gearshape") }.keyboardShortcut(",")
                }
            }
            """#
        ).filter { $0.id == "standard-repurposed" }
        let finding = try #require(found.first)
        #expect(finding.severity == .note)
        #expect(finding.message.contains("its only title is an image's name"))
    }
}
