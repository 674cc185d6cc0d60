import AppKit

/// A text editor that builds part of its menu bar in code.
enum MenuBuilder {
    static func viewMenu() -> NSMenu {
        let menu = NSMenu(title: "View")
        menu.addItem(withTitle: "Show Minimap", action: #selector(EditorWindowController.toggleMinimap(_:)), keyEquivalent: "m")  // expect: standard-repurposed
        let wrap = NSMenuItem(title: "Wrap Lines", action: #selector(EditorWindowController.toggleWrap(_:)), keyEquivalent: "w")  // expect: standard-repurposed
        wrap.keyEquivalentModifierMask = [.command, .option]
        menu.addItem(wrap)
        let invisibles = NSMenuItem(title: "Show Invisibles", action: nil, keyEquivalent: "I")  // expect: avoid-control
        invisibles.keyEquivalentModifierMask = [.command, .control]
        menu.addItem(invisibles)
        let fold = NSMenuItem(title: "Fold All Functions", action: nil, keyEquivalent: String(UnicodeScalar(NSF5FunctionKey)!))
        fold.keyEquivalentModifierMask = [.option]
        menu.addItem(fold)
        let unfold = NSMenuItem(title: "Unfold All Functions", action: nil, keyEquivalent: "\u{F709}")
        unfold.keyEquivalentModifierMask = .command
        menu.addItem(unfold)
        let escape = NSMenuItem(title: "Exit Focus Mode", action: nil, keyEquivalent: "\033")  // expect: malformed-key-equivalent
        escape.keyEquivalentModifierMask = []
        menu.addItem(escape)
        return menu
    }
}

final class EditorWindowController: NSWindowController {
    @objc func toggleMinimap(_ sender: Any?) {}
    @objc func toggleWrap(_ sender: Any?) {}
}

/// The app's own helpers pass the modifiers beside the key, as many AppKit apps do.
extension NSMenuItem {
    convenience init(title: String, action: Selector?, keyEquivalent: String, modifiers: NSEvent.ModifierFlags) {
        self.init(title: title, action: action, keyEquivalent: keyEquivalent)
        self.keyEquivalentModifierMask = modifiers
    }
}

enum WindowMenu {
    static func items(into menu: NSMenu) {
        menu.addItem(NSMenuItem(title: "Merge All Editors", action: nil, keyEquivalent: "k", modifiers: [.command, .option]))
        menu.addItem(NSMenuItem(title: "Insert Snippet", action: nil, keyEquivalent: " ", modifiers: [.command, .control]))  // expect: reserved-conflict
        menu.addItem(NSMenuItem(title: "Reload Snippets", action: nil, keyEquivalent: "r"), withKeyModifier: [.command, .control])  // expect: avoid-control
        // A localized title is read from its development-language literal.
        menu.addItem(withTitle: NSLocalizedString("Clear Console", comment: "Window menu"), action: nil, keyEquivalent: "c")  // expect: standard-repurposed
    }
}
