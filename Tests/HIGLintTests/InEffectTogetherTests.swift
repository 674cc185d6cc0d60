import HIGLint
import HIGLintInterfaceBuilder
import HIGLintSwift
import HIGModel
import Testing

/// Two declarations on one key clash only while both are in effect. The code shows some of them
/// in effect only in some states: a key command appended under a condition of its own, a menu
/// item hidden by a binding, a template item only a document answers. An error needs both in
/// effect at once; where the code leaves that open, a warning says so; where it rules it out,
/// nothing.
@Suite struct InEffectTogetherTests {
    private func duplicates(_ declarations: [AppShortcut]) -> [Diagnostic] {
        LintSettings().lint(declarations, against: Lint.rulebook).filter { $0.id == "duplicate-shortcut" }
    }

    private func menu(_ items: String) -> [AppShortcut] {
        var diagnostics: [Diagnostic] = []
        let text =
            #"<document><menu title="Main Menu" systemMenu="main"><items><menuItem title="File"><menu key="submenu" title="File"><items>"#
            + items + "</items></menu></menuItem></items></menu></document>"
        return FileShortcuts.join([
            FileShortcuts(
                declarations: InterfaceBuilderReader.parse(Array(text.utf8), file: "MainMenu.xib", into: &diagnostics),
                isCode: true)
        ])
    }

