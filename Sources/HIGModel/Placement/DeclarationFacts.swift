/// What one declaration's own code says beyond its keys, title and placement, that the rules
/// weigh: one value a reader fills, a rule reads and an app table's `Declared in` column
/// carries through `init --from` and back, so a new fact is added here and nowhere between.
public struct DeclarationFacts: Hashable, Sendable, Codable {
    /// The SwiftUI command group it is placed beside (`sidebar` for `CommandGroup(after: .sidebar)`),
    /// which says which of the framework's commands it stands beside.
    public var group: String?
    /// The group it is in replaces the framework's (`CommandGroup(replacing: .appTermination)`):
    /// it stands for the commands SwiftUI documents in that group (Quit there).
    public var replacesGroup = false
    /// The code turns off the framework's remapping of the key for the person's keyboard
    /// layout (SwiftUI's `localization: .custom`): on other layouts the keys are pressed as written.
    public var notLocalized = false
    /// A letter the code writes in upper case (`"R"`), which the frameworks read as Shift.
    public var upperCaseLetter: String?
    /// The code names no modifier and the API adds Command (SwiftUI's `.keyboardShortcut(.escape)`).
    public var implicitCommand = false
    /// The framework declaration that gives the command without code of its own (a SwiftUI
    /// `DocumentGroup`'s Save on Command-S): rules judge none, but people know its shortcut.
    public var impliedBy: String?
    /// A global hot key named by its place on the keyboard (`.k`, `kVK_ANSI_Slash`), not by a
    /// character: pressed the same on every layout.
    public var byKeyPosition = false
    /// Whether a global hot key is registered with the system, as the code checked shows; nil
    /// for every other declaration. A table writes only what leaves it in doubt.
    public var hotKeyRegistration: HotKeyRegistration?
    /// The app's own type a global hot key is a value of (`HotKey(keyCode: UInt32(kVK_ANSI_F),
    /// carbonModifiers: …)`): registered where the code hands a value of that type to Carbon.
    /// Not written to app tables (a table says what leaves the registration in doubt).
    public var hotKeyType: String?
    /// How many values the array literal holding a global hot key lists (a settings list of
    /// presets): one of several choices is in effect once people pick it. nil outside one.
    /// Not written to app tables (a fact of the code around the value).
    public var choicesListed: Int?
    /// Where people type text, seen from the declaring file; nil for a manifest's row or a
    /// table's row without code columns. A table writes it only when not in the declaring file.
    public var typing: TypingPlace?
    /// A menu item its file marks disabled (`enabled="NO"`), or a SwiftUI menu-bar command the
    /// code disables in some states (`.disabled(selection == nil)`): the app enables it where it
    /// applies, so it may never be enabled beside another item on its key.
    public var enabledByValidation = false
    /// The condition a SwiftUI control or menu-bar command is disabled under, as written
    /// (`selection == nil` for `.disabled(selection == nil)`, with a file's computed property
    /// named alone followed by what it tests): two commands disabled under one condition are
    /// enabled together, and one disabled while people type never meets their typing. Not
    /// written to app tables (the code's own text).
    public var disabledWhen: String?
    /// The key is one the framework gives the control for its place (an `NSAlert`'s first
    /// button answers Return, its "Cancel" Esc), not one the code writes: code that gives the key
    /// to another control beside it most likely means to move it there.
    public var keyByDefault = false
    /// The key is handed to the app's own type or function (`ShortcutItem(keyEquivalent: "`")`),
    /// whose code hig-gen did not follow to a framework's shortcut API: the app may act on it,
    /// or only show it (a shortcut guide's entry).
    public var throughOwnCode = false
    /// A button that confirms the form it is in (SwiftUI's `role: .confirm`, or a toolbar item
    /// placed as the `.confirmationAction`): on Save's shortcut it keeps what was entered, which
    /// is what Save does.
    public var confirmsForm = false
    /// An AppKit menu item made in code whose file never names the main menu (`mainMenu`): it
    /// may be in a status item's, a pop-up's or the Dock's menu, which takes keys only while open.
    public var menuUnplaced = false
    /// An AppKit menu item made in code whose file sets the main menu (`NSApp.mainMenu = menu`):
    /// the menu bar the code builds replaces an Interface Builder main menu once it is set.
    public var setsMainMenu = false
    /// An Interface Builder main menu's item in an app whose code sets its own main menu: the
    /// nib's menu bar shows only until the code's replaces it.
    public var menuBarReplaced = false
    /// A UIKit key command whose file never asks for priority over the system's own behavior
    /// (`wantsPriorityOverSystemBehavior`): a focused text field or view keeps its keys.
    public var yieldsToText = false
    /// A SwiftUI `.keyboardShortcut(…)` with another one closer to the view in the same modifier
    /// chain: the view reads the innermost, so this one never takes effect.
    public var outerOfChain = false
    /// A menu item sending an action only a text view answers (a template's Find…), in an app
    /// that makes such a text view: AppKit enables it while that view has focus.
    public var responderAnswers = false
    /// A hot key's value (`KeyboardShortcuts.Shortcut(…)`) made where nothing takes it as a
    /// name's default or sets it: it may only be compared or shown (a migration's old defaults).
    public var valueOnly = false
    /// Declared inside `#if DEBUG`: in the developers' builds, not the one people get.
    public var debugOnly = false
    /// An AppKit menu item its code makes with no action (`action: nil`) and never gives one:
    /// it only shows its key (a hint listing the system's own shortcut), and runs nothing.
    public var noAction = false
    /// A SwiftUI control of a view type the app declares and no code checked makes outside its
    /// previews, where that code holds the app's scenes: no window shows it.
    public var viewUnmade = false
    /// A hot key's name no code checked registers or reads, while other names are registered.
    public var nameUnused = false
    /// A command a SwiftUI scene gives (``impliedBy``) in an app whose code checked holds its
    /// scenes and declares every type their `.commands { … }` name: no unseen code can replace
    /// the command. Not written to app tables (a fact of the whole app's code).
    public var commandsSeen = false
    /// A command a SwiftUI scene or the menu bar gives (``impliedBy``) in an app whose code
    /// removes menu items as it runs (`fileMenu.removeItem(item)`): it may be one removed. Not
    /// written to app tables (a fact of the whole app's code).
    public var menuBarEdited = false
    /// A SwiftUI control written as a statement of a stack's content (`HStack { … }`), by the
    /// offset of that content in its file, with no `.disabled(…)` of its own: the stack shows it
    /// whenever it shows its siblings. Not written to app tables (an offset is the file's own).
    public var stackedIn: Int?
    /// The `Commands` type whose body lists this SwiftUI menu-bar command (`AppCommands`): in
    /// the menu bar only where the app's code makes that type (`.commands { AppCommands() }`).
    /// Written to app tables only beside ``menuUnplaced``, where no code makes it.
    public var commandsType: String?
    /// The app makes text input, but only one-line fields (no text view, no multi-line field, no
    /// terminal): Up and Down arrow, alone or with Command, move between lines, which such a
    /// field does not have.
    public var oneLineTextOnly = false
    /// The app makes text input, but every field takes numbers only (a width, a port, a
    /// timecode): a letter or symbol pressed there is nothing people type.
    public var numbersOnlyTyped = false
    /// The app's code reads or changes the system's own shortcut settings (`com.apple.symbolichotkeys`,
    /// `CGSSetSymbolicHotKeyEnabled`), as a screenshot tool does that turns the system's
    /// Shift-Command-4 off or asks people to: whether
    /// the system still takes a key it reserves is then the person's setting. Not written to app
    /// tables (a fact of the whole app's code).
    public var readsSystemShortcuts = false
    /// An Interface Builder item whose action no Swift file of the app declares and no framework
    /// class answers: AppKit never enables it. Not written to app tables (a fact of the app's code).
    public var actionUnanswered = false
    /// The runtime conditions around it (the offsets of `if` and `switch` statements, not `#if`
    /// nor `if #available`): two declarations under different conditions (each key command
    /// appended inside an `if` of its own) are both in effect only when both hold. Not written to
    /// app tables (an offset is the file's own).
    public var conditions: [Int] = []
    /// A SwiftUI control the code shows once for each element of a collection (`ForEach(items) {
    /// Row(item: $0) }`), by the line of that `ForEach`: with several rows on screen, each row's
    /// control takes the same key. Not written to app tables (a table lists the command once).
    public var repeatedInRowsAt: Int?
    /// A SwiftUI Esc (or Return) written without modifiers on a button whose modifier chain also
    /// gives it the matching role (`.keyboardShortcut(.escape).keyboardShortcut(.cancelAction)`): the
    /// code means the role's key. Not written to app tables (the table lists the key the chain gives).
    public var roleInChain = false
    /// A SwiftUI command in place of its framework group whose action reaches the view that has
    /// focus (`@FocusedValue var editor`, `editor?.copy()`, or AppKit's key window and first
    /// responder), in its own code or a function of its file it calls: like the framework's item
    /// it stands for, it may send the command to a focused text field.
    public var reachesFocusedView = false
    /// The `if` conditions around it that test one value against constants (`timer.state == .running
    /// || timer.state == .paused`): two declarations whose tests of one value admit no common
    /// constant are never in effect together. Not written to app tables (the code's own text).
    public var valueTests: [ValueTest] = []
    /// The platforms the `#if os(…)` clauses around it build it for (`#if os(macOS)`, its
    /// `#else`); nil where none restricts them. A target that runs on none of them never compiles
    /// it. Not written to app tables (a table lists what a target builds).
    public var builtFor: Set<Platform>?

