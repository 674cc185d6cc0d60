import HIGModel

/// What a declaration's own code proves of the facts rules rest on (``Premise``).
extension AppShortcut {
    /// Whether the app acts on the key: a key handed to the app's own type or function, whose
    /// code hig-gen did not follow to a framework's API, may be one it only shows (a shortcut
    /// guide's entry) or a default it offers people: nothing shows it is pressed, so a note.
    var actsOnKey: Premise {
        // A constant no use resolved to (``ConstantShortcuts``) may be applied where hig-gen does
        // not look, or only by the app's UI tests.
        if let constant = definesConstant {
            return .unknown(
                .actsOnKey,
                "the app applies the shortcut constant '\(constant)' (no '.keyboardShortcut(…)' in the code checked uses it)")
        }
        // The view reads the innermost `.keyboardShortcut(…)` of its chain.
        if facts.outerOfChain {
            return .unknown(
                .actsOnKey,
                "SwiftUI uses this shortcut (a '.keyboardShortcut(…)' closer to the view in the same chain sets the key the view reads)"
            )
        }
        if facts.nameUnused {
            return .unknown(
                .actsOnKey,
                "the app uses the hot key \(quotedTitle) (the code checked registers other names, and neither registers nor reads this one)"
            )
        }
        if facts.noAction {
            return .unknown(
                .actsOnKey,
                "\(quotedTitle) runs a command on its key (its code makes the menu item with no action and never gives it one: it only shows the key)"
            )
        }
        if facts.valueOnly {
            return .unknown(
                .actsOnKey,
                "the app gives this key to the system (the code makes it only as a value: no name's default, setShortcut(…) or registration takes it where it is made)"
            )
        }
        guard facts.throughOwnCode else { return .proven(.actsOnKey) }
        return .unknown(
            .actsOnKey,
            "the app acts on this key (the code hands it to a type or function of the app's own, which hig-gen did not follow to a framework's shortcut API)"
        )
    }

    /// Whether the app people get builds the declaration: one inside `#if DEBUG` is in the
    /// developers' builds only, where a clash costs the developers alone.
    var builtForPeople: Premise {
        if facts.viewUnmade, case .controls(let view) = scope {
            return .unknown(
                .built, "people see '\(view.clipped())' (no code checked makes it outside previews, so no window shows it)")
        }
        guard facts.debugOnly else { return .proven(.built) }
        return .likely(.built, "people get this shortcut (it is inside #if DEBUG, in the developers' builds only)")
    }

    /// Whether `target` compiles the declaration: not where the `#if os(…)` clauses around it
    /// build it only for platforms its project never runs on. (Platforms guessed from imports
    /// may be wrong: such a target compiles everything.)
    func isBuilt(by target: AppTarget?) -> Bool {
        guard let built = facts.builtFor, let target, target.isFromProject, !target.platforms.isEmpty else { return true }
        return target.platforms.contains(where: built.contains)
    }

    /// Whether an AppKit menu item made in code is in the app's menu bar: its file names the
    /// main menu. A status item's or pop-up's menu is made the same way, and most menus made in
    /// code are those (an app's menu bar mostly comes from Interface Builder or SwiftUI).
    var inMenuBar: Premise {
        if facts.menuBarReplaced, scope == .app {
            let shown = origin == .swiftUI ? "SwiftUI's menu bar" : "its file's main menu"
            // Replaced as the app starts, it is there for a moment at most: nothing shows it is live.
            return .unknown(
                .inMenuBar,
                "\(quotedTitle) is in the menu bar people see (\(shown) shows only until the app's code sets its own)")
        }
        guard facts.menuUnplaced, scope == .app else { return .proven(.inMenuBar) }
        if let type = facts.commandsType {
            return .unknown(
                .inMenuBar,
                "\(quotedTitle) is in the app's menu bar (no code checked makes '\(type.clipped())', the Commands type listing it)"
            )
        }
        return .unknown(
            .inMenuBar,
            "\(quotedTitle) is in the app's menu bar (its file makes the menu item but never names the main menu; a status item's or pop-up's menu takes keys only while it is open)"
        )
    }

