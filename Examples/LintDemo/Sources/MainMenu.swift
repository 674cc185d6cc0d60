import AppKit

/// The Mac's File menu, built by hand with AppKit.
enum MainMenu {
    static func fileMenu(target: AnyObject, userKey: String) -> NSMenu {
        let menu = NSMenu(title: "File")
        menu.addItem(withTitle: "New Bookmark", action: #selector(NSResponder.newWindowForTab(_:)), keyEquivalent: "n")
        // An upper-case key equivalent adds Shift: this is Shift-Command-K.
        let export = NSMenuItem(title: "Export Bookmarks…", action: #selector(Library.export), keyEquivalent: "K")
        menu.addItem(export)
        let lock = NSMenuItem(title: "Lock Library", action: #selector(Library.lock), keyEquivalent: "l")
        lock.keyEquivalentModifierMask = [.control, .command]
        menu.addItem(lock)
        let stop = NSMenuItem(title: "Stop Sync", action: #selector(Library.stopSync), keyEquivalent: "\u{1B}")
        stop.keyEquivalentModifierMask = [.option, .command]
        menu.addItem(stop)
        let custom = NSMenuItem(title: "Run Custom Action", action: #selector(Library.runCustom), keyEquivalent: userKey)
        menu.addItem(custom)
        return menu
    }
}
