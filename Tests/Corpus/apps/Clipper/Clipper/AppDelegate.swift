import AppKit
import ServiceManagement

@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    private lazy var historyWindowController = HistoryWindowController(windowNibName: "HistoryWindow")
    private let store = ClipStore()

    func applicationDidFinishLaunching(_ notification: Notification) {
        try? SMAppService.loginItem(identifier: "com.example.ClipperLauncher").register()
        store.startWatchingPasteboard()
    }

    @IBAction func showHistoryWindow(_ sender: Any?) {
        historyWindowController.showWindow(sender)
    }

    @IBAction func showSettings(_ sender: Any?) {
        SettingsWindowController.shared.showWindow(sender)
    }

    @IBAction func captureScreen(_ sender: Any?) {
        store.captureScreen()
    }

    @IBAction func clearHistory(_ sender: Any?) {
        let alert = NSAlert()
        alert.messageText = "Clear the clipboard history?"
        alert.informativeText = "Pinned clips are kept."
        alert.addButton(withTitle: "Clear History")
        alert.addButton(withTitle: "Cancel")
        alert.buttons[1].keyEquivalent = "\033"  // expect: malformed-key-equivalent:warning
        if alert.runModal() == .alertFirstButtonReturn { store.removeUnpinned() }
    }
}
