import HIGModel

/// `typing-conflict`: a command on a character key with no modifier, with Shift alone, or
/// with Option (and Shift), which is how people type accented letters and symbols on a Mac.
struct TypingConflict: RuleDefinition {
    static let id = "typing-conflict"
    static let defaultSeverity = Diagnostic.Severity.warning
    static let guideline: CustomShortcutRule.ID? = nil
    static let premises: [Premise.Fact] = [.hotKeyRegistered, .peopleTypeThere, .inMenuBar]
    static let summary =
        "A command uses a character key or Space with no modifier, or only Shift or Option, or Delete alone, or a window's control Left or Right arrow alone, or a menu command Return or Tab, alone or with Shift"
    static let rationale = """
        A letter, digit, punctuation key or Space with no modifier, with Shift alone, or with Option (and Shift) is \
        what people press to type: Option-Shift-A types "Å" on a US keyboard; Delete alone deletes what they typed. \
        As a shortcut it fires while they type in a text field, or never reaches the command when a field has \
        focus, and the system's own key handling may take it first. As a global hot key it is an error: \
        it takes the key from every app (a warning where the code registers it only under a condition, \
        such as a mode the user picks, also turns it off, or lists it among presets people pick from). Add Command. A context or status menu's item is left alone: it \
        takes keys only while its menu is open (also one a view of the app's own, or a function or property \
        only context menus show, builds for it). An AppKit button's key without Command reaches it only \
        when the focused view does not take it, so a text field keeps it: a note. So is a UIKit key command \
        whose file never sets wantsPriorityOverSystemBehavior: UIKit gives text input its keys first; and a SwiftUI \
        shortcut in a target that never runs on the Mac (an iPad app, an iPad-only part of a multi-platform \
        one), which SwiftUI makes a UIKit key command there, with no way to ask priority. A menu \
        item made in code whose file never names the main menu may be a status item's: a note. A Mac menu matches \
        its key equivalents before the focused field gets the key, so a menu command that deletes (Delete, \
        Remove Row, Move to Trash) on Delete alone (or with Shift) takes that key from the app's fields while it is enabled beside \
        them: a warning where it is (a SwiftUI command the code never disables, an AppKit item beside a field of \
        its own file), a note where its fields are all in other files. The same holds for a menu command on \
        Return or Tab, alone or with Shift, which people press to finish what they type in a field (a new \
        line in a text view) or to move to the next field (on iPadOS the focused field gets them first: a note). SwiftUI answers a \
        view's shortcut anywhere in its window, so a SwiftUI control whose own view makes no text field, in an app \
        where another view makes one, likely meets typing: a warning that says so. Which views share its window \
        comes from which of the app's views make which, up to a scene's or hosting view's content: where only \
        other windows, sheets or popovers make a field, the finding is a note. So is a view's key the code gives \
        only under a runtime condition (inside an `if`, or after a `guard` or an `if` that returns early): it may \
        be given only where nobody types, as in a modal editor's normal mode; and a command the code \
        disables while people type (`.disabled(isTyping)`, `.disabled(showTextEditor)` while a text editor is shown, or a property of its file testing that). Where the code shows nobody \
        types (no text field or text view in the app, or in another control's file), the finding is a note. \
        Space or Delete alone on a view's control (play, delete the selection) is its own key in an app that \
        makes no text field. Left or Right arrow alone moves the insertion point: on a control of a window \
        that holds a text field, the control and the field compete for it, a warning; a window without one \
        leaves it to the control. Up and Down arrow on a control move through a list's rows, as people expect.
        """
    static let examples: [RuleExample] = [
        .fires(.manifest, #"shortcuts: [{title: New Note, shortcut: ↓Shift-N}]"#),
        .quiet(.manifest, #"shortcuts: [{title: New Note, shortcut: Shift-Command-N}]"#),
        .fires(.appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| ↓N | New Note | Run it. |"),
        .quiet(.appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| Option-Command-N | New Note | Run it. |"),
        .fires(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandMenu("Notes") { Button("New Note") {}.keyboardShortcut(↓"n", modifiers: .shift) } } }"#
        ),
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandMenu("Notes") { Button("New Note") {}.keyboardShortcut("n", modifiers: [.shift, .command]) } } }"#
        ),
        .fires(
            .interfaceBuilder,
            #"<menuItem title="New Note" keyEquivalent="↓n"><modifierMask key="keyEquivalentModifierMask" shift="YES"/></menuItem>"#
        ),
        .quiet(.interfaceBuilder, #"<menuItem title="New Note" keyEquivalent="n"/>"#),
        .fires(.swift, #"let capture = HotKey(key: ↓.p, modifiers: [])"#),
        .fires(
            .interfaceBuilder,
            #"<menuItem title="Archive" keyEquivalent="↓a"><modifierMask key="keyEquivalentModifierMask" option="YES" shift="YES"/></menuItem>"#
        ),
        .fires(.swift, #"let export = HotKey(key: ↓.e, modifiers: [.option, .shift])"#),
        // UIKit gives a focused text field the key first: the command only misses it (a note).
        .fires(.swift, #"let mute = UIKeyCommand(input: ↓"m", modifierFlags: [], action: #selector(toggleMute))"#),
        // A button beside a search field, on the key that deletes what people type into it.
        .fires(
            .swift,
            #"struct V: View { @State var q = ""; var body: some View { TextField("Search", text: $q); Button("Delete") {}.keyboardShortcut(↓.delete, modifiers: []) } }"#
        ),
        .fires(
            .swift,
            #"extension KeyboardShortcuts.Name { static let ask = Self("ask", default: .init(↓.space, modifiers: [.option])) }"#),
        // The menu's Return runs where people finish typing the search.
        .fires(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandMenu("Clips") { Button("Play Clip") {}.keyboardShortcut(↓.return, modifiers: []) } } }; struct V: View { @State var q = ""; var body: some View { TextField("Search", text: $q) } }"#
        ),
        // The menu's Tab runs where people move from the title field to the notes; its Shift-Tab
        // where they move back, its Shift-Delete where they delete a character.
        .fires(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandMenu("View") { Button("Hide Panels") {}.keyboardShortcut(↓.tab, modifiers: []) } } }; struct V: View { @State var t = ""; var body: some View { TextField("Title", text: $t) } }"#
        ),
        .fires(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandMenu("Outline") { Button("Outdent") {}.keyboardShortcut(↓.tab, modifiers: .shift) } } }; struct V: View { @State var t = ""; var body: some View { TextField("Title", text: $t) } }"#
        ),
        .fires(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandMenu("Outline") { Button("Delete Row") {}.keyboardShortcut(↓.delete, modifiers: .shift) } } }; struct V: View { @State var t = ""; var body: some View { TextField("Title", text: $t) } }"#
        ),
        // A menu matches its keys before the focused field: Delete in the search field deletes the note.
        .fires(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandMenu("Notes") { Button("Delete Note") {}.keyboardShortcut(↓.delete, modifiers: []) } } }; struct V: View { @State var q = ""; var body: some View { TextField("Search", text: $q) } }"#
        ),
        // A player's Previous beside a field people rename a playlist in.
        .fires(
            .swift,
            #"struct V: View { @State var name = ""; var body: some View { TextField("Name", text: $name); Button("Previous") {}.keyboardShortcut(↓.leftArrow, modifiers: []) } }"#
        ),
        .quiet(
            .swift,
            #"struct V: View { var body: some View { Button("Previous") {}.keyboardShortcut(.leftArrow, modifiers: []) } }"#),
        // A context menu's item takes keys only while the menu is open.
        .quiet(
            .swift,
            #"struct V: View { var body: some View { Text("Row").contextMenu { Button("Hide") {}.keyboardShortcut("h", modifiers: []) } } }"#
        ),
        .quiet(
            .interfaceBuilder,
            #"<menuItem title="Archive" keyEquivalent="a"><modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/></menuItem>"#
        ),
    ]

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        declarations.compactMap { declaration in
            guard let shortcut = declaration.shortcut, !shortcut.acceptsAdditionalModifiers else { return nil }
            // A context or status menu takes keys only while it is open, when nobody is typing.
            if case .menu = declaration.scope { return nil }
            let global = declaration.scope == .systemWide
            var premises = [declaration.registration, declaration.typingReachesIt, declaration.inMenuBar]
            // Where every field of the app takes numbers only (a width, a port), a letter, a symbol
            // or Space is typed nowhere in it: a digit alone still is.
            if !global, declaration.facts.numbersOnlyTyped,
                [.letter, .punctuation].contains(shortcut.key.family) || shortcut.key == .space
                    || (shortcut.key.family == .digit && !shortcut.modifiers.isEmpty)
            {
                premises.append(
                    .unknown(
                        .peopleTypeThere,
                        "people type \(Self.pressed(shortcut)) in this app (every text field its code makes takes numbers only)"))
            }
            // Space and Delete alone are a view control's own keys (play, delete the selection),
            // like Return on its default button, where the app makes no field people type in.
            if declaration.isViewControl, shortcut.modifiers.isEmpty, [.space, .delete, .forwardDelete].contains(shortcut.key),
                ![.sameFile, .sameWindow, .elsewhere].contains(declaration.facts.typing)
            {
                return nil
            }
            // An AppKit button answers a key without Command only when the focused view does
            // not take it, so a field people type in keeps it: the button just misses it then.
            // (Delete and Forward Delete alone edit the text people type, Delete with Shift too.)
            let deletesAsTyped =
                [.delete, .forwardDelete].contains(shortcut.key)
                && (shortcut.modifiers.isEmpty || (shortcut.key == .delete && shortcut.modifiers == .shift))
            let typedKey =
                [.letter, .digit, .punctuation].contains(shortcut.key.family) || shortcut.key == .space || deletesAsTyped
            // (An app's own helper may wrap a SwiftUI button, which SwiftUI answers first.)
            let appKitButton =
                declaration.origin == .interfaceBuilder || (declaration.origin == .appKit && declaration.callsHelper == nil)
            if declaration.isViewControl, appKitButton, shortcut.modifiers.isSubset(of: [.shift, .option]), typedKey {
                return finding(
                    "\(Self.pressed(shortcut)) is a key people type; a focused text field takes it first, so the button misses it while people type; add Command to make it work everywhere",
                    at: declaration, severity: .note)
            }
            // A UIKit key command that asks no priority over the system leaves text input its
            // keys (UIKeyCommand.wantsPriorityOverSystemBehavior, iOS 15 on): it misses them only.
            // Where the target never runs on the Mac, SwiftUI's shortcuts are UIKit key commands
            // too, and SwiftUI has no way to ask that priority.
            let swiftUIOnUIKit = declaration.isSwiftUIOnUIKit(in: context)
            if declaration.yieldsToText(in: context), shortcut.modifiers.isSubset(of: [.shift, .option]), typedKey {
                return finding(
                    "\(Self.pressed(shortcut)) is a key people type; \(Self.uiKitGivesTextFirst(swiftUI: swiftUIOnUIKit)); add Command to make it work everywhere",
                    at: declaration, severity: .note)
            }
            // A Mac menu matches its key equivalents before the focused field gets the key
            // (pathorsAI/parley#378), so a menu command that deletes (Delete, Remove Row, Move to
            // Trash) takes Delete from the app's fields while it is enabled beside them: the
            // selected row goes, not the typed character.
            if deletesAsTyped, !declaration.isViewControl, !global, Self.deletes(declaration) {
                return finding(
                    "\(Self.pressed(shortcut)) deletes text as people type; as a menu command it takes that key from the app's text fields while it is enabled, so \(declaration.quotedTitle) runs where people meant to delete a character; add Command",
                    at: declaration,
                    premises: [declaration.registration, declaration.typingBesideMenu, declaration.inMenuBar])
            }
            // Return ends the editing of a field (a new line in a text view) and Tab moves to the
            // next field (a tab in a text view), with Shift too (a line break; the field before).
            // The menu gets them first there too, so a menu command on one runs where people meant
            // to finish typing or move on; on iPadOS the focused field gets them first.
            // (A table's row on Return is often a dialog's default answer: its author knows where.)
            if let editing = Self.editsFields(shortcut), declaration.scope == .app, !declaration.isViewControl,
                [.swiftUI, .appKit, .interfaceBuilder].contains(declaration.origin)
            {
                if swiftUIOnUIKit {
                    return finding(
                        "\(Self.pressed(shortcut)) \(editing.what); \(Self.uiKitGivesTextFirst(swiftUI: true)); add Command to make it work everywhere",
                        at: declaration, severity: .note)
                }
                return finding(
                    "\(Self.pressed(shortcut)) \(editing.what); as a menu command it takes that key from the app's text fields while it is enabled, so \(declaration.quotedTitle) runs where people meant to \(editing.meant); add Command",
                    at: declaration,
                    premises: [declaration.registration, declaration.typingBesideMenu, declaration.inMenuBar])
            }
            if [.delete, .forwardDelete].contains(shortcut.key), shortcut.modifiers.isEmpty {
                return finding(
                    "\(shortcut.keyName) alone deletes text as people type; as \(global ? "a global hot key it takes that key from every app" : "a shortcut it fires while they edit text or is lost in a text field"); add Command",
                    at: declaration, severity: global ? .error : .warning, premises: premises)
            }
            // Left and Right arrow alone move the insertion point in every text field: a control of
            // a window holding one (its own view's, or another view's, which SwiftUI answers anywhere
            // in the window) competes with the field for the key. Up and Down arrow are a list's own
            // keys, where a window's control moving through rows is what people expect (blind labels
            // called nearly all of them fine). (A menu command's arrows are `StandardRepurposed`'s.)
            if declaration.isViewControl, declaration.origin != .uiKit, !swiftUIOnUIKit, shortcut.modifiers.isEmpty,
                [.leftArrow, .rightArrow].contains(shortcut.key), [.sameFile, .sameWindow].contains(declaration.facts.typing)
            {
                return finding(
                    "\(shortcut.keyName) alone moves the insertion point as people edit text; as a shortcut of a control in a window with a text field it fires while they edit there, or is lost in the field; add Command",
                    at: declaration, premises: premises)
            }
            guard [.letter, .digit, .punctuation].contains(shortcut.key.family) || shortcut.key == .space,
                shortcut.modifiers.isSubset(of: [.shift, .option])
            else { return nil }
            let pressed = Self.pressed(shortcut)
            if shortcut.modifiers.contains(.option) {
                let typed = Self.typedWithOption(shortcut).map { " ('\($0)' on a US keyboard)" } ?? ""
                return finding(
                    "\(pressed) types a character\(typed); as \(global ? "a global hot key it takes that character from every app" : "a shortcut it fires while people type it, or is lost in a text field"); add Command",
                    at: declaration, severity: global ? .error : .warning, premises: premises)
            }
            guard global else {
                return finding(
                    "\(pressed) is a key people type; as a shortcut it fires while they type or is lost in a text field; add Command",
                    at: declaration, premises: premises)
            }
            // A global hot key takes the key from every app: nobody can type it any more.
            return finding(
                "\(pressed) is a key people type; as a global hot key it takes that key from every app; add Command",
                at: declaration, severity: .error, premises: premises)
        }
    }

    /// Why a key command on iPadOS only misses the keys people type: a UIKit key command that
    /// asks no priority, or SwiftUI's (which cannot ask).
    static func uiKitGivesTextFirst(swiftUI: Bool) -> String {
        swiftUI
            ? "UIKit, which runs SwiftUI's shortcuts where this target runs, gives a focused text field or view its keys before key commands that ask no priority over it, so the command most likely misses it while people type"
            : "UIKit gives it to a focused text field or view first (the command asks no priority over it), so the command misses it while people type"
    }

    /// "Tab alone", "Shift-Tab": the keys as the messages name them.
    static func pressed(_ shortcut: Shortcut) -> String {
        shortcut.modifiers.isEmpty ? "\(shortcut.keyName) alone" : shortcut.words
    }

    /// What Return or Tab, alone or with Shift, does in a text field or view, and what people
    /// meant by pressing it there; nil for any other key.
    static func editsFields(_ shortcut: Shortcut) -> (what: String, meant: String)? {
        guard shortcut.modifiers.isSubset(of: .shift) else { return nil }
        let shifted = shortcut.modifiers == .shift
        switch shortcut.key {
        case .return:
            return shifted
                ? ("starts a new line in a text view, or confirms what people type in a text field", "type a new line")
                : ("confirms what people type in a text field, or starts a new line in a text view", "finish typing")
        case .tab:
            return shifted
                ? ("moves people back to the previous text field", "move back")
                : ("moves people to the next text field, or types a tab in a text view", "move on")
        default:
            return nil
        }
    }

    /// Whether the command's title or action deletes something.
    static func deletes(_ declaration: AppShortcut) -> Bool {
        [declaration.title, declaration.actionTitle].contains { title in
            guard let title else { return false }
            return !TitleWords(title).significant.isDisjoint(with: Self.deletingWords)
        }
    }

    private static let deletingWords: Set<String> = ["delete", "remove", "trash", "erase", "discard"]

    /// What Option (and Shift) with the key types on a US Mac keyboard; nil for a dead key.
    static func typedWithOption(_ shortcut: Shortcut) -> String? {
        guard let levels = KeyboardLayout.named("us")?.keys[shortcut.key.code] else { return nil }
        return (shortcut.modifiers.contains(.shift) ? levels.shiftOption : levels.option)?.character
    }
}