    /// Whether the two are app-wide commands of two menu bars an app starts from one of: a
    /// SwiftUI App builds its menu bar from its commands, and an Interface Builder main menu is
    /// the menu bar only of an app that starts from it (Info.plist names it). A target holding
    /// both (an app moving to SwiftUI, the two behind an `#if`) has one of them.
    func mayBeInAnotherMenuBar(than other: AppShortcut) -> Bool {
        guard scope == .app, other.scope == .app else { return false }
        let origins = Set([origin, other.origin])
        // A main menu the code sets replaces a nib's, or SwiftUI's, once it is set: the two are
        // never one menu bar.
        return origins == [.swiftUI, .interfaceBuilder]
            || ((origins == [.appKit, .interfaceBuilder] || origins == [.appKit, .swiftUI])
                && [self, other].contains { $0.facts.setsMainMenu })
            || setsAnotherMainMenu(than: other)
    }

    /// Whether the two are AppKit items of two files that each build and set a main menu: the
    /// last one set replaces the other, so they are two menu bars, one at a time.
    func setsAnotherMainMenu(than other: AppShortcut) -> Bool {
        origin == .appKit && other.origin == .appKit && facts.setsMainMenu && other.facts.setsMainMenu
            && span.location.file != other.span.location.file
    }

    /// A declaration with no title of any word ("_", a placeholder), no action and no id says
    /// nothing of what it does: it may well be another declaration's command, made elsewhere.
    var saysNothing: Bool {
        action == nil && id == nil && (title.map { TitleWords($0).words.isEmpty } ?? true)
    }

    /// Whether the declaration says what it does: a button showing only an image is named by the
    /// image ('gearshape' on Command-Comma), which may well be the standard command's own icon.
    var saysWhatItDoes: Premise {
        // "Item" is the title Interface Builder gives a new menu item: the app's own is set in
        // code, or the item was never named.
        if origin == .interfaceBuilder, title == "Item" {
            return .unknown(
                .otherCommand,
                "\(quotedTitle) runs another command (its title is Interface Builder's placeholder 'Item', which the app may replace in code)"
            )
        }
        guard titleIsImageName, action == nil else { return .proven(.otherCommand) }
        return .unknown(
            .otherCommand,
            "\(quotedTitle) runs another command (its only title is an image's name, which may be the standard command's own icon)"
        )
    }

    /// For a global hot key: whether the code registers it, so it fires in every app. A name
    /// that nothing registers is the app's own key (its scope says so); one whose registration
    /// the code does not show (no call names it, or names are registered through a variable) is
    /// only likely a system-wide key; in an app whose code registers no hot key at all, nothing
    /// shows it is one. A manifest's or a table's hot key is what its author says.
    var registration: Premise {
        guard scope == .systemWide else { return .proven(.hotKeyRegistered) }
        switch facts.hotKeyRegistration {
        // One of many values a list holds, none of which the code is seen registering: a catalog
        // (the standard shortcuts a recorder refuses) as likely as presets people pick from.
        case .unknown where facts.choicesListed != nil:
            return .unknown(
                .hotKeyRegistered,
                "\(quotedTitle) is registered as a global hot key (it is one of \(facts.choicesListed ?? 0) values a list in the code holds, and no registration of it was found)"
            )
        case .unknown:
            return .likely(
                .hotKeyRegistered,
                "\(quotedTitle) is registered as a global hot key (no registration of it was found in the code checked)")
        case .unseen:
            return .unknown(
                .hotKeyRegistered,
                "\(quotedTitle) is registered as a global hot key (the code checked registers no global hot key)")
        case .switchedOff:
            return .likely(
                .hotKeyRegistered,
                "\(quotedTitle) is on when the app runs (the code also turns it off with disable(…))")
        case .underCondition:
            return .likely(
                .hotKeyRegistered,
                "\(quotedTitle) is on when the app runs (the code registers it only under a condition, such as a mode or setting)"
            )
        case .registered, .notRegistered, nil:
            // One of several values a list offers (presets people choose from) is on once picked.
            if let choices = facts.choicesListed {
                return .likely(
                    .hotKeyRegistered,
                    "\(quotedTitle) is on when the app runs (it is one of \(choices) choices the code lists, in effect once people pick it)"
                )
            }
            return .proven(.hotKeyRegistered)
        }
    }

