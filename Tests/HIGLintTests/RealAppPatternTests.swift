import HIGLint
import HIGLintSwift
import HIGModel
import Testing

/// Ways real apps write their shortcuts that the scanner must read (found in public Mac and
/// iPad apps; each snippet is our own).
@Suite struct RealAppPatternTests {
    func words(_ source: String) -> [String?] {
        SwiftShortcutScanner.scan(source: source, path: "App.swift").map { $0.shortcut?.words }
    }

    @Test func masksSetOnTheItemHoweverItIsHeld() {
        let source = #"""
            func build(menu: NSMenu) {
                menu.addItem(withTitle: "Hide Others", action: nil, keyEquivalent: "h").keyEquivalentModifierMask = [.command, .option]
                var item = menu.addItem(withTitle: "Sign Off", action: nil, keyEquivalent: "q")
                item.keyEquivalentModifierMask = [.command, .shift]
                item = NSMenuItem(title: "Capture", action: nil, keyEquivalent: "4")
                item.keyEquivalentModifierMask = [.control, .command]
                menu.addItem(NSMenuItem(title: "Read", action: nil, keyEquivalent: "r").configured { $0.keyEquivalentModifierMask = [.option, .command] })
                menu.addItem({ $0.keyEquivalentModifierMask = [.shift, .command]; return $0 }(NSMenuItem(title: "Pin", action: nil, keyEquivalent: "p")))
            }
            """#
        #expect(
            words(source) == [
                "Option-Command-H", "Shift-Command-Q", "Control-Command-4", "Option-Command-R", "Shift-Command-P",
            ])
    }

    @Test func itemsAddedInsideAMenuSubclassAndInserted() {
        let source = #"""
            final class StatusMenu: NSMenu {
                func fill() {
                    addItem(withTitle: "Snap", action: nil, keyEquivalent: "3").keyEquivalentModifierMask = [.command, .shift]
                    insertItem(withTitle: "Search", action: nil, keyEquivalent: " ", at: 0)
                }
            }
            """#
        #expect(words(source) == ["Shift-Command-3", "Command-Space"])
    }

    @Test func aKeySetLaterKeepsTheItemsTitle() {
        let found = SwiftShortcutScanner.scan(
            source: #"""
                func build() {
                    let lock = NSMenuItem(title: "Lock Display", action: nil, keyEquivalent: "")
                    lock.keyEquivalent = "q"
                }
                """#, path: "App.swift")
        #expect(found.map(\.title) == ["Lock Display"] && found.first?.shortcut?.words == "Command-Q")
    }

    @Test func modifiersWrittenAsConversionsUnionsAndCarbonMasks() {
        let source = #"""
            func build() {
                let a = NSMenuItem(title: "A", action: nil, keyEquivalent: "a")
                a.keyEquivalentModifierMask = NSEvent.ModifierFlags([.option, .shift, .command])
                let b = NSMenuItem(title: "B", action: nil, keyEquivalent: "b")
                b.keyEquivalentModifierMask = NSEvent.ModifierFlags.command.union(.shift)
                let c = MASShortcut(keyCode: UInt(kVK_Space), modifierFlags: NSEvent.ModifierFlags.command.rawValue)
                let d = MASShortcut(keyCode: kVK_ANSI_4, modifierFlags: ([.command, .shift] as NSEvent.ModifierFlags).rawValue)
                let e = HotKey(carbonKeyCode: UInt32(kVK_ANSI_5), carbonModifiers: UInt32(cmdKey | shiftKey))
                let f = UIKeyCommand(input: UIKeyInputUpArrow, modifierFlags: .init(rawValue: 0), action: #selector(up))
            }
            """#
        #expect(
            words(source) == [
                "Option-Shift-Command-A", "Shift-Command-B", "Command-Space", "Shift-Command-4", "Shift-Command-5",
                "Up arrow",
            ])
    }

    @Test func initializersWrittenWithInit() {
        let source = #"""
            extension KeyboardShortcuts.Name {
                static let grab = Self("grab", default: .init(carbonKeyCode: kVK_ANSI_3, carbonModifiers: cmdKey | shiftKey))
            }
            extension KeyboardShortcut {
                static let lockNow = Self("l", modifiers: [.command, .control])
            }
            struct V: View {
                var body: some View {
                    Button("Lock") {}.keyboardShortcut(.init("q"), modifiers: [.command, .option])
                    Button("Save Copy") {}.keyboardShortcut(.init("s", modifiers: [.command, .shift]))
                }
            }
            let command = UIKeyCommand.init(input: "f", modifierFlags: .command, action: #selector(find))
            """#
        #expect(
            words(source) == [
                "Shift-Command-3", "Control-Command-L", "Option-Command-Q", "Shift-Command-S", "Command-F",
            ])
    }

    @Test func callsOfTheAppsOwnHelpers() {
        let found = SwiftShortcutScanner.scan(
            source: #"""
                final class Status {
                    private func item(_ title: String, action: Selector?, key: String = "", modifiers: NSEvent.ModifierFlags = .option) -> NSMenuItem {
                        NSMenuItem(title: title, action: action, keyEquivalent: key)
                    }
                    func install(menu: NSMenu) {
                        menu.addItem(item("Sign Out", action: nil, key: "q", modifiers: [.command, .shift]))
                        menu.addItem(item("Pause", action: nil, key: "p"))
                        menu.addItem(item("Zoom", action: nil))
                        keys.append(Keys.make(title: "Find", input: "f", modifiers: [.command]))
                        keys.append(Keys.other(title: "Next", input: "n", action: "next:"))
                        let value = settings.value(key: "q")
                    }
                }
                """#, path: "App.swift")
        #expect(found.map { $0.shortcut?.words } == [nil, "Shift-Command-Q", "Option-P", "Command-F", nil])
        #expect(found.map(\.title) == [nil, "Sign Out", "Pause", "Find", "Next"])
        // The helper this file declares returns a menu item: app-wide; Keys.make is unknown.
        #expect(found[1].context == nil && found[3].context == "Status")
        #expect(found[4].unresolvedReason?.contains("default of 'other(…)'") == true)
    }

    @Test func branchesThatNeverRunTogetherShareShortcuts() {
        let source = #"""
            struct C: Commands {
                var body: some Commands {
                    CommandMenu("Library") {
                        #if os(macOS)
                        Button("Reload") {}.keyboardShortcut("r", modifiers: [.command, .shift])
                        #else
                        Button("Reload Library") {}.keyboardShortcut("r", modifiers: [.command, .shift])
                        #endif
                        if #available(macOS 14, *) {
                            Button("Sync") {}.keyboardShortcut("y", modifiers: [.command, .option])
                        } else {
                            Button("Sync Now") {}.keyboardShortcut("y", modifiers: [.command, .option])
                        }
                        Button("Archive") {}.keyboardShortcut("e", modifiers: [.command, .option])
                        Button("Export") {}.keyboardShortcut("e", modifiers: [.command, .option])
                    }
                }
            }
            struct Toolbar: View {
                var body: some View { Button("Archive") {}.keyboardShortcut("e", modifiers: [.command, .option]) }
            }
            """#
        let found = SwiftShortcutScanner.scan(source: source, path: "App.swift")
        #expect(found[0].excludes(found[1]) && found[2].excludes(found[3]) && !found[4].excludes(found[5]))
        let duplicates = check(found).filter { $0.id == "duplicate-shortcut" }
        // Export repeats Archive's shortcut, and the toolbar's Archive meets Export; the
        // toolbar's Archive and the menu's are one command, and the branches never meet.
        #expect(duplicates.map(\.location.line) == [15, 20])
        #expect(duplicates.allSatisfy { $0.message.contains("'Export'") || $0.message.contains("'Archive'") })
    }

    @Test func controlTabIsNavigationNotTheSystems() {
        let found = SwiftShortcutScanner.scan(
            source: #"""
                final class Tabs: UIViewController {
                    override var keyCommands: [UIKeyCommand]? {
                        [UIKeyCommand(action: #selector(next), input: "\t", modifierFlags: .control, discoverabilityTitle: "Show Next Tab")]
                    }
                }
                """#, path: "App.swift")
        let findings = check(found)
        #expect(findings.map(\.id) == ["reserved-conflict"] && findings.first?.severity == .warning)
    }

    private func check(_ declarations: [AppShortcut]) -> [Diagnostic] {
        LintEngine().run(declarations, context: LintContext(rulebook: Lint.rulebook))
    }
}
