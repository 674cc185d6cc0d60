import HIGLint
import HIGLintSwift
import HIGModel
import Testing

/// What the swift-syntax scanner reads from each API.
@Suite struct SwiftScannerTests {
    func scan(_ source: String) -> [AppShortcut] {
        SwiftShortcutScanner.scan(source: source, path: "App.swift")
    }

    func words(_ source: String) -> [String?] {
        scan(source).map { $0.shortcut?.words }
    }

    @Test func swiftUIModifierDefaultsToCommand() {
        #expect(words(#"Button("Copy") {}.keyboardShortcut("c")"#) == ["Command-C"])
        #expect(scan(#"Button("Copy") {}.keyboardShortcut("c")"#).first?.title == "Copy")
    }

    @Test func swiftUIModifiersAndConstants() {
        #expect(words(#"x.keyboardShortcut("e", modifiers: [.command, .shift])"#) == ["Shift-Command-E"])
        #expect(words(#"x.keyboardShortcut(.return)"#) == ["Command-Return"])
        #expect(words(#"x.keyboardShortcut(.upArrow, modifiers: [])"#) == ["Up arrow"])
        #expect(words(#"x.keyboardShortcut(KeyEquivalent.escape, modifiers: .option)"#) == ["Option-Esc"])
        #expect(words(#"x.keyboardShortcut(.defaultAction)"#) == ["Return"])
        #expect(words(#"x.keyboardShortcut(.cancelAction)"#) == ["Esc"])
        #expect(words(#"x.keyboardShortcut(KeyEquivalent("k"), modifiers: EventModifiers.option)"#) == ["Option-K"])
    }

    @Test func keyboardShortcutValuesAreReadOnce() {
        #expect(words(#"let s = KeyboardShortcut("b", modifiers: [.command, .option])"#) == ["Option-Command-B"])
        #expect(words(#"x.keyboardShortcut(KeyboardShortcut(.space, modifiers: .control))"#) == ["Control-Space"])
    }