    /// PomPadDo shows Pause while its timer runs and Resume while it is paused, each on Command-P
    /// under an `if` testing the timer's state: one value never equals both constants.
    @Test func conditionsTestingOneValueForDifferentConstantsNeverHoldTogether() {
        let found = SwiftShortcutScanner.scan(
            source: #"""
                struct TimerCommands: Commands {
                    var body: some Commands {
                        CommandMenu("Timer") {
                            if timer.state == .running { Button("Pause") { timer.pause() }.keyboardShortcut("p") }
                            if timer.state == .paused || timer.state == .idle { Button("Resume") { timer.resume() }.keyboardShortcut("p") }
                            if timer.state == .running || timer.mode == .focus { Button("Print Log") { log() }.keyboardShortcut("p") }
                        }
                    }
                }
                """#, path: "TimerCommands.swift")
        #expect(found.map(\.facts.valueTests.count) == [1, 1, 0])
        // Pause and Resume never meet; Print Log (whose condition tests two values) meets Pause.
        let clashes = duplicates(found)
        #expect(clashes.map(\.location.line) == [6])
    }

    /// Gladys appends New Window and Main Window to its key commands, each inside an `if` of its own.
    @Test func keyCommandsUnderDifferentConditionsAreAWarning() {
        let source = #"""
            final class Main: UIViewController {
                override var keyCommands: [UIKeyCommand]? {
                    var a = [UIKeyCommand(title: "Page Down", action: #selector(pageDown), input: UIKeyCommand.inputPageDown)]
                    if showsNewWindow { a.append(UIKeyCommand(title: "New Window", action: #selector(newWindow), input: "n", modifierFlags: .command)) }
                    if showsMainWindow { a.append(UIKeyCommand(title: "Main Window", action: #selector(mainWindow), input: "n", modifierFlags: .command)) }
                    a.append(UIKeyCommand(title: "Next", action: #selector(next), input: "]", modifierFlags: .command))
                    a.append(UIKeyCommand(title: "Forward", action: #selector(forward), input: "]", modifierFlags: .command))
                    return a
                }
            }
            """#
        let found = duplicates(SwiftShortcutScanner.scan(source: source, path: "Main.swift"))
        #expect(found.map(\.severity) == [.warning, .error])
        #expect(found.first?.message.contains("under different conditions") == true)
    }

    /// Creatures Evolution shows Pause or Resume on Space, hidden by one key path, one negated.
    @Test func itemsHiddenByOneKeyPathOneNegatedNeverClash() {
        let binding = { (negated: Bool) in
            #"<binding destination="-2" name="hidden" keyPath="self.isPaused" id="b">"#
                + (negated
                    ? #"<dictionary key="options"><string key="NSValueTransformerName">NSNegateBoolean</string></dictionary>"#
                    : "") + "</binding>"
        }
        let paired = menu(
            #"<menuItem title="Pause" keyEquivalent=" "><connections><action selector="pause:" id="p"/>"# + binding(false)
                + #"</connections></menuItem><menuItem title="Resume" keyEquivalent=" "><connections><action selector="resume:" id="r"/>"#
                + binding(true) + "</connections></menuItem>")
        #expect(paired.count == 2 && duplicates(paired).isEmpty)
        // Hidden by a binding, beside an item always shown: shown together only in some states.
        let shown = menu(
            #"<menuItem title="Pause" keyEquivalent=" "><connections><action selector="pause:" id="p"/>"# + binding(false)
                + #"</connections></menuItem><menuItem title="Step" keyEquivalent=" "><connections><action selector="step:" id="s"/></connections></menuItem>"#
        )
        #expect(duplicates(shown).map(\.severity) == [.warning])
    }

    /// DragonShield's Add Rate button on Command-N takes the WindowGroup's New Window in its
    /// window, where New Window applies as in every window: a warning (it stays likely that the
    /// app keeps New Window); another menu command there is a note.
    @Test func aViewsButtonOnNewWindowsKeyIsAWarning() {
        func severities(_ command: String) -> [Diagnostic.Severity] {
            let source =
                #"@main struct A: App { var body: some Scene { WindowGroup { Rates() }"# + command + " } }\n"
                + #"struct Rates: View { var body: some View { Button("Add Rate") {}.keyboardShortcut("n") } }"#
            return duplicates(SwiftShortcutScanner.scan(source: source, path: "A.swift")).map(\.severity)
        }
        #expect(severities("") == [.warning])
        let other =
            #".commands { CommandGroup(replacing: .newItem) {}; CommandMenu("Go") { Button("Next") {}.keyboardShortcut("n") } }"#
        #expect(severities(other) == [.note])
    }

    /// Game of Life keeps the template's Revert to Saved on Command-R beside its New Random Grid;
    /// it makes no documents, so Revert is never enabled. In a document app the clash is real.
    @Test func aDocumentsItemInAnAppWithoutDocumentsIsAWarning() {
        let items = menu(
            #"<menuItem title="Revert to Saved" keyEquivalent="r"><connections><action selector="revertDocumentToSaved:" target="-1" id="a"/></connections></menuItem>"#
                + #"<menuItem title="New Random Grid" keyEquivalent="r"><connections><action selector="newRandomGrid:" target="-1" id="b"/></connections></menuItem>"#
        )
        #expect(duplicates(items).map(\.severity) == [.warning])
        var withDocuments = items
        for index in withDocuments.indices { withDocuments[index].facts.responderAnswers = true }
        #expect(duplicates(withDocuments).map(\.severity) == [.error])
    }

    /// Quick Camera keeps the template's Find… and Smart Copy/Paste both on Command-F; it makes
    /// no text view, so neither is ever enabled: a note (blind labels: notes). Where a text view
    /// answers them, both are live together.
    @Test func twoTextViewItemsInAnAppWithoutTextViewsAreANote() {
        let items = menu(
            #"<menuItem title="Find…" keyEquivalent="f"><connections><action selector="performFindPanelAction:" target="-1" id="a"/></connections></menuItem>"#
                + #"<menuItem title="Smart Copy/Paste" keyEquivalent="f"><connections><action selector="toggleSmartInsertDelete:" target="-1" id="b"/></connections></menuItem>"#
        )
        let found = duplicates(items)
        #expect(found.map(\.severity) == [.note])
        #expect(found.first?.message.contains("is ever enabled (AppKit enables an item sending") == true)
        #expect(found.first?.message.contains("could not prove that either ") == true, "\(found.first?.message ?? "")")
        var withText = items
        for index in withText.indices { withText[index].facts.responderAnswers = true }
        #expect(duplicates(withText).map(\.severity) == [.error])
    }

    /// Quick Camera's template Select All shares Command-A with its Fix Aspect Ratio; a text view,
    /// list or table answers `selectAll:`, and the app makes none: a warning. A table anywhere in
    /// the app's files makes the clash real.
    @Test func selectAllIsEnabledOnlyBesideTextOrAList() {
        func severities(besides window: String) -> [Diagnostic.Severity] {
            let main = InterfaceBuilderReader().read(
                Array(
                    #"<document><menu title="Main Menu" systemMenu="main"><items><menuItem title="Camera"><menu key="submenu" title="Camera"><items><menuItem title="Fix Aspect Ratio" keyEquivalent="a"><connections><action selector="fixAspectRatio:" target="-1" id="a"/></connections></menuItem><menuItem title="Select All" keyEquivalent="a"><connections><action selector="selectAll:" target="-1" id="b"/></connections></menuItem></items></menu></menuItem></items></menu></document>"#
                        .utf8), path: "Base.lproj/MainMenu.xib", settings: ReadSettings())
            let other = InterfaceBuilderReader().read(Array(window.utf8), path: "Base.lproj/Window.xib", settings: ReadSettings())
            return duplicates(FileShortcuts.join([main, other])).map(\.severity)
        }
        #expect(severities(besides: #"<document><view id="v"/></document>"#) == [.warning])
        #expect(severities(besides: #"<document><scrollView id="s"><tableView id="t"/></scrollView></document>"#) == [.error])
    }

    /// Plain Pasta's template Edit menu puts Paste and Match Style on plain Command-V beside Paste;
    /// only a text view answers `pasteAsPlainText:`, and the app makes none: a warning.
    @Test func pasteAndMatchStyleIsEnabledOnlyBesideText() {
        let items = menu(
            #"<menuItem title="Paste" keyEquivalent="v"><connections><action selector="paste:" target="-1" id="a"/></connections></menuItem>"#
                + #"<menuItem title="Paste and Match Style" keyEquivalent="v"><connections><action selector="pasteAsPlainText:" target="-1" id="b"/></connections></menuItem>"#
        )
        #expect(duplicates(items).map(\.severity) == [.warning])
        var withText = items
        for index in withText.indices { withText[index].facts.responderAnswers = true }
        #expect(duplicates(withText).map(\.severity) == [.error])
    }

    /// Two SwiftUI commands disabled under one condition are enabled together, and so is one the
    /// code never disables beside one it disables in some states; two disabled under different
    /// conditions, or a specific command ("Close Tab") beside the general one it stands in for,
    /// only perhaps.
    @Test func swiftUICommandsDisabledUnderOneConditionAreEnabledTogether() {
        func severities(_ first: String, _ second: String) -> [Diagnostic.Severity] {
            let source =
                #"struct C: Commands { var body: some Commands { CommandMenu("Tasks") { "#
                + first + "\n" + second + " } } }"
            return duplicates(SwiftShortcutScanner.scan(source: source, path: "Commands.swift")).map(\.severity)
        }
        let due = #"Button("For Due Date") {}.keyboardShortcut("c", modifiers: [.command, .option]).disabled(tasks.count == 0)"#
        let copy = #"Button("Duplicate Task") {}.keyboardShortcut("c", modifiers: [.command, .option])"#
        #expect(severities(due, copy + ".disabled(tasks.count  ==  0)") == [.error])
        #expect(severities(due, copy) == [.error])
        #expect(severities(due, copy + ".disabled(selection == nil)") == [.warning])
        #expect(severities(due, copy + ".disabled(true)") == [.warning])
        let export = #"Button("Export") {}.keyboardShortcut("e")"#
        let exportPage = #"Button("Export Page") {}.keyboardShortcut("e").disabled(pages.isEmpty)"#
        #expect(severities(export, exportPage) == [.warning])
    }

    /// Radiola's Add Station sends `addStationToLocalList:`, which no file of the app declares,
    /// beside Minimize on Command-M: AppKit never enables it. Where the app may answer it in
    /// Objective-C (it has such sources, or its Swift code declares none of the nib's actions),
    /// nothing is known.
    @Test func anItemWhoseActionNoFileDeclaresMayNeverBeEnabled() {
        let nib = #"""
            <document><menu title="Main Menu" systemMenu="main"><items><menuItem title="File"><menu key="submenu" title="File"><items>
            <menuItem title="Add Station" keyEquivalent="m"><connections><action selector="addStationToLocalList:" target="-1" id="a"/></connections></menuItem>
            <menuItem title="Play" keyEquivalent="p"><connections><action selector="togglePlay:" target="-1" id="b"/></connections></menuItem>
            </items></menu></menuItem><menuItem title="Window"><menu key="submenu" title="Window"><items>
            <menuItem title="Minimize" keyEquivalent="m"><connections><action selector="performMiniaturize:" target="-1" id="c"/></connections></menuItem>
            </items></menu></menuItem></items></menu></document>
            """#
        func severities(_ swift: String, swiftOnly: Bool = true) -> [Diagnostic.Severity] {
            var diagnostics: [Diagnostic] = []
            let files = [
                FileShortcuts(
                    declarations: InterfaceBuilderReader.parse(Array(nib.utf8), file: "MainMenu.xib", into: &diagnostics),
                    isCode: true),
                SwiftShortcutScanner.read(source: swift, path: "Player.swift", into: &diagnostics),
            ]
            return duplicates(FileShortcuts.join(files, swiftOnly: swiftOnly)).map(\.severity)
        }
        let player = "final class Player: NSObject { @IBAction func togglePlay(_ sender: Any?) {} }"
        #expect(severities(player) == [.warning])
        #expect(severities(player, swiftOnly: false) == [.error])
        #expect(severities(player + " extension Player { @objc func addStationToLocalList(_ s: Any?) {} }") == [.error])
        #expect(severities("final class Other { func load() {} }") == [.error])
    }
}