    public init(group: String? = nil, notLocalized: Bool = false) {
        self.group = group
        self.notLocalized = notLocalized
    }

    /// The facts of a place in code as read from an app table: where people type is written
    /// only when not in the declaring file, so a place that says nothing had a text field there.
    public var ofPlaceInCode: DeclarationFacts {
        var facts = self
        if facts.typing == nil { facts.typing = .sameFile }
        return facts
    }

    /// The facts as `Declared in` qualifiers, in a fixed order.
    public var qualifiers: [String] {
        var qualifiers: [String] = []
        if let group { qualifiers.append(Self.groupPrefix + group) }
        if replacesGroup { qualifiers.append(Self.replacesGroupText) }
        if notLocalized { qualifiers.append(Self.notLocalizedText) }
        if let upperCaseLetter { qualifiers.append(Self.upperCasePrefix + upperCaseLetter) }
        if implicitCommand { qualifiers.append(Self.implicitCommandText) }
        if let impliedBy { qualifiers.append(Self.impliedByPrefix + impliedBy) }
        if byKeyPosition { qualifiers.append(Self.byKeyPositionText) }
        if hotKeyRegistration == .unknown { qualifiers.append(Self.registrationUnknownText) }
        if hotKeyRegistration == .unseen { qualifiers.append(Self.registrationUnseenText) }
        if hotKeyRegistration == .switchedOff { qualifiers.append(Self.registrationSwitchedOffText) }
        if hotKeyRegistration == .underCondition { qualifiers.append(Self.registrationUnderConditionText) }
        if let typing, typing != .sameFile { qualifiers.append(Self.typingPrefix + typing.rawValue) }
        if enabledByValidation { qualifiers.append(Self.enabledByValidationText) }
        if keyByDefault { qualifiers.append(Self.keyByDefaultText) }
        if throughOwnCode { qualifiers.append(Self.throughOwnCodeText) }
        if confirmsForm { qualifiers.append(Self.confirmsFormText) }
        if reachesFocusedView { qualifiers.append(Self.reachesFocusedViewText) }
        if menuUnplaced { qualifiers.append(Self.menuUnplacedText) }
        if menuUnplaced, let commandsType { qualifiers.append(Self.commandsTypeUnmadePrefix + commandsType) }
        if setsMainMenu { qualifiers.append(Self.setsMainMenuText) }
        if menuBarReplaced { qualifiers.append(Self.menuBarReplacedText) }
        if yieldsToText { qualifiers.append(Self.yieldsToTextText) }
        if outerOfChain { qualifiers.append(Self.outerOfChainText) }
        if responderAnswers { qualifiers.append(Self.responderAnswersText) }
        if valueOnly { qualifiers.append(Self.valueOnlyText) }
        if debugOnly { qualifiers.append(Self.debugOnlyText) }
        if viewUnmade { qualifiers.append(Self.viewUnmadeText) }
        if noAction { qualifiers.append(Self.noActionText) }
        if nameUnused { qualifiers.append(Self.nameUnusedText) }
        if oneLineTextOnly { qualifiers.append(Self.oneLineTextOnlyText) }
        if numbersOnlyTyped { qualifiers.append(Self.numbersOnlyTypedText) }
        return qualifiers
    }

