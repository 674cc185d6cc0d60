import HIGModel

/// `duplicate-shortcut`: two different commands share a shortcut where one key press
/// reaches both. Scopes: the app-wide commands (main menu), one window's or view's controls,
/// one context or status menu, the global hot keys.
///
/// Reported at the later declaration, with a note at the first: an error in one scope, a
/// warning where a control shadows an app-wide command, a note for the app's own hot key.
struct DuplicateShortcut: RuleDefinition {
    static let id = "duplicate-shortcut"
    static let defaultSeverity = Diagnostic.Severity.error
    static let guideline: CustomShortcutRule.ID? = nil
    static let premises: [Premise.Fact] = [.liveTogether, .hotKeyRegistered, .keysAsWritten, .inMenuBar]
    static let summary = "Two different commands use the same shortcut where one key press reaches both"
    static let rationale = """
        A key press runs only one command. Two different commands on one shortcut in one scope (the \
        app-wide menu commands, one window's controls, one open menu, the global hot keys) leave one of \
        them unreachable: an error. Two controls of one view or window count as shown together where the \
        code lists them together (statements of one SwiftUI stack, one responder's key commands); others may \
        be shown in turn (an empty state's button and the toolbar's), and their clash is a note. Two items of \
        one SwiftUI context menu meet only a press made while it is open, which people seldom make: a warning. A window's button or a global hot key on the shortcut of an app-wide \
        command takes the key while it is in effect. For a button it is a note: a sheet, panel or editor \
        often gives a menu command's key its own meaning on purpose, and whether people lose the menu \
        command there depends on whether it applies in that window, which code does not show; a warning \
        for the commands every window has (Hide, Quit, Minimize, a WindowGroup's New Window). It is reported at the control, the one \
        that takes the key. A pop-up button's items count as its window's controls: AppKit answers their \
        keys while the window is key. For the app's own global hot \
        key it is a note: a menu item on the hot key's shortcut is most often the menu listing the hot \
        key, and the titles cannot tell whether the two run one command. An AppKit window's control (Interface \
        Builder's, or made in AppKit code) on a key pressed alone (Return, Delete) is a note: AppKit \
        offers a key to the key window's controls before the menus, so the control keeps its window's \
        own key by design and the menu command runs in the other windows. One command shown in several places (the \
        same action, constant or title: a menu item and its toolbar button, Quit in a status menu), \
        unless one Interface Builder menu lists it twice on the key (the menu offers the key to the first \
        of its enabled items: a warning, since the app may enable one at a time), or the app's SwiftUI \
        commands put it in the menu bar twice (two titles of one standard command count: Preferences… and a \
        settings window's scene on Command-Comma; a warning; a note where the two items are the app's own of \
        one title, or its item sends the action of the framework's command beside it, Quit BeszelBar calling \
        `NSApp.terminate(nil)`, Close Window closing the key window, or Settings… calling SwiftUI's \
        `openSettings()`: either item runs the one command, \
        so only the menu lists it twice; reviewers labelled 7 of 9 such copies notes), \
        controls of different windows, and different languages' copies of one Interface Builder file \
        (de.lproj beside Base.lproj: the app loads one) are fine. A SwiftUI App's commands and an Interface \
        Builder main menu in one target are two menu bars, and the app starts from one of them: their \
        clash is a note. Two menu-bar commands one of which the code disables in some states \
        (`.disabled(selection == nil)`, or an Interface Builder item marked disabled) may be enabled one at \
        a time: a warning. But two SwiftUI commands the code disables under one condition are enabled \
        together, and so is one it never disables beside one it disables in some states, whenever that one \
        is: an error (not a command beside the more general one it stands in for, Close Tab beside Close). New is a family, not one command: New Folder beside New Window is two commands. The commands a framework gives (a DocumentGroup's \
        Save, a WindowGroup's New Window on the Mac, the Find and Font items of the text command groups an \
        app asks for) count as the app's, though never reported: the \
        code may replace them where hig-gen does not look, so the app's own copy of one is a warning at most. So do \
        SwiftUI's own Edit items (Undo, Redo, Cut, Copy, Paste, Select All) beside a menu-bar command of \
        the app's own on their key without replacing its group (`CommandGroup(replacing: .pasteboard)`), and a \
        `Settings` scene's Settings… on Command-Comma outside a replaced `appSettings` group, and SwiftUI's \
        own app Help item beside an item the app adds to the Help menu on Command-Question mark, and \
        SwiftUI's app and window commands (Hide, Hide Others, Quit, File ▸ Close, Minimize, in groups Apple \
        documents) beside a menu-bar command of the app's own on their key outside a replaced group: the menu \
        bar then lists two items on the key, and the first takes it. Another command beside the framework's \
        item on its key (Create New Document… after a WindowGroup's New Window, a System tab beside a \
        Settings scene's Settings…, Keyboard Shortcuts beside the app Help item) is an error where no file \
        checked removes the framework's group; the app's own copy of the same command, a warning (beside an \
        app or window command, only an item of its very title: Close Session beside Close is another \
        command, an error; one the code disables in some states or lists under a condition is an error too \
        in a menu of its own (`CommandMenu`), which comes after the app menu and File, so Hide, Quit and \
        Close take the key whenever it could have it, and a warning beside Minimize, whose Window menu comes \
        after it; the commands of a `Commands` type no code of the app makes are in no menu bar, so their \
        clashes are notes that say so), but beside \
        the app Help item, always enabled and first in its menu, an error too. The Edit items are enabled only \
        while the focused view answers them: the app's own copy of one (Select All Articles), or an item \
        whose title hig-gen cannot read, is a warning; another command there is the reuse of a standard \
        shortcut (`standard-repurposed`'s finding). A SwiftUI control made once for each element of a \
        `ForEach` (directly, through a function or property used only there, or as a view type made only \
        there) is on screen once per row, every copy on one key: a warning, unless it is disabled in some \
        state, in an arm of a `switch`, or under a condition picking one row (the selected one). An \
        Interface Builder main menu and a main menu the code builds and sets (`NSApp.mainMenu = menu`) are \
        two menu bars: their clash is a note; so are the main menus two files of code each build and set. \
        A menu item that sends an action only a text view answers (a template's Find…, Use Selection for Find, \
        Jump to Selection, Copy Ruler) is enabled only while such a view has focus, Select All only while a \
        text view, list or table has, and one only a document answers (Revert to Saved, Save) only in a \
        document's window: in an app that makes none (for the find items, none that uses the find bar or \
        panel) the clash is a warning, the template's leftover key. \
        So is one whose action no Swift file of the app declares and no framework class answers, in an app \
        folder without Objective-C sources (which hig-gen does not read) whose Swift code declares the \
        actions of other items of that file. \
        Two declarations the code gives their key under different runtime conditions (key commands appended in \
        two `if`s, a menu item hidden by a binding) are in effect together only when both hold: a warning; two \
        items hidden by one key path, one through NSNegateBoolean, are never shown together, nor are two \
        under `if`s testing one value for different constants (`state == .running`, `state == .paused`). \
        A SwiftUI upper-case letter is the letter with Shift (its documented reading), so in a target \
        that runs on the Mac `"R"` with Command clashes with Shift-Command-R whatever its author meant; \
        where the target runs only on iPadOS, whose key commands may match a letter whatever its case, \
        that clash is a warning. Each target of an app is checked on its own.
        """
    static let examples: [RuleExample] = [
        .fires(.manifest, "shortcuts:\n  - {title: Export, shortcut: Shift-Command-K}\n  - {title: Rename, shortcut: ↓⇧⌘K}"),
        .quiet(
            .manifest,
            "shortcuts:\n  - {title: Sort by Name, shortcut: Option-Command-K, context: Sort}\n  - {title: Group by Name, shortcut: Option-Command-K, context: Group}"
        ),
        .fires(
            .appTable,
            "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| Shift-Command-K | Export | Run it. |\n| ↓Shift-Command-K | Rename | Run it. |"
        ),
        .quiet(
            .appTable,
            "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| Shift-Command-K | Export | Run it. |\n| Option-Command-K | Rename | Run it. |"
        ),
        .fires(
            .swift,
            #"struct V: View { var body: some View { Button("Apply") {}.keyboardShortcut(.return); Button("Apply and Close") {}.keyboardShortcut(↓.return, modifiers: .command) } }"#
        ),
        .quiet(
            .swift,
            #"struct A: View { var body: some View { Button("Apply") {}.keyboardShortcut(.return) } }; struct B: View { var body: some View { Button("Apply Filter") {}.keyboardShortcut(.return) } }"#
        ),
        // SwiftUI keeps its own Edit items beside an app's command of the same name, unless the app
        // replaces their group.
        .fires(
            .swift,
            #"@main struct A: App { var body: some Scene { WindowGroup { V() }.commands { CommandMenu("Edit") { Button("Copy") {}.keyboardShortcut(↓"c") } } } }"#
        ),
        .quiet(
            .swift,
            #"@main struct A: App { var body: some Scene { WindowGroup { V() }.commands { CommandGroup(replacing: .pasteboard) { Button("Copy") {}.keyboardShortcut("c") } } } }"#
        ),
        // SwiftUI keeps its own app Help item on Command-Question mark beside an item added after it.
        .fires(
            .swift,
            #"struct H: Commands { var body: some Commands { CommandGroup(after: .help) { Button("Guides") {}.keyboardShortcut(↓"?", modifiers: .command) } } }"#
        ),
        .quiet(
            .swift,
            #"struct H: Commands { var body: some Commands { CommandGroup(replacing: .help) { Button("Guides") {}.keyboardShortcut("?", modifiers: .command) } } }"#
        ),
        // A Settings scene keeps its Settings… beside the app's own Preferences added after its group.
        .fires(
            .swift,
            #"@main struct A: App { var body: some Scene { WindowGroup { V() }.commands { CommandGroup(after: .appSettings) { Button("Preferences…") {}.keyboardShortcut(↓",") } }; Settings { P() } } }"#
        ),
        .quiet(
            .swift,
            #"@main struct A: App { var body: some Scene { WindowGroup { V() }.commands { CommandGroup(replacing: .appSettings) { Button("Preferences…") {}.keyboardShortcut(",") } }; Settings { P() } } }"#
        ),
        // SwiftUI keeps File ▸ Close on Command-W beside an app's own command there, unless the
        // app replaces the group holding it.
        .fires(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandMenu("Session") { Button("Rename Session") {}.keyboardShortcut(↓"w") } } }"#
        ),
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandGroup(replacing: .saveItem) { Button("Rename Session") {}.keyboardShortcut("w") } } }"#
        ),
        // The app Help item comes first and is always enabled: even the app's own manual after it loses the key.
        .fires(
            .swift,
            #"struct H: Commands { var body: some Commands { CommandMenu(String(localized: "Help")) { Button("Application Manual") {}.keyboardShortcut(↓"?", modifiers: .command) } } }"#
        ),
        // An item named only by the framework's action it sends is that command (terminate: is Quit).
        .quiet(
            .swift,
            #"func build() { let menu = NSMenu(); menu.addItem(NSMenuItem(title: "", action: #selector(NSApplication.terminate(_:)), keyEquivalent: "q")); menu.addItem(NSMenuItem(title: "Quit Focusly", action: #selector(quitApp), keyEquivalent: "q")); NSApp.mainMenu = menu }"#
        ),
        // Another command on its key: the always-enabled Settings… takes it first.
        .fires(
            .swift,
            #"@main struct A: App { var body: some Scene { Settings { EmptyView() }.commands { CommandMenu("View") { Button("System Tab") {}.keyboardShortcut(↓",") } } } }"#
        ),
        // A WindowGroup gives a Mac app New Window on Command-N, unless the app replaces it.
        .fires(
            .swift,
            #"@main struct A: App { var body: some Scene { WindowGroup { V() } } }; struct V: View { var body: some View { Button("Add") {}.keyboardShortcut(↓"n") } }"#
        ),
        .quiet(
            .swift,
            #"@main struct A: App { var body: some Scene { WindowGroup { V() }.commands { CommandGroup(replacing: .newItem) {} } } }; struct V: View { var body: some View { Button("Add") {}.keyboardShortcut("n") } }"#
        ),
        // An alert's buttons are on screen only while it is, and the view beneath takes no keys.
        .quiet(
            .swift,
            #"struct V: View { @State var asking = false; var body: some View { Button("Save") {}.keyboardShortcut(.defaultAction).alert("Discard?", isPresented: $asking) { Button("Discard") {}.keyboardShortcut(.defaultAction) } } }"#
        ),
        .fires(
            .interfaceBuilder,
            #"<menu><menuItem title="Export" keyEquivalent="k"><modifierMask key="keyEquivalentModifierMask" shift="YES" command="YES"/></menuItem><menuItem title="Rename" keyEquivalent="↓K"/></menu>"#
        ),
        // A row's button is on screen once for each row, every copy on the one key.
        .fires(
            .swift,
            #"struct V: View { let items = [1, 2]; var body: some View { List { ForEach(items, id: \.self) { item in HStack { Text("\(item)"); Button("Open") {}.keyboardShortcut(↓"o") } } } } }"#
        ),
        // Unless a condition shows it in the selected row only.
        .quiet(
            .swift,
            #"struct V: View { let items = [1, 2]; @State var selection = 1; var body: some View { ForEach(items, id: \.self) { item in if item == selection { Button("Open") {}.keyboardShortcut("o") } } } }"#
        ),
        // SwiftUI keeps its Edit menu's Select All beside the app's own (enabled while the focused view answers it).
        .fires(
            .swift,
            #"@main struct A: App { var body: some Scene { WindowGroup { Text("Feed") }.commands { CommandGroup(after: .pasteboard) { Button("Select All Articles") {}.keyboardShortcut(↓"a") } } } }"#
        ),
        // One menu listing a command twice: the second item never gets the key while the first is enabled.
        .fires(
            .interfaceBuilder,
            #"<menuItem title="View"><menu key="submenu" title="View"><items><menuItem title="Show Sidebar" keyEquivalent="s"><connections><action selector="toggleSidebar:" target="-1"/></connections></menuItem><menuItem title="Show Sidebar" keyEquivalent="↓s"><connections><action selector="toggleSidebar:" target="Delegate"/></connections></menuItem></items></menu></menuItem>"#
        ),
    ]

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        // The app-wide commands the frameworks give (a DocumentGroup's Save, a WindowGroup's New
        // Window on the Mac) come first: the app's own commands and controls meet them.
        let declarations = context.impliedCommands.filter { $0.scope == .app } + declarations
        // Earlier uses by index, by shortcut and scope, one use of each kind (below): a large
        // app repeats a shortcut in many views, and each use meets only what could clash with it.
        var seen: [Shortcut: [Reach: [Int]]] = [:]
        var kinds: Set<UseKind> = []
        let names = declarations.map { $0.title.map(CommandTitle.fold) }
        var standard = StandardTitles(context: context)
        var findings: [Diagnostic] = []
        for (index, declaration) in declarations.enumerated() {
            // A shortcut an inner one of its view's chain overrides never takes effect: it meets nothing.
            guard let shortcut = declaration.shortcut, !declaration.facts.outerOfChain else { continue }
            let scope = declaration.scope
            // The earliest earlier use in `scopes` that clashes so.
            func clashing(_ kind: Clash, in scopes: [Reach]) -> Int? {
                scopes.compactMap { scope in
                    seen[shortcut]?[scope]?.first { other in
                        clash(other, index, in: declarations, names: names, standard: &standard) == kind
                    }
                }.min()
            }
            // One finding a declaration: a clash in its own scope before one across scopes. A
            // given command is never reported (the app does not write it), only met.
            let sameScope = declaration.isImplied ? nil : clashing(.sameScope, in: [scope])
            let shadowed =
                declaration.isImplied || sameScope != nil
                ? nil
                : clashing(.shadowed, in: seen[shortcut]?.keys.filter { $0 != scope && Self.mayShadow(scope, $0) } ?? [])
            if let earlier = sameScope {
                let first = declarations[earlier]
                // One command listed twice: the first runs it, so only the menu bar is wrong.
                let oneCommand =
                    Self.sameName(names[earlier], names[index])
                    || (standard.namesStandard(earlier, in: declarations) && standard.namesStandard(index, in: declarations))
                let listedTwice = oneCommand && Self.listedTwiceInSwiftUIMenuBar(first, declaration)
                let premises = [
                    Self.together(first, declaration, listedTwice: listedTwice, oneCommand: oneCommand), first.registration,
                    declaration.registration,
                    Self.oneKeyPress(first, declaration), Self.inOneMenu(first, declaration),
                    // A Shift SwiftUI adds to an upper-case letter: pressed on the Mac, whatever was meant.
                    first.keysPressed(in: context), declaration.keysPressed(in: context),
                ]
                // Reported at the later one, the one people lose: a menu offers a key to its
                // items in order, so the earlier takes it.
                let note = Diagnostic.Note("first used here by \(first.quotedTitle)", at: first.span.location)
                // The app's own items of one title, or its item sending a framework command's
                // action beside that command, are one command: either copy runs it, and nothing
                // is lost but a line of the menu (reviewers labelled 7 of 9 such copies notes). A
                // framework's item beside the app's own of its title is not proven one: the app's
                // Undo may run the app's own undo, never reached (R14's labels called six such
                // items beside SwiftUI's Edit menu problems; R48's, three of one app notes).
                let sameCommand =
                    (!first.isImplied && Self.sameName(names[earlier], names[index]))
                    || Self.sendsGivenCommand(first, declaration)
                findings.append(
                    finding(
                        "\(shortcut.words) is already used by \(first.quotedTitle) \(Self.describe(scope)); a key press runs only one of them"
                            + (sameCommand ? "; both are one command, so the key still runs it: keep one copy on the key" : ""),
                        at: declaration, severity: sameCommand ? .note : Self.defaultSeverity, notes: [note],
                        premises: premises))
            } else if let first = shadowed.map({ declarations[$0] }) {
                // Reported at the window's control, the one that takes the key (and the one to
                // change), whichever file comes first; at the later one for a hot key.
                let (at, other) =
                    first.isViewControl && declaration.scope == .app && !first.isImplied
                    ? (first, declaration) : (declaration, first)
                let note = Diagnostic.Note(
                    "\(at.span == declaration.span ? "first " : "also ")used here by \(other.quotedTitle)",
                    at: other.span.location)
                // AppKit settles it for a window's own keys: its controls take them before the
                // menus. A menu showing the app's own hot key is the usual way to list it: only
                // when the two run different commands is one lost, which titles cannot tell.
                let settled =
                    Self.windowKeeps(shortcut, first, declaration) || [first, declaration].contains { $0.scope == .systemWide }
                findings.append(
                    finding(
                        Self.shadowing(shortcut, first, declaration), at: at, severity: settled ? .note : .warning,
                        notes: [note],
                        premises: [
                            first.registration, declaration.registration, Self.kept(first), Self.inOneMenu(first, declaration),
                            Self.wanted(first, declaration, on: shortcut, in: context),
                        ]))
            }
            // A control made once per row of a `ForEach` is on screen once for each row shown,
            // every copy on the one key.
            if sameScope == nil, shadowed == nil, let rows = declaration.facts.repeatedInRowsAt {
                findings.append(
                    finding(
                        "\(shortcut.words) is on \(declaration.quotedTitle) in each row the ForEach at line \(rows) shows; with several rows on screen, a key press runs only one row's \(declaration.quotedTitle), and people cannot tell which; give the key to one command that acts on the selected row",
                        at: declaration,
                        premises: [
                            .likely(.liveTogether, "several rows are on screen at once (the code shows one for each element)")
                        ]))
            }
            if kinds.insert(UseKind(declaration, name: names[index], shortcut: shortcut)).inserted {
                seen[shortcut, default: [:]][scope, default: []].append(index)
            }
        }
        return findings
    }

    private enum Clash { case none, sameScope, shadowed }

    /// What decides whether a use clashes with a later one: two uses alike in all of it clash
    /// with the same later uses, so only the first is kept to compare with.
    private struct UseKind: Hashable {
        var shortcut: Shortcut
        var scope: Reach
        var name: String?
        var title: String?
        var action: String?
        var id: String?
        var usesConstant: String?
        var file: String
        var branches: [Int: Int]

        init(_ use: AppShortcut, name: String?, shortcut: Shortcut) {
            self.shortcut = shortcut
            scope = use.scope
            self.name = name
            title = use.title
            action = use.action
            id = use.id
            usesConstant = use.usesConstant
            file = use.span.location.file
            branches = use.branches
        }
    }

    /// Whether uses in the two scopes can shadow one another (see ``clash(_:_:in:names:standard:)``).
    private static func mayShadow(_ one: Reach, _ other: Reach) -> Bool {
        switch (one, other) {
        case (.app, .controls), (.controls, .app), (.systemWide, _), (_, .systemWide): true
        default: false
        }
    }

    /// Two different commands clash in one scope; a window's control or a global hot key
    /// shadows an app-wide command where both are in effect. One command shown twice (the same
    /// action, constant or title, or titles that both name the standard command on the
    /// shortcut: a menu item and its toolbar button, Quit in a status menu; not an app's own item
    /// beside the one its framework gives),
    /// uses in different windows or open menus, and different arms of an `#if` never clash.
    private func clash(
        _ earlier: Int, _ later: Int, in declarations: [AppShortcut], names: [String?], standard: inout StandardTitles
    ) -> Clash {
        let (one, other) = (declarations[earlier], declarations[later])
        // Different arms of one branch are never in effect together, however alike.
        if one.excludes(other) { return .none }
        func bothName() -> Bool {
            standard.namesStandard(earlier, in: declarations) && standard.namesStandard(later, in: declarations)
        }
        // One menu listing a command twice on one key: the menu offers the key to the first.
        if Self.listedTwiceInOneMenu(one, other, names: (names[earlier], names[later])) { return .sameScope }
        // So does a SwiftUI menu bar listing two items of the app's own for the standard command
        // on the key (Preferences… in place of the settings group and a settings window's scene).
        if Self.listedTwiceInSwiftUIMenuBar(one, other), Self.sameName(names[earlier], names[later]) || bothName() {
            return .sameScope
        }
        // One title twice is one command shown twice, unless it is the app's own beside the framework's.
        if let name = names[earlier], name == names[later], !Self.besideTheFrameworksItem(one, other) { return .none }
        // One that says nothing of what it does may well be the other, built in another place
        // (a title of no word, "_", is a placeholder).
        if [one, other].contains(where: { $0.saysNothing }) { return .none }
        // SwiftUI's Edit items, enabled only while the focused view answers them, meet only the
        // app's own item for the same command; another command on their key is the reuse of a
        // standard shortcut. An item whose title hig-gen cannot read ("전체 선택") may be either:
        // the two items on one key are the finding. (A Settings scene's Settings… is always
        // enabled: any other item on Command-Comma is a second item there.)
        let bothNameIt = standard.namesStandard(earlier, in: declarations) && standard.namesStandard(later, in: declarations)
        if let given = [one, other].first(where: { $0.facts.impliedBy.map(GroupItems.namedForOneCommand.contains) == true }),
            names[earlier] == nil || names[earlier] != names[later], !bothNameIt,
            standard.context.knowsCommand(of: given == one ? other : one)
        {
            return .none
        }
        // Both name the standard command on the shortcut ("Quit" and "Quit Rectangle" on Command-Q),
        // unless one menu file lists both with different actions: its first item takes the key,
        // and the other never runs from it ("Find in Sites" before a template's "Find…").
        if bothNameIt, !Self.twoItemsOfOneMenu(one, other), !Self.besideTheFrameworksItem(one, other) {
            return .none
        }
        if let action = one.action, action == other.action { return .none }
        if let constant = one.usesConstant, constant == other.usesConstant { return .none }
        if one.scope == other.scope { return .sameScope }
        return Self.mayShadow(one.scope, other.scope) ? .shadowed : .none
    }

    /// A `WindowGroup`'s New Window and an app-wide command of the app's own beside it ("Create New
    /// Document…" after the New item group): two items of one menu bar, whichever standard command
    /// both titles name, and the first takes the key. (A `DocumentGroup`'s New and Open are the
    /// app's own document commands, which its items may stand for.)
    private static func besideTheFrameworksItem(_ one: AppShortcut, _ other: AppShortcut) -> Bool {
        guard one.isImplied != other.isImplied, one.scope == .app, other.scope == .app else { return false }
        let (given, own) = one.isImplied ? (one, other) : (other, one)
        return (given.facts.impliedBy == "WindowGroup" || given.facts.impliedBy.map(GroupItems.all.contains) == true)
            && !own.isViewControl
    }

    /// Two SwiftUI commands of one menu bar, under the same runtime conditions, that the code
    /// disables under one condition (`.disabled(selection == nil)` on both), or one of which it
    /// never disables while the other is disabled only in some states: both are enabled whenever
    /// the one it disables is. (Not where the one it disables names the other's command, "Close
    /// Tab" beside "Close": a more specific command the app enables in place of the general one.)
    private static func enabledTogether(_ one: AppShortcut, _ other: AppShortcut) -> Bool {
        guard listedTwiceInSwiftUIMenuBar(one, other), one.facts.conditions == other.facts.conditions else { return false }
        switch (one.facts.enabledByValidation, other.facts.enabledByValidation) {
        case (true, true):
            return one.facts.disabledWhen != nil && one.facts.disabledWhen == other.facts.disabledWhen
        case (true, false), (false, true):
            let (disabled, enabled) = one.facts.enabledByValidation ? (one, other) : (other, one)
            guard disabled.facts.disabledWhen != nil, let specific = disabled.title.map(TitleWords.init),
                let general = enabled.title.map(TitleWords.init)
            else { return false }
            return !specific.names(general) && !general.names(specific)
        case (false, false):
            return false
        }
    }

    /// Two items of one Interface Builder menu (the same menus around them) with one title or one
    /// action: two items people see, not one command shown in two places, and only the first an
    /// enabled item takes the key (Syncalicious's two Show Sidebar items, sent to two targets).
    private static func listedTwiceInOneMenu(_ one: AppShortcut, _ other: AppShortcut, names: (String?, String?)) -> Bool {
        guard [one, other].allSatisfy({ $0.origin == .interfaceBuilder && !$0.isViewControl && !$0.menuPath.isEmpty }),
            one.span.location.file == other.span.location.file, one.menuPath == other.menuPath
        else { return false }
        return (names.0 != nil && names.0 == names.1) || (one.action != nil && one.action == other.action)
    }

    /// Two items the app's SwiftUI commands add to its menu bar (not a control's, not the
    /// framework's own): SwiftUI lists every command it is given, so one key on both is two
    /// items people see, and only the first takes the key.
    private static func listedTwiceInSwiftUIMenuBar(_ one: AppShortcut, _ other: AppShortcut) -> Bool {
        [one, other].allSatisfy { $0.origin == .swiftUI && $0.scope == .app && !$0.isImplied && !$0.isViewControl }
    }

    /// Two items of one Interface Builder menu that send different actions.
    private static func twoItemsOfOneMenu(_ one: AppShortcut, _ other: AppShortcut) -> Bool {
        guard [one, other].allSatisfy({ $0.origin == .interfaceBuilder && !$0.isViewControl }), one.scope == other.scope,
            one.span.location.file == other.span.location.file, let first = one.action, let second = other.action
        else { return false }
        return first != second
    }

    /// Whether a use's title (or else its action) names the standard command on its shortcut,
    /// worked out once a use. Not when the title is itself another standard command ("Paste and
    /// Match Style").
    private struct StandardTitles {
        let context: LintContext
        private var known: [Int: Bool] = [:]
        /// The rulebook's commands (not the app's own rows) by their words, small ones too (Save
        /// As is not Save), with the shortcuts they are on.
        private lazy var commands: [Set<String>: Set<Shortcut>] = {
            var commands: [Set<String>: Set<Shortcut>] = [:]
            for entry in context.rulebook.entries where entry.table != .custom {
                commands[Set(TitleWords(LintContext.commandName(of: entry)).words), default: []].insert(entry.shortcut)
            }
            return commands
        }()

        init(context: LintContext) { self.context = context }

        mutating func namesStandard(_ index: Int, in declarations: [AppShortcut]) -> Bool {
            guard let shortcut = declarations[index].shortcut else { return false }
            if let answer = known[index] { return answer }
            // New is a family, not one command: New Folder and New Window are two (so are the
            // app's Add Transaction and its New document).
            let claims = context.claims(on: shortcut).filter { $0.commandName != "New" }
            // The action speaks for a title that does not ("cmdS Placeholder" sending `save:`).
            let framework = FrameworkCommands.titles(sentBy: declarations[index])
            let answer = ([declarations[index].title, declarations[index].actionTitle] + framework).contains { title in
                guard let title, LintContext.title(title, names: claims) else { return false }
                return commands[Set(TitleWords(title).words)].map { $0.subtracting([shortcut]).isEmpty } ?? true
            }
            known[index] = answer
            return answer
        }
    }

    /// Whether two folded titles are one: two declarations whose titles the code does not show
    /// (an app's own localizing call) are not shown to be one command.
    private static func sameName(_ one: String?, _ other: String?) -> Bool {
        one != nil && one == other
    }

    /// Whether one of the two is a command the framework gives and the other sends its action
    /// ("Quit BeszelBar" calling `NSApp.terminate(nil)` beside SwiftUI's Quit): one command.
    private static func sendsGivenCommand(_ one: AppShortcut, _ other: AppShortcut) -> Bool {
        guard let given = [one, other].first(where: \.isImplied), let title = given.title.map(CommandTitle.fold) else {
            return false
        }
        let own = given == one ? other : one
        return FrameworkCommands.titles(sentBy: own).map(CommandTitle.fold).contains(title)
    }

    /// Whether the app keeps a command its framework gives: the code may replace or remove it
    /// where hig-gen does not look (a package, a `CommandGroup` built elsewhere), unless the
    /// code checked declares every type the scenes' commands name.
    private static func kept(_ command: AppShortcut) -> Premise {
        guard let framework = command.facts.impliedBy, !command.facts.commandsSeen else { return .proven(.liveTogether) }
        return .likely(
            .liveTogether,
            "the app keeps the \(command.quotedTitle) that SwiftUI's \(framework) gives (no code checked replaces it)")
    }

    /// Whether people want the app-wide command in the window whose control takes its key there.
    /// A window's own control on a menu command's shortcut is how a sheet, panel or editor gives
    /// the key its own meaning (Sequel Ace's filter window takes Command-F for its filter, its
    /// field editor's hidden buttons take Command-N and Command-O): the menu command is lost
    /// only where it applies in that window, which the code does not show, unless it is one
    /// every window has (Hide). Blind labels called 2 of 22 such findings real problems.
    private static func wanted(_ one: AppShortcut, _ other: AppShortcut, on shortcut: Shortcut, in context: LintContext)
        -> Premise
    {
        let (wide, narrow) = one.scope == .app ? (one, other) : (other, one)
        guard wide.scope == .app, case .controls(let place) = narrow.scope else { return .proven(.liveTogether) }
        // The commands AppKit gives every app and window (Hide, Quit, Minimize) apply in every
        // window, and so does a WindowGroup's New Window (blind labels called 3 of 4 view buttons
        // on its key warnings).
        if wide.facts.impliedBy == "WindowGroup" { return .proven(.liveTogether) }
        let everyWindow = context.claims(on: shortcut).filter { CommandPresence.everyMacApp.contains($0.commandName) }
        if !everyWindow.isEmpty, [wide.title, wide.actionTitle].contains(where: { LintContext.title($0, names: everyWindow) }) {
            return .proven(.liveTogether)
        }
        return .unknown(
            .liveTogether,
            "people want \(wide.quotedTitle) while '\(place)' has focus (its control takes the key there; nothing in the code says whether the menu command applies in that window)"
        )
    }

    /// Whether two declarations of one scope are in effect at the same moment. One menu's items
    /// are, and so are the key commands one responder lists and the commands a manifest or table
    /// puts in one context, and the controls one SwiftUI stack lists as statements of its content;
    /// other controls of a view or window may be shown at different times
    /// (sheets, tabs, conditions hig-gen does not follow, code that hides one of an Interface
    /// Builder window's buttons).
    private static func together(
        _ one: AppShortcut, _ other: AppShortcut, listedTwice: Bool = false, oneCommand: Bool = false
    ) -> Premise {
        let premise = codeListsTogether(one, other, listedTwice: listedTwice, oneCommand: oneCommand)
        // A SwiftUI context menu (or a `Menu`'s pop-up) takes its keys only while it is open: its
        // two items on one key meet only a press made then, which people seldom make (R63's one
        // such pair, a viewer's Show in Finder and Rotate, was labelled a warning; no other label
        // holds one).
        if premise.standing == .proven, case .menu(let menu) = one.scope, one.scope == other.scope,
            [one, other].allSatisfy({ $0.origin == .swiftUI })
        {
            return .likely(
                .liveTogether,
                "people press \(one.shortcut?.words ?? "the key") while \(menu) is open (a SwiftUI context menu takes its keys only then)"
            )
        }
        return premise
    }

    /// Whether the two are in effect together, as the code lists them.
    private static func codeListsTogether(
        _ one: AppShortcut, _ other: AppShortcut, listedTwice: Bool = false, oneCommand: Bool = false
    ) -> Premise {
        let listedTogether: Bool
        switch one.scope {
        case .controls:
            listedTogether =
                [one, other].allSatisfy { [.uiKit, .manifest, .markdownTable].contains($0.origin) }
                // Siblings of one stack (LispPad's Clear and Cancel in one HStack) are shown together.
                || (one.facts.stackedIn != nil && one.facts.stackedIn == other.facts.stackedIn
                    && one.span.location.file == other.span.location.file)
        case .app, .menu, .systemWide: listedTogether = true
        }
        if one.setsAnotherMainMenu(than: other) {
            return .unknown(
                .liveTogether,
                "\(PathName.last(one.span.location.file))'s main menu and \(PathName.last(other.span.location.file))'s are one menu bar (each file sets the main menu, and the one set last replaces the other)"
            )
        }
        if one.mayBeInAnotherMenuBar(than: other), let menu = [one, other].first(where: { $0.origin == .interfaceBuilder }),
            let code = [one, other].first(where: { $0.origin == .appKit })
        {
            return .unknown(
                .liveTogether,
                "\(PathName.last(menu.span.location.file))'s main menu is the menu bar while \(PathName.last(code.span.location.file)) builds another (its code sets the main menu, which replaces the nib's once set)"
            )
        }
        if one.mayBeInAnotherMenuBar(than: other), let code = [one, other].first(where: { $0.origin == .appKit }) {
            return .unknown(
                .liveTogether,
                "the app's SwiftUI commands are in the menu bar while \(PathName.last(code.span.location.file)) builds another (its code sets the main menu, which replaces SwiftUI's once set)"
            )
        }
        if one.mayBeInAnotherMenuBar(than: other), let menu = [one, other].first(where: { $0.origin == .interfaceBuilder }) {
            return .unknown(
                .liveTogether,
                "the app's SwiftUI commands and \(PathName.last(menu.span.location.file))'s main menu are in one menu bar (a SwiftUI App builds its own; an Interface Builder main menu is the menu bar only of an app that starts from it)"
            )
        }
        // The framework's item is there unless code removes its group, which no file checked does:
        // another command beside it loses the key. The app's own copy of that command may stand
        // for it where the app removes the framework's elsewhere.
        // (The text command groups' items answer only while a text view has focus: likely at most.)
        if let given = [one, other].first(where: \.isImplied) {
            // The app's code removes menu items as it runs: this may be one of them.
            if given.facts.menuBarEdited {
                return .likely(
                    .liveTogether,
                    "the app keeps the \(given.quotedTitle) that SwiftUI gives (its code removes items, or their keys, from the menu bar as it runs)"
                )
            }
            let needsTextView = ["TextEditingCommands", "TextFormattingCommands"].contains(given.facts.impliedBy ?? "")
            // The app Help item is always enabled and comes first in its menu: an item after it
            // on its key, even the app's own guide, never gets the key.
            if given.facts.impliedBy == GroupItems.helpMenu { return .proven(.liveTogether) }
            // SwiftUI's Edit items are enabled only while the focused view answers their action.
            if given.facts.impliedBy == GroupItems.editMenu {
                return .likely(
                    .liveTogether,
                    "\(given.quotedTitle) is enabled at the same time (SwiftUI enables it while the focused view answers it, as a text field or a list does)"
                )
            }
            // SwiftUI's app and window commands are always there and enabled: only the app's own
            // item of the same title may be a copy of one; another ("Close Session" beside Close)
            // never gets the key while the framework's is first.
            // (One the code disables in some states, or lists under a condition, meets it only then,
            // where it comes first: before Minimize, in a menu of its own.)
            if given.facts.impliedBy == GroupItems.windowCommands {
                let own = given == one ? other : one
                // The same title, or the framework's own action ("Quit BeszelBar" calling
                // `NSApp.terminate(nil)`): the same command listed twice.
                if sendsGivenCommand(one, other) || own.title.map(CommandTitle.fold) == given.title.map(CommandTitle.fold) {
                    return kept(given)
                }
                // An app menu (`CommandMenu`, no group) comes after the app menu and File, so Hide,
                // Quit and Close, enabled whenever a window is, take the key whenever the app's
                // item could have it: however its code enables it, the app's item never gets it.
                if own.facts.group == nil, given.menuPath != ["Window"] { return .proven(.liveTogether) }
                if own.facts.enabledByValidation || !own.facts.conditions.isEmpty {
                    let how = own.facts.enabledByValidation ? "disables it in some states" : "gives it its key under a condition"
                    return .likely(
                        .liveTogether, "\(own.quotedTitle) is in effect while \(given.quotedTitle) is (its code \(how))")
                }
                return .proven(.liveTogether)
            }
            return oneCommand || needsTextView ? kept(given) : .proven(.liveTogether)
        }
        if listedTwice {
            return .likely(
                .liveTogether,
                "\(one.quotedTitle) and \(other.quotedTitle) are both in the menu bar at the same time (the app's commands list one command twice, perhaps for the app to show one at a time)"
            )
        }
        if listedTwiceInOneMenu(one, other, names: (one.title.map(CommandTitle.fold), other.title.map(CommandTitle.fold))) {
            return .likely(
                .liveTogether,
                "both items of \(one.quotedTitle) are enabled at the same time (one menu lists the command twice, perhaps for the app to enable one at a time)"
            )
        }
        if let disabled = [one, other].first(where: \.facts.enabledByValidation) {
            if Self.enabledTogether(one, other) { return .proven(.liveTogether) }
            return .likely(
                .liveTogether,
                "\(one.quotedTitle) and \(other.quotedTitle) are enabled at the same time (\(disabled.origin == .interfaceBuilder ? "its file marks" : "its code disables") \(disabled.quotedTitle) \(disabled.origin == .interfaceBuilder ? "disabled, for the app to enable where it applies" : "in some states"))"
            )
        }
        // AppKit enables a menu item only when something answers its action: one its file
        // connects to none (a template's leftover) shows the key but may never run.
        if let idle = [one, other].first(where: { $0.origin == .interfaceBuilder && !$0.isViewControl && $0.action == nil }) {
            return .unknown(
                .liveTogether,
                "\(idle.quotedTitle) is ever enabled (its file connects it to no action, and AppKit disables a menu item whose action nothing answers)"
            )
        }
        // One whose action no file of the app declares, while the app's code declares the
        // actions of the other items of its file (Radiola's Add Station, sending
        // `addStationToLocalList:`): nothing answers it either.
        if let idle = [one, other].first(where: { $0.facts.actionUnanswered && !$0.isViewControl }) {
            return .likely(
                .liveTogether,
                "\(idle.quotedTitle) is ever enabled (no file checked declares its action '\(idle.action ?? ""):', and AppKit disables a menu item whose action nothing answers)"
            )
        }
        // Each under a runtime condition the other is not under (Gladys appends New Window and
        // Main Window to its key commands in two `if`s): both are in effect only when both hold.
        if listedTogether, Set(one.facts.conditions) != Set(other.facts.conditions) {
            return .likely(
                .liveTogether,
                "\(one.quotedTitle) and \(other.quotedTitle) are in effect at the same time (the code gives them their key under different conditions)"
            )
        }
        // A menu item sending a text view's own action (a template's Find…, Copy Ruler) is
        // enabled only while such a text view has focus, and one sending a document's (Revert to
        // Saved) only in a document's window: in an app that makes none, it may never be.
        let needs = { (item: AppShortcut) -> String? in
            guard !item.isViewControl, !item.facts.responderAnswers, let action = item.action else { return nil }
            if TextViewActions.all.contains(action) { return "a text view that answers it has focus" }
            if SelectingActions.all.contains(action) { return "a text view, list or table that answers it has focus" }
            if DocumentActions.all.contains(action) { return "a document's window is key" }
            return nil
        }
        // Both so (a template's Find… beside its Smart Copy/Paste, in an app with no text view):
        // neither may ever be enabled, so nothing shows the clash happens (blind labels: notes).
        if let whenOne = needs(one), let whenOther = needs(other) {
            let when =
                whenOne == whenOther ? whenOne : "\(whenOne), and one sending '\(other.action ?? ""):' only while \(whenOther)"
            return .unknown(
                .liveTogether,
                "either \(one.quotedTitle) or \(other.quotedTitle) is ever enabled (AppKit enables an item sending '\(one.action ?? ""):' only while \(when), and no file checked makes one)"
            )
        }
        if let (idle, beside, when) = needs(one).map({ (one, other, $0) }) ?? needs(other).map({ (other, one, $0) }) {
            return .likely(
                .liveTogether,
                "\(idle.quotedTitle) is ever enabled while \(beside.quotedTitle) is (AppKit enables an item sending '\(idle.action ?? ""):' only while \(when), and no file checked makes one)"
            )
        }
        // A key the framework gives a control for its place, beside one the code gives the same
        // key on purpose: the code means to move it, and which of the two keeps it is not documented.
        if let given = [one, other].first(where: \.facts.keyByDefault),
            let written = [one, other].first(where: { !$0.facts.keyByDefault })
        {
            return .unknown(
                .liveTogether,
                "\(given.quotedTitle) keeps the \(given.shortcut?.words ?? "key") its framework gives it once the code gives that key to \(written.quotedTitle) (the framework does not document which keeps it)"
            )
        }
        // Two controls of one view or window that nothing shows together are often shown in turn
        // (an empty state's button and the toolbar's, a sheet's and the view's beneath it): the
        // blind labels called none of six such pairs a problem, so the clash is a note.
        return .fact(
            .liveTogether, proven: listedTogether, else: .unknown,
            "\(one.quotedTitle) and \(other.quotedTitle) are on screen at the same time")
    }

    /// Whether two app-wide declarations are in one menu bar: menu items one file makes in code
    /// without naming the main menu are in one menu, but whether it is the menu bar the code
    /// does not say (``AppShortcut/inMenuBar``). Two items of a menu bar the code replaces (a
    /// nib's, SwiftUI's) clash only while it shows, which may be never.
    private static func inOneMenu(_ one: AppShortcut, _ other: AppShortcut) -> Premise {
        let unplaced = [one, other].filter { $0.inMenuBar.standing < .proven }
        if unplaced.count == 2, one.span.location.file == other.span.location.file,
            // (A Commands type no code makes lists its commands nowhere: one clash there is none.)
            !unplaced.contains(where: { $0.facts.menuBarReplaced || $0.facts.commandsType != nil })
        {
            return .proven(.inMenuBar)
        }
        return unplaced.first?.inMenuBar ?? .proven(.inMenuBar)
    }

    /// Whether the two are one key press whatever the layout: Command-| and Shift-Command-\ are
    /// one only where "|" is typed with Shift and "\" (a US keyboard), not on a German one.
    private static func oneKeyPress(_ one: AppShortcut, _ other: AppShortcut) -> Premise {
        guard let first = one.shortcut, let second = other.shortcut, first.keySpelling != second.keySpelling else {
            return .proven(.keysAsWritten)
        }
        let (upper, lower) = first.keySpelling == .upper ? (first, second) : (second, first)
        return .likely(
            .keysAsWritten,
            "\(upper.words) and \(lower.words) are one key press on every layout (they are on a US keyboard)")
    }

    private static func describe(_ scope: Reach) -> String {
        switch scope {
        case .app: "app-wide"
        case .systemWide: "as a global hot key"
        case .menu(let name): "in the same menu (\(name))"
        case .controls(let name): "in context '\(name)'"
        }
    }

    /// Whether an AppKit window's control (Interface Builder's, or made in AppKit code) keeps a
    /// key pressed alone (Return, Delete, "+") from an app-wide command: AppKit sends a key
    /// equivalent down the key window's views before it offers it to the menus, so the control
    /// wins in its window by design, as a window's own key should. With a modifier the key is a
    /// menu command's, which people expect in that window too.
    private static func windowKeeps(_ shortcut: Shortcut, _ one: AppShortcut, _ other: AppShortcut) -> Bool {
        let (wide, narrow) = one.scope == .app ? (one, other) : (other, one)
        guard shortcut.modifiers.isEmpty, wide.scope == .app, case .controls = narrow.scope else { return false }
        return [.appKit, .interfaceBuilder].contains(narrow.origin)
    }

    /// What the app's own global hot key does to a command of the app on its shortcut.
    private static func hotKeyTakes(_ command: AppShortcut) -> String {
        "which takes it in every app, this one included, so \(command.quotedTitle) does not run from the keyboard while the hot key is registered: fine where it runs the hot key's own command (a menu listing the hot key), a lost shortcut where it does something else"
    }

    /// A control or hot key over an app-wide command: which one people lose, and where.
    private static func shadowing(_ shortcut: Shortcut, _ first: AppShortcut, _ later: AppShortcut) -> String {
        let (wide, narrow) = first.scope == .app ? (first, later) : (later, first)
        if case .systemWide = narrow.scope {
            return "\(shortcut.words) is also the global hot key \(narrow.quotedTitle), \(hotKeyTakes(wide))"
        }
        if case .systemWide = wide.scope {
            return "\(shortcut.words) is also the global hot key \(wide.quotedTitle), \(hotKeyTakes(narrow))"
        }
        let place = if case .controls(let name) = narrow.scope { "'\(name)'" } else { "its window" }
        if windowKeeps(shortcut, first, later) {
            return
                "\(shortcut.words) is also \(wide.quotedTitle), app-wide; AppKit offers a key to the key window's controls before the menus, so while \(place) is the key window \(narrow.quotedTitle) takes it, and \(wide.quotedTitle) runs in the app's other windows"
        }
        return
            "\(shortcut.words) is also \(wide.quotedTitle), app-wide; while \(place) has focus, \(wide.quotedTitle) and \(narrow.quotedTitle) compete for it and only one runs"
    }
}
