import AppKit

/// The status item's menu, built from outlets and plain items.
final class StatusMenuController: NSObject {
    @IBOutlet weak var menu: NSMenu!
    @IBOutlet weak var pauseItem: NSMenuItem!
    @IBOutlet weak var preferencesItem: NSMenuItem!
    @IBOutlet weak var quitItem: NSMenuItem!

    override func awakeFromNib() {
        pauseItem.keyEquivalent = "p"
        pauseItem.keyEquivalentModifierMask = [.command, .option]
        preferencesItem.keyEquivalent = ","
        quitItem.keyEquivalent = "Q"  // expect: reserved-conflict
        let clear = NSMenuItem()
        clear.title = "Clear History"
        clear.keyEquivalent = "\u{8}"
        clear.keyEquivalentModifierMask = [.command, .option]
        menu.addItem(clear)
    }
}

/// The confirmation sheet: its buttons answer Return and Escape, as buttons do.
final class ClearSheetController: NSViewController {
    @IBOutlet weak var confirmButton: NSButton!
    @IBOutlet weak var cancelButton: NSButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        confirmButton.keyEquivalent = "\r"
        cancelButton.keyEquivalent = "\u{1b}"
    }
}
