import AppKit

@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    private let monitor = PingMonitor(host: "1.1.1.1")
    private var statusMenu: StatusMenuController?
    private var hotKeys: HotKeyController?

    func applicationDidFinishLaunching(_ notification: Notification) {
        statusMenu = StatusMenuController(monitor: monitor)
        hotKeys = HotKeyController(monitor: monitor)
        monitor.start()
    }

    @IBAction func showSettings(_ sender: Any?) {
        NSApp.activate(ignoringOtherApps: true)
        SettingsWindowController.shared.showWindow(sender)
    }
}
