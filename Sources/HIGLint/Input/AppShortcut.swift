import HIGModel

/// One keyboard shortcut an app declares: a manifest row, a row of its Markdown shortcut
/// table, a call in Swift code, or a menu item in an Interface Builder file.
///
/// Readers (the manifest reader, the Swift scanner) make these; checkers only read them, so
/// a rule works the same whichever form the app wrote its shortcut in.
public struct AppShortcut: Sendable {
    /// The fields, in one box its copies share: each rule passes every declaration on, often
    /// more than once, and a copy is then one retain instead of one for each field. A change
    /// makes a new box (``update(_:)``), so a copy never sees another's change.
    var storage: Storage

    /// The keys pressed; nil when a reader could not tell (a variable key).
    public var shortcut: Shortcut? {
        get { storage.fields.shortcut }
        set { update { $0.shortcut = newValue } }
    }
    /// The command's title as people see it: a manifest title, a Button label, a
    /// discoverability title or a menu item title.
    public var title: String? {
        get { storage.fields.title }
        set { update { $0.title = newValue } }
    }
    /// The title is the name of the only image a button's label shows
    /// (`Image(systemName: "magnifyingglass")`), in words: derived, not text people read.
    public var titleIsImageName: Bool {
        get { storage.fields.titleIsImageName }
        set { update { $0.titleIsImageName = newValue } }
    }
    /// Where the title's text is written, when it is written out verbatim (so fix-its in
    /// the title can point into it).
    public var titleSpan: TextSpan? {
        get { storage.fields.titleSpan }
        set { update { $0.titleSpan = newValue } }
    }
    /// Commands in different contexts (windows, views) may share a shortcut; nil means the
    /// whole app, which clashes with every context.
    public var context: String? {
        get { storage.fields.context }
        set { update { $0.context = newValue } }
    }
    /// An identifier the manifest gives the row.
    public var id: String? {
        get { storage.fields.id }
        set { update { $0.id = newValue } }
    }
    /// Where the shortcut is written: the manifest's shortcut value or the Swift key argument.
    public var span: TextSpan {
        get { storage.fields.span }
        set { update { $0.span = newValue } }
    }
    /// The framework or file kind that declares it.
    public var origin: Framework {
        get { storage.fields.origin }
        set { update { $0.origin = newValue } }
    }
    /// How to write a different shortcut in the same place, for fix-its.
    public var spelling: Spelling {
        get { storage.fields.spelling }
        set { update { $0.spelling = newValue } }
    }
    /// What the shortcut parser noticed in a manifest's shortcut text, at byte offsets from
    /// `span`; empty for Swift.
    public var writtenIssues: [ShortcutIssue] {
        get { storage.fields.writtenIssues }
        set { update { $0.writtenIssues = newValue } }
    }
    /// Swift code that names an upper character and also adds Shift (`"?"` with `.shift`).
    public var writesShiftWithUpperCharacter: Bool {
        get { storage.fields.writesShiftWithUpperCharacter }
        set { update { $0.writesShiftWithUpperCharacter = newValue } }
    }
    /// Rule ids silenced for this declaration (`ignore:` in a manifest, a `hig-gen:ignore`
    /// comment in Swift); ``allRules`` silences every rule.
    public var ignoredRules: Set<String> {
        get { storage.fields.ignoredRules }
        set { update { $0.ignoredRules = newValue } }
    }
    /// Why the shortcut could not be resolved, when ``shortcut`` is nil.
    public var unresolvedReason: String? {
        get { storage.fields.unresolvedReason }
        set { update { $0.unresolvedReason = newValue } }
    }
    /// The key as written, when it cannot be one key at all: empty, several characters, or a
    /// NUL (Swift's `"\033"` is NUL and "33", not Escape).
    public var malformedKey: String? {
        get { storage.fields.malformedKey }
        set { update { $0.malformedKey = newValue } }
    }
    /// The name a Swift constant gives this shortcut (`static let find = KeyboardShortcut(…)`),
    /// and the constant a declaration uses instead of writing the keys (`.keyboardShortcut(.find)`);
    /// ``ConstantShortcuts`` joins the two across files.
    public var definesConstant: String? {
        get { storage.fields.definesConstant }
        set { update { $0.definesConstant = newValue } }
    }
    public var usesConstant: String? {
        get { storage.fields.usesConstant }
        set { update { $0.usesConstant = newValue } }
    }
    /// The menus a menu item is in, outermost first (`["File", "Export"]`), where the source
    /// says (Interface Builder); empty elsewhere.
    public var menuPath: [String] {
        get { storage.fields.menuPath }
        set { update { $0.menuPath = newValue } }
    }
    /// The action message the command sends, without its colon (`checkSpelling` for
    /// `#selector(NSText.checkSpelling(_:))` or IB's `<action selector="checkSpelling:">`),
    /// where the source names it: it tells a framework's own command from a look-alike.
    public var action: String? {
        get { storage.fields.action }
        set { update { $0.action = newValue } }
    }
    /// What its code says beyond the keys and the title that the rules weigh (its command
    /// group, …): one value from the reader to the rule, through an app table and back.
    public var facts: DeclarationFacts {
        get { storage.fields.facts }
        set { update { $0.facts = newValue } }
    }
    /// The branches of code it sits in (`#if`/`#else`, `if`/`else`, `switch` cases): the
    /// branch's offset in the file and the arm. Declarations in different arms of one branch
    /// never run together.
    public var branches: [Int: Int] {
        get { storage.fields.branches }
        set { update { $0.branches = newValue } }
    }
    /// A command the framework gives the app without a declaration of its own
    /// (``DeclarationFacts/impliedBy``): rules judge none, but people know its shortcut.
    public var isImplied: Bool { facts.impliedBy != nil }
    /// A menu item in a menu of its own (a context or status-item menu), whose shortcuts work
    /// only while it is open; ``context`` names the menu.
    public var isInStandaloneMenu: Bool {
        get { storage.fields.isInStandaloneMenu }
        set { update { $0.isInStandaloneMenu = newValue } }
    }
    /// The constant a hot key's name is declared as (`static let togglePanel = Self("toggle", …)`),
    /// by which the code registers it (`KeyboardShortcuts.onKeyUp(for: .togglePanel)`).
    public var hotKeyConstant: String? {
        get { storage.fields.hotKeyConstant }
        set { update { $0.hotKeyConstant = newValue } }
    }
    /// The app's own shortcut helper this declaration is a call of (`ported` for
    /// `UIKeyCommand.ported(input: "f", …)`), and, when the call leaves the modifiers to the
    /// helper's default and the helper is declared in another file, what the call shows (its key,
    /// with any Shift an upper-case AppKit key adds): ``AppHelpers`` completes it.
    public var callsHelper: String? {
        get { storage.fields.callsHelper }
        set { update { $0.callsHelper = newValue } }
    }
    public var awaitsHelperModifiers: Shortcut? {
        get { storage.fields.awaitsHelperModifiers }
        set { update { $0.awaitsHelperModifiers = newValue } }
    }
    /// The helper whose own body makes this declaration from a parameter
    /// (`UIKeyCommand(input: input, …)` inside `ported(input:…)`): its calls say what it is.
    public var keyIsParameterOf: String? {
        get { storage.fields.keyIsParameterOf }
        set { update { $0.keyIsParameterOf = newValue } }
    }
    /// The targets whose build includes the declaring file (a file shared by a Mac and an
    /// iPad target is in both); empty when the inputs name no target (a manifest, a table).
    public var targets: [AppTarget] {
        get { storage.fields.targets }
        set { update { $0.targets = newValue } }
    }

