import AppKit
import HotKey
import KeyboardShortcuts

/// System-wide shortcuts: they work whatever app is in front.
extension KeyboardShortcuts.Name {
    static let togglePopover = Self("togglePopover", default: .init(.n, modifiers: [.control, .option, .command]))  // quiet: a global hot key; Control keeps it clear of every app's shortcuts
    static let pingNow = Self("pingNow", default: .init(.e, modifiers: [.option, .shift]))  // expect: typing-conflict:error
    static let showGraph = Self("showGraph")
}

final class HotKeyController {
    private var quickLook: HotKey?
    private let monitor: PingMonitor

    init(monitor: PingMonitor) {
        self.monitor = monitor
        KeyboardShortcuts.onKeyUp(for: .togglePopover) { PopoverController.shared.toggle() }
        KeyboardShortcuts.onKeyUp(for: .pingNow) { [monitor] in monitor.pingNow() }
        quickLook = HotKey(key: .space, modifiers: [.option, .command])  // expect: reserved-conflict:error
        quickLook?.keyDownHandler = { PopoverController.shared.showSummary() }
    }
}
