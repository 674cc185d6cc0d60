import HIGLint
import HIGModel
import SwiftSyntax

/// Walks one file and collects its shortcut declarations in source order.
final class ShortcutVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    let path: String
    let ignores: IgnoreComments
    /// The file's name, which names a scope that has no type of its own (an alert in a function).
    var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }
    private var found: [Found] = []
    /// `KeyboardShortcut(…)` calls already read as the argument of `.keyboardShortcut(…)`.
    var consumed: Set<SyntaxIdentifier> = []
    /// `name.property = value` statements, by the code block they sit in.
    var assignments: [Assignment] = []
    /// The type each variable of the file is declared with (`NSButton`), by name.
    var variableTypes: [String: String] = [:]
    /// `NSMenuItem(title: "Lock", action: …, keyEquivalent: "")` bound to a variable whose key
    /// is set later: the title, for that key.
    var titlesOfItemsWithoutKeys: [Binding: (text: String, span: TextSpan)] = [:]
    /// Menu items made with `action: nil`, whose key is set later.
    var itemsWithoutAction: Set<Binding> = []
    /// Menus the file pops up (`NSMenu.popUpContextMenu(menu, with: event, for: view)`,
    /// `menu.popUp(positioning:at:in:)`), with the code block of the call.
    var poppedUpMenus: [(menu: ExprSyntax, block: SyntaxIdentifier)] = []
    /// Calls of an app's own helpers that pass a key (`item("Sign Out", key: "q", modifiers: …)`),
    /// read once the whole file, with the helpers' declarations, has been seen.
    var helperCalls: [FunctionCallExprSyntax] = []
    var helperDeclarations: [String: HelperDeclaration] = [:]
    /// What the file does with hot keys' names (``HotKeyRegistrations``).
    var hotKeyUses: [HotKeyRegistrations.Use] = []
    /// The MASShortcut defaults key each property is registered as the default of
    /// (`registerDefaultShortcuts([prefsKey: defaultShortcut])`): the property's hot key is that key's.
    var masDefaultsOfProperty: [String: String] = [:]
    /// The file's own type aliases (`private typealias Controller = WebtoonController`), so an
    /// extension of an alias is named by its type: two files' `Controller`s stay apart.
    var typeAliasesRead: [String: String]?
    /// The SwiftUI command groups the file replaces (`CommandGroup(replacing: .newItem)`).
    var replacedGroups: Set<String> = []
    var textInputsInPresentations = 0
    var textInputsBesideControls = 0
    /// The app's own types made inside a `CommandMenu` or `CommandGroup` (``MenuContent``).
    var menuContentTypes: Set<String> = []
    /// The app's own types a `.contextMenu { … }` of this file makes (`PortContextMenu(…)`): the
    /// buttons their bodies make are that menu's items. Looked for only where the file has one.
    var contextMenuTypes: Set<String> = []
    var looksForContextMenus = false
    /// The `#if DEBUG` clauses of the file.
    private var debugOnlyCode: [Range<AbsolutePosition>] = []
    /// Each type's property names, by its member block (``storedProperties(of:)``).
    var propertiesOfTypes: [SyntaxIdentifier: Set<String>] = [:]
    /// The functions and computed properties whose controls are a command menu's, once worked
    /// out (``commandContent(ofOnlyUsesOf:in:)``), and whether the file makes command content at all.
    var commandHelpers: [String: CommandHelper] = [:]
    var makesCommandContent: Bool?
    /// How many `CommandMenu` or `CommandGroup` calls the walk is inside.
    private var commandContentDepth = 0
    /// `NSAlert` buttons added so far, by alert; the line of each alert's first button; the
    /// alert each button is in, as its context.
    var alertButtons: [Alert: Int] = [:]
    var alertLines: [Alert: Int] = [:]
    var alertContexts: [Binding: String] = [:]
    /// Items made earlier and added to a menu later (`menu.addItem(item)`): the menu.
    var menusOfItems: [Binding: MenuVariable] = [:]
    /// The file's tree, once a declaration is found in it.
    private var root: Syntax?
    /// The file's own enums of shortcuts (``KeyStore``), read once when a value names one.
    private var keyStoreRead: KeyStore?
    /// The file's computed properties written as one expression, by name
    /// (``computedPropertyBody(named:in:)``), read once when a `.disabled` condition names one.
    var computedPropertyBodies: [String: String]?

    /// A declaration and the variable it was bound to, for later property assignments.
    struct Found {
        var declaration: AppShortcut
        var binding: Binding?
        /// Where it is made: a variable assigned again takes the assignments after that.
        var position: AbsolutePosition
        /// An AppKit key equivalent in upper case, which adds Shift whatever the mask says.
        var impliesShift: Bool
        /// The computed property or function it is built in (``container(of:)``).
        var container: String?
        /// The menu an AppKit item is added to where it is made.
        var menu: MenuVariable?
        /// A SwiftUI control that rows of a `ForEach` show in one row at most (``showsInOneRowAtMost(_:)``).
        var inOneRowAtMost = false
    }

    struct Binding: Hashable {
        var name: String
        var block: SyntaxIdentifier
    }

    struct Assignment {
        var binding: Binding
        var property: String
        var value: ExprSyntax
        /// The code block the statement is in, where a variable its value names lives.
        var block: SyntaxIdentifier
        var position: AbsolutePosition { value.position }
    }

    init(converter: SourceLocationConverter, path: String, ignores: IgnoreComments) {
        self.converter = converter
        self.path = path
        self.ignores = ignores
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if !readKnownAPI(node), isAppHelperCall(node) { helperCalls.append(node) }
        readHotKeyUse(node)
        readItemAdded(node)
        readMenuPoppedUp(node)
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if Self.swiftUITextInputs.contains(name) {
                let modal = presentation(around: node).map { $0.kind != .contextMenu } ?? false
                if modal { textInputsInPresentations += 1 } else { textInputsBesideControls += 1 }
            }
            if Self.commandContent.contains(name) {
                commandContentDepth += 1
            } else if commandContentDepth > 0, name.first?.isUppercase == true {
                menuContentTypes.insert(name)
            } else if looksForContextMenus, name.first?.isUppercase == true, presentation(around: node)?.kind == .contextMenu {
                contextMenuTypes.insert(name)
            }
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            Self.commandContent.contains(name)
        {
            commandContentDepth -= 1
        }
    }

    /// A `#if DEBUG` (or `#elseif DEBUG`) clause's code: built only for the app's developers.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        // `#if false` (or `#elseif false`) code is never built: shelved, not the app's.
        if node.poundKeyword.tokenKind != .poundElse, node.condition?.trimmedDescription == "false" { return .skipChildren }
        if node.poundKeyword.tokenKind != .poundElse, node.condition?.trimmedDescription == "DEBUG" {
            debugOnlyCode.append(node.range)
        }
        return .visitChildren
    }

    /// SwiftUI's text inputs, counted where they are made: inside an alert's, a sheet's or
    /// another modal presentation's content (on screen only while it covers the view, whose
    /// controls then take no keys), or beside the view's controls.
    static let swiftUITextInputs: Set<String> = ["TextField", "TextEditor", "SecureField"]

    /// The calls whose closures are a menu of the menu bar.
    private static let commandContent: Set<String> = ["CommandMenu", "CommandGroup"]

    /// Reads `node` if it is a shortcut API hig-gen knows; whether it was one.
    private func readKnownAPI(_ node: FunctionCallExprSyntax) -> Bool {
        let method =
            node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if method == "keyboardShortcut", let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            let view = Self.modifiedView(of: node, member: member)
        {
            readSwiftUIModifier(node, view: view)
            return true
        }
        // `menu.addItem(withTitle:…)`, and inside an NSMenu subclass `addItem(withTitle:…)`,
        // `insertItem(withTitle:action:keyEquivalent:at:)`.
        if ["addItem", "insertItem"].contains(method), node.arguments.first?.label?.text == "withTitle" {
            readAppKit(node)
            return true
        }
        if method == "addButton", readAlertButton(node) { return true }
        if method == "remove" || method == "replace", readMenuBuilderRemoval(node) { return true }
        // `static let find: KeyboardShortcut = .init("f")`, `var keyCommands: [UIKeyCommand]? {
        // [.init(input: …)] }`: the declaration names the type.
        var name = calledName(node) ?? expectedType(of: node)
        // `static let lock = Self("l", …)` inside `extension KeyboardShortcut`.
        if name == "Self", enclosingExtension(of: node) == "KeyboardShortcut" { name = "KeyboardShortcut" }
        switch name {
        // An app's own type of that name holding Carbon's two halves is a hot key's
        // (`KeyboardShortcut(keyCode: UInt32(kVK_ANSI_3), modifiers: UInt32(cmdKey | shiftKey))`):
        // SwiftUI's takes no key code.
        case "KeyboardShortcut" where namesCarbonKeyCode(node): return readHotKey(node)
        case "KeyboardShortcut":
            // `KeyboardShortcut(.escape).key`: a value taken apart for its key, no shortcut of its own.
            let takenApart = node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == node.id
            if !consumed.contains(node.id), !takenApart { readKeyboardShortcutValue(node) }
        case "UIKeyCommand": readUIKit(node)
        case "DocumentGroup": readDocumentGroup(node)
        case "WindowGroup": readWindowGroup(node)
        case "Settings": return readSettingsScene(node)
        case "TextEditingCommands", "TextFormattingCommands": readTextCommands(node, named: name ?? "")
        case "CommandGroup": readCommandGroupReplacement(node)
        case "NSMenuItem": readAppKit(node)
        case "HotKey", "KeyCombo", "MASShortcut", "Shortcut", "RegisterEventHotKey": return readHotKey(node)
        default: return (isHotKeyInitializer(node) || namesCarbonKeyCode(node) || registersKeyCode(node)) && readHotKey(node)
        }
        return true
    }

    /// The type the nearest `extension` around `node` extends.
    private func enclosingExtension(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let node = current {
            if let decl = node.as(ExtensionDeclSyntax.self) {
                return decl.extendedType.as(IdentifierTypeSyntax.self)?.name.text ?? decl.extendedType.trimmedDescription
            }
            current = node.parent
        }
        return nil
    }

    /// An app's own shortcut helpers (`func item(_:action:key:modifiers:)`), by name, for
    /// the defaults of their parameters.
    // Xcode previews show a view with sample values; their shortcuts are no app's.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let previews = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" }
        return previews == true ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        helperDeclarations[node.name.text] = HelperDeclaration(signature: node.signature, body: node.body, range: node.range)
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        recordSubclassInitializer(node)
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let target = elements[0].as(MemberAccessExprSyntax.self), let binding = binding(ofBase: target.base, in: node)
        {
            assignments.append(
                Assignment(
                    binding: binding, property: target.declName.baseName.text, value: elements[2],
                    block: enclosingBlock(of: Syntax(node)) ?? binding.block))
        }
        return .visitChildren
    }

    /// The type inside any optionals (`NSButton` of `NSButton!`, `HotKey` of `HotKey?`).
    static func unwrapped(_ type: TypeSyntax) -> TypeSyntax {
        var type = type
        while let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType
            ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
        {
            type = wrapped
        }
        return type
    }

    /// `@IBOutlet var saveButton: NSButton!`, `let item = NSMenuItem()`: the type each
    /// variable is declared with, so `x.keyEquivalent = …` knows a button from a menu item.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            let type = node.typeAnnotation.map { Self.unwrapped($0.type) }
            let initializer = node.initializer?.value.as(FunctionCallExprSyntax.self).flatMap(calledName)
            if let typeName = type?.as(IdentifierTypeSyntax.self)?.name.text ?? initializer {
                variableTypes[name] = typeName
            }
        }
        return .visitChildren
    }

    /// The declarations, with later `item.keyEquivalentModifierMask = …` and
    /// `command.discoverabilityTitle = …` assignments applied, and the key equivalents set
    /// as properties (`item.keyEquivalent = "e"`) on items made without one, in source order.
    func finish() -> [AppShortcut] {
        let declared = Set(found.compactMap(\.binding))
        let assigned = assignments.filter { $0.property == "keyEquivalent" && !declared.contains($0.binding) }
        var helpers: [Found] = []
        var readHelperBodies: [Range<AbsolutePosition>] = []
        // A helper this file declares hands the key on where its body makes a declaration; one
        // declared elsewhere is settled when the files are joined (`AppHelpers`). Each helper once.
        var handsOn: [String: Bool] = [:]
        for call in helperCalls {
            guard var helper = readAppHelper(call) else { continue }
            let name = helperName(call)
            if let name, handsOn[name] == nil, let body = helperDeclarations[name] {
                readHelperBodies.append(body.range)
                handsOn[name] = found.contains { body.range.contains($0.position) }
            }
            let handedOn = name.flatMap { handsOn[$0] } ?? false
            if awaitsHelperDeclaration(call), !handedOn { continue }
            helper.declaration.facts.throughOwnCode = !handedOn
            helpers.append(helper)
        }
        // Inside a helper whose calls were read, the key is a parameter: the calls say what it is.
        let own = found.filter { item in
            item.declaration.shortcut != nil || !readHelperBodies.contains { $0.contains(item.position) }
        }
        var items = (own + assigned.compactMap(keyEquivalentAssignment) + helpers).sorted { $0.position < $1.position }
        bindLastItems(&items)
        // One level: a view built in a property that one arm of a `switch` or `if` shows is in that arm.
        if let root, case let names = Set(items.compactMap(\.container)), !names.isEmpty {
            let arms = branchesOfOnlyUse(of: names, in: root)
            for index in items.indices {
                guard let name = items[index].container, let use = arms[name] else { continue }
                items[index].declaration.branches.merge(use) { own, _ in own }
            }
        }
        // A view built in a property or function that only context menus show is their item.
        if looksForContextMenus, let root, case let names = Set(items.compactMap(\.container)), !names.isEmpty {
            let menus = contextMenusOfEveryUse(of: names, in: root)
            for index in items.indices where !items[index].declaration.isInStandaloneMenu {
                guard let name = items[index].container, let line = menus[name], items[index].declaration.isViewControl
                else { continue }
                items[index].declaration.context =
                    "the context menu at line \(line) of \(items[index].declaration.context ?? fileName)"
                items[index].declaration.isInStandaloneMenu = true
            }
        }
        // A view built in a function or property, or a view type, that the file makes only in
        // the rows of a `ForEach` is made once per row.
        if let root,
            case let controls = items.indices.filter({ Self.mayRepeatInRows(items[$0].declaration) && !items[$0].inOneRowAtMost }),
            !controls.isEmpty
        {
            let names = Set(
                controls.flatMap { index in
                    [items[index].container, Self.viewName(items[index].declaration)].compactMap { $0 }
                }
            ).subtracting(["body"])
            let rows = rowsOfEveryUse(of: names, in: root)
            for index in controls {
                let declaration = items[index].declaration
                items[index].declaration.facts.repeatedInRowsAt =
                    declaration.facts.repeatedInRowsAt ?? items[index].container.flatMap { rows[$0] }
                    ?? Self.viewName(declaration).flatMap { rows[$0] }
            }
        }
        // An item of a helper or type of the app's own that the file adds to a menu
        // (`editMenu.addItem(lockItem)`) is a menu item, app-wide as AppKit's are: `addItem` takes only those.
        for index in items.indices where items[index].declaration.callsHelper != nil && items[index].declaration.origin == .appKit
        {
            if items[index].menu != nil || items[index].binding.flatMap({ menusOfItems[$0] }) != nil {
                items[index].declaration.context = nil
            }
        }
        // A menu handed to a control is that control's, while it is open.
        let handed = controlMenus()
        for index in items.indices where items[index].declaration.origin == .appKit && items[index].declaration.context == nil {
            guard let menu = items[index].menu ?? items[index].binding.flatMap({ menusOfItems[$0] }), let name = handed[menu]
            else { continue }
            items[index].declaration.context = name
            items[index].declaration.isInStandaloneMenu = true
        }
        // Code inside `#if DEBUG` is in the developers' builds, not the one people get.
        if !debugOnlyCode.isEmpty {
            for index in items.indices where debugOnlyCode.contains(where: { $0.contains(items[index].position) }) {
                items[index].declaration.facts.debugOnly = true
            }
        }
        // A key this file cannot know inside one of its helpers: calls elsewhere may say it.
        for index in items.indices where items[index].declaration.shortcut == nil {
            items[index].declaration.keyIsParameterOf = helperTakingKey(around: items[index].position)
        }
        return items.compactMap { item in
            var declaration = item.declaration
            guard let binding = item.binding else { return declaration }
            // `item = menu.addItem(…)` twice: each item takes the assignments up to the next one.
            let same = items.filter { $0.binding == binding }
            let from = same.first?.position == item.position ? nil : item.position
            let until = same.first { $0.position > item.position }?.position
            for assignment in assignments where assignment.binding == binding {
                if let from, assignment.position < from { continue }
                if let until, assignment.position > until { continue }
                // An alert's button whose key is emptied answers none.
                guard applyAlertKey(assignment, to: &declaration) else { return nil }
                apply(assignment, to: &declaration, impliesShift: item.impliesShift)
            }
            return declaration
        }
    }

    // MARK: Recording

    func recordFound(_ item: Found) { found.append(item) }

    func record(
        _ declaration: AppShortcut, for call: FunctionCallExprSyntax, impliesShift: Bool = false,
        arm: (branch: Int, arm: Int)? = nil
    ) {
        var declaration = declaration
        declaration.ignoredRules.formUnion(ignores.ignored(atLine: declaration.span.location.line ?? 0))
        placeInBranches(&declaration, at: call)
        let oneRow = declaration.origin == .swiftUI && showsInOneRowAtMost(call)
        if declaration.origin == .swiftUI, !oneRow { declaration.facts.repeatedInRowsAt = rowsAround(call) }
        if let arm { declaration.branches[arm.branch] = arm.arm }
        if declaration.origin == .swiftUI, declaration.scope == .app {
            declaration.facts.commandsType = commandsType(around: call)
        }
        if root == nil { root = call.root }
        let menu = declaration.origin == .appKit && declaration.context == nil ? menuVariable(addingItem: call) : nil
        if menu != nil, declaration.menuPath.isEmpty, let title = titleOfMenu(addingItem: call) {
            declaration.menuPath = [title]
        }
        found.append(
            Found(
                declaration: declaration, binding: binding(of: call), position: call.position, impliesShift: impliesShift,
                container: container(of: call), menu: menu, inOneRowAtMost: oneRow))
    }

    /// `item.keyEquivalent = "e"` on an item made without one (`NSMenuItem()`, an outlet):
    /// a menu item (Command unless a mask is set) or, for an `NSButton`, a control in its
    /// view (no modifier unless set). An empty key clears the shortcut: nothing to check.
    private func keyEquivalentAssignment(_ assignment: Assignment) -> Found? {
        if let (text, _) = string(assignment.value), text.isEmpty { return nil }
        let made = titlesOfItemsWithoutKeys[assignment.binding]
        let type = variableTypes[assignment.binding.name] ?? ""
        let isButton = type.contains("Button") || (type.isEmpty && assignment.binding.name.lowercased().contains("button"))
        var declaration = declaration(
            key: assignment.value, modifiers: nil, api: isButton ? .appKitButton : .appKit, origin: .appKit,
            at: assignment.value, title: made?.text, titleSpan: made?.span)
        if !isButton { declaration.context = nil }  // menu items are app-wide
        declaration.facts.noAction = itemsWithoutAction.contains(assignment.binding)
        if let alert = alertContexts[assignment.binding] { declaration.context = alert }
        let impliesShift = appKitImpliesShift(assignment.value, in: &declaration)
        declaration.ignoredRules.formUnion(ignores.ignored(atLine: declaration.span.location.line ?? 0))
        placeInBranches(&declaration, at: assignment.value)
        return Found(
            declaration: declaration, binding: assignment.binding, position: assignment.position, impliesShift: impliesShift)
    }

    // MARK: Helpers shared by the readers

    /// The value an app's own enum of shortcuts gives `expression` (``KeyStore``).
    func keyStoreValue(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base?.is(MemberAccessExprSyntax.self) == true
        else { return nil }
        if keyStoreRead == nil { keyStoreRead = KeyStore(Syntax(expression.root)) }
        return keyStoreRead?.value(of: expression)
    }

    func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let superclass = superInitializerName(call) { return superclass }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        // `UIKeyCommand.init(…)`, `MASShortcut.init(…)`: the type's own name.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        {
            return base.baseName.text
        }
        // `SwiftUI.KeyboardShortcut(…)`, `UIKit.UIKeyCommand(…)`, `KeyboardShortcuts.Shortcut(…)`.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self).map({
                ["SwiftUI", "UIKit", "AppKit", "KeyboardShortcuts"].contains($0.baseName.text)
            }) == true
        {
            return member.declName.baseName.text
        }
        return nil
    }

    func span(of node: some SyntaxProtocol) -> TextSpan {
        let start = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return TextSpan(
            location: HIGModel.SourceLocation(file: path, line: start.line, column: start.column),
            length: node.trimmedLength.utf8Length)
    }

    func location(of position: AbsolutePosition) -> HIGModel.SourceLocation {
        let place = converter.location(for: position)
        return HIGModel.SourceLocation(file: path, line: place.line, column: place.column)
    }

    /// The text of a string literal without interpolation, and where its characters sit
    /// (verbatim when the source has no escapes).
    func string(_ expression: ExprSyntax?) -> (text: String, span: TextSpan)? {
        guard let literal = expression?.as(StringLiteralExprSyntax.self), let text = literal.representedLiteralValue else {
            return nil
        }
        // One plain segment whose source text is the value: no escapes, so offsets into the
        // value are offsets into the source. (Asking the segments for their text would
        // rebuild it from the tree, a tenth of `check`'s time on a large app.)
        let plain = literal.segments.count == 1 && literal.segments.first?.as(StringSegmentSyntax.self)?.content.text == text
        var span = span(of: literal.segments)
        if literal.segments.isEmpty { span = TextSpan(location: location(of: literal.closingQuote.position), length: 0) }
        span.isVerbatim = (plain || literal.segments.isEmpty) && literal.openingPounds == nil
        return (text, span)
    }

    func argument(_ label: String, in call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// The type or function a declaration sits in: a type conforming to `Commands`, a
    /// `CommandMenu`/`CommandGroup`, UIKit's `buildMenu(with:)` and any function handed the
    /// `UIMenuBuilder` are the app's menus, app-wide (nil); otherwise the nearest type's name.
    func context(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        var typeName: String?
        var inBuildMenu = false
        // Most ancestors are neither: their kind is checked before any cast, which makes a node.
        while let node = current {
            switch node.kind {
            case .functionCallExpr:
                if let call = node.as(FunctionCallExprSyntax.self), ["CommandMenu", "CommandGroup"].contains(calledName(call)) {
                    return nil
                }
            case .functionDecl:
                if let function = node.as(FunctionDeclSyntax.self) {
                    // A function handed the builder builds the menu bar, but a responder's own
                    // `override func buildMenu(with:)` does only in the app delegate: a view's
                    // builds its edit menu.
                    let overridesBuildMenu =
                        function.name.text == "buildMenu" && function.modifiers.contains { $0.name.text == "override" }
                    if overridesBuildMenu {
                        inBuildMenu = true
                    } else if function.name.text == "buildMenu"
                        || function.signature.parameterClause.parameters.contains(where: {
                            $0.type.trimmedDescription.hasSuffix("UIMenuBuilder")
                        })
                    {
                        return nil
                    }
                }
            case .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl:
                if typeName == nil, let (name, inherited) = typeDeclaration(node) {
                    if inherited.contains("Commands") { return nil }
                    // The app delegate builds the main menu (`buildMenu(with:)`) and makes its
                    // menu's commands in helpers too: all of them are app-wide.
                    if Self.isAppDelegate(name, inherited), inBuildMenu || buildsMainMenu(node) { return nil }
                    typeName = name
                }
            default: break
            }
            current = node.parent
        }
        return typeName
    }

    /// A view modifier whose content is shown apart from the view it is applied to, by name.
    enum Presentation: String {
        /// A menu, while it is open.
        case contextMenu
        /// Modal content: while it is shown, the view beneath takes no keys.
        case alert, confirmationDialog, sheet, popover, fullScreenCover
        /// A menu-bar extra's content (`MenuBarExtra("Timer") { … }`, a scene): while it is open.
        case menuBarExtra = "MenuBarExtra"

        /// "the confirmation dialog", for a scope's name.
        var words: String {
            switch self {
            case .contextMenu: "context menu"
            case .confirmationDialog: "confirmation dialog"
            case .fullScreenCover: "full-screen cover"
            case .menuBarExtra: "menu-bar extra"
            case .alert, .sheet, .popover: rawValue
            }
        }
    }

    /// The presentation (`.contextMenu { … }`, `.alert(…) { … }`, `.sheet { … }`) whose content
    /// holds `node` (not the view it is applied to), and its line; nil outside one.
    func presentation(around node: some SyntaxProtocol) -> (kind: Presentation, line: Int)? {
        var child = Syntax(node)
        var current = node.parent
        while let parent = current {
            if parent.kind == .functionCallExpr, let call = parent.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let kind = Presentation(rawValue: member.declName.baseName.text),
                child.id != call.calledExpression.id
            {
                // The line of `.alert` itself: a chain of presentations starts where its first
                // view does, and each of them is presented on its own.
                return (kind, converter.location(for: member.declName.positionAfterSkippingLeadingTrivia).line)
            }
            if parent.kind == .functionCallExpr, let call = parent.as(FunctionCallExprSyntax.self),
                let scene = call.calledExpression.as(DeclReferenceExprSyntax.self),
                scene.baseName.text == Presentation.menuBarExtra.rawValue, child.id != call.calledExpression.id
            {
                return (.menuBarExtra, converter.location(for: scene.positionAfterSkippingLeadingTrivia).line)
            }
            child = parent
            current = parent.parent
        }
        return nil
    }

    /// UIKit asks the app (its delegate) to build the menu bar; a view's `buildMenu(with:)`
    /// builds that view's edit menu.
    static func isAppDelegate(_ name: String, _ inherited: [String]) -> Bool {
        name.hasSuffix("AppDelegate") || inherited.contains { $0 == "UIApplicationDelegate" || $0 == "UIApplication" }
    }

    /// Whether a type declares `buildMenu(with:)`, UIKit's main menu.
    private func buildsMainMenu(_ node: Syntax) -> Bool {
        guard let members = node.asProtocol((any DeclGroupSyntax).self)?.memberBlock.members else { return false }
        return members.contains { $0.decl.as(FunctionDeclSyntax.self)?.name.text == "buildMenu" }
    }

    /// The type aliases declared at the top of the file `node` is in, read once.
    private func typeAliases(in node: Syntax) -> [String: String] {
        if let known = typeAliasesRead { return known }
        var aliases: [String: String] = [:]
        for statement in node.root.as(SourceFileSyntax.self)?.statements ?? [] {
            guard let alias = statement.item.as(TypeAliasDeclSyntax.self),
                let type = alias.initializer.value.as(IdentifierTypeSyntax.self)
            else { continue }
            aliases[alias.name.text] = type.name.text
        }
        typeAliasesRead = aliases
        return aliases
    }

    /// The type conforming to `Commands` whose declaration holds `node`, if any.
    private func commandsType(around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let node = current {
            if let (name, inherited) = typeDeclaration(node) { return inherited.contains("Commands") ? name : nil }
            current = node.parent
        }
        return nil
    }

    func typeDeclaration(_ node: Syntax) -> (String, [String])? {
        // The last name of each type (`SwiftUI.Commands` is Commands): asking the tree for a
        // type's full text rebuilds it, once per shortcut per enclosing type.
        func name(_ type: TypeSyntax) -> String {
            type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text
                ?? type.trimmedDescription
        }
        func names(_ clause: InheritanceClauseSyntax?) -> [String] {
            clause?.inheritedTypes.map { name($0.type) } ?? []
        }
        if let decl = node.as(StructDeclSyntax.self) { return (decl.name.text, names(decl.inheritanceClause)) }
        if let decl = node.as(ClassDeclSyntax.self) { return (decl.name.text, names(decl.inheritanceClause)) }
        if let decl = node.as(EnumDeclSyntax.self) { return (decl.name.text, names(decl.inheritanceClause)) }
        if let decl = node.as(ExtensionDeclSyntax.self) {
            let extended = name(decl.extendedType)
            return (typeAliases(in: node)[extended] ?? extended, names(decl.inheritanceClause))
        }
        if let decl = node.as(ActorDeclSyntax.self) { return (decl.name.text, names(decl.inheritanceClause)) }
        return nil
    }
}
