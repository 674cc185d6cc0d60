import SwiftUI

/// Scratch: a notepad that runs shell snippets. Built from a folder of Swift files with a
/// Makefile (swiftc), no Xcode project or package.
@main
struct ScratchApp: App {
    @StateObject private var store = SnippetStore()

    var body: some Scene {
        WindowGroup {
            ScratchView(store: store)
        }
        .commands {
            CommandGroup(replacing: .appTermination) {
                Button("Quit Scratch") { store.saveAll(); NSApp.terminate(nil) }
                    .keyboardShortcut("Q")  // expect: reserved-conflict
            }
            CommandGroup(replacing: .newItem) {
                Button("New Snippet") { store.add() }
                    .keyboardShortcut("n")
            }
            CommandMenu("Script") {
                Button("Run Script") { store.runCurrent() }
                    .keyboardShortcut("R")  // expect: upper-case-letter:note
                Button("Run Selection") { store.runSelection() }
                    .keyboardShortcut(.runSelection)
                Button("Toggle Output Pane") { store.showsOutput.toggle() }
                    .keyboardShortcut(.toggleOutput)
            }
        }
    }
}