    /// Whether people type text where the shortcut is in effect: in every app for a global hot
    /// key, anywhere in the app for an app-wide command, in its own file (a field beside the
    /// button) for a view's control. A table's or manifest's row is its author's word.
    var typingReachesIt: Premise {
        guard let typing = facts.typing, scope != .systemWide else { return .proven(.peopleTypeThere) }
        if let whileTyping = disabledWhileTyping { return whileTyping }
        if scope == .app {
            return .fact(
                .peopleTypeThere, proven: typing != .nowhere, else: .unknown,
                "people type text in this app (no file checked makes a text field or text view)")
        }
        // A key the code gives only in some states (after `guard vimMode else { return }`, in an
        // `if`) may be given just where nobody types: a modal editor's normal mode, a list not
        // being edited.
        if !facts.conditions.isEmpty, typing != .nowhere {
            return .unknown(
                .peopleTypeThere,
                "people type text while \(quotedTitle) is in effect (the code gives it its key only under a runtime condition, perhaps a mode in which keys are commands)"
            )
        }
        // SwiftUI gives a view's shortcuts to its whole window, which may hold another file's field.
        if typing == .sameWindow {
            return .likely(
                .peopleTypeThere,
                "people type text while \(quotedTitle) is in effect (another view shown in its window makes a text field or text view; SwiftUI answers a view's shortcut anywhere in its window, but that field may be hidden then)"
            )
        }
        if typing == .otherWindows {
            return .unknown(
                .peopleTypeThere,
                "people type text while \(quotedTitle) is in effect (no view shown in its window makes a text field or text view; only other windows, sheets or popovers do)"
            )
        }
        if typing == .elsewhere, origin == .swiftUI {
            return .likely(
                .peopleTypeThere,
                "people type text while \(quotedTitle) is in effect (its file makes no text field or text view; other files do, and SwiftUI answers a view's shortcut anywhere in its window)"
            )
        }
        return .fact(
            .peopleTypeThere, proven: typing == .sameFile, else: .unknown,
            "people type text while \(quotedTitle) is in effect (its file makes no text field or text view)")
    }

    /// Whether people type text while an app-wide menu command on a key the text system edits by
    /// (an arrow, a Control letter) is enabled: a menu item takes the key from a field only while
    /// the two are live together. A SwiftUI command the code never disables is enabled in every
    /// window, so any field of the app will do. An AppKit item is enabled where the responder
    /// chain answers its action, or the code disables it in some states: a field made in the
    /// menu's own file (a storyboard's main menu beside its main window) is in the window the
    /// menu serves; one made only in other files may be in a window where the command is
    /// disabled (a reader's Next Page while only its notes window has a field). A SwiftUI command
    /// the code disables in some states is enabled in every window in the others, and those are
    /// mostly the states people work in (a document or selection open), fields and all: likely.
    var typingBesideMenu: Premise {
        if let whileTyping = disabledWhileTyping { return whileTyping }
        let enabledEverywhere = origin == .swiftUI && !facts.enabledByValidation && facts.conditions.isEmpty
        guard scope == .app, !enabledEverywhere, let typing = facts.typing, typing != .sameFile else { return typingReachesIt }
        if origin == .swiftUI, typing != .nowhere {
            return .likely(
                .peopleTypeThere,
                "people type text while \(quotedTitle) is enabled (the code \(facts.enabledByValidation ? "disables it in some states" : "gives it its key only under a runtime condition"), and other files make the app's text fields)"
            )
        }
        return .unknown(
            .peopleTypeThere,
            typing == .nowhere
                ? "people type text in this app (no file checked makes a text field or text view)"
                : "people type text while \(quotedTitle) is enabled (its file makes no text field or text view; other files do, perhaps in windows where the command is disabled)"
        )
    }

