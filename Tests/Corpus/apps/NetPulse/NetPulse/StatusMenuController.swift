import AppKit

/// NetPulse lives in the menu bar (LSUIElement): this status item's menu is its only menu
/// most of the time. It repeats Settings and Quit from the main menu, as menu bar apps do.
final class StatusMenuController: NSObject, NSMenuDelegate {
    private let statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
    private let monitor: PingMonitor

    init(monitor: PingMonitor) {
        self.monitor = monitor
        super.init()
        statusItem.button?.image = NSImage(systemSymbolName: "waveform.path.ecg", accessibilityDescription: "NetPulse")
        statusItem.menu = makeMenu()
    }

    private func makeMenu() -> NSMenu {
        let menu = NSMenu()
        menu.delegate = self
        menu.addItem(withTitle: "Ping Now", action: #selector(pingNow(_:)), keyEquivalent: "r").target = self
        let pause = menu.addItem(withTitle: "Pause Monitoring", action: #selector(togglePause(_:)), keyEquivalent: "p")  // expect: standard-repurposed:note
        pause.target = self
        menu.addItem(withTitle: "Copy Public IP Address", action: #selector(copyAddress(_:)), keyEquivalent: "c").target = self  // quiet: the status menu answers keys only while it is open; a Copy of its own, not Edit ▸ Copy
        let export = NSMenuItem(title: "Export Report as PDF…", action: #selector(exportPDF(_:)), keyEquivalent: "e")  // quiet: NetPulse binds no Command-E, so Shift-Command-E varies nothing
        export.keyEquivalentModifierMask = [.shift, .command]
        export.target = self
        menu.addItem(export)
        menu.addItem(.separator())
        menu.addItem(withTitle: "Preferences…", action: #selector(AppDelegate.showSettings(_:)), keyEquivalent: ",")  // quiet: the main menu's Settings… (same action)
        menu.addItem(withTitle: "Quit", action: #selector(NSApplication.terminate(_:)), keyEquivalent: "q")  // quiet: the main menu's Quit NetPulse again (terminate:)
        return menu
    }

    func menuWillOpen(_ menu: NSMenu) {
        menu.item(withTitle: "Pause Monitoring")?.title = monitor.isPaused ? "Resume Monitoring" : "Pause Monitoring"
    }

    @objc func pingNow(_ sender: Any?) { monitor.pingNow() }
    @objc func togglePause(_ sender: Any?) { monitor.isPaused.toggle() }
    @objc func copyAddress(_ sender: Any?) {
        NSPasteboard.general.clearContents()
        NSPasteboard.general.setString(monitor.publicAddress ?? "", forType: .string)
    }
    @objc func exportPDF(_ sender: Any?) { ReportExporter.exportPDF(from: monitor.history) }
}
