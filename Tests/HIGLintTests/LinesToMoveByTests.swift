import HIGLint
import HIGLintSwift
import HIGModel
import Testing

/// Up and Down arrow, alone or with Command, move between lines and to the ends of a text view;
/// a one-line field has no lines to move between. A menu command on them alone is a warning where
/// the app makes a text view or a multi-line field, a note where all its text input is one line
/// (with Command, a note anyway).
@Suite struct LinesToMoveByTests {
    private func standardRepurposed(_ files: [(String, String)]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let joined = FileShortcuts.join(files.map { SwiftShortcutScanner.read(source: $1, path: $0, into: &diagnostics) })
        return LintSettings().lint(joined, against: Lint.rulebook).filter { $0.id == "standard-repurposed" }
    }

    private let commands = (
        "Commands.swift",
        #"""
        struct Go: Commands { var body: some Commands { CommandMenu("Go") {
            Button("Previous Image") {}.keyboardShortcut(.upArrow, modifiers: [])
            Button("Back") {}.keyboardShortcut(.leftArrow, modifiers: [])
        } } }
        """#
    )

    /// Image commands on Up arrow, where every field is one line (CropBatch's, on Command-Up arrow).
    @Test func verticalKeysBesideOneLineFieldsAreANote() {
        let field = (
            "Crop.swift", #"struct Crop: View { @State var w = ""; var body: some View { TextField("Width", text: $w) } }"#
        )
        let found = standardRepurposed([commands, field])
        #expect(found.map(\.severity) == [.note, .warning])
        #expect(found.first?.message.contains("every text input the code checked makes is a one-line field") == true)
    }

    @Test func verticalKeysBesideATextViewAreAWarning() {
        let editor = ("Notes.swift", #"struct Notes: View { @State var t = ""; var body: some View { TextEditor(text: $t) } }"#)
        #expect(standardRepurposed([commands, editor]).map(\.severity) == [.warning, .warning])
    }
}
