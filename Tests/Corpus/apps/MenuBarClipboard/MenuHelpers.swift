import AppKit

/// The app menu of the preferences window, built with a helper of the app's own.
final class PreferencesMenu {
    private func item(_ title: String, action: Selector?, key: String = "", modifiers: NSEvent.ModifierFlags = .command)
        -> NSMenuItem
    {
        let item = NSMenuItem(title: title, action: action, keyEquivalent: key)
        item.keyEquivalentModifierMask = modifiers
        return item
    }

    func build(into menu: NSMenu) {
        menu.addItem(item("Close Preferences", action: #selector(NSWindow.performClose(_:)), key: "w"))
        menu.addItem(item("Switch Account", action: nil, key: "q", modifiers: [.command, .option, .shift]))  // expect: reserved-conflict
        menu.addItem(item("Separator Style", action: nil))
        menu.addItem(withTitle: "Hide Preferences", action: nil, keyEquivalent: "h").keyEquivalentModifierMask = [.command]
        var sync = menu.addItem(withTitle: "Sync Now", action: nil, keyEquivalent: "s")  // quiet: the app binds no Command-S to be mistaken for
        sync.keyEquivalentModifierMask = [.command, .option]
        sync = menu.addItem(withTitle: "Capture Clipboard", action: nil, keyEquivalent: "4")  // expect: reserved-conflict
        sync.keyEquivalentModifierMask = NSEvent.ModifierFlags([.shift, .command])
        #if DEBUG
        menu.addItem(withTitle: "Reset Demo Data", action: nil, keyEquivalent: "r").keyEquivalentModifierMask = [.command, .option]
        #else
        menu.addItem(withTitle: "Reload Data", action: nil, keyEquivalent: "r").keyEquivalentModifierMask = [.command, .option]
        #endif
    }
}

extension KeyboardShortcuts.Name {
    static let grabText = Self("grabText", default: .init(carbonKeyCode: kVK_ANSI_5, carbonModifiers: cmdKey | shiftKey))  // expect: reserved-conflict:note
}