    /// Where the code disables the command while people type (`.disabled(isTyping || …)`, or a
    /// property of its file that tests that), the premise that typing meets it is not shown:
    /// the code says the opposite. nil where its condition names no typing, or names it negated
    /// (`.disabled(!isEditing)` is enabled just then).
    private var disabledWhileTyping: Premise? {
        guard let condition = facts.disabledWhen, TypingState.isTestedUnnegated(in: condition) else { return nil }
        return .unknown(
            .peopleTypeThere,
            "people type text while \(quotedTitle) is enabled (the code disables it while text is typed: '\(condition.clipped())')"
        )
    }

    /// Whether the keys are those the code presses: the Shift SwiftUI adds to an upper-case
    /// letter (`"Q"` with `.command` is Shift-Command-Q) is the framework's reading, which the
    /// code does not show, and which its author most likely did not mean.
    var keysAsWritten: Premise {
        guard origin == .swiftUI, let letter = facts.upperCaseLetter, !writesShiftWithUpperCharacter else {
            return .proven(.keysAsWritten)
        }
        return .likely(
            .keysAsWritten,
            "the app means \(shortcut?.words ?? "the Shift") (SwiftUI adds Shift for the upper-case '\(letter)'; the code writes none)"
        )
    }

    /// Whether one key press reaches this declaration on its shortcut. Where the target runs on
    /// the Mac it does, whatever the author meant: SwiftUI documents that an upper-case letter
    /// is the letter with Shift, so `"R"` with `.command` is pressed as Shift-Command-R there
    /// (reviewers called 3 of 4 such clashes errors). Elsewhere UIKit may match the letter
    /// whatever its case: only likely (``keysAsWritten``).
    func keysPressed(in context: LintContext) -> Premise {
        context.target?.platforms.contains(.macOS) == true ? .proven(.keysAsWritten) : keysAsWritten
    }

    /// Whether the rows hold where the target runs. Code no project or import places may run
    /// anywhere; a target its project says runs on the rows' platform among others (a
    /// multiplatform SwiftUI app, an iPad app built for the Mac) meets them there for certain,
    /// and the finding says where (``onlyOn(_:in:)``); one whose platforms are guessed from its
    /// imports and run elsewhere too meets them only likely.
    func platform(in context: LintContext, for rows: [Entry]) -> Premise {
        let platforms = Set(rows.flatMap(\.platforms))
        guard !platforms.isEmpty, let target = context.target else { return .proven(.platform) }
        let named = platforms.sorted().map(\.rawValue).joined(separator: " and ")
        guard !target.platforms.isEmpty else {
            return .likely(.platform, "the code runs on \(named) (no project or import says where it runs)")
        }
        let elsewhere = Self.elsewhere(target, platforms)
        guard !elsewhere.isEmpty, !target.isFromProject else { return .proven(.platform) }
        return .likely(
            .platform,
            "the shortcut is taken wherever the target runs (this holds on \(named); the target also runs on \(elsewhere.map(\.rawValue).joined(separator: ", ")))"
        )
    }

    /// " on macOS" where the target's project says it also runs where the rows do not hold, for
    /// the finding to say where it is true; "" where they hold wherever it runs.
    func onlyOn(_ rows: [Entry], in context: LintContext) -> String {
        let platforms = Set(rows.flatMap(\.platforms))
        guard !platforms.isEmpty, let target = context.target, target.isFromProject,
            !Self.elsewhere(target, platforms).isEmpty
        else { return "" }
        return " on " + platforms.sorted().map(\.rawValue).joined(separator: " and ")
    }

    /// The target's platforms where rows of `platforms` do not hold. (An iPad's rows are what a
    /// keyboard meets on any iOS device: iOS adds no platform.)
    private static func elsewhere(_ target: AppTarget, _ platforms: Set<Platform>) -> [Platform] {
        target.platforms.filter { !platforms.contains($0) && !($0 == .iOS && platforms.contains(.iPadOS)) }
    }
}