    /// App Fair's menus make buttons of texts with a modifier of its own: the text is the title.
    @Test func aTextMadeIntoAButtonByTheAppsOwnModifierIsItsTitle() {
        let found = scan(#"Text("Refresh Catalogs", comment: "menu").button(action: { reload() }).keyboardShortcut("r")"#)
        #expect(found.map(\.title) == ["Refresh Catalogs"])
    }

    /// LispPad's dialog buttons are its own `AlertButton(label:role:)`: the label is the title,
    /// and a button whose title is only known when the app runs but whose role is `.cancel` is Cancel.
    @Test func anAppsOwnButtonTypeIsTitledByItsLabelOrItsCancelRole() {
        let found = scan(
            "HStack {\n"
                + #"AlertButton(label: "Clear", role: .reset) { clear() }.keyboardShortcut(.escape, modifiers: [])"# + "\n"
                + #"AlertButton(label: cancelLabel, role: .cancel) { cancel() }.keyboardShortcut(.escape, modifiers: [])"#
                + "\n}")
        #expect(found.map(\.title) == ["Clear", "Cancel"])
    }

    /// Xcodes's menu items are its own `SelectButton(xcode:)` and `CreateSymbolicLinkButton(xcode:)`:
    /// with no title written, the type's name says what each does.
    @Test func anAppsOwnButtonTypeWithNoTitleIsNamedByItsType() {
        let found = scan(#"CreateSymbolicLinkButton(xcode: selected).keyboardShortcut("s", modifiers: [.command, .option])"#)
        #expect(found.map(\.title) == ["Create Symbolic Link"])
        // Given an image to show, it is named by the image, as a button showing only an image is.
        let icon = scan(#"ToolbarButton(icon: "arrow.uturn.backward", isSelected: false) { undo() }.keyboardShortcut("z")"#)
        #expect(icon.map(\.title) == ["arrow uturn backward"])
        #expect(icon.map(\.titleIsImageName) == [true])
        let trash = scan(#"Button("", systemImage: "trash") { delete() }.keyboardShortcut(.delete)"#)
        #expect(trash.map(\.title) == ["trash"])
    }

    /// Sharktopoda's File items are views of its own (`OpenFileView()`, `OpenUrlView()`) in a
    /// command group: each type's name says what it does, so the two are two commands. Outside
    /// command content, or given arguments, a view's name says nothing of a command.
    @Test func anAppsOwnViewMadeAsAMenuItemIsNamedByItsType() {
        let found = scan(
            #"struct C: Commands { var body: some Commands { CommandGroup(after: .newItem) { OpenFileView().keyboardShortcut("o"); OpenUrlView().keyboardShortcut("O", modifiers: [.shift, .command]) } } }"#
        )
        #expect(found.map(\.title) == ["Open File", "Open Url"])
        let elsewhere = scan(
            #"struct V: View { var body: some View { PlayerView().keyboardShortcut("p"); ItemView(item).keyboardShortcut("i") } }"#
        )
        #expect(elsewhere.map(\.title) == [nil, nil])
    }

    /// SnipMC's menu says "Beenden" and calls `NSApplication.shared.terminate(nil)`: the call is
    /// Quit's action, whatever the title's language, so the standard shortcut is its own.
    @Test func aButtonCallingTheApplicationsQuitSendsItsAction() {
        let found = scan(
            #"Button("Beenden") { NSApplication.shared.terminate(nil) }.keyboardShortcut("q"); Button("Ausblenden") { NSApp.hide(nil) }.keyboardShortcut("h"); Button("Quit Timer") { timer.terminate() }.keyboardShortcut("t")"#
        )
        #expect(found.map(\.action) == ["terminate", "hide", nil])
        let findings = LintSettings().lint(found, against: Lint.rulebook)
        #expect(!findings.contains { $0.id == "standard-repurposed" && $0.location.line == 1 && $0.severity != .note })
    }

    @Test func buttonLabelsInClosuresAreTitles() {
        let found = scan(#"Button { go() } label: { Label("Reload All", systemImage: "r") }.disabled(x).keyboardShortcut("r")"#)
        #expect(found.first?.title == "Reload All")
    }

    @Test func upperCaseLettersAddShiftInSwiftUIButNotInUIKit() {
        // Apple's Mac Catalyst menus sample: "N" on Command is New, "N" on Shift-Command another command.
        let found = scan(
            #"""
            let date = UIKeyCommand(title: "New Date", action: #selector(new), input: "N", modifierFlags: .command)
            let text = UIKeyCommand(title: "New Text", action: #selector(newText), input: "N", modifierFlags: [.command, .shift])
            let next = UIKeyCommand(input: "G", modifierFlags: .command, action: #selector(findNext), discoverabilityTitle: "Find Next")
            let previous = UIKeyCommand(input: "G", modifierFlags: [.command, .shift], action: #selector(findPrevious), discoverabilityTitle: "Find Previous")
            struct C: Commands { var body: some Commands { CommandMenu("View") { Button("Reload All") {}.keyboardShortcut("R") } } }
            """#)
        #expect(
            found.map { $0.shortcut?.words } == [
                "Command-N", "Shift-Command-N", "Command-G", "Shift-Command-G", "Shift-Command-R",
            ])
        let findings = LintSettings().lint(found, against: Lint.rulebook)
        #expect(!findings.contains { $0.id == "duplicate-shortcut" })
        // The UIKit notes name no Shift; SwiftUI's says where the Shift comes from.
        let notes = findings.filter { $0.id == "upper-case-letter" }
        #expect(notes.map(\.severity) == [.note, .note, .note, .note, .note])
        #expect(notes.prefix(4).allSatisfy { !$0.message.contains("Shift the code does not show") })
        #expect(notes.first?.message.contains("this is Command-N as the modifiers say") == true)
        #expect(notes.last?.message.contains("Shift the code does not show") == true)
        // Where the code writes .shift beside "K", no Shift is hidden: a note that says so.
        let written = LintSettings().lint(
            scan(
                #"struct C: Commands { var body: some Commands { Button("Kill All") {}.keyboardShortcut("K", modifiers: [.command, .shift]) } }"#
            ),
            against: Lint.rulebook
        ).filter { $0.id == "upper-case-letter" }
        #expect(written.map(\.severity) == [.note])
        #expect(written.first?.message.contains("does not show") == false)
    }

    @Test func uiKeyCommands() {
        let found = scan(
            #"""
            let a = UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [.command, .alternate], action: #selector(up))
            a.discoverabilityTitle = "Move Bookmark Up"
            let b = UIKeyCommand(title: "Find", action: #selector(f), input: "f", modifierFlags: .command)
            let c = UIKeyCommand(input: "\u{8}", modifierFlags: [], action: #selector(d), discoverabilityTitle: "Delete Bookmark")
            // Swift 2 spelled the flags with a capital.
            let d = UIKeyCommand(input: UIKeyInputDownArrow, modifierFlags: .Command, action: "next:", discoverabilityTitle: "Next Note")
            """#)
        #expect(found.map { $0.shortcut?.words } == ["Option-Command-Up arrow", "Command-F", "Delete", "Command-Down arrow"])
        #expect(found.map(\.title) == ["Move Bookmark Up", "Find", "Delete Bookmark", "Next Note"])
        #expect(found.allSatisfy { $0.origin == .uiKit })
    }

    @Test func appKitMenuItems() {
        let found = scan(
            #"""
            func menu() {
                let item = NSMenuItem(title: "Export", action: nil, keyEquivalent: "E")
                let other = NSMenuItem(title: "Stop", action: nil, keyEquivalent: "\u{1B}")
                other.keyEquivalentModifierMask = [.option, .command]
                menu.addItem(withTitle: "New", action: nil, keyEquivalent: "n")
                let none = NSMenuItem(title: "Plain", action: nil, keyEquivalent: "")
            }
            """#)
        #expect(found.map { $0.shortcut?.words } == ["Shift-Command-E", "Option-Command-Esc", "Command-N"])
        #expect(found.allSatisfy { $0.context == nil })
    }

    /// A builder method of the app's own called on a new item (`.configured(target:)`) hands the
    /// item back: the variable holding its result is the item, whose mask is set after.
    @Test func anItemKeptFromABuilderCallIsTheItem() {
        let found = scan(
            #"""
            func menu() {
                let onboarding = NSMenuItem(title: "Show Onboarding", action: #selector(show), keyEquivalent: ",").configured(target: actions)
                onboarding.keyEquivalentModifierMask = [.command, .option]
                let help = NSMenuItem(title: "Help", action: #selector(help), keyEquivalent: "?").configured { $0.target = actions }
            }
            """#)
        #expect(found.map { $0.shortcut?.words } == ["Option-Command-Comma", "Command-Question mark"])
    }

    @Test func variablesAreNotGuessed() {
        let found = scan(
            #"x.keyboardShortcut(key, modifiers: .command); let i = NSMenuItem(title: "A", action: nil, keyEquivalent: k)"#)
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.shortcut == nil && $0.unresolvedReason != nil })
    }

    @Test func contextsFollowTheCode() {
        let found = scan(
            #"""
            struct Menus: Commands { var body: some Commands { CommandMenu("A") { Button("One") {}.keyboardShortcut("1") } } }
            struct Sheet: View { var body: some View { Button("Two") {}.keyboardShortcut("2") } }
            """#)
        #expect(found.map(\.context) == [nil, "Sheet"])
    }

    @Test func ignoreCommentsSilenceRules() {
        let findings = Lint.swift(
            """
            struct V: View { var body: some View {
                // hig-gen:ignore standard-repurposed
                Button("Add to Favorites") {}.keyboardShortcut("b")
                Button("Mark Bold Later") {}.keyboardShortcut("b", modifiers: .command) // hig-gen:ignore
            } }
            """)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test func locationsAreByteColumnsOfTheKey() {
        let found = scan("/* ⌘ */ x.keyboardShortcut(\"k\")")
        #expect(found.first?.span.location == SourceLocation(file: "App.swift", line: 1, column: 30))
        #expect(found.first?.span.length == 3)
    }

    @Test func fixItsRewriteTheCall() {
        let findings = Lint.button("Help", "\"/\", modifiers: [.command, .shift]")
        let fix = findings.first { $0.id == "shift-with-two-character-key" }?.fixIts.map(\.replacement)
        #expect(fix == ["\"?\"", "[.command]"])
        let uiKit = Lint.swift(
            #"let c = UIKeyCommand(input: "/", modifierFlags: [.command, .shift], action: #selector(h), discoverabilityTitle: "Help")"#
        )
        #expect(uiKit.first { $0.id == "shift-with-two-character-key" }?.fixIts.map(\.replacement) == ["\"?\"", "[.command]"])
    }

    @Test("code the parser cannot read is a located note, never a silent miss")
    func unparsedCodeIsSaid() throws {
        let quit = #"Button("Quit") {}.keyboardShortcut("Q")"#
        let deep = "let v = " + String(repeating: "{ ", count: 300) + quit + String(repeating: " }", count: 300) + "\n"
        var deepNotes: [Diagnostic] = []
        _ = SwiftShortcutScanner.scan(source: deep, path: "Deep.swift", into: &deepNotes)
        let nesting = try #require(deepNotes.first)
        #expect(deepNotes.count == 1 && nesting.id == "input.unparsed" && nesting.severity == .note)
        #expect(nesting.location.line == 1 && nesting.location.column != nil)
        #expect(nesting.message.contains("nested"))

        var invalidNotes: [Diagnostic] = []
        _ = SwiftShortcutScanner.scan(
            source: "let a = 1\n" + #"x.keyboardShortcut("Q""# + "\n", path: "Bad.swift", into: &invalidNotes)
        #expect(invalidNotes.map { "\($0.location.line ?? 0):\($0.location.column ?? 0) \($0.id)" } == ["2:23 input.unparsed"])

        var none: [Diagnostic] = []
        _ = SwiftShortcutScanner.scan(source: quit, path: "Good.swift", into: &none)
        #expect(none.isEmpty)
    }

    /// A key or modifiers held in a local constant written before them are that constant's
    /// value; a constant of the type, a parameter, or one written after them stays unknown.
    @Test func localConstantsAreTheirValues() {
        let found = scan(
            #"""
            func makeMenu(menu: NSMenu, flags: NSEvent.ModifierFlags) {
                let key = "e"
                let mask: NSEvent.ModifierFlags = [.command, .option]
                let export = NSMenuItem(title: "Export", action: #selector(export), keyEquivalent: key)
                export.keyEquivalentModifierMask = mask
                let other = NSMenuItem(title: "Other", action: #selector(other), keyEquivalent: "o")
                other.keyEquivalentModifierMask = flags
                let late = NSMenuItem(title: "Late", action: #selector(late), keyEquivalent: later)
                let later = "l"
            }
            """#)
        #expect(found.map { $0.shortcut?.words } == ["Option-Command-E", nil, nil])
    }

    /// An extension of a file's own type alias is the aliased type's: Suwatte's two reader
    /// controllers each extend their own `private typealias Controller`.
    @Test func anExtensionOfATypeAliasIsNamedByItsType() {
        let found = scan(
            #"""
            private typealias Controller = WebtoonController
            extension Controller {
                override var keyCommands: [UIKeyCommand]? { [UIKeyCommand(input: " ", modifierFlags: [], action: #selector(down))] }
            }
            """#)
        #expect(found.map(\.scope) == [.controls("WebtoonController")])
    }
}
