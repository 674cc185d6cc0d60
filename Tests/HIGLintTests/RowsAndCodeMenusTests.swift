import HIGLint
import HIGLintInterfaceBuilder
import HIGLintSwift
import HIGModel
import Testing

/// Where a declaration lives, read from the code's structure: a SwiftUI control in the rows of a
/// `ForEach` (on screen once per row), an AppKit item set through `menu.items.last`, a status
/// item's menu reached through an optional, and a main menu the code builds in place of a nib's.
@Suite struct RowsAndCodeMenusTests {
    private func read(_ files: [(String, String)]) -> [AppShortcut] {
        var diagnostics: [Diagnostic] = []
        return FileShortcuts.join(files.map { SwiftShortcutScanner.read(source: $1, path: $0, into: &diagnostics) })
    }

    /// A function building a status item's menu of one item (`menu.addItem(<item>)`), set as `menu`.
    private static func statusMenu(_ item: String, menu: String = "statusItem.menu") -> String {
        "func buildStatusMenu() {\n    let menu = NSMenu()\n    menu.addItem(\(item))\n    \(menu) = menu\n}"
    }

    private func findings(_ found: [AppShortcut], _ rule: String) -> [Diagnostic] {
        LintSettings().lint(found, against: Lint.rulebook).filter { $0.id == rule }
    }