    /// Reads one qualifier of ``qualifiers``; false when it says none of these facts.
    public mutating func read(_ qualifier: String) -> Bool {
        if qualifier.hasPrefix(Self.groupPrefix) {
            group = String(qualifier.dropFirst(Self.groupPrefix.count))
        } else if qualifier == Self.replacesGroupText {
            replacesGroup = true
        } else if qualifier == Self.notLocalizedText {
            notLocalized = true
        } else if qualifier.hasPrefix(Self.upperCasePrefix), qualifier.count == Self.upperCasePrefix.count + 1 {
            upperCaseLetter = qualifier.last.map(String.init)
        } else if qualifier == Self.implicitCommandText {
            implicitCommand = true
        } else if qualifier.hasPrefix(Self.impliedByPrefix) {
            impliedBy = String(qualifier.dropFirst(Self.impliedByPrefix.count))
        } else if qualifier == Self.byKeyPositionText {
            byKeyPosition = true
        } else if qualifier == Self.registrationUnknownText {
            hotKeyRegistration = .unknown
        } else if qualifier == Self.registrationUnseenText {
            hotKeyRegistration = .unseen
        } else if qualifier == Self.registrationSwitchedOffText {
            hotKeyRegistration = .switchedOff
        } else if qualifier == Self.registrationUnderConditionText {
            hotKeyRegistration = .underCondition
        } else if qualifier == Self.oneLineTextOnlyText {
            // (Read before the place typing is in, whose words begin the same way.)
            oneLineTextOnly = true
        } else if qualifier == Self.numbersOnlyTypedText {
            numbersOnlyTyped = true
        } else if qualifier.hasPrefix(Self.typingPrefix) {
            typing = TypingPlace(rawValue: String(qualifier.dropFirst(Self.typingPrefix.count))) ?? .sameFile
        } else if qualifier == Self.enabledByValidationText {
            enabledByValidation = true
        } else if qualifier == Self.keyByDefaultText {
            keyByDefault = true
        } else if qualifier == Self.throughOwnCodeText {
            throughOwnCode = true
        } else if qualifier == Self.confirmsFormText {
            confirmsForm = true
        } else if qualifier == Self.reachesFocusedViewText {
            reachesFocusedView = true
        } else if qualifier == Self.menuUnplacedText {
            menuUnplaced = true
        } else if qualifier.hasPrefix(Self.commandsTypeUnmadePrefix) {
            commandsType = String(qualifier.dropFirst(Self.commandsTypeUnmadePrefix.count))
        } else if qualifier == Self.setsMainMenuText {
            setsMainMenu = true
        } else if qualifier == Self.menuBarReplacedText {
            menuBarReplaced = true
        } else if qualifier == Self.yieldsToTextText {
            yieldsToText = true
        } else if qualifier == Self.outerOfChainText {
            outerOfChain = true
        } else if qualifier == Self.responderAnswersText {
            responderAnswers = true
        } else if qualifier == Self.valueOnlyText {
            valueOnly = true
        } else if qualifier == Self.debugOnlyText {
            debugOnly = true
        } else if qualifier == Self.viewUnmadeText {
            viewUnmade = true
        } else if qualifier == Self.noActionText {
            noAction = true
        } else if qualifier == Self.nameUnusedText {
            nameUnused = true
        } else {
            return false
        }
        return true
    }

