import HIGLint
import HIGModel
import SwiftSyntax

/// The menu items SwiftUI gives a Mac app that the app's own commands meet: its Edit and Help
/// items beside an app's item on their keys, and a `Settings` scene's Settings…. Each is recorded
/// as an implied declaration (never reported), gone where any file replaces its group
/// (``FileShortcuts/join(_:)``).
extension ShortcutVisitor {
    /// A SwiftUI `Settings { … }` scene gives a Mac app the app menu's Settings… on Command-Comma
    /// (Apple documents the `appSettings` group as holding it), unless the app replaces that group.
    /// Only a call with nothing but a trailing closure, in a body of scenes, is the scene: an app's
    /// own `Settings(…)` is its own type.
    func readSettingsScene(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.arguments.isEmpty, call.trailingClosure != nil, isInSceneBody(call) else { return false }
        var given = AppShortcut(
            shortcut: Shortcut(key: .comma, modifiers: .command), title: "Settings…", span: span(of: call.calledExpression),
            origin: .swiftUI, spelling: .text(.words))  // never rewritten: no rule reports an implied command
        given.facts.impliedBy = GroupItems.settingsScene
        given.facts.group = "appSettings"
        record(given, for: call)
        return true
    }

    /// Whether `node` is in a `var body: some Scene` (or another property or function of that type).
    private func isInSceneBody(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let node = current {
            if let binding = node.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation?.type.trimmedDescription == "some Scene"
            }
            if let function = node.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause?.type.trimmedDescription == "some Scene"
            }
            current = node.parent
        }
        return false
    }

    /// SwiftUI's own Edit menu items on a Mac, by the group that holds them (Apple's
    /// `CommandGroupPlacement` documents `undoRedo` and `pasteboard`), on AppKit's keys.
    static let editMenuCommands: [(title: String, shortcut: Shortcut, group: String)] = [
        ("Undo", "⌘Z", "undoRedo"), ("Redo", "⇧⌘Z", "undoRedo"), ("Cut", "⌘X", "pasteboard"),
        ("Copy", "⌘C", "pasteboard"), ("Paste", "⌘V", "pasteboard"),
        ("Paste and Match Style", "⌥⇧⌘V", "pasteboard"), ("Select All", "⌘A", "pasteboard"),
    ].map { ($0.0, ShortcutVisitor.shortcut($0.1), $0.2) }

    /// A menu-bar command of the app's own on the key of one of SwiftUI's Edit items, whatever its
    /// title (`CommandGroup(after: .pasteboard) { Button("Select All Articles") { … }.keyboardShortcut("a") }`),
    /// or added to the Help menu on Help's key: SwiftUI keeps its own item unless the app replaces
    /// that item's group, so the menu bar lists two items on the key. The framework's item is
    /// recorded beside it, at the menu holding it: the duplicate rule weighs the two when the
    /// app's item is the same command, and the rule on standard shortcuts speaks for another.
    func recordFrameworkItemsRepeated(by item: AppShortcut, in menu: FunctionCallExprSyntax) {
        guard let shortcut = item.shortcut, item.context == nil, !item.isViewControl else { return }
        recordHelpItemRepeated(by: item, at: menu)
        recordWindowCommandRepeated(by: item, at: menu)
        guard
            let command = Self.editMenuCommands.first(where: { $0.shortcut == shortcut }),
            item.facts.group != command.group || argument("replacing", in: menu) == nil
        else { return }
        var given = AppShortcut(
            shortcut: shortcut, title: command.title, span: span(of: menu.calledExpression), origin: .swiftUI,
            spelling: .text(.words))  // never rewritten: no rule reports an implied command
        given.facts.impliedBy = GroupItems.editMenu
        given.facts.group = command.group
        given.menuPath = ["Edit"]
        record(given, for: menu)
    }

    /// An item the app adds to the Help menu (`CommandGroup(after: .help)`, a `CommandMenu("Help")`)
    /// on Command-Question mark: SwiftUI keeps its own app Help item there, on that key, unless the
    /// app replaces the `help` group, so the menu lists two items on one key and the first takes it.
    private func recordHelpItemRepeated(by item: AppShortcut, at menu: FunctionCallExprSyntax) {
        let inHelpMenu =
            item.facts.group == "help" && argument("replacing", in: menu) == nil
            || (calledName(menu) == "CommandMenu" && menu.arguments.first.flatMap { titleString($0.expression)?.text } == "Help")
        guard inHelpMenu, item.shortcut == Shortcut(key: .forwardSlash, modifiers: [.shift, .command]) else { return }
        // SwiftUI's own item is written "?" with Command: one the app writes "/" with Shift and
        // Command is the same press on a US keyboard, not proven on every layout.
        var given = AppShortcut(
            shortcut: Shortcut(key: .forwardSlash, modifiers: .command, keySpelling: .upper), title: "Help",
            span: span(of: menu.calledExpression), origin: .swiftUI,
            spelling: .text(.words))  // never rewritten: no rule reports an implied command
        given.facts.impliedBy = GroupItems.helpMenu
        given.facts.group = "help"
        given.menuPath = ["Help"]
        record(given, for: menu)
    }

    /// The app and window commands SwiftUI gives every Mac app, by the group that holds them (Apple's
    /// `CommandGroupPlacement` documents `appVisibility`, `appTermination`, `saveItem` and
    /// `windowSize` as holding Hide, Quit, Close and Minimize), on AppKit's keys, with their menus.
    static let windowCommands: [(title: String, shortcut: Shortcut, group: String, menu: String?)] = [
        ("Hide", "⌘H", "appVisibility", nil), ("Hide Others", "⌥⌘H", "appVisibility", nil),
        ("Quit", "⌘Q", "appTermination", nil), ("Close", "⌘W", "saveItem", "File"), ("Minimize", "⌘M", "windowSize", "Window"),
    ].map { ($0.0, ShortcutVisitor.shortcut($0.1), $0.2, $0.3) }

    /// A menu-bar command of the app's own on the key of one of SwiftUI's app or window commands
    /// (`CommandMenu("Session") { Button("Close Session") { … }.keyboardShortcut("w") }`): SwiftUI keeps
    /// its own item, enabled while a window is open, unless the app replaces that item's group, so
    /// the menu bar lists two items on the key and only one of them runs.
    private func recordWindowCommandRepeated(by item: AppShortcut, at menu: FunctionCallExprSyntax) {
        guard let command = Self.windowCommands.first(where: { $0.shortcut == item.shortcut }),
            item.facts.group != command.group || argument("replacing", in: menu) == nil
        else { return }
        var given = AppShortcut(
            shortcut: command.shortcut, title: command.title, span: span(of: menu.calledExpression), origin: .swiftUI,
            spelling: .text(.words))  // never rewritten: no rule reports an implied command
        given.facts.impliedBy = GroupItems.windowCommands
        given.facts.group = command.group
        given.menuPath = command.menu.map { [$0] } ?? []
        record(given, for: menu)
    }

    /// The `CommandMenu(…)` or `CommandGroup(…)` call whose content holds `node`.
    func commandContent(around node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        var current = node.parent
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self), ["CommandMenu", "CommandGroup"].contains(calledName(call)) {
                return call
            }
            current = node.parent
        }
        return nil
    }
}
