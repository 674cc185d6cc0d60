import AppKit

@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    private var addFeedController: NSWindowController?

    func applicationDidFinishLaunching(_ notification: Notification) {
        FeedStore.shared.startRefreshTimer(every: 30 * 60)
    }

    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { false }

    /// The Dock menu repeats a few File menu commands, without shortcuts.
    func applicationDockMenu(_ sender: NSApplication) -> NSMenu? {
        let menu = NSMenu()
        menu.addItem(withTitle: "Refresh All Feeds", action: #selector(refreshAll(_:)), keyEquivalent: "")
        menu.addItem(withTitle: "New Feed…", action: #selector(showAddFeedSheet(_:)), keyEquivalent: "")
        return menu
    }

    @IBAction func refreshAll(_ sender: Any?) { FeedStore.shared.refreshAll() }
    @IBAction func showAddFeedSheet(_ sender: Any?) { presentSheet(named: "AddFeedSheet") }
    @IBAction func showAddFolderSheet(_ sender: Any?) { presentSheet(named: "AddFolderSheet") }
    @IBAction func showSettings(_ sender: Any?) { SettingsWindowController.shared.showWindow(sender) }

    private func presentSheet(named identifier: String) {
        let storyboard = NSStoryboard(name: "Main", bundle: nil)
        guard let sheet = storyboard.instantiateController(withIdentifier: identifier) as? NSViewController,
            let window = NSApp.mainWindow?.contentViewController
        else { return }
        window.presentAsSheet(sheet)
    }
}