    /// How ``qualifiers`` are spelled, for the message when a place does not read.
    public static let spelling =
        "[, group NAME][, \(notLocalizedText)][, upper-case R][, \(implicitCommandText)][, implied by NAME][, \(byKeyPositionText)]"

    private static let groupPrefix = "group "
    private static let replacesGroupText = "in place of its group"
    private static let notLocalizedText = "not localized"
    private static let upperCasePrefix = "upper-case "
    private static let implicitCommandText = "Command by default"
    private static let impliedByPrefix = "implied by "
    private static let byKeyPositionText = "by key position"
    private static let registrationUnknownText = "registration not shown"
    private static let registrationUnseenText = "no registration in the code"
    private static let registrationSwitchedOffText = "registered and turned off in the code"
    private static let oneLineTextOnlyText = "text typed in one-line fields only"
    private static let numbersOnlyTypedText = "text typed in number fields only"
    private static let registrationUnderConditionText = "registered under a condition in the code"
    private static let typingPrefix = "text typed "
    private static let keyByDefaultText = "key by default"
    private static let throughOwnCodeText = "through the app's own code"
    private static let confirmsFormText = "confirms its form"
    private static let reachesFocusedViewText = "reaches the focused view"
    private static let menuUnplacedText = "menu not named"
    private static let commandsTypeUnmadePrefix = "commands of a type no code makes: "
    private static let setsMainMenuText = "main menu set in code"
    private static let menuBarReplacedText = "main menu replaced in code"
    private static let yieldsToTextText = "text keeps its keys"
    private static let outerOfChainText = "an inner shortcut wins"
    private static let responderAnswersText = "the app answers its action"
    private static let valueOnlyText = "a value only"
    private static let debugOnlyText = "debug builds only"
    private static let viewUnmadeText = "view no code makes"
    private static let noActionText = "no action"
    private static let nameUnusedText = "name never used"
    private static let enabledByValidationText = "disabled in its file"
}

/// A condition that holds when one value equals one of some constants: `mode == .a || mode == .b`.
public struct ValueTest: Hashable, Sendable, Codable {
    /// The value tested, as written (`timer.state`).
    public var subject: String
    /// The constants it may equal, as written (`.running`).
    public var values: [String]

    public init(subject: String, values: [String]) {
        self.subject = subject
        self.values = values
    }

    /// Whether no value passes both: one subject, no constant in common.
    public func excludes(_ other: ValueTest) -> Bool {
        subject == other.subject && Set(values).isDisjoint(with: other.values)
    }
}
