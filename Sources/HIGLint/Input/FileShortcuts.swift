import HIGModel

/// What one input file says, read on its own: its declarations, what its reader reported, and
/// what the app's code files share (hot keys' names, helpers' defaults, text fields), to be
/// joined across files by ``join(_:)``.
///
/// It is a function of the file's path and bytes alone (``AppReader/read(_:path:settings:)``),
/// so it may be kept and used again while the file is unchanged.
public struct FileShortcuts: Sendable, Codable {
    public var declarations: [AppShortcut]
    /// What the reader reported about the file, in its order.
    public var diagnostics: [Diagnostic] = []
    /// Rule levels the file sets (a manifest's `rules:`).
    public var levels: [String: RuleLevel] = [:]
    /// The file is the app's code (Swift, Interface Builder): its declarations are joined with
    /// the other code files'. A manifest's or a table's rows stand as their author wrote them.
    public var isCode = false
    public var hotKeyUses: [HotKeyRegistrations.Use] = []
    public var helperDefaults: [String: ModifierSet] = [:]
    /// Whether the file makes something people type into (``TypingPlace``).
    public var hasTextInput = false
    /// Whether every text input the file makes is in a modal presentation's content (a SwiftUI
    /// alert's field): on screen only while it covers the view, so the view's controls are
    /// never beside it.
    public var textInputOnlyInPresentations = false
    /// Whether the file makes text input of several lines (a text view, a multi-line field, a
    /// terminal), where Up and Down arrow move between lines.
    public var hasMultilineText = false
    /// Whether every text input the file makes takes numbers only
    /// (``ByteSearch/textInputTakesNumbersOnly(_:otherInputs:)``).
    public var textTakesNumbersOnly = false
    /// The SwiftUI command groups the file replaces, sorted (`newItem`: the scenes' New
    /// commands, New Window among them; `pasteboard`: the Edit menu's Copy and its kin).
    public var replacedGroups: [String] = []
    /// Whether the file makes a text view that uses the find bar or panel, the one thing that
    /// answers the find menu's items (`performFindPanelAction:`).
    public var usesFind = false
    /// Whether the file makes a view whose items people select all of (``SelectingActions``):
    /// beside text input, the one thing that answers Select All.
    public var makesSelectableItems = false
    /// Whether the file makes documents (an `NSDocument` subclass, a `DocumentGroup`), the one
    /// thing that answers a document's menu items (`revertDocumentToSaved:`).
    public var makesDocuments = false
    /// Whether the file reads or changes the system's own shortcut settings
    /// (`com.apple.symbolichotkeys`, `CGSSetSymbolicHotKeyEnabled`): an app that does knows whether
    /// the system takes a key, and may turn the system's shortcut off or ask people to.
    public var readsSystemShortcuts = false
    /// The functions the file declares, by name, sorted (``DeclaredFunctions``): where no file
    /// declares an Interface Builder item's action, nothing of the app's answers it.
    public var functionNames: [String] = []
    /// The app's own types a `CommandMenu { … }` or `CommandGroup { … }` of this file makes
    /// (`ViewButtons(…)`), sorted: the buttons their bodies make are menu commands.
    public var menuContentTypes: [String] = []
    /// The app's own types a `.contextMenu { … }` of this file makes (`PortContextMenu(…)`),
    /// sorted: the buttons their bodies make are that menu's items, live while it is open.
    public var contextMenuTypes: [String] = []
    /// Which of the app's types make which views, and which make text input
    /// (``ViewComposition``): which views share a window with a field.
    public var views = ViewComposition()

    public init(
        declarations: [AppShortcut], diagnostics: [Diagnostic] = [], isCode: Bool = false,
        hotKeyUses: [HotKeyRegistrations.Use] = [], helperDefaults: [String: ModifierSet] = [:],
        hasTextInput: Bool = false, hasMultilineText: Bool = false, replacedGroups: [String] = [], usesFind: Bool = false,
        makesDocuments: Bool = false,
        menuContentTypes: [String] = [], contextMenuTypes: [String] = [], views: ViewComposition = ViewComposition()
    ) {
        self.declarations = declarations
        self.diagnostics = diagnostics
        self.isCode = isCode
        self.hotKeyUses = hotKeyUses
        self.helperDefaults = helperDefaults
        self.hasTextInput = hasTextInput
        self.hasMultilineText = hasMultilineText
        self.replacedGroups = replacedGroups
        self.usesFind = usesFind
        self.makesDocuments = makesDocuments
        self.menuContentTypes = menuContentTypes
        self.contextMenuTypes = contextMenuTypes
        self.views = views
    }

