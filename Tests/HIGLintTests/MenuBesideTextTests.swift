import HIGLint
import HIGLintInterfaceBuilder
import HIGLintSwift
import HIGModel
import Testing

/// An app-wide menu command on a key the text system edits by (an arrow) takes it from a field
/// only while the two are live together. A SwiftUI command the code never disables is enabled in
/// every window; an AppKit item is enabled where the responder chain answers it, so only a field
/// its own file makes (the main window beside the main menu) shows the two together.
@Suite struct MenuBesideTextTests {
    private static let readerMenu = #"""
        <document><menu systemMenu="main"><menuItem title="Manga"><menu key="submenu" title="Manga"><items>
        <menuItem title="Next Page" keyEquivalent="&#xF703;"><modifierMask key="keyEquivalentModifierMask"/></menuItem>
        </items></menu></menuItem></menu>
        """#

    private func standardRepurposed(_ files: [FileShortcuts]) -> [Diagnostic] {
        LintSettings().lint(FileShortcuts.join(files), against: Lint.rulebook).filter { $0.id == "standard-repurposed" }
    }

    private func storyboard(_ text: String) -> FileShortcuts {
        InterfaceBuilderReader().read(Array(text.utf8), path: "Base.lproj/Main.storyboard", settings: ReadSettings())
    }

    private func swift(_ source: String, _ path: String) -> FileShortcuts {
        var diagnostics: [Diagnostic] = []
        return SwiftShortcutScanner.read(source: source, path: path, into: &diagnostics)
    }

    /// Komikan's Next Page on Right arrow: its notes window, made in another file, has the field.
    @Test func anInterfaceBuilderItemBesideOnlyAnotherFilesFieldIsANote() {
        let notes = swift(#"final class Notes: NSViewController { let field = NSTextField() }"#, "Notes.swift")
        let found = standardRepurposed([storyboard(Self.readerMenu + "</document>"), notes])
        #expect(found.map(\.severity) == [.note])
        #expect(found.first?.message.contains("other files do, perhaps in windows where the command is disabled") == true)
    }

    /// The storyboard's own window has a search field: the item is enabled beside it.
    @Test func anInterfaceBuilderItemBesideItsFilesFieldIsAWarning() {
        let window = #"<scenes><scene><searchField id="s1"/></scene></scenes></document>"#
        #expect(standardRepurposed([storyboard(Self.readerMenu + window)]).map(\.severity) == [.warning])
    }

    /// A SwiftUI command is enabled in every window; one the code disables in some states is
    /// enabled in every window in the others, where people work with the app's fields: likely.
    @Test func aSwiftUICommandIsLiveBesideEveryFieldLikelyWhereDisabledInSomeStates() {
        let field = swift(
            #"struct Search: View { @State var q = ""; var body: some View { TextField("Find", text: $q) } }"#, "Search.swift")
        func commands(_ modifier: String) -> FileShortcuts {
            swift(
                #"struct Go: Commands { var body: some Commands { CommandMenu("Go") { Button("Next Session") {}.keyboardShortcut(.rightArrow, modifiers: [])"#
                    + modifier + " } } }", "Commands.swift")
        }
        #expect(standardRepurposed([commands(""), field]).map(\.severity) == [.warning])
        let disabled = standardRepurposed([commands(".disabled(selection == nil)"), field])
        #expect(disabled.map(\.severity) == [.warning])
        #expect(disabled.first?.message.contains("the code disables it in some states") == true)
    }

    /// Hypnograph's single-key commands are disabled while text is typed: the code says typing
    /// never meets them, so the key is a note; negated (`!isEditing`, enabled just then), the
    /// condition says nothing of the kind. A property of the file is read one level down.
    @Test func aCommandDisabledWhileTypingNeverMeetsTheFields() {
        let field = swift(
            #"struct Search: View { @State var q = ""; var body: some View { TextField("Find", text: $q) } }"#, "Search.swift")
        func typing(_ condition: String) -> [Diagnostic.Severity] {
            let commands = swift(
                """
                struct Go: Commands {
                    var busy: Bool { state.isKeyboardTextInputActive || !isMainWindow }
                    var body: some Commands { CommandMenu("Clip") { Button("Loop Clip") {}.keyboardShortcut("l", modifiers: []).disabled(\(condition)) } }
                }
                """, "Commands.swift")
            return LintSettings().lint(FileShortcuts.join([commands, field]), against: Lint.rulebook)
                .filter { $0.id == "typing-conflict" }.map(\.severity)
        }
        #expect(typing("isTyping || !hasClip") == [.note])
        #expect(typing("busy") == [.note])
        #expect(typing("!isEditing") == [.warning])
        #expect(typing("!busy") == [.warning])
        #expect(typing("clip == nil") == [.warning])
        // Disabled while the text editor is shown, where people type then.
        #expect(typing("isPlaying || showTextEditor") == [.note])
        #expect(typing("!isSearchFieldVisible") == [.warning])
    }

    /// Grainulator's Stop and Reset on Return alone: the menu gets Return before the tempo field
    /// people confirm a typed value with; a view's own button on Return is its default, not this.
    @Test func aMenuCommandOnReturnAloneTakesItFromTheFields() {
        let field = swift(
            #"struct Tempo: View { @State var bpm = ""; var body: some View { TextField("BPM", text: $bpm) } }"#, "Tempo.swift")
        func typing(_ modifiers: String) -> [Diagnostic.Severity] {
            let commands = swift(
                #"struct T: Commands { var body: some Commands { CommandMenu("Transport") { Button("Stop and Reset") {}.keyboardShortcut(.return"#
                    + modifiers + ") } } }", "Commands.swift")
            return LintSettings().lint(FileShortcuts.join([commands, field]), against: Lint.rulebook)
                .filter { $0.id == "typing-conflict" }.map(\.severity)
        }
        #expect(typing(", modifiers: []") == [.warning])
        #expect(typing(", modifiers: []).disabled(isEditingText") == [.note])
        #expect(typing(", modifiers: .command").isEmpty)
    }

    /// With Command the menu takes the arrow only while a field has focus, where people reach a
    /// line's ends by other keys too: a note. Shift selects as far as the arrow moves, and is
    /// judged as the arrow is.
    @Test func withCommandTheArrowIsANoteAndShiftSelectsAsTheArrowMoves() {
        let field = swift(
            #"struct Search: View { @State var q = ""; var body: some View { TextField("Find", text: $q) } }"#, "Search.swift")
        func severity(_ key: String, _ modifiers: String) -> [Diagnostic.Severity] {
            let commands = swift(
                #"struct Go: Commands { var body: some Commands { CommandMenu("Go") { Button("Seek") {}.keyboardShortcut("#
                    + key + ", modifiers: " + modifiers + ") } } }", "Commands.swift")
            return standardRepurposed([commands, field]).map(\.severity)
        }
        #expect(severity(".rightArrow", ".command") == [.note])
        #expect(severity(".rightArrow", "[.command, .shift]") == [.note])
        #expect(severity(".leftArrow", ".shift") == [.warning])
        #expect(severity(".leftArrow", "[.shift, .option]") == [.warning])
        #expect(severity(".upArrow", "[.shift, .option]") == [.note])
    }

    /// Noteshelf's Show Last Page on Shift-Command-Right arrow, a UIKit key command whose file
    /// never asks for priority: a focused field keeps selecting with it, so only a note.
    @Test func aUIKitCommandWithoutPriorityLeavesAFieldItsSelectingKeys() {
        func found(_ priority: String) -> [Diagnostic] {
            standardRepurposed([
                swift(
                    #"final class Pages: UIViewController { override var keyCommands: [UIKeyCommand]? { let c = UIKeyCommand(title: "Show Last Page", action: #selector(last), input: UIKeyCommand.inputRightArrow, modifierFlags: [.command, .shift]);"#
                        + priority + " return [c] } }", "Pages.swift")
            ])
        }
        #expect(found("").map(\.severity) == [.note])
        #expect(found("").first?.message.contains("UIKit gives a focused field the key before 'Show Last Page'") == true)
        #expect(found("c.wantsPriorityOverSystemBehavior = true;").first?.message.contains("UIKit gives") == false)
    }
}