    /// Whether the two can never both be in effect: different arms of one branch of a file, or
    /// different languages' copies of one resource (``Localization``).
    public func excludes(_ other: AppShortcut) -> Bool {
        guard span.location.file == other.span.location.file else {
            guard let mine = Localization(path: span.location.file), let theirs = Localization(path: other.span.location.file)
            else { return false }
            return mine.isOtherCopy(of: theirs)
        }
        if branches.contains(where: { branch, arm in other.branches[branch].map { $0 != arm } ?? false }) { return true }
        // `if timer.state == .running { Pause }` and `if timer.state == .paused { Resume }`: one
        // value never equals two constants at once.
        return facts.valueTests.contains { mine in other.facts.valueTests.contains(where: mine.excludes) }
    }

    public init(
        shortcut: Shortcut?, title: String? = nil, titleSpan: TextSpan? = nil, context: String? = nil, id: String? = nil,
        span: TextSpan, origin: Framework, spelling: Spelling, writtenIssues: [ShortcutIssue] = [],
        writesShiftWithUpperCharacter: Bool = false, ignoredRules: Set<String> = [], unresolvedReason: String? = nil
    ) {
        storage = Storage(
            Fields(
                shortcut: shortcut, title: title, titleSpan: titleSpan, context: context, id: id, span: span, origin: origin,
                spelling: spelling, writtenIssues: writtenIssues, writesShiftWithUpperCharacter: writesShiftWithUpperCharacter,
                ignoredRules: ignoredRules, unresolvedReason: unresolvedReason))
    }

