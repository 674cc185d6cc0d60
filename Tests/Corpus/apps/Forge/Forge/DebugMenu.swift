import AppKit

/// The Debug menu is built in code: its items depend on the debugger the project uses.
enum DebugMenu {
    static func make(for debugger: DebuggerKind) -> NSMenu {
        let menu = NSMenu(title: "Debug")
        let pauseOrContinue = NSMenuItem(title: "Pause or Continue Running", action: #selector(DebugSession.togglePause(_:)), keyEquivalent: "y")
        pauseOrContinue.keyEquivalentModifierMask = [.command, .option]
        menu.addItem(pauseOrContinue)
        // F6 and F7 (Xcode's keys) do the top row's features on an Apple keyboard out of the box:
        // people hold Fn, as they press F keys on a Mac, or turn on the setting that makes them
        // function keys: the commands keep their keys (notes).
        let stepOver = NSMenuItem(
            title: "Step Over", action: #selector(DebugSession.stepOver(_:)),
            keyEquivalent: String(UnicodeScalar(NSF6FunctionKey)!))  // expect: reserved-conflict:note
        stepOver.keyEquivalentModifierMask = []
        menu.addItem(stepOver)
        let stepInto = NSMenuItem(
            title: "Step Into", action: #selector(DebugSession.stepInto(_:)),
            keyEquivalent: String(UnicodeScalar(NSF7FunctionKey)!))  // expect: reserved-conflict:note
        stepInto.keyEquivalentModifierMask = []
        menu.addItem(stepInto)
        menu.addItem(.separator())
        if debugger.supportsMemoryGraph {
            // Minimize itself is on Command-M, so the clash is the one finding, not a repurposing too;
            // a note, since this file never says the menu goes in the menu bar.
            menu.addItem(withTitle: "Capture Memory Graph", action: #selector(DebugSession.captureMemoryGraph(_:)), keyEquivalent: "m")  // expect: duplicate-shortcut:note
        }
        menu.addItem(withTitle: "Stop Debugging", action: #selector(DebugSession.stop(_:)), keyEquivalent: ".")  // quiet: Product ▸ Stop Running's own key and action, shown again while debugging
        return menu
    }
}

final class DebugSession: NSResponder {
    @objc func togglePause(_ sender: Any?) {}
    @objc func stepOver(_ sender: Any?) {}
    @objc func stepInto(_ sender: Any?) {}
    @objc func captureMemoryGraph(_ sender: Any?) {}
    @objc func stop(_ sender: Any?) {}
}
