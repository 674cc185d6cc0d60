import HIGLint
import HIGLintSwift
import HIGModel
import Testing

/// A finding is only as loud as the facts under it are proven: an error needs every premise
/// shown by the code, a likely one makes a warning, one nothing shows a note, and the message
/// says which fact hig-gen could not prove.
@Suite struct PremiseTests {
    private func only(_ id: String, in findings: [Diagnostic]) -> Diagnostic? {
        let matching = findings.filter { $0.id == id }
        #expect(matching.count == 1, "\(findings.map { "\($0.id) \($0.severity): \($0.message)" })")
        return matching.first
    }

    @Test func twoItemsOfOneMenuAreLiveTogether() {
        let found = only(
            "duplicate-shortcut", in: Lint.menuButton("Rename", "\"k\"", besides: [("Export", "\"k\"")]))
        #expect(found?.severity == .error)
        #expect(found?.message.contains("could not prove") == false)
    }

    @Test func aShiftSwiftUIReadsIntoAnUpperCaseLetterStillMakesTheSystemsShortcut() {
        // `"Q"` with Command is Shift-Command-Q (Log Out) to SwiftUI; the author most likely meant
        // Quit, but the system takes the key pressed whichever was meant: proven, with its cause.
        let found = only(
            "reserved-conflict",
            in: Lint.swift(
                #"struct C: Commands { var body: some Commands { CommandMenu("App") { Button("Quit") {}.keyboardShortcut("Q") } } }"#
            ))
        #expect(found?.severity == .error)
        #expect(found?.message.hasPrefix("'Q' is upper case, so SwiftUI makes this Shift-Command-Q") == true)
        #expect(found?.message.contains("could not prove") == false)
    }

    /// Statements of one stack's content are shown together (LispPad's Clear and Cancel on Esc);
    /// one the chain disables may not be enabled with the other: a note.
    @Test func twoButtonsOfOneStackAreOnScreenTogether() {
        func duplicate(_ second: String) -> Diagnostic? {
            only(
                "duplicate-shortcut",
                in: Lint.swift(
                    #"struct V: View { var body: some View { HStack { Button("Clear") {}.keyboardShortcut(.escape, modifiers: [])"#
                        + "\n" + second + "\n} } }"))
        }
        #expect(duplicate(#"Button("Cancel") {}.keyboardShortcut(.escape, modifiers: [])"#)?.severity == .error)
        #expect(duplicate(#"Button("Cancel") {}.disabled(busy).keyboardShortcut(.escape, modifiers: [])"#)?.severity == .note)
    }