    @Test func aRowViewMadeOnlyInAForEachRepeatsItsShortcut() {
        let found = read([
            (
                "Projects.swift",
                #"""
                struct Projects: View {
                    var body: some View {
                        VStack {
                            ForEach(projects) { project in ProjectRow(project: project) }
                            Button("Done") { close() }.keyboardShortcut(.defaultAction)
                        }
                    }
                }
                struct ProjectRow: View {
                    let project: Project
                    var body: some View {
                        HStack {
                            Text(project.name).font(.body)
                            if project.isRunning {
                                Button("Stop") { project.stop() }.keyboardShortcut(".", modifiers: .command)
                            }
                        }
                    }
                }
                """#
            )
        ])
        #expect(found.map(\.facts.repeatedInRowsAt) == [nil, 4])
        let rows = findings(found, "duplicate-shortcut")
        #expect(rows.map(\.location.line) == [15])
        #expect(rows.first?.severity == .warning)
    }

    @Test func aButtonShownOnlyInTheSelectedRowIsNotRepeated() {
        let found = read([
            (
                "List.swift",
                #"""
                struct Items: View {
                    @State var selection: Item.ID?
                    var body: some View {
                        ForEach(items) { item in
                            if item.id == selection { Button("Rename") { rename(item) }.keyboardShortcut("r") }
                        }
                    }
                }
                """#
            )
        ])
        #expect(found.map(\.facts.repeatedInRowsAt) == [nil])
    }

    @Test func theLastItemOfAMenuTakesTheMaskSetThroughItems() {
        let found = read([
            (
                "AppDelegate.swift",
                #"""
                func build() {
                    let mainMenu = NSMenu()
                    let stream = NSMenu(title: "Stream")
                    stream.addItem(withTitle: "Disconnect", action: #selector(disconnect), keyEquivalent: "d")
                    stream.addItem(withTitle: "Mute", action: #selector(mute), keyEquivalent: "m")
                    stream.items.last?.keyEquivalentModifierMask = [.command, .shift]
                    NSApp.mainMenu = mainMenu
                }
                """#
            )
        ])
        #expect(found.map { $0.shortcut?.words } == ["Command-D", "Shift-Command-M"])
        #expect(found.allSatisfy { $0.facts.setsMainMenu })
    }

    /// Tailscreen's viewer sets a main menu of its own with no Close item: AppKit gives an app its
    /// window commands only through the items its menu lists, so Disconnect on Command-W reuses
    /// the key of a command this app does not have (a note); beside a listed Close it takes it.
    @Test func aMainMenuSetInCodeHasOnlyTheWindowCommandsItLists() {
        func standard(_ items: String) -> [Diagnostic] {
            let found = read([
                (
                    "AppMenu.swift",
                    "func build() { let menu = NSMenu(); let file = NSMenu(title: \"File\"); " + items
                        + " NSApp.mainMenu = menu }"
                )
            ])
            return LintSettings().lint(found, against: Lint.rulebook).filter { $0.id == "standard-repurposed" }
        }
        let disconnect = #"file.addItem(NSMenuItem(title: "Disconnect", action: #selector(disconnect), keyEquivalent: "w"));"#
        #expect(standard(disconnect).map(\.severity) == [.note])
        let close =
            #"file.addItem(NSMenuItem(title: "Close", action: #selector(NSWindow.performClose(_:)), keyEquivalent: "W"));"#
        #expect(standard(disconnect + " " + close).map(\.severity) == [.warning])
    }

    /// CaptureFlow's status menu lists the system's screenshot keys as hints: items made with
    /// `action: nil`, disabled, run nothing, so Shift-Command-3 there takes nothing from the
    /// system (a note). An item given an action later runs it (an error).
    @Test func aMenuItemWithNoActionOnlyShowsItsKey() {
        func reserved(_ extra: String) -> [Diagnostic] {
            let found = read([
                (
                    "StatusBar.swift",
                    #"func build() { let hint = NSMenuItem(title: "Full Screen", action: nil, keyEquivalent: ""); hint.keyEquivalentModifierMask = [.shift, .command]; hint.keyEquivalent = "3"; hint.isEnabled = false; "#
                        + extra + " menu.addItem(hint); NSApp.mainMenu = menu }"
                )
            ])
            return LintSettings().lint(found, against: Lint.rulebook).filter { $0.id == "reserved-conflict" }
        }
        #expect(reserved("").map(\.severity) == [.note])
        #expect(reserved("").first?.message.contains("makes the menu item with no action and never gives it one") == true)
        #expect(reserved("hint.action = #selector(capture);").map(\.severity) == [.error])
    }

    /// FOLIO's window controller builds and sets a main menu, and its app delegate another: the
    /// one set last replaces the other, so their items never share a menu bar (a note). One file's
    /// menu holding both items is one menu bar (an error).
    @Test func twoFilesEachSettingAMainMenuAreTwoMenuBars() {
        func duplicates(_ files: [(String, String)]) -> [Diagnostic] {
            LintSettings().lint(read(files), against: Lint.rulebook).filter { $0.id == "duplicate-shortcut" }
        }
        func menu(_ item: String) -> String {
            "func build() { let menu = NSMenu(); let help = NSMenu(title: \"Help\"); " + item + " NSApp.mainMenu = menu }"
        }
        let guide = #"help.addItem(NSMenuItem(title: "FOLIO Guide", action: #selector(showGuide), keyEquivalent: "?"));"#
        let keys = #"help.addItem(NSMenuItem(title: "Keyboard Shortcuts", action: #selector(showKeys), keyEquivalent: "?"));"#
        let apart = duplicates([("WindowController.swift", menu(guide)), ("AppDelegate.swift", menu(keys))])
        #expect(apart.map(\.severity) == [.note])
        #expect(apart.first?.message.contains("each file sets the main menu, and the one set last replaces the other") == true)
        #expect(duplicates([("AppDelegate.swift", menu(guide + " " + keys))]).map(\.severity) == [.error])
    }

    /// Ouro MD's `add(menu, "Keyboard Shortcuts…", …)` is handed the Help menu it adds the item
    /// to: an item of the Help menu on Help's shortcut is the app's help, whatever it opens.
    @Test func aHelperHandedAMenuAddsItsItemToThatMenu() {
        let found = read([
            (
                "MenuBuilder.swift",
                #"""
                enum MenuBuilder {
                    static func add(_ menu: NSMenu, _ title: String, _ action: Selector, _ key: String) -> NSMenuItem {
                        menu.addItem(withTitle: title, action: action, keyEquivalent: key)
                    }
                    static func helpMenu() -> NSMenuItem {
                        let item = NSMenuItem()
                        let menu = NSMenu(title: "Help")
                        item.submenu = menu
                        let shortcuts = add(menu, "Keyboard Shortcuts…", #selector(AppDelegate.showKeys(_:)), "/")
                        shortcuts.keyEquivalentModifierMask = [.command, .shift]
                        return item
                    }
                }
                """#
            )
        ])
        let item = found.first { $0.title == "Keyboard Shortcuts…" }
        #expect(item?.menuPath == ["Help"])
        #expect(LintSettings().lint(found, against: Lint.rulebook).filter { $0.id == "standard-repurposed" }.isEmpty)
    }

    /// itspaint's `add(to:_:_:_:)` hands its key to `NSMenuItem(title:action:keyEquivalent:)` and
    /// sets no mask: its callers' keys are on Command, as AppKit reads them; a mask set on the
    /// item it returns still applies.
    @Test func aHelperKeepingAppKitsMaskPutsItsKeysOnCommand() {
        let found = read([
            (
                "MainMenuBuilder.swift",
                #"""
                enum MainMenuBuilder {
                    static func build() {
                        let menu = NSMenu(title: "Image")
                        add(to: menu, "Invert Colours", #selector(invert), "i")
                        add(to: menu, "Clear Image", #selector(clear), "k").keyEquivalentModifierMask = [.command, .shift]
                        NSApp.mainMenu = menu
                    }
                    private static func add(to menu: NSMenu, _ title: String, _ action: Selector, _ key: String) -> NSMenuItem {
                        let item = NSMenuItem(title: title, action: action, keyEquivalent: key)
                        menu.addItem(item)
                        return item
                    }
                }
                """#
            )
        ])
        #expect(found.map { $0.shortcut?.words } == ["Command-I", "Shift-Command-K"])
    }

    /// Menu Bar Dock names `mainMenu` only in a comment: its code-made menu may be the status
    /// item's pop-up, not the menu bar.
    @Test func aMainMenuNamedOnlyInACommentLeavesTheMenuUnplaced() {
        let found = read([
            (
                "MenuBarItem.swift",
                #"""
                // do not use NSApplication.shared.mainMenu?.menuBarHeight here
                func makeMenu() -> NSMenu {
                    let menu = NSMenu()
                    menu.addItem(NSMenuItem(title: "Hide Finder", action: #selector(hide), keyEquivalent: "h"))
                    return menu
                }
                """#
            )
        ])
        #expect(found.map(\.facts.menuUnplaced) == [true])
    }

    @Test func aStatusItemsMenuReachedThroughAnOptionalIsThatItemsMenu() {
        let found = read([
            (
                "MenuBuilder.swift",
                Self.statusMenu(#"withTitle: "Quit", action: #selector(quit), keyEquivalent: "q""#, menu: "statusItem?.menu")
                    + "\nfunc buildMainMenu() { NSApp.mainMenu = NSMenu() }"
            )
        ])
        #expect(found.map(\.scope) == [.menu("the status item's menu")])
    }

    /// Petrichor's Playback menu calls a function that calls one building each item: the
    /// buttons are the menu bar's items. A function the file also uses in a view is not.
    @Test func aFunctionUsedOnlyInCommandContentBuildsMenuBarItems() {
        let found = read([
            (
                "PlayerApp.swift",
                #"""
                @main struct PlayerApp: App {
                    var body: some Scene {
                        WindowGroup { PlayerView(controls: sharedControls()) }
                            .commands { CommandMenu("Playback") { navigationItems() } }
                    }
                    private func navigationItems() -> some View { seekItem() }
                    private func seekItem() -> some View {
                        Button("Seek Forward") {}.keyboardShortcut(.rightArrow, modifiers: [.command, .shift]).disabled(track == nil)
                    }
                    private func sharedControls() -> some View { Button("Shuffle") {}.keyboardShortcut("s", modifiers: [.command, .option]) }
                }
                """#
            )
        ])
        let own = found.filter { !$0.isImplied }
        #expect(own.map(\.title) == ["Seek Forward", "Shuffle"])
        #expect(own.map(\.scope) == [.app, .controls("PlayerApp")])
        #expect(own.first?.facts.enabledByValidation == true)
        // A function other files may call too (internal, of a type of the app's own) is not known
        // to be only the menu's.
        let shared = read([
            (
                "Items.swift",
                #"""
                struct Items: View {
                    var body: some View { Text("") }
                    var menu: some Commands { CommandMenu("Playback") { seekItem() } }
                    func seekItem() -> some View { Button("Seek Forward") {}.keyboardShortcut(.rightArrow) }
                }
                """#
            )
        ])
        #expect(shared.filter { !$0.isImplied }.map(\.scope) == [.controls("Items")])
    }

    /// A status item's menu answers its keys only while open, and the system takes its own keys
    /// then too (Apple has people screenshot an open menu with Shift-Command-4): the item never
    /// gets a key the system takes.
    @Test func aStatusMenusReservedKeyNeverReachesIt() throws {
        let found = read([
            ("MenuBuilder.swift", Self.statusMenu(#"withTitle: "Play or Pause", action: #selector(toggle), keyEquivalent: " ""#))
        ])
        let reserved = try #require(findings(found, "reserved-conflict").first)
        #expect(reserved.severity == .error)
        #expect(reserved.message.hasSuffix("it never reaches 'Play or Pause'"))
    }

    /// aLivePaper's status item takes the menu a method of its own builds and returns: its Quit,
    /// on Shift-Command-Q by an upper-case "Q", is that menu's, not the menu bar's.
    @Test func aStatusItemsMenuReturnedByAMethodOfTheFileIsThatItemsMenu() {
        let found = read([
            (
                "StatusBarController.swift",
                #"""
                final class StatusBarController: NSObject {
                    private var statusItem: NSStatusItem!
                    override init() {
                        super.init()
                        statusItem.menu = createStatusMenu()
                    }
                    func createStatusMenu() -> NSMenu {
                        let menu = NSMenu()
                        let quitItem = NSMenuItem(title: "Quit", action: #selector(quitApp), keyEquivalent: "Q")
                        menu.addItem(quitItem)
                        return menu
                    }
                    func otherMenu() -> NSMenu {
                        let menu = NSMenu()
                        menu.addItem(withTitle: "Open", action: #selector(open), keyEquivalent: "o")
                        return menu
                    }
                }
                """#
            )
        ])
        #expect(found.map(\.scope) == [.menu("the status item's menu"), .app])
    }

    /// An app delegate that builds a main menu with one item on Command-N, and sets it.
    private func menuSetInCode(_ title: String, _ diagnostics: inout [Diagnostic]) -> FileShortcuts {
        SwiftShortcutScanner.read(
            source: """
                func build() {
                    let mainMenu = NSMenu()
                    let file = NSMenu(title: "File")
                    file.addItem(withTitle: "\(title)", action: #selector(newItem), keyEquivalent: "n")
                    NSApp.mainMenu = mainMenu
                }
                """, path: "AppDelegate.swift", into: &diagnostics)
    }

    @Test func aMainMenuSetInCodeIsAnotherMenuBarThanTheNibs() {
        var diagnostics: [Diagnostic] = []
        let code = menuSetInCode("New Note", &diagnostics)
        let nib = InterfaceBuilderReader().read(
            Array(
                #"""
                <document><menu systemMenu="main">
                <menuItem title="New Document" keyEquivalent="n"><connections><action selector="newDocument:"/></connections></menuItem>
                <menuItem title="Dark Mode" keyEquivalent="d"><modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/></menuItem>
                </menu></document>
                """#.utf8), path: "Base.lproj/MainMenu.xib", settings: ReadSettings())
        let joined = FileShortcuts.join([nib, code])
        let clash = findings(joined, "duplicate-shortcut")
        #expect(clash.count == 1)
        #expect(clash.allSatisfy { $0.severity == .note })
        #expect(clash.first?.message.contains("sets the main menu") == true)
        // The system takes Option-Command-D, but the nib's item may never be on screen.
        let reserved = findings(joined, "reserved-conflict")
        #expect(reserved.map(\.severity) == [.note])
        #expect(reserved.first?.message.contains("shows only until the app's code sets its own") == true)
    }

    /// A SwiftUI App whose delegate sets its own main menu (an LLM client's New Chat beside the
    /// WindowGroup's New Window): SwiftUI's menu bar shows only until the code's replaces it, so
    /// nothing shows its clash is live, and one with the code's menu is between two menu bars.
    @Test func aMainMenuSetInCodeReplacesSwiftUIsMenuBar() {
        var diagnostics: [Diagnostic] = []
        let app = SwiftShortcutScanner.read(
            source: #"""
                @main struct Chat: App {
                    var body: some Scene {
                        WindowGroup { Text("x") }
                            .commands { CommandGroup(after: .newItem) { Button("New Chat") {}.keyboardShortcut("n") } }
                    }
                }
                """#, path: "ChatApp.swift", into: &diagnostics)
        let delegate = menuSetInCode("New Conversation", &diagnostics)
        let clashes = findings(FileShortcuts.join([app, delegate]), "duplicate-shortcut")
        #expect(clashes.map(\.severity).sorted() == [.note, .note])
        #expect(clashes.contains { $0.message.contains("SwiftUI's menu bar shows only until the app's code sets its own") })
        #expect(clashes.contains { $0.message.contains("replaces SwiftUI's once set") })
        // Without the delegate's menu, SwiftUI's New Window and the app's New Chat are one menu bar;
        // so with a delegate that only reads the main menu to add an item to it (PegaseUIData).
        #expect(findings(FileShortcuts.join([app]), "duplicate-shortcut").map(\.severity) == [.error])
        let adding = SwiftShortcutScanner.read(
            source: #"""
                func applicationDidFinishLaunching(_ notification: Notification) {
                    if let mainMenu = NSApp.mainMenu {
                        let item = NSMenuItem(title: "Préférences…", action: #selector(openPreferences), keyEquivalent: ",")
                        mainMenu.item(at: 0)?.submenu?.insertItem(item, at: 1)
                    }
                }
                """#, path: "AppDelegate.swift", into: &diagnostics)
        #expect(!adding.declarations.contains { $0.facts.setsMainMenu })
        #expect(findings(FileShortcuts.join([app, adding]), "duplicate-shortcut").map(\.severity) == [.error])
    }
}
