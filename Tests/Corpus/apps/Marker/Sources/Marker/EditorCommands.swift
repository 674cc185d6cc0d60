import SwiftUI

/// Format ▸ Bold, Italic…: Marker styles Markdown, so these are the standard commands.
struct FormatCommands: Commands {
    @FocusedValue(\.editor) private var editor

    var body: some Commands {
        CommandMenu("Format") {
            Button("Bold") { editor?.wrapSelection(in: "**") }
                .keyboardShortcut("b")
            Button("Italic") { editor?.wrapSelection(in: "_") }
                .keyboardShortcut("i")
            Button("Heading 1") { editor?.setHeading(level: 1) }
                .keyboardShortcut("1")
            Button("Insert Link…") { editor?.showLinkSheet() }
                .keyboardShortcut("k")
            Button("Insert Table Row Above") { editor?.insertTableRow(above: true) }
                .keyboardShortcut("a", modifiers: [.option, .shift])  // expect: typing-conflict:warning
            Divider()
            Button("Toggle Focus Mode") { editor?.focusMode.toggle() }
                .keyboardShortcut("f", modifiers: .shift)  // expect: typing-conflict:warning
        }
    }
}

/// Edit ▸ Cut, Copy, Paste, replaced so Paste can clean up rich text from the web.
struct PasteboardCommands: Commands {
    @FocusedValue(\.editor) private var editor

    var body: some Commands {
        CommandGroup(replacing: .pasteboard) {
            Button("Cut") { editor?.cut() }
                .keyboardShortcut("x")
            Button("Copy") { editor?.copy() }
                .keyboardShortcut("c")
            Button("Paste") { editor?.paste(matchingStyle: false) }
                .keyboardShortcut("v")
            Button("Paste and Match Style") { editor?.paste(matchingStyle: true) }
                .keyboardShortcut("v", modifiers: .command)  // expect: duplicate-shortcut:error
            Button("Select All") { editor?.selectAll() }
                .keyboardShortcut("a")
        }
    }
}
