import SwiftUI

/// The Bookmarks menu: menu commands are app-wide, so they clash with every context.
struct BookmarksCommands: Commands {
    var body: some Commands {
        CommandMenu("Bookmarks") {
            Button("Add Bookmark") {}.keyboardShortcut("d")
            // Control-Option-Command-V beside the app's Paste (Paste Bookmark) promises a related command; this is not one.
            Button("Export Reading List") {}.keyboardShortcut("v", modifiers: [.control, .option, .command])
            // An upper-case letter: SwiftUI makes this Shift-Command-U.
            Button("Show Unread") {}.keyboardShortcut("U")
            Button("Paste Bookmark") {}.keyboardShortcut("v")
            Button("Search Everywhere") {}.keyboardShortcut(.space)
            Button("Focus Bookmark Drawer") {}.keyboardShortcut("`", modifiers: [.option, .command])
            Button("Mark as Read") {}.keyboardShortcut("t", modifiers: .command)
            Button("Bookmark Help") {}.keyboardShortcut("/", modifiers: [.command, .shift])
            Button("Refresh Feeds") {}.keyboardShortcut("r", modifiers: [.command, .control])
            Button("Jump to First Bookmark") {}.keyboardShortcut("1", modifiers: [.command, .shift])
            Button("Sort") {}.keyboardShortcut("o", modifiers: [.command, .option])
            Button {
            } label: {
                Label("Reload All Feeds", systemImage: "arrow.clockwise")
            }
            .keyboardShortcut("r", modifiers: [.command, .option])
            // The app has no text styling; Command-B adds a favourite instead.
            // hig-gen:ignore standard-repurposed
            Button("Add to Favorites") {}.keyboardShortcut("b")
        }
    }
}
