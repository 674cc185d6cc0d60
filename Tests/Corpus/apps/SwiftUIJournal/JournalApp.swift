import SwiftUI

// A journaling app: menu commands in `Commands`, controls in views. Each line a finding is
// expected on ends in `expect: rule-id`; every other line must stay quiet.
@main
struct JournalApp: App {
    var body: some Scene {
        WindowGroup {
            EntryList()
        }
        .commands {
            CommandGroup(after: .newItem) {
                Button("New Entry from Clipboard") {}.keyboardShortcut("n", modifiers: [.command, .option])
                Button("Sign Out of Sync") {}.keyboardShortcut("Q")  // expect: reserved-conflict
                Button("Quick Entry") {}.keyboardShortcut("e", modifiers: .shift)  // expect: typing-conflict
                Button("Stop Dictation") {}.keyboardShortcut("\033", modifiers: [])  // expect: malformed-key-equivalent
            }
            CommandMenu("Entry") {
                Button("Add Photo to Entry") {}.keyboardShortcut("p", modifiers: [.command, .option])  // quiet: the app binds no Command-P to be mistaken for
                Button("Mark Entry as Favorite") {}.keyboardShortcut("d")
                Button("Move Entry Up") {}.keyboardShortcut(.upArrow, modifiers: [.command, .option])
                Button("Journal Help") {}.keyboardShortcut("/", modifiers: [.command, .shift])  // expect: shift-with-two-character-key
                Button("Show Tags") {}.keyboardShortcut("t", modifiers: [.command, .control])  // expect: avoid-control
                Button("Previous Day") {}.keyboardShortcut(.leftArrow, modifiers: [])  // expect: reserved-conflict, standard-repurposed:note
                Button("Zoom In") {}.keyboardShortcut("+")
            }
        }
    }
}

/// A list that handles its own arrow keys and Return: controls in a view, not findings.
struct EntryList: View {
    @State private var selection = 0
    @State private var editing = false

    var body: some View {
        List {}
            .toolbar {
                Button("Previous Entry") { selection -= 1 }.keyboardShortcut(.upArrow, modifiers: [])
                Button("Next Entry") { selection += 1 }.keyboardShortcut(.downArrow, modifiers: [])
                Button("Open Entry") { editing = true }.keyboardShortcut(.return, modifiers: [])
                Button("Close Entry Editor") { editing = false }.keyboardShortcut(.escape, modifiers: [])
                Button("Delete Entry") {}.keyboardShortcut(.delete)
                Button("Search Entries") {}.keyboardShortcut(.space, modifiers: .command)  // expect: reserved-conflict
            }
    }
}

/// Commands whose shortcuts are constants (Shortcuts.swift): the findings are here, at the use.
struct TemplateCommands: Commands {
    var body: some Commands {
        CommandMenu("Templates") {
            Button("New Entry from Template") {}.keyboardShortcut(.newEntryFromTemplate)
            Button("Lock Journal") {}.keyboardShortcut(.lockJournal)  // expect: reserved-conflict, duplicate-shortcut
        }
    }
}
