import HIGModel

/// `standard-repurposed`: a standard shortcut runs something other than its usual command.
///
/// "Command-C is Copy": the message says what people expect. Declarations without a title
/// cannot be judged and are skipped; a title that names the standard command is its use.
struct StandardRepurposed: RuleDefinition {
    static let id = "standard-repurposed"
    static let defaultSeverity = Diagnostic.Severity.warning
    static let guideline: CustomShortcutRule.ID? = .respectStandardShortcuts
    static let premises: [Premise.Fact] = [.appHasCommand, .otherCommand, .hotKeyRegistered, .peopleTypeThere, .inMenuBar]
    static let summary = "A standard shortcut does something other than its usual command"
    static let rationale = """
        People expect a standard shortcut (rows marked Apps) to do the same thing in every app. \
        Reassign one only when its usual command has no place in your app, like Command-I in an app \
        without text styling. An app has a standard command when it declares it, when its framework \
        gives it one (a DocumentGroup's File commands; the app and window commands of every Mac app), \
        or, likely, where text can be edited (Undo, Cut, Copy, Paste, Select All); where hig-gen finds \
        no such command, the reuse is a note. Moving the standard command to another shortcut does \
        not free its own: people press the usual one. A button named only by its image ('gearshape' on Command-Comma) may be the standard command \
        itself: a note. A form's confirming button (role .confirm, or the toolbar's confirmation action) on \
        Save's key keeps what the form holds, which is Save. A global hot key on a key the Mac's text system binds \
        (Command or Option with an arrow, Shift to select, Option-Delete, a Control letter that moves or deletes) \
        takes that editing from every \
        app's text fields: an error once the code shows the hot key registered (reviewers labelled 6 of 8 such \
        keys errors); one named for the standard command it takes (a clipboard tool's Paste as Plain Text on \
        Paste and Match Style's key) does that job in every app its own way: a note, unless the command acts on \
        the frontmost app (Quit, Close, Hide, Minimize, Settings, Help): then every other app loses it to this \
        app's own (a global Command-Q named Quit quits this app wherever it is pressed), an error once the hot \
        key is shown registered. An app-wide menu command on a \
        key people move, select or delete text with (an arrow alone, with Command or with Option, \
        any of those with Shift, a Control letter such as Control-P) takes it from the app's own \
        text fields while it is enabled, whatever the command is, its title read or not (a UIKit key \
        command whose file never asks for priority over text input, or a SwiftUI shortcut where the \
        target never runs on the Mac, leaves a focused field its selecting keys: a note). With Command that is a note: the menu takes the key only while a field \
        has focus, and people reach a line's ends there by other keys too (Control-A, Control-E). \
        An app's own Cut, Copy, Paste or Select All in place of SwiftUI's pasteboard group \
        (`CommandGroup(replacing: .pasteboard)`) runs its own code where SwiftUI's item sent the command to \
        the focused view: while a text field has focus, the key no longer does its job there (a warning, \
        with the premise that people type while it is enabled), unless the item sends the command's action \
        on or reaches the focused view, in its code or a function of its file it calls (a `@FocusedValue`, \
        `editor?.copy()`, or AppKit's key window or first responder). \
        But Command-Delete, which deletes to the start of the line, is a warning where the app makes text of \
        several lines (a note where every text input is a one-line field): people deleting text lose \
        something else instead. A command deleting the selection there (Delete Layer, Move to Trash) \
        follows the Finder, which moves the selected item to the Trash on it: a note (blind labels called \
        7 of 10 such items notes or fine); a Delete item sending `delete:` is the field's own. Without Command, \
        a warning where the app makes a text field or text view and the \
        command is enabled beside it (a SwiftUI command the code never disables is enabled in every window; \
        an AppKit item, enabled where the responder chain answers it, beside a field its own file makes, as a \
        storyboard's main menu beside its main window), a note where such an item's fields are all made in \
        other files, which may be windows where the command is disabled, or no file makes one \
        (for Up and Down arrow, alone or with Command or Option, which move between lines and paragraphs \
        of text: where it makes no text view nor multi-line field), and a note for a player's volume or song command on the key \
        Music, the Mac's own player, gives that command, and for Open on Command-Down arrow or an enclosing \
        folder on Command-Up arrow, as in the Finder. A window's control on the shortcut of a text-editing \
        command (Undo, Redo, Cut, Copy, Paste, Select All) beside a text field of its own file takes the key \
        from the field on the Mac, whatever its title: AppKit offers a key to the window's controls before the \
        menus that send the command to the field; so does one on Command with an arrow, which the field moves \
        by. SwiftUI answers a view's shortcut anywhere in its window, so a field another file's view shows in \
        that window meets it too: a warning that says the field may be hidden then. An item of a context or status menu \
        takes its key only while its menu is open: a note. A command the app puts in place of one of SwiftUI's \
        command groups (`CommandGroup(replacing: .appTermination)`) under a key into its strings rather than \
        words ("key.close") stands for the commands SwiftUI documents there (Quit). Minimize All and Close All, \
        which a Mac menu shows only while Option is held, in place of Minimize and Close, are a note. Silence the rule for a \
        shortcut you reuse on purpose.
        """
    static let examples: [RuleExample] = [
        // Option-Up arrow moves to the paragraph's start in the note people write.
        .fires(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandMenu("View") { Button("Previous Note") {}.keyboardShortcut(↓.upArrow, modifiers: .option) } } }; struct E: View { @State var t = ""; var body: some View { TextEditor(text: $t) } }"#
        ),
        // Whatever the command is (a Button initializer of the app's own hides its title), it
        // takes the move by word from the search field.
        .fires(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandMenu("Go") { Button(\.go.back, events).keyboardShortcut(↓.leftArrow, modifiers: .option) } } }; struct V: View { @State var q = ""; var body: some View { TextField("Search", text: $q) } }"#
        ),
        // A guide, manual or documentation is the app's help.
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandGroup(replacing: .help) { Button("Petrichor User Guide") {}.keyboardShortcut("?", modifiers: .command) } } }"#
        ),
        // SwiftUI's Edit menu keeps Copy on its key beside the app's own command there.
        .fires(
            .swift,
            #"@main struct A: App { var body: some Scene { WindowGroup { Text("Feed") }.commands { CommandGroup(after: .pasteboard) { Button("Mark Read") {}.keyboardShortcut(↓"c") } } } }"#
        ),
        .fires(.manifest, #"shortcuts: [{title: Clear Cache, shortcut: ↓Command-C}]"#),
        .quiet(.manifest, #"shortcuts: [{title: Copy Link, shortcut: Command-C}]"#),
        .fires(.appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| ↓Command-C | Clear Cache | Run it. |"),
        .quiet(.appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| Command-C | Copy Link | Run it. |"),
        .fires(
            .swift,
            #"let c = UIKeyCommand(input: ↓"c", modifierFlags: .command, action: #selector(x), discoverabilityTitle: "Clear")"#),
        .quiet(
            .swift,
            #"let c = UIKeyCommand(input: "c", modifierFlags: .command, action: #selector(x), discoverabilityTitle: "Copy")"#),
        // Another name apps give the standard command (CommandSynonyms), and one it is not.
        .quiet(.swift, #"struct C: Commands { var body: some Commands { Button("Zoom In") {}.keyboardShortcut("+") } }"#),
        .quiet(.swift, #"struct C: Commands { var body: some Commands { Button("Compose Message") {}.keyboardShortcut("n") } }"#),
        // Dropping the selection is what Esc cancels in a list or canvas.
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { Button("Deselect") {}.keyboardShortcut(.escape, modifiers: []) } }"#),
        // A sibling of the row's command is that command, in an app without the standard one too.
        .quiet(.swift, #"struct C: Commands { var body: some Commands { Button("Search Library") {}.keyboardShortcut("f") } }"#),
        .fires(.swift, #"struct C: Commands { var body: some Commands { Button("Zoom Out") {}.keyboardShortcut(↓"+") } }"#),
        .fires(.interfaceBuilder, #"<menuItem title="Clear Cache" keyEquivalent="↓c"/>"#),
        // The Help menu's item on Help's shortcut is the app's help, whatever it opens.
        .quiet(
            .interfaceBuilder,
            #"<menuItem title="Help"><menu key="submenu" title="Help"><items><menuItem title="Report an Issue" keyEquivalent="?"/></items></menu></menuItem>"#
        ),
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandGroup(replacing: .help) { Button("Keyboard Shortcuts") {}.keyboardShortcut("/", modifiers: [.command, .shift]) } } }"#
        ),
        // Beside Find itself on its shortcut, the clash is the finding (a duplicate shortcut).
        .quiet(.manifest, #"shortcuts: [{title: Find, shortcut: Command-F}, {title: Smart Quotes, shortcut: Command-F}]"#),
        .quiet(.interfaceBuilder, #"<menuItem title="Copy Link" keyEquivalent="c"/>"#),
        .fires(.swift, #"let showHistory = HotKey(key: ↓.h, modifiers: [.command, .option])"#),
        // Shift-Tab moves focus back in every app's windows: a hot key there takes it from all of them.
        .fires(.swift, #"let xRay = HotKey(key: ↓.tab, modifiers: [.shift])"#),
        // AppKit's own commands on their own shortcuts, known by action or title (FrameworkCommands).
        .quiet(
            .interfaceBuilder,
            #"<menuItem title="Check Document Now" keyEquivalent=";"><connections><action selector="checkSpelling:" target="-1" id="a1"/></connections></menuItem>"#
        ),
        .quiet(
            .interfaceBuilder,
            #"<menuItem title="Kopieren" keyEquivalent="c"><connections><action selector="copy:" target="-1" id="a1"/></connections></menuItem>"#
        ),
        .fires(
            .interfaceBuilder,
            #"<menuItem title="Clear Cache" keyEquivalent="↓c"><connections><action selector="clearCache:" target="-1" id="a1"/></connections></menuItem>"#
        ),
        .quiet(
            .swift,
            #"let replace = NSMenuItem(title: "Find and Replace…", action: #selector(NSTextView.performFindPanelAction(_:)), keyEquivalent: "f"); replace.keyEquivalentModifierMask = [.option, .command]"#
        ),
        .quiet(.swift, #"let tab = NSMenuItem(title: "New Tab", action: #selector(newWindowForTab(_:)), keyEquivalent: "t")"#),
        // The app's own Copy in place of SwiftUI's pasteboard group no longer copies a field's text,
        // unless it sends copy: on to the focused view.
        .fires(
            .swift,
            #"@main struct A: App { var body: some Scene { WindowGroup { TextEditor(text: .constant("")) }.commands { CommandGroup(replacing: .pasteboard) { Button("Copy") { board.copySelection() }.keyboardShortcut(↓"c") } } } }"#
        ),
        .quiet(
            .swift,
            #"@main struct A: App { var body: some Scene { WindowGroup { TextEditor(text: .constant("")) }.commands { CommandGroup(replacing: .pasteboard) { Button("Copy") { NSApp.sendAction(#selector(NSText.copy(_:)), to: nil, from: nil) }.keyboardShortcut("c") } } } }"#
        ),
        // Nor one whose function asks AppKit for the focused view first.
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandGroup(replacing: .pasteboard) { Button("Copy Tasks") { copyCommand() }.keyboardShortcut("c") } }; func copyCommand() { if NSApp.keyWindow?.firstResponder is NSTextView { NSApp.sendAction(#selector(NSText.copy(_:)), to: nil, from: nil) } else { store.copyAll() } } }"#
        ),
        // A menu command on Command-Delete takes the field's delete-to-line-start and runs instead;
        // AppKit's Delete item, sending delete:, is the field's own.
        .fires(
            .swift,
            #"@main struct A: App { var body: some Scene { WindowGroup { TextEditor(text: .constant("")) }.commands { CommandMenu("Note") { Button("Archive Note") {}.keyboardShortcut(↓.delete) } } } }"#
        ),
        .quiet(
            .swift,
            #"let delete = NSMenuItem(title: "Delete", action: #selector(NSText.delete(_:)), keyEquivalent: "\u{8}")"#
        ),
        // A window's button on Command-Left arrow beside the view's own text field takes the field's move.
        .fires(
            .swift,
            #"struct V: View { @State var q = ""; var body: some View { TextField("Search", text: $q); Button("Back") {}.keyboardShortcut(↓.leftArrow, modifiers: .command) } }"#
        ),
        .quiet(
            .swift,
            #"struct V: View { var body: some View { Button("Back") {}.keyboardShortcut(.leftArrow, modifiers: .command) } }"#),
        // A global hot key on a key the text system binds takes that editing from every app.
        .fires(
            .swift,
            #"extension KeyboardShortcuts.Name { static let next = Self("nextTrack", default: .init(↓.rightArrow, modifiers: [.command])) }; KeyboardShortcuts.onKeyUp(for: .next) {}"#
        ),
        .quiet(
            .swift,
            #"extension KeyboardShortcuts.Name { static let next = Self("nextTrack", default: .init(.rightArrow, modifiers: [.control, .option, .command])) }; KeyboardShortcuts.onKeyUp(for: .next) {}"#
        ),
        // A title in another script cannot be compared with the rulebook's English.
        .quiet(.swift, #"struct C: Commands { var body: some Commands { Button("清除缓存") {}.keyboardShortcut("c") } }"#),
        .quiet(.swift, #"struct C: Commands { var body: some Commands { Button("清除 Cache") {}.keyboardShortcut("c") } }"#),
        // A command in place of SwiftUI's Quit group under a key into the app's strings is its Quit;
        // one under words is the command they name. (After the group, SwiftUI's own Quit stays beside
        // it: the clash is a duplicate shortcut.)
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandGroup(replacing: .appTermination) { Button("key.close-app") {}.keyboardShortcut("q") } } }"#
        ),
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandGroup(after: .appTermination) { Button("key.close-app") {}.keyboardShortcut("q") } } }"#
        ),
        .fires(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandGroup(replacing: .appTermination) { Button("Hide to Menu Bar") {}.keyboardShortcut(↓"q") } } }"#
        ),
    ]

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        let presence = CommandPresence(declarations, in: context)
        let runsOnMac = context.runsOnMac
        // A control on an app-wide command's shortcut is a duplicate, reported as one.
        // (The commands its frameworks give, a WindowGroup's New Window, are app-wide too.)
        let all = context.impliedCommands.isEmpty ? declarations : declarations + context.impliedCommands
        let appWide = Set(all.filter { $0.scope == .app }.compactMap(\.shortcut))
        // (SwiftUI's Edit items and a Settings scene's Settings… beside another command on their
        // key leave the finding to this rule: the duplicate rule reports only the app's own copy.)
        let named = all.filter {
            $0.title != nil && $0.shortcut != nil && $0.facts.impliedBy.map(GroupItems.namedForOneCommand.contains) != true
        }
        let titled = Dictionary(grouping: named) {
            ShortcutInScope(shortcut: $0.shortcut!, scope: $0.scope)
        }
        // Of the declarations on a shortcut, those whose title names one of the rulebook's commands
        // on it (`apps`, which the shortcut alone decides), found once per shortcut: every
        // declaration is compared with all the others on its shortcut, and a large menu has
        // dozens on one (asking each time was a twentieth of `init --from`).
        var namingByShortcut: [ShortcutInScope: [AppShortcut]] = [:]
        func naming(_ key: ShortcutInScope, apps: [Entry]) -> [AppShortcut] {
            if let known = namingByShortcut[key] { return known }
            let found = (titled[key] ?? []).filter { LintContext.title($0.title, names: apps) }
            namingByShortcut[key] = found
            return found
        }
        let repeats = context.repeatsOfCommands(in: declarations)
        return declarations.enumerated().compactMap { index, declaration in
            // One command in several places is one finding, at its main place.
            if repeats.contains(index) { return nil }
            // A control in a view owns the keys it is pressed with alone (Return on its default
            // button); with a modifier it runs while its window is key, where people expect the
            // standard command.
            // (A window's control, or an app-wide menu command, takes a text field's key whatever
            // it is titled: it is checked for that first, its command known or not.)
            let knowsCommand = declaration.isViewControl || context.knowsCommand(of: declaration)
            guard let shortcut = declaration.shortcut, !(declaration.isViewControl && shortcut.modifiers.isEmpty),
                !(declaration.isViewControl && appWide.contains(shortcut)),
                knowsCommand || (declaration.scope == .app && TextKeyBindings.action(of: shortcut) != nil)
            else { return nil }
            // A global hot key on a key the text system binds takes that editing from every app,
            // whatever the rulebook says of the key: every Mac text field has it, so once the code
            // shows the hot key registered nothing is left to prove, as for a typed character.
            if declaration.scope == .systemWide, runsOnMac, let editing = TextKeyBindings.action(of: shortcut) {
                return finding(
                    "\(shortcut.words) \(editing) in every Mac text field; as a global hot key, \(declaration.quotedTitle) takes it from all of them",
                    at: declaration, severity: .error, premises: [declaration.registration])
            }
            let claims = context.claims(on: shortcut)
            // The Mac's rows on the key say only what the system no longer takes: the text system's
            // binding is what the key does. (Asked only once the cheaper conditions hold.)
            let textSystemKeepsIt = {
                claims.filter({ $0.platforms.isEmpty || $0.platforms.contains(.macOS) })
                    .allSatisfy({ $0.scope == .system && $0.availability?.status == .notToday })
            }
            // An app-wide menu command on a key the text system moves, selects or deletes by (an
            // arrow alone, with Command or with Option, those with Shift, a
            // Control letter) takes that key from the app's own text fields: AppKit offers a key
            // with Command to the menus before the focused text view sees it, and without Command
            // the two compete. (A shortcut the rulebook has rows for that today's system takes or
            // an app uses is left to those rows' findings, but for the selecting rows, which are
            // the text system's.) A player's volume or song command there does what Music does
            // on that key: a note.
            // (Another platform's rows, iPadOS's focus moves on the arrows, say nothing of the Mac's text fields.)
            // UIKit gives a focused text field the keys it edits by before a key command whose
            // file never asks for priority (`wantsPriorityOverSystemBehavior`), and before SwiftUI's
            // shortcuts where the target never runs on the Mac: on a selecting arrow such a
            // command runs only where no text has focus, and takes nothing from a field.
            if declaration.yieldsToText(in: context), Self.selectsInText(shortcut),
                let editing = TextKeyBindings.action(of: shortcut),
                !LintContext.title(declaration.title, names: claims.filter { $0.scope == .apps })
            {
                let asks =
                    declaration.origin == .uiKit
                    ? "whose file never asks for priority over it" : "a SwiftUI shortcut, which cannot ask for priority over it"
                return finding(
                    "\(shortcut.words) \(editing) in a text field; UIKit gives a focused field the key before \(declaration.quotedTitle), \(asks), so the command runs only where no text has focus",
                    at: declaration, severity: .note)
            }
            let moves = Shortcut(key: shortcut.key, modifiers: shortcut.modifiers.subtracting(.shift))
            let deletesLine = Self.deletesLineInText(shortcut, declaration)
            if declaration.scope == .app, !declaration.isViewControl, runsOnMac,
                Self.selectsInText(shortcut) || ((Self.movesInText(shortcut) || deletesLine) && textSystemKeepsIt()),
                let editing = TextKeyBindings.action(of: shortcut),
                !LintContext.title(declaration.title, names: claims.filter { $0.scope == .apps })
            {
                let words = Set([declaration.title, declaration.actionTitle].compactMap { $0 }.flatMap { TitleWords($0).words })
                let player = PlayerKeys.follows(shortcut, words: words)
                let finder = FinderKeys.follows(shortcut, words: words)
                let how =
                    shortcut.modifiers.contains(.command)
                    ? "takes it from the app's text fields while it is enabled, since AppKit offers the menus a key with Command before the text field"
                    : "and the app's text fields compete for it while it is enabled: one of them loses the key"
                // With Command the menu takes the key only while a field has focus, and people
                // reach a line's or document's ends there by other keys too (Control-A and
                // Control-E, Home and End): minor, as reviewers judge it. Without Command the arrow
                // is how people move in the field at all.
                // Command-Delete deletes text there: people deleting a line lose an item instead, so
                // it is no minor loss, but for a command deleting the selection, which the Finder's
                // Move to Trash puts on the key (reviewers called 7 of 10 such items notes or fine).
                let minor =
                    finder || (!deletesLine && (player || shortcut.modifiers.contains(.command) || !Self.movesInText(moves)))
                return finding(
                    "\(shortcut.words) \(editing) in a Mac text field; as an app-wide menu command, \(declaration.quotedTitle) \(how)"
                        + (player ? " (Music, the Mac's own player, gives the key to the same kind of command)" : "")
                        + (finder ? " (the Finder, the Mac's own file browser, gives the key to the same kind of command)" : ""),
                    at: declaration, severity: minor ? .note : Self.defaultSeverity,
                    premises: [declaration.typingBesideMenu, declaration.inMenuBar, Self.linesToMoveBy(shortcut, declaration)])
            }
            // What follows compares the command with the standard one: that needs its title.
            guard knowsCommand else { return nil }
            // A window's control on a text-editing command's shortcut (Copy's Command-C) beside a
            // text field of its window takes the key from the field: AppKit offers a key to the
            // key window's views before the menus that send Copy to the focused field, so while
            // the field has focus the control runs, whatever its title says. SwiftUI answers a
            // view's shortcut anywhere in its window, so another view's field there counts too.
            if declaration.isViewControl, declaration.origin != .uiKit, runsOnMac, let fields = Self.fieldsBeside(declaration),
                case let editing = claims.filter({ $0.scope == .apps && Self.textEditing.contains($0.commandName) }),
                !editing.isEmpty
            {
                return finding(
                    "\(shortcut.words) is \(editing.commandNames) in the text fields of \(fields); on the Mac, while one has focus, \(declaration.quotedTitle) takes the key before the field's own \(editing.commandNames) (AppKit offers a key to the window's controls before the menus)",
                    at: declaration, notes: editing.map(context.note(for:)), premises: [declaration.typingReachesIt])
            }
            // The same holds for a key with Command the text system moves by (Command-Left arrow
            // to the start of the line): the window's control takes it from the window's text fields.
            if declaration.isViewControl, declaration.origin != .uiKit, runsOnMac, let fields = Self.fieldsBeside(declaration),
                shortcut.modifiers == .command, Self.movesInText(shortcut), textSystemKeepsIt(),
                let editing = TextKeyBindings.action(of: shortcut)
            {
                return finding(
                    "\(shortcut.words) \(editing) in the text fields of \(fields); on the Mac, while one has focus, \(declaration.quotedTitle) takes the key before the field (AppKit offers a key with Command to the window's controls first)",
                    at: declaration, premises: [declaration.typingReachesIt])
            }
            // Without Command, Left or Right arrow with Option or Shift is how people move and
            // select by words and characters in a text field: a control of a window holding one (its
            // own view's, or another view's, which SwiftUI answers anywhere in the window) competes
            // with the field for it. (Up and Down arrow on a control move through a list's rows.)
            if declaration.isViewControl, declaration.origin != .uiKit, runsOnMac,
                [.sameFile, .sameWindow].contains(declaration.facts.typing), !shortcut.modifiers.contains(.command),
                [.leftArrow, .rightArrow].contains(shortcut.key),
                Self.selectsInText(shortcut) || (Self.movesInText(shortcut) && textSystemKeepsIt()),
                let editing = TextKeyBindings.action(of: shortcut)
            {
                return finding(
                    "\(shortcut.words) \(editing) in a Mac text field; \(declaration.quotedTitle) and the text fields of its window compete for it while one has focus: one of them loses the key",
                    at: declaration, premises: [declaration.typingReachesIt])
            }
            // The app's own Cut, Copy, Paste or Select All in place of SwiftUI's pasteboard group: SwiftUI's
            // items send the command to the focused view, so a text field copies its own text; the
            // app's item runs its own code there instead, unless it sends the command on (its action,
            // or code reaching the focused view).
            if declaration.origin == .swiftUI, declaration.facts.replacesGroup, declaration.facts.group == "pasteboard",
                runsOnMac, case let editing = claims.filter({ $0.scope == .apps && Self.textEditing.contains($0.commandName) }),
                LintContext.title(declaration.title, names: editing),
                !declaration.facts.reachesFocusedView, !(declaration.action.map(Self.textEditingActions.contains) ?? false)
            {
                return finding(
                    "\(declaration.quotedTitle) stands in place of SwiftUI's \(editing.commandNames), which sends the command to the focused view (CommandGroup(replacing: .pasteboard)); it runs the app's own code instead, so while a text field has focus \(shortcut.words) no longer does \(editing.commandNames) there; send the command on to a focused field (NSApp.sendAction with its selector, to: nil) or keep SwiftUI's group and add the app's items beside it",
                    at: declaration, notes: editing.map(context.note(for:)), premises: [declaration.typingBesideMenu])
            }
            guard context.knowsCommand(of: declaration) else { return nil }
            // A sibling of the row's command, or of the standard command one modifier away
            // ("Copy Article URL" on Shift-Command-C, beside Copy), is that family's command.
            let title = declaration.title.map(TitleWords.init)
            let apps = claims.filter { $0.scope == .apps }
            // A system shortcut is ReservedConflict's finding, not this one's; a title, action or
            // hot key's name naming one of the rows is that command (but a global hot key takes
            // the key from every other app, whatever its name says).
            guard !apps.isEmpty, !claims.contains(where: { $0.scope == .system }),
                !LintContext.title(declaration.title, names: apps),
                !LintContext.title(declaration.actionTitle, names: apps),
                // A form's confirming button on Save's key keeps what was entered: Save's meaning.
                !(declaration.facts.confirmsForm && apps.contains { $0.commandName == "Save" }),
                declaration.scope == .systemWide || !LintContext.title(declaration.nameTitle, names: apps),
                !FrameworkCommands.contains(declaration)
            else { return nil }
            // The standard command itself beside it on the shortcut: the clash is the finding
            // (a duplicate shortcut), not the reuse.
            let beside = naming(ShortcutInScope(shortcut: shortcut, scope: declaration.scope), apps: apps)
            guard !beside.contains(where: { !$0.mayBeInAnotherMenuBar(than: declaration) }) else { return nil }
            let rows = apps.filter { OptionalCommands.family(of: $0)?.names(declaration) != true }
            // A sibling of every row's command is that command, shown its own way.
            // An item of the Help menu on Help's shortcut is the app's help, whatever it opens.
            // (SwiftUI's `help` command group is the Help menu.)
            let menu = (declaration.menuPath.first ?? (declaration.facts.group == "help" ? "Help" : nil))
                .map { TitleWords($0).significant }
            // A command the app puts in place of SwiftUI's group (`CommandGroup(replacing:
            // .appTermination)`) under a key into its strings (perhaps with the app's name added:
            // "key.close-\(name)") stands for the commands SwiftUI keeps there; words are read as words
            // ("Hide to Menu Bar" in place of Quit is another command).
            let keyTitle = declaration.title.map { TitleWords.isLocalizationKey($0.prefix { $0 != "\\" }) } ?? false
            let standsFor =
                declaration.facts.replacesGroup && keyTitle ? declaration.facts.group.flatMap { Self.groupCommands[$0] } : nil
            let standard = rows.filter {
                !isSibling(title, of: $0, on: shortcut, in: context) && menu != TitleWords($0.commandName).significant
                    && standsFor?.contains(TitleWords($0.commandName).significant) != true
            }
            if declaration.scope == .systemWide {
                guard !standard.isEmpty else { return nil }
                // A command only some apps have (Center, Print) is taken from those that have it.
                let everywhere = standard.contains { OptionalCommands.family(of: $0) == nil }
                let apps = everywhere ? "in every app" : "in apps that have it"
                let them = everywhere ? "all of them" : "each of those"
                // Named for a command on the frontmost app (Quit, Settings, Help), it runs this
                // app's own instead, wherever people press it: Command-Q quits this app from every app.
                let onFrontmostApp = standard.filter { Self.frontmostAppCommands.contains(LintContext.commandName(of: $0)) }
                if !onFrontmostApp.isEmpty, LintContext.title(declaration.nameTitle, names: onFrontmostApp) {
                    return finding(
                        "\(shortcut.words) is \(onFrontmostApp.commandNames) in every app; as a global hot key, \(declaration.quotedTitle) takes it from all of them and runs this app's \(onFrontmostApp.commandNames) instead of the frontmost app's",
                        at: declaration, severity: .error, notes: onFrontmostApp.map(context.note(for:)),
                        premises: [declaration.registration])
                }
                // Named for the command it takes (a clipboard tool's "Paste as Plain Text" on
                // Paste and Match Style's key), it does that job in every app, its own way.
                if LintContext.title(declaration.nameTitle, names: standard) {
                    return finding(
                        "\(shortcut.words) is \(standard.commandNames) \(apps); as a global hot key, \(declaration.quotedTitle) takes it from \(them) to do that job its own way; keep it only if that is what people who install the app want",
                        at: declaration, severity: .note, notes: standard.map(context.note(for:)),
                        premises: [declaration.registration])
                }
                return finding(
                    "\(shortcut.words) is \(standard.commandNames) \(apps); as a global hot key, \(declaration.quotedTitle) takes it from \(them)",
                    at: declaration, notes: standard.map(context.note(for:)), premises: [declaration.registration])
            }
            // A sibling of the row's command ("Search Library" on Find's key) is that command,
            // shown its own way: nothing is reused.
            guard !standard.isEmpty else { return nil }
            // A command the app does not have may give its shortcut away: the guidelines' own
            // exception. Say so, quietly.
            if presence.premise(for: standard).standing == .unknown {
                return finding(
                    "\(shortcut.words) is \(standard.commandNames) in apps that have it; hig-gen found no \(standard.commandNames) command in this app, so \(declaration.quotedTitle) may reuse it as the guidelines allow; keep it only while the app has no such command",
                    at: declaration, severity: .note, notes: standard.map(context.note(for:)))
            }
            // A context or status menu takes keys only while it is open, where the standard
            // command is not what people are after.
            if case .menu(let menu) = declaration.scope {
                return finding(
                    "\(shortcut.words) is \(standard.commandNames) in every app; \(declaration.quotedTitle) takes it only while \(menu) is open, so \(standard.commandNames) is lost there alone",
                    at: declaration, severity: .note, notes: standard.map(context.note(for:)))
            }
            // An item AppKit shows only while Option is held, in place of another (Minimize All for
            // Minimize): few people press its key, so taking it is a note (3 of 4 blind labels).
            if standard.allSatisfy({ CommandPresence.alternateOf[LintContext.commandName(of: $0)] != nil }) {
                return finding(
                    "\(shortcut.words) is \(standard.commandNames), the item a Mac menu shows in place of \(standard.map { CommandPresence.alternateOf[LintContext.commandName(of: $0)] ?? "" }.joined(separator: " / ")) while Option is held; \(declaration.quotedTitle) takes it in this app",
                    at: declaration, severity: .note, notes: standard.map(context.note(for:)))
            }
            return finding(
                "\(shortcut.words) is \(standard.commandNames); people expect it to do that in every app, not \(declaration.quotedTitle)",
                at: declaration, notes: standard.map(context.note(for:)),
                premises: [presence.premise(for: standard), declaration.saysWhatItDoes, declaration.inMenuBar])
        }
    }

    /// Whether the text people type has lines to move between: Up and Down arrow (alone or
    /// with Command) move by lines and to the ends of a text view, and do little in a one-line field.
    private static func linesToMoveBy(_ shortcut: Shortcut, _ declaration: AppShortcut) -> Premise {
        guard declaration.facts.oneLineTextOnly else { return .proven(.peopleTypeThere) }
        if [.upArrow, .downArrow].contains(shortcut.key) {
            return .unknown(
                .peopleTypeThere,
                "people type text of several lines in this app (Up and Down arrow move between lines; every text input the code checked makes is a one-line field)"
            )
        }
        // Command-Delete's loss matters where people write at length: in a short field they
        // retype, or select and delete.
        if deletesLineInText(shortcut, declaration) {
            return .unknown(
                .peopleTypeThere,
                "people write text at length in this app (every text input the code checked makes is a one-line field)")
        }
        return .proven(.peopleTypeThere)
    }

    /// Where the text fields a window's control competes with are: its own view's ("this view")
    /// or another view's in its window, which SwiftUI answers anywhere in it; nil where neither.
    private static func fieldsBeside(_ declaration: AppShortcut) -> String? {
        switch declaration.facts.typing {
        case .sameFile: "this view"
        case .sameWindow: "its window"
        default: nil
        }
    }

    /// Whether the shortcut is an arrow with Shift, and perhaps Option or Command, which selects
    /// text as far as the arrow moves: the text system's, whatever the rulebook's rows call it
    /// (a selection taken where people use the arrow's move rarely, by paragraphs, is a note).
    private static func selectsInText(_ shortcut: Shortcut) -> Bool {
        shortcut.modifiers.contains(.shift) && shortcut.modifiers.isSubset(of: [.shift, .option, .command])
            && [.leftArrow, .rightArrow, .upArrow, .downArrow].contains(shortcut.key)
    }

    /// Whether an app-wide menu command on Command-Delete takes it from a focused text view, which
    /// deletes to the start of the line by it: any command but one sending `delete:`, which the
    /// text view answers itself (AppKit's standard Delete item).
    private static func deletesLineInText(_ shortcut: Shortcut, _ declaration: AppShortcut) -> Bool {
        shortcut == Shortcut(key: .delete, modifiers: .command) && declaration.action != "delete"
    }

    /// Whether an app-wide menu command on `shortcut` takes a key people edit text with: an arrow
    /// alone, with Command or with Option (by words and by paragraphs, which writers of text of
    /// several lines use: blind labels called 6 of 6 such menu items in editors warnings, and
    /// ``linesToMoveBy(_:_:)`` leaves Up and Down a note where every field is one line), a Control
    /// letter that moves or deletes. (Command-Delete is ``deletesLineInText(_:_:)``.)
    private static func movesInText(_ shortcut: Shortcut) -> Bool {
        let arrows: [Key] = [.leftArrow, .rightArrow, .upArrow, .downArrow]
        switch shortcut.modifiers {
        case [], .command, .option: return arrows.contains(shortcut.key)
        case .control: return true
        default: return false
        }
    }

    /// The commands SwiftUI documents in each of its Mac command groups (`CommandGroupPlacement`),
    /// by their words.
    private static let groupCommands: [String: Set<Set<String>>] = [
        "appInfo": ["About"], "appSettings": ["Settings", "Preferences"], "appVisibility": ["Hide", "Hide Others", "Show All"],
        "appTermination": ["Quit"], "newItem": ["New"], "saveItem": ["Close", "Save", "Save As", "Duplicate", "Revert to Saved"],
        "printItem": ["Print", "Page Setup"], "undoRedo": ["Undo", "Redo"],
        "pasteboard": ["Cut", "Copy", "Paste", "Paste and Match Style", "Delete", "Select All"],
        "windowSize": ["Minimize", "Zoom"],
        "sidebar": ["Show Sidebar", "Hide Sidebar", "Enter Full Screen"],
        "toolbar": ["Show Toolbar", "Hide Toolbar", "Customize Toolbar"],
        "help": ["Help"],
    ].mapValues { Set($0.map { TitleWords($0).significant }) }

    /// The commands that act on the frontmost app itself (quit it, open its settings or help,
    /// hide it, close or minimize its window): a global hot key named for one runs it on this app.
    private static let frontmostAppCommands = CommandPresence.everyMacApp.union(["Settings", "Help"])

    /// The commands a focused text field answers on their standard shortcuts.
    private static let textEditing: Set<String> = ["Undo", "Redo", "Cut", "Copy", "Paste", "Select All"]

    /// The actions a text field answers the pasteboard group's commands by, which the app's item
    /// in place of one may send on to it.
    private static let textEditingActions: Set<String> = ["cut", "copy", "paste", "selectAll", "pasteAsPlainText", "delete"]

    /// Whether the declaration is a sibling of the row's command: its title shares a word that
    /// says what it does with the row's command, or with a standard command on the shortcut
    /// less one modifier; never when it does the opposite ("Select Layer" on Deselect All).
    private func isSibling(_ title: TitleWords?, of row: Entry, on shortcut: Shortcut, in context: LintContext) -> Bool {
        guard let title, !title.isInverse(of: TitleWords(row.commandName)) else { return false }
        if title.isSibling(of: TitleWords(row.commandName)) { return true }
        return shortcut.modifiers.ordered.contains { modifier in
            let base = Shortcut(key: shortcut.key, modifiers: shortcut.modifiers.subtracting(ModifierSet(modifier)))
            return context.claims(on: base).contains { $0.scope == .apps && title.isSibling(of: TitleWords($0.commandName)) }
        }
    }

    private struct ShortcutInScope: Hashable {
        var shortcut: Shortcut
        var scope: Reach
    }
}
