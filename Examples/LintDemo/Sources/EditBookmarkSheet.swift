import SwiftUI

/// A sheet: its shortcuts only clash with each other and with app-wide commands.
struct EditBookmarkSheet: View {
    let quickTagKey: KeyEquivalent

    var body: some View {
        Form {
            Button("Cancel", role: .cancel) {}.keyboardShortcut(.cancelAction)
            Button("Save Bookmark") {}.keyboardShortcut(.defaultAction)
            Button("Apply Tag") {}.keyboardShortcut(.return)
            Button("Apply and Close") {}.keyboardShortcut(.return, modifiers: .command)
            Button("Quick Tag") {}.keyboardShortcut(quickTagKey)
            Button("Previous Field") {}.keyboardShortcut(KeyboardShortcut(.upArrow, modifiers: [.control]))
        }
    }
}

/// Shortcuts kept as values for reuse.
enum BookmarkShortcuts {
    static let openBookmarks = KeyboardShortcut("b", modifiers: [.command, .option])
}
