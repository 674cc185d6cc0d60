#if canImport(SwiftUI)
    import SwiftUI

    /// The Note menu. Menu commands are app-wide, so each one is checked against the system's.
    struct NotesCommands: Commands {
        var body: some Commands {
            CommandMenu("Note") {
                Button("New Note") {}.keyboardShortcut("n", modifiers: [.command, .option])
                Button("Quick Note") {}.keyboardShortcut("n", modifiers: .shift)
                Button("Pin Note") {}.keyboardShortcut("p", modifiers: [.command, .control])
            }
        }
    }

    /// A list handles its own arrow keys: a control in a view, so not a finding.
    struct NoteList: View {
        @State private var selection = 0

        var body: some View {
            List {}
                .toolbar {
                    Button("Previous") { selection -= 1 }.keyboardShortcut(.upArrow, modifiers: [])
                    Button("Next") { selection += 1 }.keyboardShortcut(.downArrow, modifiers: [])
                }
        }
    }

    /// The note's text. People type here, so a menu command on a letter without Command takes that letter.
    struct NoteEditor: View {
        @State private var text = ""

        var body: some View {
            TextEditor(text: $text)
        }
    }
#endif