    /// The files' declarations, in the files' order: manifests' and tables' rows as written,
    /// then the code's, joined (where people type, helpers declared in one file and used in
    /// another, hot keys registered by name elsewhere).
    /// `swiftOnly`: the app has no Objective-C source, so its Swift files show every method that
    /// answers an Interface Builder item's action.
    public static func join(_ files: [FileShortcuts], swiftOnly: Bool = false) -> [AppShortcut] {
        let code = files.filter(\.isCode)
        let menuContent = Set(code.flatMap(\.menuContentTypes))
        let contextMenus = Set(code.flatMap(\.contextMenuTypes))
        let views = ViewComposition.merged(code.map(\.views))
        var declarations = TypingPlace.place(
            code.map {
                (
                    MenuContent.place($0.declarations, in: menuContent, contextMenus: contextMenus),
                    $0.hasTextInput && !$0.textInputOnlyInPresentations
                )
            }, views: views)
        // A nib's main menu, or the one SwiftUI builds from an App's commands, is the menu bar only
        // until code sets the app's own (`NSApp.mainMenu = menu`).
        if declarations.contains(where: \.facts.setsMainMenu) {
            for index in declarations.indices
            where [.interfaceBuilder, .swiftUI].contains(declarations[index].origin) && declarations[index].scope == .app
                && !declarations[index].isViewControl
            {
                declarations[index].facts.menuBarReplaced = true
            }
        }
        // A `Commands` type no code of the app makes (`.commands { AppCommands() }`) puts nothing
        // in the menu bar: its commands are not shown to be there. Judged only where the code
        // checked holds the app's scenes (a window's content): a file checked alone says nothing.
        let made = Set(views.makes.values.joined()).union(views.shownContent)
        for index in declarations.indices where !views.shownContent.isEmpty {
            if let type = declarations[index].facts.commandsType, !made.contains(type) {
                declarations[index].facts.menuUnplaced = true
            }
        }
        // A SwiftUI control of a view type no code makes (outside its previews) is in no window.
        let unmade = views.unmade
        for index in declarations.indices where declarations[index].origin == .swiftUI {
            if case .controls(let view) = declarations[index].scope, unmade.contains(view) {
                declarations[index].facts.viewUnmade = true
            }
        }
        // Where the code checked declares every type the scenes' commands name, nothing unseen
        // replaces a command a scene or the menu bar gives (a command set the app asks for,
        // `TextEditingCommands()`, is not documented item by item: it stays in doubt). Code that
        // strips the menu bar SwiftUI builds (an AppKit delegate removing File ▸ Close) may
        // remove any of them.
        let (allSeen, edited) = (views.commandsAllSeen, views.editsMenuBar)
        for index in declarations.indices
        where declarations[index].facts.impliedBy.map({ GroupItems.all.contains($0) || GroupItems.scenes.contains($0) }) == true {
            declarations[index].facts.commandsSeen = allSeen
            declarations[index].facts.menuBarEdited = edited
        }
        // A control of a view shown only in a menu-bar extra takes keys only while the extra is
        // open, as a status item's menu does; one beside a field people type in stays a control.
        let extraOnly = views.menuBarExtraOnly
        for index in declarations.indices where declarations[index].origin == .swiftUI {
            guard case .controls(let view) = declarations[index].scope, extraOnly.contains(view),
                ![.sameFile, .sameWindow].contains(declarations[index].facts.typing)
            else { continue }
            declarations[index].scope = .menu("the menu-bar extra showing '\(view.clipped())'")
        }
        // The app reads the system's own shortcut settings: the system may not take its keys.
        if code.contains(where: \.readsSystemShortcuts) {
            for index in declarations.indices { declarations[index].facts.readsSystemShortcuts = true }
        }
        if swiftOnly { markUnansweredActions(in: &declarations, functions: Set(code.flatMap(\.functionNames))) }
        // Text input of one line only: Up and Down arrow do little there.
        if code.contains(where: \.hasTextInput), !code.contains(where: \.hasMultilineText) {
            for index in declarations.indices { declarations[index].facts.oneLineTextOnly = true }
        }
        // Number fields only: letters and symbols are typed nowhere in the app.
        if code.contains(where: \.hasTextInput), code.allSatisfy({ !$0.hasTextInput || $0.textTakesNumbersOnly }) {
            for index in declarations.indices { declarations[index].facts.numbersOnlyTyped = true }
        }
        // A menu item sending a text view's own action is answered where the app makes such a view:
        // one that uses the find bar or panel for the find items, any text input for the rest;
        // Select All also where it makes a list or table. So is one sending a document's action,
        // where the app makes documents.
        let (finds, types) = (code.contains(where: \.usesFind), code.contains(where: \.hasTextInput))
        let selects = types || code.contains(where: \.makesSelectableItems)
        let documents = code.contains(where: \.makesDocuments)
        for index in declarations.indices {
            guard let action = declarations[index].action else { continue }
            if TextViewActions.all.contains(action) {
                declarations[index].facts.responderAnswers = TextViewActions.find.contains(action) ? finds : types
            } else if SelectingActions.all.contains(action) {
                declarations[index].facts.responderAnswers = selects
            } else if DocumentActions.all.contains(action) {
                declarations[index].facts.responderAnswers = documents
            }
        }
        // A `WindowGroup`'s New Window is gone where any file replaces the New item group.
        // (SwiftUI documents `newItem` as holding New: a `DocumentGroup`'s New goes too, and
        // `saveItem` as holding the commands that save documents and close windows: its Close,
        // Save and Duplicate.) So is an Edit or Help menu item or a Settings scene's Settings…
        // whose group a file replaces.
        let replaced = Set(code.flatMap(\.replacedGroups))
        declarations.removeAll {
            if $0.facts.impliedBy.map(GroupItems.all.contains) == true {
                return $0.facts.group.map(replaced.contains) ?? false
            }
            if $0.facts.impliedBy == "DocumentGroup", replaced.contains("saveItem") {
                return ["Close", "Save", "Duplicate"].contains($0.title ?? "")
            }
            guard replaced.contains("newItem") else { return false }
            return $0.facts.impliedBy == "WindowGroup" || ($0.facts.impliedBy == "DocumentGroup" && $0.title == "New")
        }
        let defaults = code.reduce(into: [String: ModifierSet]()) { all, file in
            all.merge(file.helperDefaults) { first, _ in first }
        }
        let joined = HotKeyRegistrations.resolve(
            AppHelpers.resolve(declarations, defaults: defaults), uses: code.flatMap(\.hotKeyUses))
        return files.filter { !$0.isCode }.flatMap(\.declarations) + joined
    }

    /// An Interface Builder item whose action no Swift file of the app declares, and no framework
    /// class answers, is one AppKit never enables. Judged only in an app without Objective-C
    /// sources, and in a nib whose other items' actions the app's Swift code does declare.
    private static func markUnansweredActions(in declarations: inout [AppShortcut], functions: Set<String>) {
        guard !functions.isEmpty else { return }
        let answeredNibs = Set(
            declarations.filter { $0.origin == .interfaceBuilder && $0.action.map(functions.contains) == true }
                .map(\.span.location.file))
        for index in declarations.indices {
            let declaration = declarations[index]
            guard declaration.origin == .interfaceBuilder, let action = declaration.action,
                answeredNibs.contains(declaration.span.location.file), !functions.contains(action),
                !FrameworkActions.contains(action)
            else { continue }
            declarations[index].facts.actionUnanswered = true
        }
    }

    /// This file's declarations, joined with itself alone.
    public var resolved: [AppShortcut] { Self.join([self]) }
}