    /// Two buttons of one view that nothing shows together are often shown in turn: a note.
    @Test func twoButtonsOfOneViewMayNotBeOnScreenTogether() {
        let found = only(
            "duplicate-shortcut",
            in: Lint.swift(
                #"struct V: View { var body: some View { Button("Apply") {}.keyboardShortcut(.return); Button("Discard") {}.keyboardShortcut(.return) } }"#
            ))
        #expect(found?.severity == .note)
        #expect(
            found?.message.hasSuffix("hig-gen could not prove that 'Apply' and 'Discard' are on screen at the same time") == true)
    }

    @Test func oneRespondersKeyCommandsAreLiveTogether() {
        let found = only(
            "duplicate-shortcut",
            in: Lint.swift(
                #"class Editor: UIViewController { override var keyCommands: [UIKeyCommand]? { [UIKeyCommand(input: "k", modifierFlags: .command, action: #selector(a), discoverabilityTitle: "Archive"), UIKeyCommand(input: "k", modifierFlags: .command, action: #selector(b), discoverabilityTitle: "Keep")] } }"#
            ))
        #expect(found?.severity == .error)
    }

    @Test func reusingACommandTheAppLacksIsANote() {
        // No Print anywhere in the app: the guidelines let it give Command-P away.
        let found = only("standard-repurposed", in: Lint.menuButton("Play", "\"p\""))
        #expect(found?.severity == .note)
        #expect(found?.message.contains("hig-gen found no Print command in this app") == true)
    }

    @Test func reusingACommandTheAppHasIsAWarning() {
        // The app prints (on another shortcut), so Command-P is expected to print.
        let found = only(
            "standard-repurposed",
            in: Lint.menuButton("Play", "\"p\"", besides: [("Print…", "\"p\", modifiers: [.option, .command]")]))
        #expect(found?.severity == .warning)
    }

    /// A clash that rests on the Shift SwiftUI adds to an upper-case letter (Filter Art's Undo on
    /// "Z" with Command, beside its Redo on Shift-Command-Z) rests on a key the code does not
    /// show. On the Mac SwiftUI documents that Shift: one key press reaches both, an error
    /// (MultiScan's two rotations on Shift-Command-R). Where nothing says the target runs on the
    /// Mac, a warning that names the Shift.
    @Test func aClashThroughAnUpperCaseLettersShiftIsProvenOnTheMac() {
        let source =
            #"struct C: Commands { var body: some Commands { CommandMenu("Menu") { Button("Unlink") {}.keyboardShortcut("k", modifiers: [.command, .shift]); Button("Link") {}.keyboardShortcut("K") } } }"#
        func clash(on platforms: [Platform]?) -> Diagnostic? {
            var declarations = SwiftShortcutScanner.scan(source: source, path: "App.swift")
            if let platforms {
                let target = AppTarget(
                    name: "Links", platforms: platforms, evidence: .project(path: "Links.xcodeproj/project.pbxproj"))
                for index in declarations.indices { declarations[index].targets = [target] }
            }
            return only("duplicate-shortcut", in: LintSettings().lint(declarations, against: Lint.rulebook))
        }
        let unplaced = clash(on: nil)
        #expect(unplaced?.severity == .warning)
        #expect(unplaced?.message.contains("SwiftUI adds Shift for the upper-case 'K'") == true)
        #expect(clash(on: [.iPadOS])?.severity == .warning)
        let onMac = clash(on: [.macOS, .iPadOS])
        #expect(onMac?.severity == .error)
        #expect(onMac?.message.contains("could not prove") == false)
        let written = only(
            "duplicate-shortcut",
            in: Lint.menuButton(
                "Link", "\"k\", modifiers: [.command, .shift]", besides: [("Unlink", "\"k\", modifiers: [.command, .shift]")]))
        #expect(written?.severity == .error)
    }

    /// A dialog's Cancel button closes the dialog (the Cancel command); only a command that stops
    /// a running task ("Stop Export", "Cancel Download") shows the app has Cancel Operation.
    @Test func aDialogsCancelIsNoCancelOperation() {
        let dialog = only(
            "standard-repurposed",
            in: Lint.menuButton("Scratch Pad", "\".\"", besides: [("Cancel", ".escape, modifiers: .command")]))
        #expect(dialog?.severity == .note)
        #expect(dialog?.message.contains("hig-gen found no Cancel Operation command in this app") == true)
        for stops in ["Cancel Download", "Stop Export", "Pause Speech"] {
            let found = only(
                "standard-repurposed",
                in: Lint.menuButton("Scratch Pad", "\".\"", besides: [(stops, "\"d\", modifiers: [.option, .command]")]))
            #expect(found?.severity == .warning, "\(stops)")
        }
    }

    @Test func swiftUIsCloseTakesCommandWFromAnotherCommandAndMayBeCopiedByItsOwnTitle() {
        let another = only("duplicate-shortcut", in: Lint.menuButton("Close Session", "\"w\""))
        #expect(another?.severity == .error)
        #expect(another?.message.contains("already used by 'File ▸ Close'") == true)
        // File comes before the app's own menus: Close takes the key whenever Close Session is
        // enabled, so however its code enables it, Close Session never gets it.
        let sometimes = only("duplicate-shortcut", in: Lint.menuButton("Close Session", "\"w\").disabled(sessions.isEmpty)"))
        #expect(sometimes?.severity == .error)
        // The Window menu comes after them: an item disabled in some states takes Minimize's key
        // only while enabled.
        let minimize = only("duplicate-shortcut", in: Lint.menuButton("Mini Player", "\"m\").disabled(player == nil)"))
        #expect(minimize?.severity == .warning)
        #expect(minimize?.message.contains("its code disables it in some states") == true)
        let copy = only("duplicate-shortcut", in: Lint.menuButton("Close", "\"w\""))
        #expect(copy?.severity == .warning)
        #expect(copy?.message.contains("could not prove that the app keeps the 'File ▸ Close'") == true)
    }

    @Test func everyMacAppHasQuitAndEditableTextHasCopy() {
        // SwiftUI's app menu keeps Quit on Command-Q beside the app's own command: two items, one key.
        let quit = only("duplicate-shortcut", in: Lint.menuButton("Quick Look", "\"q\""))
        #expect(quit?.severity == .error)
        #expect(quit?.message.contains("'Quit'") == true)
        #expect(only("standard-repurposed", in: Lint.menuButton("Clear", "\"c\""))?.severity == .warning)
    }

    @Test func theTextSystemsKeysAreThereWhereTextIsEdited() {
        // Shift-Command-Left arrow selects to the start of a line in every text view: the menu
        // takes it from the app's fields, not from every app (a note, with Command).
        let seek = only("standard-repurposed", in: Lint.menuButton("Seek Back", ".leftArrow, modifiers: [.shift, .command]"))
        #expect(seek?.severity == .note)
        #expect(seek?.message.hasPrefix("Shift-Command-Left arrow selects to the start of the line in a Mac text field") == true)
    }

    /// Command-Delete deletes to the start of a line in a text view: a menu command there takes
    /// it while a view of several lines has focus. One deleting the selection follows the Finder,
    /// whose Move to Trash is on the key: a note that says so.
    @Test func commandDeleteDeletingTheSelectionFollowsTheFinder() {
        func onCommandDelete(_ title: String) -> Diagnostic? {
            only(
                "standard-repurposed",
                in: Lint.swift(
                    #"@main struct A: App { var body: some Scene { WindowGroup { TextEditor(text: .constant("")) }.commands { CommandMenu("Layer") { Button(""#
                        + title + #"") {}.keyboardShortcut(.delete) } } } }"#))
        }
        #expect(onCommandDelete("Merge Layers")?.severity == .warning)
        let delete = onCommandDelete("Delete Layer")
        #expect(delete?.severity == .note)
        #expect(
            delete?.message.contains("the Finder, the Mac's own file browser, gives the key to the same kind of command") == true)
    }

    @Test func aHotKeyWhoseRegistrationIsNotShownIsNeverAnError() {
        var declarations = SwiftShortcutScanner.scan(source: "let capture = HotKey(key: .p, modifiers: [])", path: "App.swift")
        #expect(only("typing-conflict", in: LintSettings().lint(declarations, against: Lint.rulebook))?.severity == .error)
        for index in declarations.indices { declarations[index].facts.hotKeyRegistration = .unknown }
        let found = only("typing-conflict", in: LintSettings().lint(declarations, against: Lint.rulebook))
        #expect(found?.severity == .warning)
        #expect(found?.message.contains("is registered as a global hot key") == true)
    }

    @Test func localizationKeysAndOppositesReadAsTitles() {
        // "menu.file.openLink" is Open Link, a command of the Open family, not a new command.
        #expect(Lint.menuButton("menu.file.openLink", "\"o\"").filter { $0.id == "standard-repurposed" }.isEmpty)
        // To Lowercase beside Uppercase is its companion, not an unrelated variant.
        #expect(
            Lint.menuButton("to Lowercase", "\"u\", modifiers: [.option, .command]", besides: [("Uppercase", "\"u\"")])
                .filter { $0.id == "unrelated-modifier-variant" }.isEmpty)
    }

    @Test func aDialogsAnswerDoesNotShowTheMenuCommand() {
        // "Open" answering an alert on Return is no Open command: Command-O stays free to reuse.
        let found = only(
            "standard-repurposed",
            in: Lint.swift(
                #"struct C: Commands { var body: some Commands { CommandMenu("Timer") { Button("Continue") {}.keyboardShortcut("o") } } }; struct V: View { var body: some View { Button("Open") {}.keyboardShortcut(.defaultAction) } }"#
            ))
        #expect(found?.severity == .note)
    }

    @Test func aCommandNamesEveryWordOfTheStandardOne() {
        // "Save State" is no Save As: its "As" is missing.
        let found = only(
            "standard-repurposed",
            in: Lint.menuButton("Take Screenshot", "\"s\", modifiers: [.shift, .command]", besides: [("Save State", "\"1\"")]))
        #expect(found?.severity == .note)
    }

    @Test func anActionNamesACommandOnlyAsAWhole() {
        // `stashSave:` behind "Stash Changes" stashes: no Save, so Command-S is only a note.
        let stash = #"let stash = NSMenuItem(title: "Stash Changes", action: #selector(stashSave(_:)), keyEquivalent: "y")"#
        // (Their file puts them in the main menu: made in code, a menu item may be a status item's.)
        let stage = #"""
            let stage = NSMenuItem(title: "Stage Changes", action: #selector(stage(_:)), keyEquivalent: "s")
            NSApp.mainMenu?.item(withTitle: "Repository")?.submenu?.addItem(stage)
            """#
        #expect(only("standard-repurposed", in: Lint.swift(stash + "\n" + stage))?.severity == .note)
        // `saveDocument:` is Save, whatever the title says: the app has Save, so it is a warning.
        let save = #"let save = NSMenuItem(title: "Enregistrer", action: #selector(saveDocument(_:)), keyEquivalent: "y")"#
        #expect(only("standard-repurposed", in: Lint.swift(save + "\n" + stage))?.severity == .warning)
    }

    @Test func aFileNoFoundProjectBuildsProvesNothing() {
        // Two items on one key: an error in the project's file, a note in a leftover beside it.
        var declarations = SwiftShortcutScanner.scan(
            source:
                #"struct C: Commands { var body: some Commands { CommandMenu("Go") { Button("Back") {}.keyboardShortcut("k"); Button("Keep") {}.keyboardShortcut("k") } } }"#,
            path: "Old.swift")
        let listed = AppTarget(name: "App", platforms: [.macOS], evidence: .project(path: "App.xcodeproj/project.pbxproj"))
        let guessed = AppTarget(name: "Leftovers", platforms: [.macOS], evidence: .guessed(reason: "a test"))
        var built = declarations
        for index in built.indices { built[index].targets = [listed] }
        #expect(only("duplicate-shortcut", in: LintSettings().lint(built, against: Lint.rulebook))?.severity == .error)
        for index in declarations.indices { declarations[index].targets = [guessed] }
        let other = built.map { declaration in
            var moved = declaration
            moved.span.location.file = "Menu.swift"
            return moved
        }
        let found = LintSettings().lint(declarations + other, against: Lint.rulebook).filter {
            $0.id == "duplicate-shortcut" && $0.location.file == "Old.swift"
        }
        #expect(found.map(\.severity) == [.note])
        #expect(
            found.first?.message.contains(
                "hig-gen could not prove that the file is built into the app (no project found builds it)")
                == true, "\(found.map(\.message))")
    }

    /// A target its project says runs on the Mac among other platforms meets the Mac's rows for
    /// certain there: the finding says where; one whose platforms are a guess from its imports
    /// meets them only likely.
    @Test func aMultiplatformProjectsTargetMeetsTheMacsRowsOnTheMac() {
        let declarations = SwiftShortcutScanner.scan(
            source:
                #"struct C: Commands { var body: some Commands { CommandMenu("Go") { Button("Log Out Now") {}.keyboardShortcut("q", modifiers: [.command, .shift]) } } }"#,
            path: "Commands.swift")
        func reserved(_ evidence: AppTarget.Evidence) -> Diagnostic? {
            let target = AppTarget(name: "Reader", platforms: [.iOS, .iPadOS, .macOS], evidence: evidence)
            var placed = declarations
            for index in placed.indices { placed[index].targets = [target] }
            return only("reserved-conflict", in: LintSettings().lint(placed, against: Lint.rulebook))
        }
        let project = reserved(.project(path: "Reader.xcodeproj/project.pbxproj"))
        #expect(project?.severity == .error)
        #expect(project?.message.contains("on macOS; it never reaches 'Log Out Now' there") == true, "\(project?.message ?? "")")
        #expect(reserved(.guessed(reason: "a test"))?.severity == .warning)
    }
}
