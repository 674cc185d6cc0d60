import HIGLint
import HIGLintInterfaceBuilder
import HIGLintSwift
import HIGModel
import Testing

/// Findings claim only what the code proves, and stand where the fix goes. Each case is a
/// pattern blind sets J and K (apps nobody had tuned on) showed wrong.
@Suite struct ClaimsTheCodeProvesTests {
    private func check(_ source: String, path: String = "App.swift") -> [Diagnostic] {
        LintSettings().lint(SwiftShortcutScanner.scan(source: source, path: path), against: Lint.rulebook)
    }

    /// A SwiftUI menu of the menu bar holding `buttons`, one a line from line 2 of the file.
    private func menu(_ buttons: String) -> String {
        "struct C: Commands { var body: some Commands { CommandMenu(\"Go\") {\n" + buttons + "\n} } }\n"
    }

    /// Sequel Ace's filter window takes Command-F for its filter: whether people want Find there
    /// is not in the code, so the finding says so, as a note.
    @Test func aWindowsControlOnAMenuCommandsKeyIsANote() throws {
        let found = check(
            #"""
            struct FiltersApp: App {
                var body: some Scene {
                    WindowGroup { FilterView() }
                        .commands { CommandMenu("Search") { Button("Find in Rows") {}.keyboardShortcut("f", modifiers: [.command, .option]) } }
                }
            }
            struct FilterView: View {
                var body: some View { Button("Apply Filter") {}.keyboardShortcut("f", modifiers: [.command, .option]) }
            }
            """#
        ).filter { $0.id == "duplicate-shortcut" }
        let finding = try #require(found.first)
        #expect(finding.severity == .note)
        #expect(finding.message.contains("hig-gen could not prove that people want 'Find in Rows' while 'FilterView' has focus"))
    }

    /// FlashSpace's settings button shows only a gear: it may well be Settings itself.
    @Test func aButtonNamedOnlyByItsImageMayBeTheStandardCommand() throws {
        let found = check(
            #"""
            struct Toolbar: View {
                var body: some View {
                    Text("Spaces").contextMenu { Button("Settings…") { open() }.keyboardShortcut(",") }
                    Button { open() } label: { Image(systemName: "gearshape") }.keyboardShortcut(",")
                }
            }
            """#
        ).filter { $0.id == "standard-repurposed" }
        let finding = try #require(found.first)
        #expect(finding.severity == .note)
        #expect(finding.message.contains("its only title is an image's name"))
    }

    /// Clipchop's panel matches its `settings` name on Command-Comma: the name says it is Settings.
    @Test func aHotKeysNameSaysWhichCommandItIs() {
        let found = check(
            #"""
            extension KeyboardShortcuts.Name {
                static let settings = Self("settings", default: .init(.comma, modifiers: .command))
                static let archive = Self("archive", default: .init(.s, modifiers: .command))
                static let window = Self("window", default: .init(.w, modifiers: [.control, .option]))
            }
            func start() { KeyboardShortcuts.onKeyDown(for: .window) { showPanel() } }
            final class Panel: NSPanel {
                override func keyDown(with event: NSEvent) {
                    switch KeyboardShortcuts.Shortcut(event: event) {
                    case KeyboardShortcuts.Name.settings.shortcut: openSettings()
                    case KeyboardShortcuts.Name.archive.shortcut: archive()
                    default: super.keyDown(with: event)
                    }
                }
            }
            """#
        ).filter { $0.id == "standard-repurposed" }
        #expect(found.map(\.location.line) == [3])
        #expect(
            found.first?.message.hasPrefix(
                "Command-S is Save in apps that have it; hig-gen found no Save command in this app, so 'archive'") == true)
    }

    /// SubEthaEdit's and Notenik's Option-Command-[ and ]: AppKit remaps a menu item's key for
    /// the person's layout since macOS 12, as SwiftUI and UIKit do.
    @Test func anAppKitMenuItemOnANonLetterKeyIsANote() throws {
        let found = check(
            #"""
            func build(mainMenu: NSMenu) {
                let outdent = NSMenuItem(title: "Outdent", action: #selector(outdent), keyEquivalent: "[")
                outdent.keyEquivalentModifierMask = [.option, .command]
                mainMenu.addItem(outdent)
            }
            """#
        ).filter { $0.id == "non-letter-key" }
        let finding = try #require(found.first)
        #expect(finding.severity == .note)
        #expect(finding.notes.contains { $0.message.contains("allowsAutomaticKeyEquivalentLocalization") })
    }

    /// SubEthaEdit's German MainMenu.xib beside its Base one: the app loads one of them, and the
    /// German titles cannot be compared with the rulebook's English.
    @Test func languageCopiesOfAMenuAreNeverLiveTogether() {
        func menu(_ items: String) -> [UInt8] { Array("<document><menu systemMenu=\"main\">\(items)</menu></document>".utf8) }
        var diagnostics: [Diagnostic] = []
        let base = InterfaceBuilderReader.parse(
            menu(#"<menuItem title="Save" keyEquivalent="s"/><menuItem title="Show Invisibles" keyEquivalent="i"/>"#),
            file: "App/Base.lproj/MainMenu.xib", into: &diagnostics)
        let german = InterfaceBuilderReader.parse(
            menu(
                #"<menuItem title="Sichern" keyEquivalent="s"><connections><action selector="saveDocument:"/></connections></menuItem><menuItem title="Unsichtbare zeigen" keyEquivalent="s"><connections><action selector="toggleInvisibles:"/></connections></menuItem>"#
            ),
            file: "App/de.lproj/MainMenu.xib", into: &diagnostics)
        let found = LintSettings().lint(base + german, against: Lint.rulebook).filter { $0.severity != .note }
        // Only the German copy's own clash; no German title is called "not Save".
        #expect(found.map { "\($0.location.file):\($0.id)" } == ["App/de.lproj/MainMenu.xib:duplicate-shortcut"])
    }

    /// SelfControl's timer file holds two panels, both titled "Window": each is a scope of its
    /// own, so their default buttons never meet.
    @Test func windowsTitledAlikeAreTwoScopes() {
        var diagnostics: [Diagnostic] = []
        func window(_ id: String, _ label: String, _ button: String) -> String {
            #"<window title="Window" id="\#(id)" userLabel="\#(label)"><view key="contentView"><button><buttonCell title="\#(button)" keyEquivalent="&#xD;"/></button></view></window>"#
        }
        let file =
            "<document><objects>\(window("63", "Add Panel", "Add"))\(window("N5B", "Extend Sheet", "Extend"))</objects></document>"
        let buttons = InterfaceBuilderReader.parse(Array(file.utf8), file: "Base.lproj/TimerWindow.xib", into: &diagnostics)
        #expect(buttons.map(\.context) == ["TimerWindow.xib: Window window", "TimerWindow.xib: Window window (Extend Sheet)"])
        #expect(LintSettings().lint(buttons, against: Lint.rulebook).filter { $0.id == "duplicate-shortcut" }.isEmpty)
    }

    /// ProtonVPN keeps its storyboard app beside a SwiftUI App (behind `#if REDESIGN`): the app
    /// starts from one of the two menu bars, so their clash is a note, and a SwiftUI command on
    /// Hide's key meets the Hide SwiftUI's own app menu keeps there.
    @Test func aSwiftUIAppAndAnInterfaceBuilderMainMenuAreTwoMenuBars() throws {
        var diagnostics: [Diagnostic] = []
        let storyboard = InterfaceBuilderReader.parse(
            Array(
                #"<document><menu systemMenu="main"><menuItem title="Hide VPN" keyEquivalent="h"/><menuItem title="Log Out" keyEquivalent="W"/></menu></document>"#
                    .utf8),
            file: "Base.lproj/Main.storyboard", into: &diagnostics)
        let swiftUI = SwiftShortcutScanner.scan(
            source: #"""
                @main struct VPNApp: App {
                    var body: some Scene {
                        WindowGroup { Text("") }.commands {
                            CommandMenu("Debug") { Button("Say Hello") {}.keyboardShortcut("h") }
                            CommandGroup(after: .appInfo) { Button("Sign Out") {}.keyboardShortcut("w", modifiers: [.command, .shift]) }
                        }
                    }
                }
                """#, path: "VPNApp.swift")
        // One Mac target builds both files.
        let mac = AppTarget(name: "VPN", platforms: [.macOS], evidence: .project(path: "VPN.xcodeproj/project.pbxproj"))
        let declarations = (storyboard + swiftUI).map { declaration in
            var built = declaration
            built.targets = [mac]
            return built
        }
        let found = LintSettings().lint(declarations, against: Lint.rulebook)
        // (Two of them: Log Out beside Sign Out, and the storyboard's Hide beside SwiftUI's.)
        let twoMenuBars = found.filter {
            $0.id == "duplicate-shortcut" && $0.message.contains("Main.storyboard's main menu are in one menu bar")
        }
        #expect(twoMenuBars.count == 2)
        #expect(twoMenuBars.allSatisfy { $0.severity == .note })
        // SwiftUI's own menu bar keeps its app menu's Hide on Command-H beside Say Hello.
        let hello = try #require(
            found.first {
                $0.id == "duplicate-shortcut" && $0.location.file == "VPNApp.swift" && $0.message.contains("Command-H")
            })
        #expect(hello.severity == .error)
        #expect(hello.message.contains("already used by 'Hide'"))
    }

    /// Horizon's panel button shows only "🙂": VoiceOver's label says what it does.
    @Test func aButtonShowingOnlyAnEmojiIsNamedByItsAccessibilityLabel() {
        let found = SwiftShortcutScanner.scan(
            source: #"""
                struct PublishView: View {
                    var body: some View {
                        Button("🙂") { openPicker() }
                            .keyboardShortcut("e", modifiers: [.command])
                            .accessibility(label: Text("Show emoji picker"))
                    }
                }
                """#, path: "PublishView.swift")
        #expect(found.map(\.title) == ["Show emoji picker"])
    }

    /// Gowi keeps its keys in a struct of its own and applies them by name; a constant only its
    /// UI tests press is not shown to be a shortcut of the app.
    @Test func aConstantOfTheAppsOwnTypeIsJoinedWithItsUses() throws {
        let declarations = ConstantShortcuts.resolve(
            SwiftShortcutScanner.scan(
                source: #"""
                    struct KbShortcuts {
                        static let fileExport = KeyboardShortcut("e", modifiers: .command)
                        static let windowCycle = KeyboardShortcut("`", modifiers: [.command])
                    }
                    """#, path: "KbShortcuts.swift")
                + SwiftShortcutScanner.scan(
                    source: #"""
                        struct FileCommands: Commands {
                            var body: some Commands { CommandGroup(after: .newItem) { Button("Export JSON") {}.keyboardShortcut(KbShortcuts.fileExport) } }
                        }
                        """#, path: "FileCommands.swift"))
        #expect(declarations.map(\.title) == [nil, "Export JSON"])
        #expect(declarations.last?.shortcut?.words == "Command-E")
        let reserved = try #require(
            LintSettings().lint(declarations, against: Lint.rulebook).first { $0.id == "reserved-conflict" })
        #expect(reserved.severity == .note)
        #expect(reserved.message.contains("no '.keyboardShortcut(…)' in the code checked uses it"))
    }

    /// Gowi asks SwiftUI for its text-editing commands and puts its own Export JSON on Command-E,
    /// the Use Selection for Find those commands bring.
    @Test func theTextCommandGroupsAnAppAsksForAreItsCommands() throws {
        let found = check(
            #"""
            @main struct GowiApp: App {
                var body: some Scene {
                    WindowGroup { Text("") }.commands {
                        TextEditingCommands()
                        CommandGroup(after: .newItem) { Button("Export JSON") {}.keyboardShortcut("e") }
                    }
                }
            }
            """#)
        let duplicate = try #require(found.first { $0.id == "duplicate-shortcut" })
        #expect(duplicate.severity == .warning)
        #expect(duplicate.message.contains("'Use Selection for Find'"))
        #expect(duplicate.message.contains("that SwiftUI's TextEditingCommands gives"))
    }

    /// PdfToBooks's own File menu puts Close on Command-W beside the Close SwiftUI's menu bar
    /// gives (a blind label: an error). Where the code checked declares every type the scenes'
    /// commands name, nothing unseen replaces that Close: both are proven in one menu bar. A
    /// `Commands` type the code does not declare (one in a package) may replace it: a warning.
    @Test func aCommandTheMenuBarGivesIsKeptWhereEveryCommandsTypeIsSeen() throws {
        func duplicate(_ commands: String) throws -> Diagnostic {
            var diagnostics: [Diagnostic] = []
            let file = SwiftShortcutScanner.read(
                source: """
                    import SwiftUI
                    @main struct BookApp: App {
                        var body: some Scene {
                            WindowGroup { Library() }.commands {
                                \(commands)
                                CommandMenu("Book") { Button("Close") {}.keyboardShortcut("w") }
                            }
                        }
                    }
                    struct Library: View { var body: some View { Text("") } }
                    """, path: "BookApp.swift", into: &diagnostics)
            let found = LintSettings().lint(FileShortcuts.join([file]), against: Lint.rulebook)
            return try #require(found.first { $0.id == "duplicate-shortcut" && $0.location.line == 6 })
        }
        let seen = try duplicate("CommandGroup(replacing: .newItem) {}")
        #expect(seen.severity == .error)
        #expect(!seen.message.contains("hig-gen could not prove"))
        let unseen = try duplicate("BookCommands()")
        #expect(unseen.severity == .warning)
        #expect(unseen.message.contains("no code checked replaces it"))
    }

    /// Notepad-macOS builds its main menu in code with titles from its own localizing helper,
    /// each given a default (`Localization.string(.key, default: "Reload from Disk")`): Reload
    /// from Disk and Play Last Macro on Option-Command-R are two commands (blind labels: an
    /// error). Titles the code does not show never make two items one command.
    @Test func titlesTheCodeDoesNotShowAreNotOneCommand() {
        func duplicates(_ reload: String, _ macro: String) -> [Diagnostic] {
            check(
                """
                import AppKit
                func build() {
                    let mainMenu = NSMenu(); NSApp.mainMenu = mainMenu
                    let file = NSMenu(); let macros = NSMenu()
                    file.addItem(withTitle: \(reload), action: #selector(Editor.reloadFromDisk(_:)), keyEquivalent: "r").keyEquivalentModifierMask = [.command, .option]
                    macros.addItem(withTitle: \(macro), action: #selector(Editor.playLastMacro(_:)), keyEquivalent: "r").keyEquivalentModifierMask = [.command, .option]
                }
                """
            ).filter { $0.id == "duplicate-shortcut" }
        }
        let given = duplicates(
            #"Localization.string(.fileReload, default: "Reload from Disk")"#,
            #"Localization.string(.macroPlay, default: "Play Last Macro")"#)
        #expect(given.map(\.severity) == [.error])
        #expect(given.first?.message.contains("'Reload from Disk'") == true)
        let unknown = duplicates("L.text(.fileReload)", "L.text(.macroPlay)")
        #expect(unknown.map(\.severity) == [.error])
        #expect(unknown.first?.message.contains("both are one command") == false)
    }

    /// An item added after SwiftUI's Help group on Command-Question mark meets the app Help item
    /// SwiftUI keeps there, written "?" with Command. Moolah writes its Keyboard Shortcuts item
    /// "/" with Shift and Command: the same press on a US keyboard, not proven on every layout
    /// (a blind label: a warning).
    @Test func anItemAfterTheHelpGroupMeetsSwiftUIsHelp() {
        func duplicates(_ key: String) -> [Diagnostic] {
            check(
                #"struct C: Commands { var body: some Commands { CommandGroup(after: .help) { Button("Keyboard Shortcuts") {}"#
                    + ".keyboardShortcut(\(key)) } } }"
            ).filter { $0.id == "duplicate-shortcut" }
        }
        #expect(duplicates(#""?", modifiers: .command"#).map(\.severity) == [.error])
        let slash = duplicates(#""/", modifiers: [.command, .shift]"#)
        #expect(slash.map(\.severity) == [.warning])
        #expect(slash.first?.message.contains("one key press on every layout") == true)
    }

    /// Grocy's stock forms confirm with Command-S: the button that keeps what the form holds is
    /// Save's meaning, whatever its title; another button on Command-S is not.
    @Test func aFormsConfirmingButtonOnSavesKeyIsSave() {
        func repurposed(_ button: String) -> [Diagnostic] {
            check(
                """
                struct ConsumeView: View {
                    var body: some View {
                        Form { Text("") }.toolbar { \(button) }
                    }
                }
                struct NoteEditor: View {
                    var body: some View { Button("Save") { save() }.keyboardShortcut("s") }
                }
                """
            ).filter { $0.id == "standard-repurposed" && $0.severity != .note }
        }
        let save = #".keyboardShortcut("s", modifiers: [.command])"#
        #expect(repurposed(#"ToolbarItem { Button(role: .confirm) { consume() } label: { Text("Consume") }\#(save) }"#).isEmpty)
        #expect(repurposed(#"ToolbarItem(placement: .confirmationAction) { Button("Consume") { consume() }\#(save) }"#).isEmpty)
        #expect(repurposed(#"ToolbarItem(placement: .primaryAction) { Button("Consume") { consume() }\#(save) }"#).count == 1)
    }

    /// Trailer's iPad list passes its titles to its own helper as `discoverabilityTitle:`.
    @Test func aHelpersTitleMayGoByAnotherLabelNamingATitle() {
        let found = SwiftShortcutScanner.scan(
            source: #"""
                final class ListViewController: UIViewController {
                    override var keyCommands: [UIKeyCommand]? {
                        [makeKeyCommand(input: "a", modifierFlags: .command, action: #selector(toggleRead), discoverabilityTitle: "Mark item read")]
                    }
                }
                """#, path: "ListViewController.swift")
        #expect(found.map(\.title) == ["Mark item read"])
    }

    /// PHP Monitor builds its status item's menu in code, in files that never name the main
    /// menu: its Command-Q, Command-C and Shift-G there are no menu bar's (blind set Q).
    @Test func aMenuItemMadeInCodeIsTheMenuBarsOnlyWhereItsFileNamesTheMainMenu() throws {
        let menuBar = SwiftShortcutScanner.scan(
            source: #"""
                func install() {
                    let menu = NSMenu()
                    menu.addItem(NSMenuItem(title: "Reload Sites", action: #selector(reload), keyEquivalent: "r"))
                    NSApp.mainMenu = menu
                }
                """#, path: "MenuBar.swift")
        let statusMenu = SwiftShortcutScanner.scan(
            source: #"""
                extension StatusMenu {
                    func addItems() {
                        addItem(NSMenuItem(title: "Restart Services", action: #selector(restart), keyEquivalent: "r"))
                        addItem(NSMenuItem(title: "Show Config", action: #selector(show), keyEquivalent: "g"))
                        let folder = NSMenuItem(title: "Open Folder", action: #selector(open), keyEquivalent: "g")
                        folder.keyEquivalentModifierMask = [.shift]
                        addItem(folder)
                        addItem(NSMenuItem(title: "Open Logs", action: #selector(logs), keyEquivalent: "g"))
                    }
                }
                """#, path: "StatusMenu.swift")
        let found = LintSettings().lint(menuBar + statusMenu, against: Lint.rulebook)
        let restart = try #require(found.first { $0.id == "duplicate-shortcut" && $0.message.hasPrefix("Command-R") })
        #expect(restart.severity == .note)
        #expect(restart.message.contains("hig-gen could not prove that 'Restart Services' is in the app's menu bar"))
        // Two items of one file are in one menu, whichever it is.
        let logs = try #require(found.first { $0.id == "duplicate-shortcut" && $0.message.hasPrefix("Command-G") })
        #expect(logs.severity == .error)
        // A bare key in a menu that may be open only while people choose from it.
        let typed = try #require(found.first { $0.id == "typing-conflict" && $0.message.hasPrefix("Shift-G") })
        #expect(typed.severity == .note)
    }

    /// PHP Monitor's Sites menu puts "Find in Domain List" on Command-F before the template's
    /// Find…: one menu, two actions, and the first item takes the key whatever both are named.
    @Test func twoItemsOfOneMenuWithTwoActionsClashEvenWhenBothNameTheStandardCommand() throws {
        var diagnostics: [Diagnostic] = []
        let menu = InterfaceBuilderReader.parse(
            Array(
                #"""
                <document><menu systemMenu="main">
                <menuItem title="Find in Domain List" keyEquivalent="f"><connections><action selector="focusFind:"/></connections></menuItem>
                <menuItem title="Find…" keyEquivalent="f"><connections><action selector="performFindPanelAction:"/></connections></menuItem>
                <menuItem title="Quit" keyEquivalent="q"><connections><action selector="terminate:"/></connections></menuItem>
                </menu></document>
                """#.utf8),
            file: "Base.lproj/Main.storyboard", into: &diagnostics)
        let found = LintSettings().lint(menu, against: Lint.rulebook).filter { $0.id == "duplicate-shortcut" }
        #expect(found.map(\.message).map { $0.hasPrefix("Command-F is already used by 'Find in Domain List'") } == [true])
    }

    /// UIKit offers a key to a focused text field before key commands (iOS 15 on) unless a
    /// command asks for priority: a bare letter then only misses the key while people type.
    @Test func aUIKitKeyCommandLeavesTextInputItsKeysUnlessItAsksForPriority() throws {
        let player = """
            final class PlayerViewController: UIViewController {
                let search = UITextField()
                override var keyCommands: [UIKeyCommand]? {
                    [UIKeyCommand(title: "Mute", action: #selector(mute), input: "m", modifierFlags: [])]
                }
            }
            """
        let yields = try #require(check(player).first { $0.id == "typing-conflict" })
        #expect(yields.severity == .note)
        #expect(yields.message.contains("UIKit gives it to a focused text field or view first"))
        let takes = player.replacingOccurrences(
            of: "[UIKeyCommand(title: \"Mute\", action: #selector(mute), input: \"m\", modifierFlags: [])]",
            with: """
                let mute = UIKeyCommand(title: "Mute", action: #selector(mute), input: "m", modifierFlags: [])
                        mute.wantsPriorityOverSystemBehavior = true
                        return [mute]
                """)
        let taken = try #require(check(takes).first { $0.id == "typing-conflict" })
        #expect(taken.severity == .warning)
    }

    /// Free Ruler's only text fields are labels (an `NSTextField` outlet): its bare-letter menu
    /// items take nothing anyone types.
    @Test func anNSTextFieldOutletIsNoPlaceToType() throws {
        var diagnosticsSink: [Diagnostic] = []
        let menu = InterfaceBuilderReader.parse(
            Array(
                #"<document><menu systemMenu="main"><menuItem title="Cycle Units" keyEquivalent="u"><modifierMask key="keyEquivalentModifierMask"/></menuItem></menu></document>"#
                    .utf8),
            file: "Base.lproj/MainMenu.xib", into: &diagnosticsSink)
        func typing(_ controller: String) -> Diagnostic? {
            let code = SwiftShortcutScanner.read(source: controller, path: "Preferences.swift", into: &diagnosticsSink)
            var declarations = menu
            declarations.append(contentsOf: code.declarations)
            let typed = code.hasTextInput ? TypingPlace.elsewhere : TypingPlace.nowhere
            for index in declarations.indices { declarations[index].facts.typing = typed }
            return LintSettings().lint(declarations, against: Lint.rulebook).first { $0.id == "typing-conflict" }
        }
        #expect(
            typing("final class Preferences: NSViewController { @IBOutlet weak var opacity: NSTextField! }")?.severity == .note)
        #expect(
            typing("final class Preferences: NSViewController { let name = NSTextField(string: \"\") }")?.severity == .warning)
    }

    /// Space alone is a player's own key where nobody types; BubbleAnnotate's toolbar Play / Pause
    /// sits in a window whose inspector (another file) has a text editor: likely typing.
    @Test func spaceAloneOnAViewControlMeetsTypingWhereTheAppMakesATextField() {
        let player =
            #"struct P: View { var body: some View { Button("Play / Pause") {}.keyboardShortcut(.space, modifiers: []) } }"#
        func typing(_ place: TypingPlace) -> Diagnostic? {
            var declarations = SwiftShortcutScanner.scan(source: player, path: "Player.swift")
            for index in declarations.indices { declarations[index].facts.typing = place }
            return LintSettings().lint(declarations, against: Lint.rulebook).first { $0.id == "typing-conflict" }
        }
        #expect(typing(.nowhere) == nil)
        #expect(typing(.elsewhere)?.severity == .warning)
        #expect(typing(.elsewhere)?.message.contains("could not prove") == true)
        #expect(typing(.sameFile)?.severity == .warning)
    }

    /// SoftPlayer's storyboard menu has no Window menu: AppKit gives Minimize only through a
    /// menu item, so Command-M for its own command takes nothing from the app.
    @Test func anInterfaceBuilderMenuBarHasTheWindowCommandsItLists() throws {
        var diagnostics: [Diagnostic] = []
        func menuBar(_ items: String) -> [AppShortcut] {
            InterfaceBuilderReader.parse(
                Array(
                    #"<document><menu systemMenu="main"><menuItem title="Quit Player" keyEquivalent="q"/>\#(items)</menu></document>"#
                        .utf8),
                file: "Base.lproj/Main.storyboard", into: &diagnostics)
        }
        let playlists = InterfaceBuilderReader.parse(
            Array(
                #"<document><menu systemMenu="main"><menuItem title="Only My Playlists" keyEquivalent="m"/></menu></document>"#
                    .utf8),
            file: "Base.lproj/Playlists.xib", into: &diagnostics)
        func severity(_ items: String) -> Diagnostic.Severity? {
            LintSettings().lint(menuBar(items) + playlists, against: Lint.rulebook).first {
                $0.id == "standard-repurposed" && $0.location.file.hasSuffix("Playlists.xib")
            }?
            .severity
        }
        #expect(severity("") == .note)
        #expect(severity(#"<menuItem title="Minimize" keyEquivalent="w"/>"#) == .warning)
        // AppKit adds Minimize All as Minimize's alternate: Option-Command-M is taken from it, a
        // key few people press (a note, AlternateItemsTests).
        let clear = InterfaceBuilderReader.parse(
            Array(
                #"<document><menu systemMenu="main"><menuItem title="Clear Highlighting" keyEquivalent="m"><modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/></menuItem></menu></document>"#
                    .utf8),
            file: "Base.lproj/Editor.xib", into: &diagnostics)
        let minimizeAll = LintSettings().lint(
            menuBar(#"<menuItem title="Minimize" keyEquivalent="m"/>"#) + clear, against: Lint.rulebook
        )
        .first { $0.id == "standard-repurposed" }
        #expect(minimizeAll?.severity == .note)
        #expect(minimizeAll?.message.contains("in place of Minimize while Option is held") == true)
    }

    /// LightTable's "Open…" on `"O"` with Command is Shift-Command-O in SwiftUI: the title says the
    /// code means Open's key, so people pressing Command-O get nothing, and the note says so (nothing
    /// clashes: blind reviewers called such declarations notes). "Open Conversation" on `"O"` may
    /// mean the Shift.
    @Test func anUpperCaseLetterUnderTheStandardCommandsOwnTitleSaysNothingAnswersItsKey() {
        func found(_ title: String) -> Diagnostic? {
            check(
                #"struct C: Commands { var body: some Commands { Button("\#(title)") {}.keyboardShortcut("O", modifiers: .command) } }"#
            )
            .first { $0.id == "upper-case-letter" }
        }
        #expect(found("Open…")?.severity == .note)
        #expect(found("Open…")?.message.contains("which people press Command-O for, and nothing answers it there") == true)
        #expect(found("Open Conversation")?.severity == .note)
        #expect(found("Open Conversation")?.message.contains("nothing answers it") == false)
        // Save As is on Shift-Command-S: "S" writes the key it means.
        let saveAs = check(
            #"struct C: Commands { var body: some Commands { Button("Save As…") {}.keyboardShortcut("S", modifiers: .command) } }"#
        )
        #expect(saveAs.first { $0.id == "upper-case-letter" }?.severity == .note)
    }

    /// A code editor's text view overrides `buildMenu(with:)` for its edit menu: its key commands
    /// are the view's (Tab for completion), not the menu bar's; the app delegate's build the menu bar.
    @Test func onlyTheAppDelegatesBuildMenuBuildsTheMenuBar() {
        let scopes = SwiftShortcutScanner.scan(
            source: #"""
                final class EditorTextView: CodeTextView {
                    override var keyCommands: [UIKeyCommand]? { [UIKeyCommand(input: "\t", modifierFlags: [], action: #selector(tab))] }
                    override func buildMenu(with builder: any UIMenuBuilder) { super.buildMenu(with: builder) }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    override func buildMenu(with builder: any UIMenuBuilder) {
                        builder.insertChild(UIMenu(children: [UIKeyCommand(title: "Run", action: #selector(run), input: "r", modifierFlags: .command)]), atStartOfMenu: .file)
                    }
                }
                """#, path: "Editor.swift"
        ).map(\.scope)
        #expect(scopes == [.controls("EditorTextView"), .app])
    }

    /// Each `.alert` of a chain is presented on its own: GitMenuBar's five confirmations each
    /// have their own Return.
    @Test func eachAlertOfAChainIsItsOwnScope() {
        let found = check(
            #"""
            struct Confirmations: ViewModifier {
                func body(content: Content) -> some View {
                    content
                        .alert("Delete?", isPresented: $a) { Button("Delete", role: .destructive) {}.keyboardShortcut(.defaultAction) }
                        .alert("Discard?", isPresented: $b) { Button("Discard", role: .destructive) {}.keyboardShortcut(.defaultAction) }
                }
            }
            """#)
        #expect(found.filter { $0.id == "duplicate-shortcut" }.isEmpty)
    }

    /// A template's Find… is enabled only while a text view that uses the find bar or panel has
    /// focus: in an app that makes none (Asset Catalog Tinkerer, PHP Monitor), its clash with
    /// the app's own command is a leftover key, a warning; where the app makes one (a notes
    /// app's editor), an error. Two of the app's own commands clash outright.
    @Test func aTextViewsOwnActionIsLiveOnlyWhileATextViewHasFocus() throws {
        func duplicates(_ second: String) -> [Diagnostic] {
            var diagnostics: [Diagnostic] = []
            let menu = InterfaceBuilderReader.parse(
                Array(
                    """
                    <document><menu systemMenu="main">
                    <menuItem title="Search for Formula" keyEquivalent="f"><connections><action selector="searchFormula:"/></connections></menuItem>
                    <menuItem title="\(second)" keyEquivalent="f"><connections><action selector="\(second == "Find…" ? "performFindPanelAction:" : "filter:")"/></connections></menuItem>
                    </menu></document>
                    """.utf8),
                file: "Base.lproj/MainMenu.xib", into: &diagnostics)
            return LintSettings().lint(menu, against: Lint.rulebook).filter { $0.id == "duplicate-shortcut" }
        }
        let find = try #require(duplicates("Find…").first)
        #expect(find.severity == .warning)
        #expect(find.message.contains("AppKit enables an item sending 'performFindPanelAction:' only while a text view"))
        #expect(duplicates("Filter").map(\.severity) == [.error])
        // With an editor that uses the find bar in another file of the app.
        let menu = InterfaceBuilderReader().read(
            Array(
                #"""
                <document><menu systemMenu="main">
                <menuItem title="Search for Formula" keyEquivalent="f"><connections><action selector="searchFormula:"/></connections></menuItem>
                <menuItem title="Find…" keyEquivalent="f"><connections><action selector="performFindPanelAction:"/></connections></menuItem>
                </menu></document>
                """#.utf8), path: "Base.lproj/MainMenu.xib", settings: ReadSettings())
        let editor = InterfaceBuilderReader().read(
            Array(#"<document><textView findStyle="bar" editable="YES"/></document>"#.utf8), path: "Editor.xib",
            settings: ReadSettings())
        let joined = FileShortcuts.join([menu, editor])
        let live = LintSettings().lint(joined, against: Lint.rulebook).filter { $0.id == "duplicate-shortcut" }
        #expect(live.map(\.severity) == [.error])
    }

    /// A view reads the innermost `.keyboardShortcut(…)` of its modifier chain (Debiru's Back
    /// button on Command-[ then Command-Left arrow): the outer one never takes effect, so
    /// whatever it would break is only a note.
    @Test func anOuterShortcutOfAChainNeverTakesEffect() {
        let found = check(
            menu(
                #"""
                Button("Back") {}.keyboardShortcut("[", modifiers: .command).keyboardShortcut(.space, modifiers: .option)
                Button("Jump") {}.keyboardShortcut(.space, modifiers: .option)
                """#)
                + #"struct Form: View { @State var name = ""; var body: some View { TextField("Name", text: $name) } }"#)
        let outer = found.filter { $0.location.line == 2 && $0.id != "terse-title" }
        #expect(!outer.isEmpty)
        #expect(outer.allSatisfy { $0.severity == .note })
        #expect(outer.allSatisfy { $0.message.contains("closer to the view in the same chain") })
        // The inner one stands, and the outer one clashes with nothing.
        #expect(found.contains { $0.location.line == 3 && $0.id == "typing-conflict" && $0.severity == .warning })
        #expect(!found.contains { $0.id == "duplicate-shortcut" })
    }

    /// `modifiers: editing ? .control : []` is each arm while its condition holds (VerbaRhythm):
    /// arms of one condition, as written, are live together and never with the other arm's.
    @Test func eachArmOfAChoiceIsAShortcutOfItsOwn() {
        let found = check(
            menu(
                #"""
                Button("Next Word") {}.keyboardShortcut(.rightArrow, modifiers: model.editing ? .control : [])
                Button("Last Word") {}.keyboardShortcut(.rightArrow, modifiers: model.editing ? .control : .command)
                Button("Skip") {}.keyboardShortcut(.rightArrow, modifiers: model.playing ? .command : .shift)
                """#))
        let duplicates = found.filter { $0.id == "duplicate-shortcut" }
        // Control-Right arrow twice on one condition; Command-Right arrow in two conditions' arms.
        #expect(duplicates.map { $0.location.line } == [3, 4])
        #expect(duplicates.allSatisfy { $0.severity == .error })
        #expect(!found.contains { $0.id == "unresolved-shortcut" })
    }

    /// A Control letter the text system binds (Control-P, up a line) on an app-wide menu
    /// command, in an app where people type, loses the key or takes it from the text fields.
    @Test func anAppWideCommandOnATextKeyCompetesWithTheTextFields() {
        let found = check(
            menu(#"Button("Previous Article") {}.keyboardShortcut("p", modifiers: .control)"#)
                + #"struct Search: View { @State var text = ""; var body: some View { TextField("Find", text: $text) } }"#
        ).filter { $0.id == "standard-repurposed" }
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.message.hasPrefix("Control-P moves up a line in a Mac text field") == true)
    }

    /// An arrow alone moves the insertion point, so a menu command on it (LocationSimulator's
    /// Move Up) competes with the app's text fields the same way; a view's own control keeps it.
    @Test func anAppWideCommandOnABareArrowCompetesWithTheTextFields() {
        // (A text view: Up arrow moves between its lines; a one-line field has none, LinesToMoveByTests.)
        let field = #"struct Notes: View { @State var text = ""; var body: some View { TextEditor(text: $text) } }"#
        let found = check(menu(#"Button("Move Up") {}.keyboardShortcut(.upArrow, modifiers: [])"#) + field)
            .filter { $0.id == "standard-repurposed" }
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.message.hasPrefix("Up arrow moves the insertion point by a line in a Mac text field") == true)
        let inView = check(
            #"struct Grid: View { var body: some View { Button("Up") {}.keyboardShortcut(.upArrow, modifiers: []) } }"# + field)
        #expect(!inView.contains { $0.id == "standard-repurposed" })
    }

    /// A view's button on Copy's key beside a text field of its own view takes Command-C from
    /// the field on the Mac, whatever its title (TypeWhisper's History window copies the whole
    /// record); with no text field in its file it keeps its own key.
    @Test func aControlOnATextCommandsKeyTakesItFromTheFieldBesideIt() {
        func found(_ view: String) -> [Diagnostic] {
            check("struct History: View { @State var note = \"\"; var body: some View { VStack { \(view) } } }")
                .filter { $0.id == "standard-repurposed" }
        }
        let copy = #"Button("Copy") {}.keyboardShortcut("c", modifiers: .command)"#
        #expect(found(copy + #"; TextEditor(text: $note)"#).map(\.severity) == [.warning])
        #expect(found(copy).isEmpty)
    }

    /// Codeface's View menu is a view of its own (`ViewButtons`) that the app's `CommandMenu`
    /// makes in another file: its buttons are menu items of the menu bar, app-wide.
    @Test func aViewMadeInsideACommandMenuIsTheMenuBars() {
        var diagnostics: [Diagnostic] = []
        let app = SwiftShortcutScanner.read(
            source: #"""
                struct CodeApp: App {
                    var body: some Scene {
                        WindowGroup { SearchView() }.commands { CommandMenu("View") { ViewButtons(model: model) } }
                    }
                }
                struct SearchView: View { @State var text = ""; var body: some View { TextField("Find", text: $text) } }
                """#, path: "CodeApp.swift", into: &diagnostics)
        let buttons = SwiftShortcutScanner.read(
            source: #"""
                struct ViewButtons: View {
                    var body: some View { Button("Next Display Mode") {}.keyboardShortcut(.rightArrow, modifiers: []) }
                }
                """#, path: "ViewButtons.swift", into: &diagnostics)
        #expect(app.menuContentTypes == ["ViewButtons"])
        #expect(FileShortcuts.join([buttons]).map(\.scope) == [.controls("ViewButtons")])
        let joined = FileShortcuts.join([app, buttons])
        #expect(joined.filter { $0.span.location.file == "ViewButtons.swift" }.map(\.scope) == [.app])
        // App-wide, Right arrow competes with the app's text field for moving the insertion point.
        let found = LintSettings().lint(joined, against: Lint.rulebook).filter { $0.id == "standard-repurposed" }
        #expect(found.map(\.severity) == [.warning])
    }

    /// WindowWeaver's Carbon hot key on Shift-Command-Left arrow takes selecting to the line's
    /// start from every Mac text field: an error once the code registers it; a name nothing shown
    /// registers (it may be the app's own key) stays a warning.
    @Test func aRegisteredGlobalHotKeyOnATextEditingKeyIsAnError() {
        let registered = check(
            #"""
            extension KeyboardShortcuts.Name { static let leftHalf = Self("leftHalf", default: .init(.leftArrow, modifiers: [.command, .shift])) }
            func start() { KeyboardShortcuts.onKeyUp(for: .leftHalf) {} }
            """#
        ).filter { $0.id == "standard-repurposed" }
        #expect(registered.map(\.severity) == [.error])
        #expect(registered.first?.message.contains("selects to the start of the line in every Mac text field") == true)
        let unshown = check(
            #"""
            extension KeyboardShortcuts.Name { static let leftHalf = Self("leftHalf", default: .init(.leftArrow, modifiers: [.command, .shift])) }
            extension KeyboardShortcuts.Name { static let other = Self("other", default: .init(.k, modifiers: [.command, .option, .control])) }
            func start() { KeyboardShortcuts.onKeyUp(for: names[0]) {} }
            """#
        ).filter { $0.id == "standard-repurposed" }
        #expect(unshown.map(\.severity) == [.warning])
    }

    /// SaneClip's global "Paste as Plain Text" on Option-Shift-Command-V does Paste and Match
    /// Style's job in every app: a note naming the hot key; another command there stays a warning.
    @Test func aGlobalHotKeyNamedForTheCommandItTakesIsANote() {
        let found = check(
            #"""
            func setDefaults() {
                KeyboardShortcuts.setShortcut(.init(.v, modifiers: [.command, .shift, .option]), for: .pasteAsPlainText)
                KeyboardShortcuts.setShortcut(.init(.v, modifiers: [.command, .control]), for: .pasteFromStack)
                KeyboardShortcuts.onKeyUp(for: .pasteAsPlainText) {}
                KeyboardShortcuts.onKeyUp(for: .pasteFromStack) {}
            }
            """#
        ).filter { $0.id == "standard-repurposed" }
        #expect(found.map(\.severity) == [.note, .warning])
        #expect(found.first?.message.contains("'pasteAsPlainText' takes it from all of them to do that job") == true)
        // Lyrisland's global quitApp on Command-Q quits Lyrisland wherever it is pressed: Quit acts
        // on the frontmost app, so every other app loses it.
        let quit = check(
            #"""
            extension KeyboardShortcuts.Name { static let quitApp = Self("quitApp", default: .init(.q, modifiers: [.command])) }
            func start() { KeyboardShortcuts.onKeyUp(for: .quitApp) {} }
            """#
        ).filter { $0.id == "standard-repurposed" }
        #expect(quit.map(\.severity) == [.error])
        #expect(quit.first?.message.contains("runs this app's Quit instead of the frontmost app's") == true)
    }

    /// A Mac menu matches its key equivalents before the focused field gets the key
    /// (pathorsAI/parley#378), so a menu command that deletes, on Delete alone, takes the key from
    /// the app's fields while it is enabled: a SwiftUI command the code never disables always is.
    /// So does any other command on the key. Without a field in the app, nobody types there.
    @Test func aMenuCommandThatDeletesTakesDeleteFromFields() {
        let field = #"struct Search: View { @State var text = ""; var body: some View { TextField("Find", text: $text) } }"#
        func typing(_ button: String, besideField: Bool = true) -> [Diagnostic] {
            check(menu(button) + (besideField ? field : "")).filter { $0.id == "typing-conflict" }
        }
        let remove = typing(#"Button("Remove Row") {}.keyboardShortcut(.delete, modifiers: [])"#)
        #expect(remove.map(\.severity) == [.warning])
        #expect(remove.first?.message.contains("as a menu command it takes that key from the app's text fields") == true)
        #expect(typing(#"Button("Play") {}.keyboardShortcut(.delete, modifiers: [])"#).map(\.severity) == [.warning])
        #expect(
            typing(#"Button("Remove Row") {}.keyboardShortcut(.delete, modifiers: [])"#, besideField: false).map(\.severity)
                == [.note])
    }

    /// boring.notch's Quit on `KeyEquivalent("Q")` is Shift-Command-Q, Log Out: the system takes
    /// the key whichever one was meant, so one error names the upper case as the cause.
    @Test func anUpperCaseLetterThatMakesASystemShortcutIsOneError() {
        let found = check(menu(#"Button("Quit") {}.keyboardShortcut(KeyEquivalent("Q"), modifiers: .command)"#))
        #expect(found.map(\.id) == ["reserved-conflict"])
        #expect(found.first?.severity == .error)
        #expect(
            found.first?.message.hasPrefix(
                "'Q' is upper case, so SwiftUI makes this Shift-Command-Q, which is reserved by the system") == true)
    }

    /// lyrics-window's Option-Command-D (the Dock's) is in a menu inside `#if DEBUG`: a clash in
    /// the developers' builds only, a warning that says so; the same menu built for people is an error.
    @Test func aShortcutInsideIfDebugIsTheDevelopersOnly() {
        let item = #"Button("Open Direction D") {}.keyboardShortcut("d", modifiers: [.command, .option])"#
        let debug = check(menu("#if DEBUG\n" + item + "\n#endif")).filter { $0.id == "reserved-conflict" }
        #expect(debug.map(\.severity) == [.warning])
        #expect(debug.first?.message.contains("#if DEBUG") == true)
        #expect(check(menu(item)).filter { $0.id == "reserved-conflict" }.map(\.severity) == [.error])
    }

    /// CropBatch shelves a Flip menu inside `#if false`: code never built declares nothing, while
    /// its `#else` is built.
    @Test func aShortcutInsideIfFalseIsNeverBuilt() {
        let shelved = #"Button("Flip Horizontal") {}.keyboardShortcut("h", modifiers: [.command, .option])"#
        let built = #"Button("Mirror") {}.keyboardShortcut("m", modifiers: [.command, .option])"#
        let found = SwiftShortcutScanner.scan(
            source: menu("#if false\n" + shelved + "\n#else\n" + built + "\n#endif"), path: "App.swift")
        #expect(found.map(\.title) == ["Mirror"])
    }

    /// Chroma's and Pika's tool buttons on bare letters: SwiftUI answers a view's shortcut
    /// anywhere in its window, and the app's text fields are in other files of it: likely
    /// typed over, a warning; in an app with no text field at all, a note.
    @Test func aSwiftUIViewsBareKeyWhereAnotherFileMakesATextFieldIsAWarning() {
        var diagnostics: [Diagnostic] = []
        let tools = SwiftShortcutScanner.read(
            source:
                #"struct Tools: View { var body: some View { Button("Erase Tool") {}.keyboardShortcut("e", modifiers: []) } }"#,
            path: "Tools.swift", into: &diagnostics)
        let name = SwiftShortcutScanner.read(
            source: #"struct NameField: View { @State var name = ""; var body: some View { TextField("Name", text: $name) } }"#,
            path: "NameField.swift", into: &diagnostics)
        func typing(_ files: [FileShortcuts]) -> [Diagnostic.Severity] {
            LintSettings().lint(FileShortcuts.join(files), against: Lint.rulebook).filter { $0.id == "typing-conflict" }
                .map(\.severity)
        }
        #expect(typing([tools, name]) == [.warning])
        #expect(typing([tools]) == [.note])
    }

    /// Xcodes's Open on Command-Down arrow does what the Finder does on that key, and the note
    /// says so; another command there takes the key from the app's text fields, as a note too
    /// (with Command).
    @Test func openOnCommandDownArrowFollowsTheFinder() {
        let field = #"struct Notes: View { @State var text = ""; var body: some View { TextEditor(text: $text) } }"#
        func findings(_ title: String) -> [Diagnostic] {
            check(menu(#"Button(""# + title + #"") {}.keyboardShortcut(.downArrow, modifiers: .command)"#) + field)
                .filter { $0.id == "standard-repurposed" }
        }
        #expect(findings("Open").map(\.severity) == [.note])
        #expect(findings("Open").first?.message.contains("the Finder, the Mac's own file browser") == true)
        #expect(findings("Show Details").map(\.severity) == [.note])
        #expect(findings("Show Details").first?.message.contains("Finder") == false)
    }

    /// LayerX's main menu has no Edit menu: a Mac text field answers Command-A only through a
    /// Select All item, so the app's Keep on All Spaces may reuse it (a note); with the item it warns.
    @Test func anInterfaceBuilderMenuBarHasTheEditingCommandsItLists() {
        func standard(_ items: String) -> [Diagnostic.Severity] {
            let menu = InterfaceBuilderReader().read(
                Array(("<document><menu systemMenu=\"main\">" + items + "</menu><textField editable=\"YES\"/></document>").utf8),
                path: "Main.storyboard", settings: ReadSettings())
            return LintSettings().lint(FileShortcuts.join([menu]), against: Lint.rulebook)
                .filter { $0.id == "standard-repurposed" }.map(\.severity)
        }
        let keep =
            #"<menuItem title="Keep on All Spaces" keyEquivalent="a"><connections><action selector="keep:"/></connections></menuItem>"#
        #expect(standard(keep) == [.note])
        let selectAll =
            #"<menuItem title="Select All" keyEquivalent="a"><connections><action selector="selectAll:"/></connections></menuItem>"#
        #expect(standard(keep + #"<menuItem title="Cut" keyEquivalent="x"/>"#) == [.note])
        // Beside the menu's own Select All on Command-A, the clash is the finding (a duplicate).
        #expect(standard(keep + selectAll).isEmpty)
    }

    /// An app with Find has people stepping through its matches by Command-G and
    /// Shift-Command-G, whether or not it made Find Next: another command there is a warning that
    /// says so; in an app with no Find (a drawing app's Group) it stays the guidelines' allowed reuse.
    @Test func findNextsKeyIsExpectedWhereTheAppHasFind() {
        let withFind = check(
            menu(
                #"Button("Find…") {}.keyboardShortcut("f")"# + "\n" + #"Button("Group Shapes") {}.keyboardShortcut("g")"#
                    + "\n" + #"Button("Ungroup Shapes") {}.keyboardShortcut("g", modifiers: [.command, .shift])"#)
        ).filter { $0.id == "standard-repurposed" }
        #expect(withFind.map(\.severity) == [.warning, .warning])
        #expect(withFind.first?.message.contains("it declares none, but it has Find") == true)
        let withoutFind = check(
            menu(
                #"Button("Group Shapes") {}.keyboardShortcut("g")"# + "\n"
                    + #"Button("Ungroup Shapes") {}.keyboardShortcut("g", modifiers: [.command, .shift])"#)
        ).filter { $0.id == "standard-repurposed" }
        #expect(withoutFind.map(\.severity) == [.note, .note])
    }

    /// An editor's menu bar made in code: the Help menu's own item on Help's key is the app's
    /// help, whatever it opens; the same item in a View menu takes Help's key.
    @Test func anAppKitItemOfATitledHelpMenuIsTheAppsHelp() {
        func standard(_ menuTitle: String) -> [Diagnostic] {
            check(
                """
                func build() {
                    let mainMenu = NSMenu()
                    let menu = NSMenu(title: "\(menuTitle)")
                    menu.addItem(withTitle: "Keyboard Shortcuts", action: #selector(showShortcuts(_:)), keyEquivalent: "?")
                    NSApp.mainMenu = mainMenu
                }
                """
            ).filter { $0.id == "standard-repurposed" }
        }
        #expect(standard("Help").isEmpty)
        #expect(standard("View").map(\.severity) == [.warning])
        #expect(standard("View").first?.message.contains("'View ▸ Keyboard Shortcuts'") == true)
    }

    /// SaneBar's global hot key on Shift-Command-Backslash (Command-| on a US keyboard) takes Center
    /// from the apps that have text alignment, not from every app.
    @Test func aGlobalHotKeyOnAnOptionalCommandsKeyTakesItFromAppsThatHaveIt() {
        let found = check(
            #"extension KeyboardShortcuts.Name { static let show = Self("showHiddenItems", default: .init(.backslash, modifiers: [.command, .shift])) }"#
                + "\nfunc start() { KeyboardShortcuts.onKeyUp(for: .show) {} }"
        ).filter { $0.id == "standard-repurposed" }
        #expect(
            found.first?.message.contains(
                "is Center in apps that have it; as a global hot key, 'showHiddenItems' takes it from each of those") == true)
    }

    /// FastSM's timeline pages hold hidden buttons on bare letters (`Button("") { … }.keyboardShortcut("r",
    /// modifiers: [])`), and its only text field is an alert's prompt: on screen only while the
    /// alert covers the view, whose buttons then take no keys. So nothing shows people type beside
    /// them (a note), and the untitled buttons are "this command", not ''. The pages of a
    /// `TabView` are shown one at a time: a button in each is not one key on several rows.
    @Test func anAlertsFieldIsNeverBesideTheViewsControlsAndATabViewsPagesAreNoRows() {
        let source = #"""
            struct TimelineView: View {
                @State var asking = false
                @State var text = ""
                var body: some View {
                    TabView { ForEach(pages) { page in PageView(page: page) } }
                        .tabViewStyle(.page)
                        .alert("Name", isPresented: $asking) { TextField("Name", text: $text) }
                }
            }
            struct PageView: View {
                let page: Page
                var body: some View { Button("") { reply() }.keyboardShortcut("r", modifiers: []) }
            }
            """#
        let found = check(source)
        let typing = found.filter { $0.id == "typing-conflict" }
        #expect(typing.map(\.severity) == [.note])
        #expect(typing.first?.message.contains("''") == false)
        #expect(!found.contains { $0.id == "duplicate-shortcut" })
        // A field beside the buttons, outside the alert, is typed in while they are in effect.
        let beside = check(source.replacingOccurrences(of: "TabView {", with: "TextField(\"Search\", text: $text); TabView {"))
        #expect(beside.filter { $0.id == "typing-conflict" }.map(\.severity) == [.warning])
    }

    /// A player's only field is the Open URL prompt, an AppKit field an alert run app-modal shows
    /// as its accessory: while people type there the alert takes every key, so the menu's bare
    /// Space for play and pause meets no typing (a note). A field in a window of its own does.
    @Test func anAppKitAlertsAccessoryFieldRunModalIsNoFieldTheMenusMeet() {
        let source = #"""
            struct PlayerCommands: Commands {
                var body: some Commands { CommandMenu("Playback") { Button("Play/Pause") {}.keyboardShortcut(.space, modifiers: []) } }
            }
            func askForURL() {
                let alert = NSAlert()
                let field = NSTextField(frame: NSRect(x: 0, y: 0, width: 300, height: 24))
                alert.accessoryView = field
                if alert.runModal() == .alertFirstButtonReturn { open(field.stringValue) }
            }
            """#
        #expect(check(source).filter { $0.id == "typing-conflict" }.map(\.severity) == [.note])
        let window = source.replacingOccurrences(of: "alert.accessoryView = field", with: "window.contentView = field")
        #expect(check(window).filter { $0.id == "typing-conflict" }.map(\.severity) == [.warning])
    }

    /// An image editor's only fields take numbers (`TextField("Width", value: $width, format:
    /// .number)`): its menu's bare F and Shift-R are typed nowhere (notes), while a digit alone
    /// still is; a field of text beside them makes them warnings again.
    @Test func lettersAreTypedNowhereWhereEveryFieldTakesNumbers() {
        let commands = #"""
            struct EditCommands: Commands {
                var body: some Commands {
                    CommandMenu("Image") {
                        Button("Full Screen") {}.keyboardShortcut("f", modifiers: [])
                        Button("Rotate Right") {}.keyboardShortcut("r", modifiers: .shift)
                        Button("Zoom to Fit") {}.keyboardShortcut("0", modifiers: [])
                    }
                }
            }
            """#
        let numbers =
            #"struct CanvasSize: View { @State var width = 0.0; var body: some View { TextField("Width", value: $width, format: .number) } }"#
        let text =
            #"struct Caption: View { @State var caption = ""; var body: some View { TextField("Caption", text: $caption) } }"#
        func severities(_ files: [(String, String)]) -> [Diagnostic.Severity] {
            var diagnostics: [Diagnostic] = []
            let joined = FileShortcuts.join(files.map { SwiftShortcutScanner.read(source: $1, path: $0, into: &diagnostics) })
            return LintSettings().lint(joined, against: Lint.rulebook).filter { $0.id == "typing-conflict" }.map(\.severity)
        }
        #expect(severities([("Commands.swift", commands), ("CanvasSize.swift", numbers)]) == [.note, .note, .warning])
        #expect(
            severities([("Commands.swift", commands), ("CanvasSize.swift", numbers), ("Caption.swift", text)])
                == [.warning, .warning, .warning])
    }

    /// BeszelBar adds "Quit BeszelBar", calling `NSApp.terminate(nil)`, after SwiftUI's own Quit:
    /// the same command listed twice (a note: either item quits), not another command that never
    /// gets the key. So is NoorReader's "Close Window" closing the key window beside File ▸ Close.
    @Test func anItemSendingTheFrameworksActionIsThatCommandListedTwice() {
        let found = check(
            #"struct C: Commands { var body: some Commands { CommandGroup(after: .appTermination) { Button("Quit BeszelBar") { NSApp.terminate(nil) }.keyboardShortcut("q") } } }"#
        ).filter { $0.id == "duplicate-shortcut" }
        #expect(found.map(\.severity) == [.note])
        // An account menu's Settings... calling SwiftUI's `openSettings()` beside the Settings
        // scene's own item: either opens the one window.
        let settings = check(
            #"@main struct A: App { @Environment(\.openSettings) var openSettings; var body: some Scene { WindowGroup { V() }.commands { CommandMenu("Account") { Button("Settings...") { openSettings() }.keyboardShortcut(",", modifiers: [.command]) } }; Settings { P() } } }"#
        ).filter { $0.id == "duplicate-shortcut" }
        #expect(settings.map(\.severity) == [.note])
        let close = check(
            #"struct C: Commands { var body: some Commands { CommandGroup(replacing: .newItem) { Button("Close Window") { NSApp.keyWindow?.close() }.keyboardShortcut("w") } } }"#
        ).filter { $0.id == "duplicate-shortcut" }
        #expect(close.map(\.severity) == [.note])
        #expect(close.first?.message.contains("both are one command") == true)
        let another = check(
            #"struct C: Commands { var body: some Commands { CommandGroup(after: .appTermination) { Button("Quick Look") { look() }.keyboardShortcut("q") } } }"#
        ).filter { $0.id == "duplicate-shortcut" }
        #expect(another.map(\.severity) == [.error])
    }

    /// AdlerScope declares a `Commands` type no code of the app makes (its `.commands { … }` lists
    /// another): its clashes exist only once some code attaches it, so each says so (a note).
    /// Made in the App's `.commands { … }`, the same type's clash is an error.
    @Test func aCommandsTypeNoCodeMakesPutsNothingInTheMenuBar() {
        let commands = #"""
            struct EditorCommands: Commands {
                var body: some Commands {
                    CommandMenu("Format") {
                        Button("Swap Panes") {}.keyboardShortcut("s", modifiers: [.option, .command])
                        Button("Save All") {}.keyboardShortcut("s", modifiers: [.option, .command])
                    }
                }
            }
            """#
        func duplicates(_ app: String) -> [Diagnostic] {
            var diagnostics: [Diagnostic] = []
            let files = [
                SwiftShortcutScanner.read(source: "import SwiftUI\n" + commands, path: "Commands.swift", into: &diagnostics),
                SwiftShortcutScanner.read(source: "import SwiftUI\n" + app, path: "App.swift", into: &diagnostics),
            ]
            return LintSettings().lint(FileShortcuts.join(files), against: Lint.rulebook).filter { $0.id == "duplicate-shortcut" }
        }
        let unattached = duplicates(#"@main struct A: App { var body: some Scene { WindowGroup { Text("x") } } }"#)
        #expect(unattached.map(\.severity) == [.note])
        #expect(unattached.first?.message.contains("no code checked makes 'EditorCommands'") == true)
        let attached = duplicates(
            #"@main struct A: App { var body: some Scene { WindowGroup { Text("x") }.commands { EditorCommands() } } }"#)
        #expect(attached.map(\.severity) == [.error])
    }

    /// PegaseUIData adds "Create New Document…" on Command-N after the New item group, beside the
    /// `WindowGroup`'s New Window: two items of one menu bar, though both titles name New, and no
    /// file removes New Window: an error (a blind label called it one). Where the code replaces the
    /// New item group (Codeface, a `DocumentGroup`), the framework's New is gone.
    @Test func anAppsNewItemBesideTheFrameworksNewWindowClashes() {
        func duplicates(_ scene: String, _ placement: String) -> [Diagnostic] {
            check(
                "@main struct A: App { var body: some Scene { " + scene
                    + #" .commands { CommandGroup("# + placement
                    + #": .newItem) { Button("Create New Document…") {}.keyboardShortcut("n") } } } }"#
            ).filter { $0.id == "duplicate-shortcut" }
        }
        #expect(duplicates("WindowGroup { Text(\"x\") }", "after").map(\.severity) == [.error])
        #expect(duplicates("WindowGroup { Text(\"x\") }", "replacing").isEmpty)
        #expect(duplicates("DocumentGroup(newDocument: Doc()) { _ in Text(\"x\") }", "replacing").isEmpty)
        // SwiftUI documents the New item group as holding New: replaced, a DocumentGroup's New is gone.
        var diagnostics: [Diagnostic] = []
        let app = SwiftShortcutScanner.read(
            source: #"@main struct A: App { var body: some Scene { DocumentGroup(newDocument: Doc()) { _ in Text("x") }"#
                + #".commands { CommandGroup(replacing: .newItem) { Button("New Empty File") {}.keyboardShortcut("n") } } } }"#,
            path: "A.swift", into: &diagnostics)
        #expect(!FileShortcuts.join([app]).contains { $0.facts.impliedBy == "DocumentGroup" && $0.title == "New" })
        #expect(app.declarations.contains { $0.facts.impliedBy == "DocumentGroup" && $0.title == "New" })
        // mdview replaces the save item group with its own Save and Save As…: the group SwiftUI
        // documents as holding the commands that save and close, Duplicate among them.
        let saving = check(
            #"@main struct A: App { var body: some Scene { DocumentGroup(newDocument: Doc()) { _ in Text("x") }"#
                + #".commands { CommandGroup(replacing: .saveItem) { Button("Save") {}.keyboardShortcut("s"); "#
                + #"Button("Save As…") {}.keyboardShortcut("s", modifiers: [.command, .shift]) } } } }"#)
        #expect(!saving.contains { $0.id == "duplicate-shortcut" })
        // MarkupEditor's app delegate removes UIKit's File menu, New Window with it, and builds its own.
        let scene = SwiftShortcutScanner.read(
            source: #"@main struct Demo: App { var body: some Scene { WindowGroup { Text("x") } } }"#, path: "Demo.swift",
            into: &diagnostics)
        let delegate = SwiftShortcutScanner.read(
            source: #"""
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    override func buildMenu(with builder: UIMenuBuilder) {
                        builder.remove(menu: .file)
                        let new = UIKeyCommand(title: "New", action: #selector(newDocument), input: "n", modifierFlags: .command)
                        builder.insertSibling(UIMenu(title: "File", children: [new]), afterMenu: .application)
                    }
                }
                """#, path: "AppDelegate.swift", into: &diagnostics)
        #expect(delegate.replacedGroups == ["newItem"])
        let clashes = LintSettings().lint(FileShortcuts.join([scene, delegate]), against: Lint.rulebook)
        #expect(!clashes.contains { $0.id == "duplicate-shortcut" })
    }

    /// Motion Storyline's second `CommandMenu("Edit")` repeats Undo and Copy beside SwiftUI's own Edit
    /// items; another file replacing the pasteboard group takes SwiftUI's Copy away, not its Undo.
    @Test func anAppsEditCommandBesideSwiftUIsOwnClashesUnlessItsGroupIsReplaced() {
        var diagnostics: [Diagnostic] = []
        let menu = SwiftShortcutScanner.read(
            source: #"@main struct A: App { var body: some Scene { WindowGroup { Text("x") }.commands { CommandMenu("Edit") {"#
                + "\n" + #"Button("Undo") {}.keyboardShortcut("z", modifiers: .command)"#
                + "\n" + #"Button("Copy") {}.keyboardShortcut("c", modifiers: .command)"# + "\n} } } }",
            path: "App.swift", into: &diagnostics)
        let replacing = SwiftShortcutScanner.read(
            source: #"struct Clipboard: Commands { var body: some Commands { CommandGroup(replacing: .pasteboard) {} } }"#,
            path: "Clipboard.swift", into: &diagnostics)
        func duplicates(_ files: [FileShortcuts]) -> [String] {
            LintSettings().lint(FileShortcuts.join(files), against: Lint.rulebook)
                .filter { $0.id == "duplicate-shortcut" && $0.severity == .warning }
                .map { "\($0.location.line ?? 0)" }
        }
        #expect(duplicates([menu]) == ["2", "3"])
        #expect(duplicates([menu, replacing]) == ["2"])
    }

    /// Mac App Locker gives its Settings window scene Command-Comma: `Scene.keyboardShortcut` opens
    /// the window from the menu bar, an app-wide command named for the scene.
    @Test func aScenesShortcutIsAMenuBarCommandNamedForTheScene() {
        let found = SwiftShortcutScanner.scan(
            source:
                #"@main struct A: App { var body: some Scene { Window("Inspector", id: "inspector") { I() }.defaultPosition(.center).keyboardShortcut("i", modifiers: [.command, .option]) } }"#,
            path: "App.swift")
        #expect(found.map(\.title) == ["Inspector"])
        #expect(found.allSatisfy { !$0.isViewControl && $0.scope == .app })
    }

    /// Transcribe adds Preferences… on Command-Comma after the app settings group while its
    /// `Settings` scene gives Settings…; an app's own `Settings { … }` value outside a body of
    /// scenes, or `Settings(…)` with arguments, is no scene.
    @Test func aSettingsScenesItemIsThereOnlyForASettingsScene() {
        func implied(_ source: String) -> [String] {
            SwiftShortcutScanner.scan(source: source, path: "App.swift").filter { $0.facts.impliedBy == "Settings scene" }
                .compactMap(\.shortcut?.words)
        }
        #expect(
            implied(#"@main struct A: App { var body: some Scene { WindowGroup { V() }; Settings { P() } } }"#) == [
                "Command-Comma"
            ])
        #expect(implied(#"struct V: View { var body: some View { let s = Settings { 1 }; Text("x") } }"#).isEmpty)
        #expect(
            implied(#"@main struct A: App { var body: some Scene { WindowGroup { V(settings: Settings(store)) } } }"#).isEmpty)
    }
}