    /// The entry of ``ignoredRules`` that silences every rule.
    public static let allRules = "*"

    /// A control inside a view (a SwiftUI `Button` in a `View`, a `UIKeyCommand` of a view
    /// controller, an `NSButton` in code or Interface Builder) rather than a menu command: it
    /// acts only while its view has focus, so it is checked against the system's shortcuts
    /// alone, and navigation keys on it are its own.
    public var isViewControl: Bool {
        context != nil && !isInStandaloneMenu && origin != .manifest && origin != .markdownTable && origin != .globalHotKey
    }

    /// Where a key press reaches the shortcut: which other shortcuts it competes with. Set
    /// (from an app table's `Works in`), it writes what reading it reads, after ``origin``.
    public var scope: Reach {
        get {
            if origin == .globalHotKey {
                // A name the app only reads is pressed where it reads it, not in every app.
                guard facts.hotKeyRegistration == .notRegistered else { return .systemWide }
                return .controls(context ?? id.map { "hot key '\($0)'" } ?? "hot key")
            }
            guard let context else { return .app }
            return isInStandaloneMenu ? .menu(context) : .controls(context)
        }
        set {
            (context, isInStandaloneMenu) = (nil, false)
            switch newValue {
            case .app: break
            case .systemWide: origin = .globalHotKey
            case .menu(let name): (context, isInStandaloneMenu) = (name, true)
            case .controls(let name):
                context = name
                // A hot key that works only in a view of the app is one the code never registers,
                // unless its facts say otherwise.
                if origin == .globalHotKey, facts.hotKeyRegistration == nil { facts.hotKeyRegistration = .notRegistered }
            }
        }
    }

    /// The action's name as words ("move Focus To Search Field" for `moveFocusToSearchField`),
    /// compared with the rulebook's command names like a second title.
    var actionTitle: String? {
        guard let action else { return nil }
        // Selectors are ASCII: a space before each capital but the first, byte by byte.
        if action.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(action.utf8.count + 4)
            for byte in action.utf8 {
                if (0x41...0x5A).contains(byte), !bytes.isEmpty { bytes.append(0x20) }
                bytes.append(byte)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var words = ""
        for character in action {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(character)
        }
        return words
    }

    /// A hot key's name, when it has no title: it says what the key does as an action's name
    /// does (``TitleWords`` reads `openSettings` and `open_settings` as "open settings"). A key set
    /// for a name (`setShortcut(…, for: .pasteAsPlainText)`) is that name's.
    var nameTitle: String? {
        guard title == nil, origin == .globalHotKey else { return nil }
        return id ?? hotKeyConstant
    }

    /// "'Export as PDF'", "'File ▸ Export as PDF'" for a menu item whose menus are known,
    /// a hot key's name ("'toggleWindow'"), its action ("'nextPane'"), or "this command", for messages.
    var quotedTitle: String {
        guard let title else { return (nameTitle ?? id ?? action).map { "'\($0)'" } ?? "this command" }
        if titleIsImageName { return "the button showing the image '\(title.clipped())'" }
        return "'" + (menuPath + [title.clipped()]).joined(separator: " \u{25B8} ") + "'"
    }
}

/// A run of source text: where it starts and how many UTF-8 bytes it covers.
public struct TextSpan: Hashable, Sendable, Codable {
    public var location: SourceLocation
    public var length: Int
    /// Whether the bytes there are exactly the value's text (no escapes, no folding), so a
    /// fix-it can replace part of it by offset.
    public var isVerbatim: Bool

    public init(location: SourceLocation, length: Int, isVerbatim: Bool = true) {
        self.location = location
        self.length = length
        self.isVerbatim = isVerbatim
    }

    /// The location `offset` bytes in, on the same line.
    public func location(at offset: Int) -> SourceLocation {
        var location = location
        if let column = location.column { location.column = column + offset }
        return location
    }
}
