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

    @Test func anAppsOwnShortcutTypeNamesKeysInWords() {
        // An app's shortcut map names keys its own way: "tab" is Tab, "left" the Left arrow; a
        // word that names no key is the app's to read, never a malformed key equivalent.
        let source = #"""
            let map = [
                KeyCombination(key: "tab", modifiers: [.control]),
                KeyCombination(key: "left", modifiers: [.command]),
                KeyCombination(key: "tap link", modifiers: [.shift]),
            ]
            """#
        let found = SwiftShortcutScanner.scan(source: source, path: "App.swift")
        #expect(found.map { $0.shortcut?.words } == ["Control-Tab", "Command-Left arrow", nil])
        #expect(found.allSatisfy { $0.malformedKey == nil })
        #expect(found.last?.unresolvedReason?.contains("hig-gen knows no key by that name") == true)
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
        // The helper's own `keyEquivalent: key` is no declaration of its own: its calls are read.
        #expect(found.map { $0.shortcut?.words } == ["Shift-Command-Q", "Option-P", "Command-F", nil])
        #expect(found.map(\.title) == ["Sign Out", "Pause", "Find", "Next"])
        // The helper this file declares returns a menu item: app-wide; Keys.make is unknown.
        #expect(found[0].context == nil && found[2].context == "Status")
        #expect(found[3].unresolvedReason?.contains("default of 'other(…)'") == true)
    }

    @Test func actionsAreReadFromSelectors() {
        let found = SwiftShortcutScanner.scan(
            source: #"""
                let a = NSMenuItem(title: "Sidebar", action: #selector(NSSplitViewController.toggleSidebar(_:)), keyEquivalent: "s")
                let b = NSMenuItem(title: "Paste", action: Selector(("paste:")), keyEquivalent: "v")
                let c = NSMenuItem(title: "Go", action: #selector(go), keyEquivalent: "g")
                let d = NSMenuItem(title: "Run", action: action, keyEquivalent: "r")
                let e = UIKeyCommand(title: "Find", action: #selector(UIResponder.find(_:)), input: "f", modifierFlags: .command)
                """#, path: "App.swift")
        #expect(found.map(\.action) == ["toggleSidebar", "paste", "go", nil, "find"])
    }

    @Test func titlesLocalizedInterpolatedOrUnlabeled() {
        let found = SwiftShortcutScanner.scan(
            source: #"""
                struct C: Commands {
                    var body: some Commands {
                        CommandMenu("View") {
                            Button(String(localized: "Clear Cache")) {}.keyboardShortcut("k")
                            Button(LocalizedStringKey("Clear History")) {}.keyboardShortcut("j")
                            Button("\(collapsed ? "Show" : "Hide") Navigator") {}.keyboardShortcut("s", modifiers: [.control, .command])
                            Button("Close \(name)") {}.keyboardShortcut("w", modifiers: [.option, .command])
                            Button { go() } label: { Label(NSLocalizedString("Go Home", comment: ""), systemImage: "house") }
                                .keyboardShortcut("h", modifiers: [.control, .command])
                            // The app's own helper handed a key into its strings; not any text it is handed.
                            Button(i18n("new_instance")) {}.keyboardShortcut("n")
                            Button(format("Total")) {}.keyboardShortcut("t")
                            Button(.init("Delete Card", comment: "Delete the selected card")) {}.keyboardShortcut(.delete)
                        }
                    }
                }
                let quit = NSMenuItem("Quit Helper", action: nil, keyEquivalent: "q")
                """#, path: "App.swift")
        #expect(
            found.map(\.title) == [
                "Clear Cache", "Clear History", "Show Navigator", #"Close \(name)"#, "Go Home", "new_instance", nil,
                "Delete Card", "Quit Helper",
            ])
        // The interpolation is not the title's text: no fix-it may point into it.
        #expect(found[3].titleSpan?.isVerbatim == false)
    }

    @Test func helpersCalledWithoutLabelsOrWithNamedKeys() {
        let found = SwiftShortcutScanner.scan(
            source: #"""
                final class FileMenu {
                    func build(_ menu: NSMenu) {
                        menu.addItem(item("Clear Cache", #selector(App.clear(_:)), "k"))
                        menu.addItem(item("Clear History", #selector(App.clear(_:)), "j", [.command, .option]))
                        print("x")
                    }
                    private func item(_ title: String, _ action: Selector, _ key: String, _ mods: NSEvent.ModifierFlags = [.command]) -> NSMenuItem {
                        let item = NSMenuItem(title: title, action: action, keyEquivalent: key)
                        item.keyEquivalentModifierMask = mods
                        return item
                    }
                }
                final class ListViewController: UIViewController {
                    func command(title: String, input: String, modifiers: UIKeyModifierFlags = []) -> UIKeyCommand {
                        UIKeyCommand(title: title, action: #selector(go), input: input, modifierFlags: modifiers)
                    }
                    var more: [UIKeyCommand] {
                        [command(title: "Collapse All", input: UIKeyCommand.inputLeftArrow, modifiers: [.command, .alternate])]
                    }
                }
                """#, path: "App.swift")
        #expect(found.map { $0.shortcut?.words } == ["Command-K", "Option-Command-J", "Option-Command-Left arrow"])
        #expect(found.map(\.title) == ["Clear Cache", "Clear History", "Collapse All"])
        #expect(found.map(\.action) == ["clear", "clear", nil])
        // The item helper returns a menu item: app-wide.
        #expect(found[0].context == nil && found[2].context == "ListViewController")
    }

    @Test func aFunctionGivenTheMenuBuilderBuildsTheAppsMenus() {
        let found = SwiftShortcutScanner.scan(
            source: #"""
                enum Menus {
                    static func build(with builder: UIMenuBuilder) {
                        let clear = UIKeyCommand(title: "Clear Cache", action: #selector(R.x), input: "k", modifierFlags: .command)
                        builder.insertChild(UIMenu(title: "", children: [clear]), atStartOfMenu: .file)
                    }
                }
                """#, path: "App.swift")
        #expect(found.count == 1 && found[0].context == nil)
    }

    @Test func frameworkCommandsOnTheirOwnShortcutsAreLeftAlone() {
        let found = SwiftShortcutScanner.scan(
            source: #"""
                struct ViewCommands: Commands {
                    var body: some Commands {
                        CommandGroup(after: .sidebar) {
                            Button("Toggle Sidebar") {}.keyboardShortcut("s", modifiers: [.control, .command])
                            Button("Hide Toolbar") {}.keyboardShortcut("t", modifiers: [.option, .command])
                            Button("Toggle Full Screen") {}.keyboardShortcut("f", modifiers: [.control, .command])
                            Button("Show Next Tab") {}.keyboardShortcut("}")
                            Button("Check Document Now") {}.keyboardShortcut(";")
                            Button("Duplicate") {}.keyboardShortcut("s", modifiers: [.shift, .command])
                            Button("Toggle Sidebar Width") {}.keyboardShortcut("l", modifiers: [.control, .command])
                        }
                    }
                }
                """#, path: "App.swift")
        // Only the last: Control-Command-L is no framework's sidebar shortcut.
        #expect(check(found).map { "\($0.location.line ?? 0) \($0.id)" } == ["10 avoid-control"])
    }

    @Test func theFrameworksSidebarToggleByGroupActionOrChoiceOfTitles() {
        let source = #"""
            struct ViewCommands: Commands {
                var body: some Commands {
                    CommandGroup(after: .sidebar) {
                        Button(hidden ? "显示边栏" : "隐藏边栏") { hidden.toggle() }
                            .keyboardShortcut("s", modifiers: [.control, .command])
                    }
                }
            }
            struct Shell: View {
                var body: some View {
                    Button(collapsed ? "Expand Sidebar" : "Collapse Sidebar") { collapsed.toggle() }
                        .keyboardShortcut("s", modifiers: [.control, .command])
                    Button("") { NSApp.sendAction(#selector(NSSplitViewController.toggleSidebar(_:)), to: nil, from: nil) }
                        .keyboardShortcut("s", modifiers: [.control, .command])
                    Button(panel ? "Hide Panel" : "Show Panel") { panel.toggle() }
                        .keyboardShortcut("p", modifiers: [.control, .command])
                }
            }
            """#
        let found = SwiftShortcutScanner.scan(source: source, path: "App.swift")
        #expect(found.map(\.title) == ["显示边栏", "Expand Sidebar", nil, "Hide Panel"])
        #expect(found.map(\.facts.group) == ["sidebar", nil, nil, nil])
        #expect(found.map(\.action) == [nil, nil, "toggleSidebar", nil])
        // Only the panel's Control-Command-P is the app's own choice of Control.
        let control = check(found).filter { $0.id == "avoid-control" }
        #expect(control.map(\.location.line) == [16])
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
                        [UIKeyCommand(action: #selector(next), input: "\t", modifierFlags: .control, discoverabilityTitle: "Next Pane")]
                    }
                }
                """#, path: "App.swift")
        let findings = check(found)
        // No public source says today's macOS takes Control-Tab: a note that says to check.
        #expect(findings.map(\.id) == ["reserved-conflict"] && findings.first?.severity == .note)
    }

    @Test func armsOfOneSwitchInAViewBuilderAreNeverOnScreenTogether() {
        let source = #"""
            struct ImportSheet: View {
                var body: some View {
                    VStack {
                        switch step {
                        case .choose:
                            Button("Continue") { step = .confirm }.keyboardShortcut(.defaultAction)
                        case .confirm:
                            HStack {
                                Button("Back") { step = .choose }.keyboardShortcut(.cancelAction)
                                Button("Import") { run() }.keyboardShortcut(.defaultAction)
                            }
                        case .done:
                            doneButton
                        }
                        if failed { Button("Retry") { run() }.keyboardShortcut("r") } else { Button("Reveal") { reveal() }.keyboardShortcut("r") }
                    }
                }
                private var doneButton: some View { Button("Done") { dismiss() }.keyboardShortcut(.defaultAction) }
            }
            """#
        let found = SwiftShortcutScanner.scan(source: source, path: "App.swift")
        #expect(found.map(\.title) == ["Continue", "Back", "Import", "Retry", "Reveal", "Done"])
        // `doneButton` is shown only by the `.done` arm: it takes that arm.
        #expect(found[0].excludes(found[2]) && found[2].excludes(found[5]) && found[3].excludes(found[4]))
        #expect(check(found).filter { $0.id == "duplicate-shortcut" }.isEmpty)
    }

    @Test func alertButtonsAnswerReturnAndEscByOrderTitleAndAssignedKey() {
        let source = #"""
            final class DocumentController {
                func confirmDelete() {
                    let alert = NSAlert()
                    alert.messageText = "Delete the library?"
                    alert.addButton(withTitle: "Delete")
                    alert.addButton(withTitle: NSLocalizedString("Cancel", comment: ""))
                    alert.buttons[0].hasDestructiveAction = true
                    alert.runModal()
                }
                func confirmReplace() {
                    let alert = NSAlert()
                    alert.addButton(withTitle: "Replace")
                    let keep = alert.addButton(withTitle: "Keep Both")
                    keep.keyEquivalent = "\r"
                    alert.addButton(withTitle: "Stop")
                    alert.buttons[2].keyEquivalent = "\u{1b}"
                    alert.runModal()
                }
                func confirmQuit() {
                    let alert = NSAlert()
                    alert.addButton(withTitle: "Quit")
                    alert.buttons[0].keyEquivalent = ""
                    alert.addButton(withTitle: "Cancel")
                }
            }
            """#
        let found = SwiftShortcutScanner.scan(source: source, path: "App.swift")
        #expect(found.map(\.title) == ["Delete", "Cancel", "Replace", "Keep Both", "Stop", "Cancel"])
        #expect(found.map { $0.shortcut?.words } == ["Return", "Esc", "Return", "Return", "Esc", "Esc"])
        #expect(found.allSatisfy(\.isViewControl) && Set(found.compactMap(\.context)).count == 3)
        // Two buttons of one alert on Return: a key press runs only one; other alerts are apart.
        // The code gives Return to "Keep Both" on purpose, and AppKit does not document whether
        // "Replace" keeps the Return it gave it: a note that says so.
        let duplicates = check(found).filter { $0.id == "duplicate-shortcut" }
        #expect(duplicates.map(\.location.line) == [14])
        #expect(duplicates.first?.message.contains("'Replace'") == true)
        #expect(duplicates.first?.severity == .note)
        #expect(duplicates.first?.message.contains("does not document which keeps it") == true)
    }

    @Test func anAlertButtonsMaskSetBeforeItsKeyStillHoldsIt() {
        let source = #"""
            func confirmQuit() {
                let alert = NSAlert()
                let cancel = alert.addButton(withTitle: "Cancel")
                let discard = alert.addButton(withTitle: "Discard and Quit")
                cancel.keyEquivalent = "\u{1b}"
                discard.keyEquivalentModifierMask = .command
                discard.keyEquivalent = "d"
            }
            """#
        let found = SwiftShortcutScanner.scan(source: source, path: "App.swift")
        #expect(found.map { $0.shortcut?.words } == ["Esc", "Command-D"])
    }

    @Test func imageOnlyButtonsAreNamedByTheirAccessibilityLabelOrImage() {
        let source = #"""
            struct Toolbar: View {
                var body: some View {
                    HStack {
                        Button(action: share) { Image(systemName: "square.and.arrow.up") }.keyboardShortcut("f")
                        Button { search() } label: { Image(systemName: "magnifyingglass") }
                            .accessibilityLabel("Search Library")
                            .keyboardShortcut("f")
                        Button { filter() } label: { Image(systemName: "line.3.horizontal.decrease") }
                            .keyboardShortcut("l").help("Filter")
                        Button("Find", systemImage: "magnifyingglass") { find() }.keyboardShortcut("g")
                    }
                }
            }
            """#
        let found = SwiftShortcutScanner.scan(source: source, path: "App.swift")
        #expect(found.map(\.title) == ["square and arrow up", "Search Library", "line 3 horizontal decrease", "Find"])
        #expect(found.map(\.titleIsImageName) == [true, false, true, false])
        // Named, the two buttons on Command-F are two commands on one key.
        let duplicate = check(found).first { $0.id == "duplicate-shortcut" }
        #expect(duplicate?.location.line == 7)
        #expect(duplicate?.message.contains("the button showing the image 'square and arrow up'") == true)
    }

    @Test func shortcutsInStaticClassAndComputedProperties() {
        let source = #"""
            extension KeyboardShortcut {
                static var lockNow: KeyboardShortcut { .init("l", modifiers: [.command, .control]) }
            }
            final class OpenAction: Action {
                override var shortcut: KeyboardShortcut? { KeyboardShortcut("o", modifiers: [.command, .option]) }
            }
            final class ReaderViewController: UIViewController {
                static let nextArticle = UIKeyCommand(input: "j", modifierFlags: [], action: #selector(next))
                class var paging: [UIKeyCommand] { [.init(input: " ", modifierFlags: .shift, action: #selector(back))] }
                override var keyCommands: [UIKeyCommand]? {
                    [Self.nextArticle, .init(title: "Star", action: #selector(star), input: "s", modifierFlags: [])]
                }
            }
            struct Sidebar: View {
                var body: some View { Button("Lock") { lock() }.keyboardShortcut(.lockNow) }
            }
            """#
        let found = SwiftShortcutScanner.scan(source: source, path: "App.swift")
        #expect(found.map { $0.shortcut?.words } == ["Control-Command-L", "Option-Command-O", "J", "Shift-Space", "S", nil])
        #expect(found.map(\.definesConstant) == ["lockNow", "shortcut", nil, nil, nil, nil])
        // The computed constant is joined with its use like a stored one.
        let resolved = ConstantShortcuts.resolve(found)
        #expect(resolved.last?.shortcut?.words == "Control-Command-L" && resolved.last?.title == "Lock")
    }

    @Test func theAppsOwnWrapperInAnotherFileResolvesOneLevel() {
        var diagnostics: [Diagnostic] = []
        let wrapper = SwiftShortcutScanner.read(
            source: #"""
                extension UIKeyCommand {
                    static func ported(title: String = "", input: String, modifierFlags: UIKeyModifierFlags = .command, action: Selector) -> UIKeyCommand {
                        let command = UIKeyCommand(title: title, action: action, input: input, modifierFlags: modifierFlags)
                        command.wantsPriorityOverSystemBehavior = true
                        return command
                    }
                }
                """#, path: "UIKeyCommand+Ported.swift", into: &diagnostics)
        let editor = SwiftShortcutScanner.read(
            source: #"""
                final class EditorViewController: UIViewController {
                    override var keyCommands: [UIKeyCommand]? {
                        [
                            .ported(title: "Find", input: "f", action: #selector(find)),
                            UIKeyCommand.ported(title: "Find Next", input: "g", modifierFlags: [.command, .option], action: #selector(findNext)),
                        ]
                    }
                }
                """#, path: "Editor.swift", into: &diagnostics)
        // Alone, the wrapper's body has a parameter for a key, and the call no modifiers.
        #expect(wrapper.resolved.map(\.unresolvedReason?.isEmpty) == [false])
        #expect(editor.resolved.map { $0.shortcut?.words } == [nil, "Option-Command-G"])
        let joined = FileShortcuts.join([wrapper, editor])
        #expect(joined.map { $0.shortcut?.words } == ["Command-F", "Option-Command-G"])
        #expect(joined.map(\.title) == ["Find", "Find Next"] && joined.allSatisfy { $0.unresolvedReason == nil })
        // The wrapper hands the key to UIKit: the app acts on it. Alone, the call proves nothing.
        #expect(joined.allSatisfy { !$0.facts.throughOwnCode })
        #expect(editor.declarations.map(\.facts.throughOwnCode) == [true, true])
        #expect(diagnostics.isEmpty)
    }

    @Test func theAppsOwnMenuItemSubclassIsAMenuItemOfTheMenuBar() {
        // A writing app's `TypeMenuItem: NSMenuItem`, whose initializer hands the key to
        // NSMenuItem's, made for every item of the main menu the app builds in another file.
        var diagnostics: [Diagnostic] = []
        let subclass = SwiftShortcutScanner.read(
            source: #"""
                class TypeMenuItem: NSMenuItem {
                    let notification: Notification
                    init(title string: String, action selector: Selector?, keyEquivalent charCode: String, keyEquivalentModifierMask: NSEvent.ModifierFlags = [], notification: Notification) {
                        self.notification = notification
                        super.init(title: string, action: selector, keyEquivalent: charCode)
                        self.keyEquivalentModifierMask = keyEquivalentModifierMask
                    }
                    required init(coder decoder: NSCoder) { fatalError() }
                }
                """#, path: "TypeMenuItem.swift", into: &diagnostics)
        let factory = SwiftShortcutScanner.read(
            source: #"""
                final class ApplicationMenuFactory {
                    func makeMenu() -> NSMenu {
                        let mainMenu = NSMenu(title: "Main Menu")
                        let editSubmenu = NSMenu(title: "Edit")
                        let lockMenuItem = TypeMenuItem(title: "Lock", action: post, keyEquivalent: "l", keyEquivalentModifierMask: [.command], notification: lock)
                        editSubmenu.addItem(lockMenuItem)
                        let unlockMenuItem = TypeMenuItem(title: "Unlock", action: post, keyEquivalent: "l", keyEquivalentModifierMask: [.command], notification: unlock)
                        editSubmenu.addItem(unlockMenuItem)
                        return mainMenu
                    }
                }
                """#, path: "ApplicationMenuFactory.swift", into: &diagnostics)
        // Alone, the subclass's `super.init(…)` has a parameter for a key.
        #expect(subclass.resolved.map { $0.shortcut == nil } == [true])
        // Added to a menu, each item is the menu bar's, not a control of the factory's.
        #expect(factory.resolved.map { $0.scope == .app } == [true, true])
        let joined = FileShortcuts.join([subclass, factory])
        #expect(joined.map { $0.shortcut?.words } == ["Command-L", "Command-L"])
        // The subclass is NSMenuItem: the app acts on the key, so the clash is proven.
        #expect(joined.allSatisfy { !$0.facts.throughOwnCode })
        let duplicates = LintSettings().lint(joined, against: Lint.rulebook).filter { $0.id == "duplicate-shortcut" }
        #expect(duplicates.map(\.severity) == [.error])
        #expect(diagnostics.isEmpty)
    }

    @Test func codeThatStripsTheMenuBarMayHaveRemovedSwiftUIsItem() {
        // A terminal's Close Tab on Command-W, whose delegate removes SwiftUI's File ▸ Close.
        var diagnostics: [Diagnostic] = []
        let app = SwiftShortcutScanner.read(
            source: #"""
                import SwiftUI
                @main struct Terminal: App {
                    var body: some Scene {
                        WindowGroup { ContentView() }
                            .commands { CommandGroup(after: .newItem) { Button("Close Tab") {}.keyboardShortcut("w") } }
                    }
                }
                struct ContentView: View { var body: some View { Text("x") } }
                """#, path: "TerminalApp.swift", into: &diagnostics)
        let delegate = SwiftShortcutScanner.read(
            source: #"""
                import AppKit
                final class AppDelegate: NSObject, NSApplicationDelegate {
                    func applicationDidFinishLaunching(_ notification: Notification) {
                        guard let fileMenu = NSApp.mainMenu?.items.first(where: { $0.title == "File" })?.submenu else { return }
                        for item in fileMenu.items where item.title == "Close" { fileMenu.removeItem(item) }
                    }
                }
                """#, path: "AppDelegate.swift", into: &diagnostics)
        func closeClash(_ files: [FileShortcuts]) -> [Diagnostic] {
            LintSettings().lint(FileShortcuts.join(files), against: Lint.rulebook).filter {
                $0.id == "duplicate-shortcut" && $0.message.contains("Close")
            }
        }
        // Alone, the app's scenes are all seen: SwiftUI's Close is there.
        #expect(closeClash([app]).map(\.severity) == [.error])
        // With the delegate, the Close it may remove is only likely there.
        let stripped = closeClash([app, delegate])
        #expect(stripped.map(\.severity) == [.warning])
        #expect(stripped.first?.message.contains("removes items, or their keys, from the menu bar as it runs") == true)
        // So with one that empties the key of the main menu's Close (BentoTerm's Close Pane).
        let cleared = SwiftShortcutScanner.read(
            source: #"""
                import AppKit
                final class AppDelegate: NSObject, NSApplicationDelegate {
                    func reclaim() {
                        guard let mainMenu = NSApp.mainMenu else { return }
                        for top in mainMenu.items { for item in top.submenu?.items ?? [] where item.title == "Close" { item.keyEquivalent = "" } }
                    }
                }
                """#, path: "AppDelegate.swift", into: &diagnostics)
        #expect(closeClash([app, cleared]).map(\.severity) == [.warning])
        #expect(diagnostics.isEmpty)
    }

    @Test func aKeyUnderAKeysLabelIsAShortcutWhereTheFilesHelperMakesAMenuItemOfIt() {
        // A weather app's status menu, built by a helper that fills an inout item; a store's
        // `key:` beside it is no shortcut.
        let found = SwiftShortcutScanner.scan(
            source: #"""
                final class AppDelegate: NSObject {
                    func myMenuItem(_ string: String, url: String?, key: String, newItem: inout NSMenuItem) {
                        newItem = NSMenuItem(title: "", action: url.map { Selector($0) }, keyEquivalent: key)
                        newItem.title = string
                    }
                    func addControlOptions(_ controlsMenu: NSMenu) {
                        var newItem = NSMenuItem()
                        myMenuItem("Relaunch", url: "Relaunch:", key: "`", newItem: &newItem)
                        controlsMenu.addItem(newItem)
                        cache.store(value, key: "r")
                    }
                }
                """#, path: "AppDelegate.swift")
        #expect(found.map { $0.shortcut?.words } == ["Command-Grave accent"])
        #expect(found.map(\.span.location.line) == [8])
        #expect(found.allSatisfy { !$0.facts.throughOwnCode })
    }

    @Test func anEnumOfTheAppsShortcutsGivesEachCaseItsKeyModifiersAndTitle() {
        // A chat client's shortcuts, each property a switch over the cases, used in its commands.
        let found = SwiftShortcutScanner.scan(
            source: #"""
                enum ChatShortcut: CaseIterable {
                    case newChat, search, nextChat
                    var keyEquivalent: KeyEquivalent {
                        switch self {
                        case .newChat: return "n"
                        case .search: return "f"
                        case .nextChat: return "]"
                        }
                    }
                    var modifiers: EventModifiers {
                        switch self {
                        case .newChat, .search: .command
                        case .nextChat: [.command, .option]
                        }
                    }
                    var label: String {
                        switch self {
                        case .newChat: return "New Chat"
                        case .search: return "Search"
                        case .nextChat: return "Next Chat"
                        }
                    }
                }
                struct ChatCommands: Commands {
                    var body: some Commands {
                        CommandGroup(after: .newItem) {
                            Button(ChatShortcut.newChat.label) {}
                                .keyboardShortcut(ChatShortcut.newChat.keyEquivalent, modifiers: ChatShortcut.newChat.modifiers)
                            Button(ChatShortcut.nextChat.label) {}
                                .keyboardShortcut(ChatShortcut.nextChat.keyEquivalent, modifiers: ChatShortcut.nextChat.modifiers)
                        }
                    }
                }
                struct Row: View {
                    let shortcut: ChatShortcut
                    var body: some View { Button("Go") {}.keyboardShortcut(shortcut.keyEquivalent, modifiers: shortcut.modifiers) }
                }
                """#, path: "ChatShortcuts.swift")
        let resolved = found.filter { $0.shortcut != nil }
        #expect(resolved.map { $0.shortcut?.words } == ["Command-N", "Option-Command-Right bracket"])
        #expect(resolved.map(\.title) == ["New Chat", "Next Chat"])
        // A case only known when the app runs stays unresolved.
        #expect(found.filter { $0.shortcut == nil }.count == 1)
    }

    @Test func aMenuTheCodePopsUpTakesKeysOnlyWhileOpen() {
        // A clipboard panel's card menu, built by a function and popped up at the card.
        let found = SwiftShortcutScanner.scan(
            source: #"""
                final class ActionMenuItem: NSMenuItem {
                    init(title: String, keyEquivalent: String, modifierMask: NSEvent.ModifierFlags) {
                        super.init(title: title, action: #selector(run), keyEquivalent: keyEquivalent)
                        self.keyEquivalentModifierMask = modifierMask
                    }
                    required init(coder: NSCoder) { fatalError() }
                }
                final class Runtime {
                    func showMenu(event: NSEvent, cardView: NSView) {
                        let menu = makeManagementMenu(for: event)
                        NSMenu.popUpContextMenu(menu, with: event, for: cardView)
                    }
                    func makeManagementMenu(for event: NSEvent) -> NSMenu {
                        let menu = NSMenu()
                        menu.addItem(ActionMenuItem(title: "Delete", keyEquivalent: "\u{8}", modifierMask: []))
                        menu.addItem(ActionMenuItem(title: "Preview", keyEquivalent: " ", modifierMask: []))
                        return menu
                    }
                    func showSortMenu(button: NSButton) {
                        let sort = NSMenu()
                        sort.addItem(withTitle: "By Date", action: #selector(sortByDate), keyEquivalent: "d")
                        sort.popUp(positioning: nil, at: .zero, in: button)
                    }
                }
                """#, path: "Runtime.swift")
        let items = found.filter { $0.shortcut != nil }
        #expect(items.map(\.title) == ["Delete", "Preview", "By Date"])
        #expect(items.allSatisfy { $0.scope == .menu("the pop-up menu") })
        let typing = LintSettings().lint(found, against: Lint.rulebook).filter { $0.id == "typing-conflict" }
        #expect(typing.isEmpty)
    }

    @Test func oneCommandInSeveralPlacesIsOneFindingAtItsMainPlace() {
        var diagnostics: [Diagnostic] = []
        let code = SwiftShortcutScanner.read(
            source: #"""
                import KeyboardShortcuts
                func setUp(sidebar: NSMenu) {
                    if KeyboardShortcuts.getShortcut(for: .activateWindow) == nil {
                        KeyboardShortcuts.setShortcut(.init(.m, modifiers: [.command, .option]), for: .activateWindow)
                    }
                    sidebar.addItem(withTitle: "Open in Terminal", action: #selector(openTerminal), keyEquivalent: "j")
                }
                extension KeyboardShortcuts.Name {
                    static let activateWindow = Self("activateWindow", default: .init(.m, modifiers: [.command, .option]))
                }
                func registerAll() { KeyboardShortcuts.onKeyUp(for: .activateWindow) { activate() } }
                func buildMainMenu(_ folder: NSMenu) {
                    folder.addItem(withTitle: "Open in Terminal", action: #selector(openTerminal), keyEquivalent: "j")
                    let active = folder.addItem(withTitle: "Active Window", action: #selector(activate), keyEquivalent: "m")
                    active.keyEquivalentModifierMask = [.option, .command]
                }
                """#, path: "App.swift", into: &diagnostics)
        let found = FileShortcuts.join([code])
        #expect(found.count == 5)
        let standard = LintSettings().lint(found, against: Lint.rulebook).filter { $0.id == "standard-repurposed" }
        // Minimize All at the hot key's named default (line 9), not at the menu item listing the
        // hot key (line 14); Jump to Selection once (line 6: both items are app-wide here, so the
        // first keeps it).
        #expect(standard.map(\.location.line) == [6, 9])
    }

    @Test func aKeyHandedToTheAppsOwnTypeIsOnlyLikelyOneItActsOn() {
        // A shortcut guide's entry: its own type, whose code gives the key to no framework API.
        var diagnostics: [Diagnostic] = []
        let guide = SwiftShortcutScanner.read(
            source: #"""
                struct ShortcutItem { let name: String; let modifierFlags: NSEvent.ModifierFlags; let keyEquivalent: String }
                final class Guide {
                    let items = [ShortcutItem(name: "Copy Color", modifierFlags: [.command], keyEquivalent: "`")]
                }
                """#, path: "Guide.swift", into: &diagnostics)
        let found = FileShortcuts.join([guide])
        #expect(found.map(\.facts.throughOwnCode) == [true])
        let reserved = LintSettings().lint(found, against: Lint.rulebook).filter { $0.id == "reserved-conflict" }
        #expect(reserved.map(\.severity) == [.note])
        #expect(reserved.first?.message.contains("could not prove that the app acts on this key") == true)
    }

    /// AUHost keeps its menu items as a class's `lazy var`s and sets their masks in a method:
    /// the mask is the property's, so Show Toolbar is Option-Command-T, apart from Show Fonts.
    @Test func aStoredItemsMaskSetInAMethodIsItsOwn() {
        let source = #"""
            class MainMenu: NSMenu {
                lazy var showFonts = NSMenuItem(title: "Show Fonts", action: nil, keyEquivalent: "t")
                lazy var showToolbar = NSMenuItem(title: "Show Toolbar", action: nil, keyEquivalent: "t")
                func setUp() {
                    addItem(showFonts)
                    addItem(showToolbar)
                    showToolbar.keyEquivalentModifierMask = [.option, .command]
                }
                func other() { let showFonts = NSMenuItem(); showFonts.keyEquivalentModifierMask = [.shift] }
            }
            """#
        let found = SwiftShortcutScanner.scan(source: source, path: "MainMenu.swift")
        #expect(found.map { $0.shortcut?.words } == ["Command-T", "Option-Command-T"])
        #expect(!check(found).contains { $0.id == "duplicate-shortcut" })
    }

    @Test func aMenuBuiltInCodeAndHandedToAControlIsThatControls() {
        let source = #"""
            final class LibraryWindowController: NSWindowController {
                @IBOutlet var searchField: NSSearchField!
                func buildMenus(mainMenu: NSMenu) {
                    mainMenu.addItem(withTitle: "Find", action: #selector(find), keyEquivalent: "f")
                    let menu = NSMenu(title: "Search")
                    menu.addItem(withTitle: "Search Titles", action: #selector(searchTitles), keyEquivalent: "f")
                    let all = NSMenuItem(title: "Search Everything", action: #selector(searchAll), keyEquivalent: "e")
                    menu.addItem(all)
                    searchField.searchMenuTemplate = menu
                }
            }
            """#
        let found = SwiftShortcutScanner.scan(source: source, path: "App.swift")
        #expect(found.map(\.scope) == [.app, .menu("the menu of 'searchField'"), .menu("the menu of 'searchField'")])
        // Find in the main menu and the field's own item on Command-F are never open at once.
        #expect(!check(found).contains { $0.id == "duplicate-shortcut" })
    }

    /// Aurora Editor's status menu: the items are written as one list, `menu.items = […]`.
    @Test func aStatusItemsMenuWrittenAsOneListIsTheStatusMenu() {
        let source = #"""
            extension AppDelegate {
                func setup(statusItem: NSStatusItem) {
                    let menu = NSMenu()
                    menu.items = [
                        NSMenuItem(title: "Open Welcome View", action: #selector(openWelcome), keyEquivalent: "e"),
                        NSMenuItem(title: "Quit", action: #selector(NSApplication.terminate(_:)), keyEquivalent: "q"),
                    ]
                    statusItem.menu = menu
                }
                func setup(mainMenu: NSMenu) {
                    mainMenu.items = [NSMenuItem(title: "Use Selection for Find", action: nil, keyEquivalent: "e")]
                }
            }
            """#
        let found = SwiftShortcutScanner.scan(source: source, path: "StatusItem.swift")
        #expect(found.map(\.scope) == [.menu("the status item's menu"), .menu("the status item's menu"), .app])
        #expect(!check(found).contains { $0.id == "duplicate-shortcut" })
    }

    private func check(_ declarations: [AppShortcut]) -> [Diagnostic] {
        LintSettings().lint(declarations, against: Lint.rulebook)
    }
}
