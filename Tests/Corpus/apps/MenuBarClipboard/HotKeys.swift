import AppKit
import HotKey
import KeyboardShortcuts

/// A clipboard-history utility that lives in the menu bar: its shortcuts work in every app.
extension KeyboardShortcuts.Name {
    static let showHistory = Self("showHistory", default: .init(.h, modifiers: [.command, .option]))  // expect: standard-repurposed
    static let pastePlain = Self("pastePlain", default: .init(.space, modifiers: [.command]))  // expect: reserved-conflict
    static let clearHistory = Self("clearHistory")
    static let pinItem = Self("pinItem", default: .init(.p, modifiers: []))  // expect: typing-conflict
}

final class HotKeyCenter {
    private var snippets: HotKey?
    private var capture: HotKey?

    func register() {
        snippets = HotKey(key: .j, modifiers: [.command, .option])
        capture = HotKey(key: .three, modifiers: [.command, .shift])  // expect: reserved-conflict
    }

    func restoreDefaults() {
        KeyboardShortcuts.setShortcut(.init(.l, modifiers: [.command, .option]), for: .clearHistory)
    }
}
