import HIGLint
import HIGLintSwift
import HIGModel
import Testing

/// Global hot keys, which libraries name by key position, and key equivalents set as properties.
@Suite struct HotKeyScannerTests {
    func scan(_ source: String) -> [AppShortcut] {
        SwiftShortcutScanner.scan(source: source, path: "App.swift")
    }

    @Test func keyboardShortcutsNamesAndTheirDefaults() {
        let found = scan(
            #"""
            import KeyboardShortcuts
            extension KeyboardShortcuts.Name {
                static let togglePanel = Self("togglePanel", default: .init(.space, modifiers: [.command, .option]))
                static let capture = Self("capture", default: .init(.four, modifiers: [.command, .shift]))
                static let unset = Self("unset")
            }
            func reset() {
                KeyboardShortcuts.setShortcut(.init(.leftBracket, modifiers: .control), for: .togglePanel)
                let s = KeyboardShortcuts.Shortcut(.backtick, modifiers: [.command])
            }
            """#)
        #expect(
            found.map { $0.shortcut?.words } == [
                "Option-Command-Space", "Shift-Command-4", "Control-Left bracket", "Command-Grave accent",
            ])
        #expect(found.map(\.id) == ["togglePanel", "capture", nil, nil])
        #expect(found.allSatisfy { $0.origin == .globalHotKey && $0.spelling == .keyPosition && $0.context == nil })
    }

    @Test func hotKeyAndMASShortcut() {
        let found = scan(
            #"""
            let a = HotKey(key: .r, modifiers: [.command, .option])
            let b = HotKey(keyCombo: KeyCombo(key: .slash, modifiers: [.command, .shift]))
            let c = MASShortcut(keyCode: kVK_ANSI_K, modifierFlags: [.command, .control])
            let d = MASShortcut(keyCode: UInt(kVK_F5), modifierFlags: [])
            let e = HotKey(key: key, modifiers: [.command])
            """#)
        #expect(
            found.map { $0.shortcut?.words } == [
                "Option-Command-R", "Shift-Command-Forward slash", "Control-Command-K", "F5", nil,
            ])
        #expect(found.last?.unresolvedReason?.contains("only known when the app runs") == true)
    }

    @Test func otherCallsOfTheSameShapeAreNotHotKeys() {
        // `.init` outside a `default:` and a `Shortcut` of an unknown key are someone else's.
        #expect(scan(#"let x = Foo(value: .init(.space, modifiers: [.command]))"#).isEmpty)
        #expect(scan(#"let x = Shortcut(.bold, modifiers: [.command])"#).isEmpty)
    }

    @Test func keyEquivalentsSetAsPropertiesAreRead() {
        let found = scan(
            #"""
            final class Controller {
                @IBOutlet weak var exportItem: NSMenuItem!
                @IBOutlet weak var saveButton: NSButton!
                func awakeFromNib() {
                    exportItem.keyEquivalent = "E"
                    self.saveButton.keyEquivalent = "\r"
                    let item = NSMenuItem()
                    item.title = "Hide Sidebar"
                    item.keyEquivalent = "s"
                    item.keyEquivalentModifierMask = [.control, .command]
                    let cleared = NSMenuItem()
                    cleared.keyEquivalent = ""
                }
            }
            """#)
        #expect(found.map { $0.shortcut?.words } == ["Shift-Command-E", "Return", "Control-Command-S"])
        #expect(found.map(\.context) == [nil, "Controller", nil])
        #expect(found.map(\.isViewControl) == [false, true, false])
        #expect(found.last?.title == "Hide Sidebar")
    }
}
