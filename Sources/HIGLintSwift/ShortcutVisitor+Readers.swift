import HIGLint
import HIGModel
import SwiftSyntax

extension ShortcutVisitor {
    // MARK: SwiftUI

    /// `view.keyboardShortcut("k")`, `…("k", modifiers: […])`, `…(.return)`,
    /// `…(.defaultAction)`, `…(KeyboardShortcut(…))`.
    func readSwiftUIModifier(_ call: FunctionCallExprSyntax, view: ExprSyntax) {
        guard let first = call.arguments.first?.expression else { return }
        let button = buttonCall(view)
        var (title, titleSpan) = button.map(buttonTitle) ?? (nil, nil)
        // `Window("Settings", id: "settings") { … }.keyboardShortcut(",")`: a scene's key opens its
        // window from the menu bar (SwiftUI's `Scene.keyboardShortcut`), an app-wide command
        // titled as the scene.
        let scene = button == nil ? sceneCall(view) : nil
        if let scene, let name = scene.arguments.first, name.label == nil, let text = titleString(name.expression) {
            (title, titleSpan) = (text.text, text.span)
        }
        // A view of the app's own made to be a menu item (`OpenFileView()` in a `CommandGroup`):
        // its type's name says what it does, as an own button type's does.
        if title == nil, button == nil, scene == nil, commandContent(around: call) != nil,
            let (text, span) = commandViewTitle(view)
        {
            (title, titleSpan) = (text, span)
        }
        // A button whose label is only an image or an emoji: its accessibility label, else the
        // image's name.
        var imageName: String?
        if !(title?.contains { $0.isLetter || $0.isNumber } ?? false), let button {
            if let label = accessibilityLabel(around: call) {
                (title, titleSpan) = label
            } else {
                imageName = self.imageName(in: button)
            }
        }
        // `Button("") { … }`, a hidden button's key: no title at all, not an empty one.
        if title?.allSatisfy(\.isWhitespace) == true { (title, titleSpan) = (nil, nil) }
        let outer = hasInnerShortcut(below: view)
        // `KeyboardShortcut(…)`, or `.init("s", modifiers: …)` as the only argument.
        if let value = first.as(FunctionCallExprSyntax.self),
            calledName(value) == "KeyboardShortcut" || (isBareInit(value) && call.arguments.count == 1)
        {
            consumed.insert(value.id)
            readKeyboardShortcutValue(value, title: title, titleSpan: titleSpan, outerOfChain: outer)
            return
        }
        // `.keyboardShortcut(.rightArrow, modifiers: editing ? .control : [])`: each arm is the
        // shortcut while its condition holds, one declaration each, never live together.
        let modifiersExpression = argument("modifiers", in: call)
        let keyChoice = ternaryArms(first)
        if let (condition, arms) = keyChoice ?? ternaryArms(modifiersExpression) {
            let keyIsTernary = keyChoice != nil
            for (arm, expression) in arms.enumerated() {
                readSwiftUIModifier(
                    call, key: keyIsTernary ? expression : first, modifiers: keyIsTernary ? modifiersExpression : expression,
                    button: button, title: title, titleSpan: titleSpan, imageName: imageName, outer: outer,
                    arm: (ConditionArms.branch(of: condition), arm))
            }
            return
        }
        readSwiftUIModifier(
            call, key: first, modifiers: modifiersExpression, button: button, title: title, titleSpan: titleSpan,
            imageName: imageName, outer: outer, arm: nil, scene: scene != nil)
    }

    /// The view a modifier applies to: its member's base, or, for one inside a postfix `#if`
    /// (`Button(…)` then `#if os(macOS) .keyboardShortcut("n") #endif`), the expression the `#if`
    /// follows. nil for a leading-dot call anywhere else.
    static func modifiedView(of call: FunctionCallExprSyntax, member: MemberAccessExprSyntax) -> ExprSyntax? {
        if let base = member.base { return base }
        var node = Syntax(call)
        while let parent = node.parent {
            if let postfix = parent.as(PostfixIfConfigExprSyntax.self) { return postfix.base }
            // (Up through the clause, and through modifiers chained after it inside the clause.)
            guard
                [.ifConfigClause, .ifConfigClauseList, .ifConfigDecl, .memberAccessExpr, .functionCallExpr].contains(parent.kind)
            else { return nil }
            node = parent
        }
        return nil
    }

    /// The scene at the root of a modifier chain (`Window(…) { … }.defaultPosition(.center)`).
    private func sceneCall(_ base: ExprSyntax?) -> FunctionCallExprSyntax? {
        var current = base
        while let call = current?.as(FunctionCallExprSyntax.self) {
            if let name = calledName(call), ["Window", "WindowGroup", "UtilityWindow", "DocumentGroup"].contains(name) {
                return call
            }
            current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return nil
    }

    /// One `.keyboardShortcut(…)` declaration with its key and modifiers as given.
    private func readSwiftUIModifier(
        _ call: FunctionCallExprSyntax, key first: ExprSyntax, modifiers: ExprSyntax?, button: FunctionCallExprSyntax?,
        title: String?, titleSpan: TextSpan?, imageName: String?, outer: Bool, arm: (branch: Int, arm: Int)?,
        scene: Bool = false
    ) {
        var item = declaration(
            key: first, modifiers: modifiers, api: .swiftUI, origin: .swiftUI, at: call,
            title: title, titleSpan: titleSpan, action: button.flatMap(buttonAction))
        if scene { item.context = nil }  // the menu bar's, app-wide
        // The menu of the menu bar holding it, and the SwiftUI command group it is placed in
        // (`sidebar` for `CommandGroup(after: .sidebar)`): which of the framework's commands it stands beside.
        var menu = commandContent(around: call)
        // Built in a function or property the file uses only in command content: the menu bar's.
        if menu == nil, item.context != nil, let name = container(of: call), name != "body", containerIsFilesOwn(call),
            let content = commandContent(ofOnlyUsesOf: name, in: Syntax(call.root))
        {
            menu = content
            item.context = nil
        }
        if let menu, calledName(menu) == "CommandGroup" {
            item.facts.group = menu.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            item.facts.replacesGroup = item.facts.group != nil && argument("replacing", in: menu) != nil
            // In place of the framework's items, which send their command to the focused view.
            if item.facts.replacesGroup, let code = button.flatMap(actionCode) {
                item.facts.reachesFocusedView = reachesFocusedView(code)
            }
        }
        // A menu-bar command the code disables in some states (`.disabled(selection == nil)`) is
        // enabled where the app says, as an Interface Builder item marked disabled.
        // (Any control's condition may say it is disabled while people type.)
        let disabledInSomeState = disabledInSomeState(call)
        item.facts.enabledByValidation = menu != nil && disabledInSomeState
        if disabledInSomeState { item.facts.disabledWhen = disablingCondition(call) }
        item.facts.notLocalized = turnsOffLocalization(call)
        item.facts.confirmsForm = button.map { confirmsForm($0) } ?? false
        item.facts.outerOfChain = outer
        // `.keyboardShortcut(.escape)` beside `.keyboardShortcut(.cancelAction)` means Esc.
        if item.facts.implicitCommand, let key = item.shortcut?.key, [.escape, .return].contains(key) {
            item.facts.roleInChain = rolesElsewhereInChain(of: call).contains(key == .escape ? "cancelAction" : "defaultAction")
        }
        item.facts.stackedIn = stackContent(around: call)
        if let imageName {
            item.title = imageName
            item.titleIsImageName = true
        }
        // A button in a `.contextMenu { … }` runs while that menu is open, one in an alert or a
        // sheet while it is shown: each a scope of its own. So does one in a menu-bar extra,
        // unless a field people type in is beside it there.
        if let (kind, line) = presentation(around: call) {
            // Named by its type, else its file: two files' presentations at one line stay apart.
            item.context = "the \(kind.words) at line \(line) of \(item.context ?? fileName)"
            item.isInStandaloneMenu =
                kind == .contextMenu || (kind == .menuBarExtra && !menuBarExtraHoldsTextInput(around: call))
        }
        // `.keyboardShortcut(.findInLibrary)`, `.keyboardShortcut(Shortcuts.export)`: a constant
        // of KeyboardShortcut or of a type of the app's own (named in upper camel case), not a key.
        if call.arguments.count == 1, let member = first.as(MemberAccessExprSyntax.self), item.shortcut == nil,
            member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
        {
            let name = member.declName.baseName.text
            let written = member.trimmedDescription
            item.usesConstant = name
            item.unresolvedReason =
                "the shortcut is the constant '\(written)', and no 'static let \(name) = KeyboardShortcut(…)' is among the files checked"
        }
        record(item, for: call, arm: arm)
        if let menu { recordFrameworkItemsRepeated(by: item, in: menu) }
    }

    /// `condition ? a : b` as swift-syntax leaves it (unfolded): the condition as written and
    /// the two arms; nil for anything else, a nested choice included.
    func ternaryArms(_ expression: ExprSyntax?) -> (condition: String, arms: [ExprSyntax])? {
        guard let sequence = expression?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0,
            index == elements.count - 2, let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self)
        else { return nil }
        let condition = elements[..<index].map(\.trimmedDescription).joined(separator: " ")
        return (condition, [ternary.thenExpression, elements[index + 1]])
    }

    /// `KeyboardShortcut("k", modifiers: […])` on its own, as a value; named when it is a
    /// constant's value (`static let find = KeyboardShortcut(…)`), so its uses can find it.
    func readKeyboardShortcutValue(
        _ call: FunctionCallExprSyntax, title: String? = nil, titleSpan: TextSpan? = nil, outerOfChain: Bool = false
    ) {
        // SwiftUI's is `KeyboardShortcut(_:modifiers:localization:)`: other labels are an app's
        // own type of that name (a list of shortcuts to show, `KeyboardShortcut(name:keys:)`).
        guard let first = call.arguments.first, first.label == nil,
            call.arguments.allSatisfy({ [nil, "modifiers", "localization"].contains($0.label?.text) })
        else { return }
        let key = first.expression
        var item = declaration(
            key: key, modifiers: argument("modifiers", in: call), api: .swiftUI, origin: .swiftUI, at: call,
            title: title, titleSpan: titleSpan)
        item.facts.notLocalized = turnsOffLocalization(call)
        item.facts.outerOfChain = outerOfChain
        // A stored or computed property: `static var find: KeyboardShortcut { .init("f") }`.
        if title == nil { item.definesConstant = propertyName(ofValue: call) }
        record(item, for: call)
    }

    /// `Button(role: .confirm) { … }`, or a button in `ToolbarItem(placement: .confirmationAction)`:
    /// the button that keeps what its form holds.
    private func confirmsForm(_ button: FunctionCallExprSyntax) -> Bool {
        if argument("role", in: button)?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "confirm" { return true }
        var current = button.parent
        // Up to the first toolbar item around it, within the type that makes it.
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self), calledName(call) == "ToolbarItem" {
                return argument("placement", in: call)?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    == "confirmationAction"
            }
            if node.kind == .memberBlock { return false }
            current = node.parent
        }
        return false
    }

    /// `localization: .custom`: the code takes the key's remapping for other layouts on itself.
    private func turnsOffLocalization(_ call: FunctionCallExprSyntax) -> Bool {
        argument("localization", in: call)?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "custom"
    }

    /// Whether the modifier chain holding `call` disables it in some state (`.disabled(x)`, not
    /// `.disabled(false)`), before or after the shortcut.
    func disabledInSomeState(_ call: FunctionCallExprSyntax) -> Bool {
        Self.chainLinks(of: call).contains { link, member in
            member.declName.baseName.text == "disabled"
                && link.arguments.first?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false)
        }
    }

    /// The condition of the chain's one `.disabled(…)` as written, spaces folded; nil when the
    /// chain disables it more than once or by a constant.
    func disablingCondition(_ call: FunctionCallExprSyntax) -> String? {
        let conditions = Self.chainLinks(of: call).filter { $0.member.declName.baseName.text == "disabled" }
            .compactMap { $0.call.arguments.first?.expression }
        guard conditions.count == 1, let condition = conditions.first, !condition.is(BooleanLiteralExprSyntax.self) else {
            return nil
        }
        let written = condition.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        // A computed property of the file it names (`.disabled(disableShortcuts || busy)`) says
        // what it tests one level down: `disableShortcuts || busy (disableShortcuts: isTyping || !isMainWindow)`.
        // (One negated, `!canEdit`, would read its body the wrong way round: it stays as written.)
        let names = condition.tokens(viewMode: .sourceAccurate).filter {
            guard case .identifier = $0.tokenKind, $0.previousToken(viewMode: .sourceAccurate)?.text != "!" else { return false }
            return $0.parent?.is(DeclReferenceExprSyntax.self) == true
        }.map(\.text)
        let expanded = names.prefix(4).compactMap { name in
            computedPropertyBody(named: name, in: call.root).map {
                name + ": " + $0.split(whereSeparator: \.isWhitespace).joined(separator: " ").prefix(200)
            }
        }
        return expanded.isEmpty ? written : written + " (" + expanded.joined(separator: "; ") + ")"
    }

    /// The body of the file's computed property `name` (`var busy: Bool { a || b }`), written
    /// as one expression; nil where the file has none, or several of that name. The file's
    /// properties are read once, on the first question (a view may disable dozens of controls).
    func computedPropertyBody(named name: String, in root: Syntax) -> String? {
        if computedPropertyBodies == nil {
            var bodies: [String: [String]] = [:]
            for token in root.tokens(viewMode: .sourceAccurate) {
                guard case .identifier = token.tokenKind,
                    let binding = token.parent?.parent?.as(PatternBindingSyntax.self),
                    binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.id == token.id,
                    case .getter(let body) = binding.accessorBlock?.accessors, body.count == 1,
                    let expression = body.first?.trimmedDescription
                else { continue }
                bodies[token.text, default: []].append(expression)
            }
            computedPropertyBodies = bodies.compactMapValues { $0.count == 1 ? $0[0] : nil }
        }
        return computedPropertyBodies?[name]
    }

    /// The modifier calls of the chain holding `call` (`Button(…).disabled(x).keyboardShortcut(…)`),
    /// outermost first, each with the member it calls; `call` among them.
    static func chainLinks(of call: FunctionCallExprSyntax) -> [(call: FunctionCallExprSyntax, member: MemberAccessExprSyntax)] {
        var top = call
        while let member = top.parent?.as(MemberAccessExprSyntax.self), let next = member.parent?.as(FunctionCallExprSyntax.self)
        {
            top = next
        }
        var links: [(call: FunctionCallExprSyntax, member: MemberAccessExprSyntax)] = []
        var current: ExprSyntax? = ExprSyntax(top)
        while let link = current?.as(FunctionCallExprSyntax.self),
            let member = link.calledExpression.as(MemberAccessExprSyntax.self)
        {
            links.append((link, member))
            current = member.base
        }
        return links
    }

    /// The offset of the stack content (`HStack { … }`, `VStack`, `ZStack`, `Group`) whose
    /// statement is the modifier chain holding `call`, when nothing in the chain disables it.
    private func stackContent(around call: FunctionCallExprSyntax) -> Int? {
        guard !disabledInSomeState(call) else { return nil }
        var top = Syntax(call)
        while let member = top.parent?.as(MemberAccessExprSyntax.self), let next = member.parent?.as(FunctionCallExprSyntax.self)
        {
            top = Syntax(next)
        }
        guard let statement = top.parent?.as(CodeBlockItemSyntax.self),
            let closure = statement.parent?.parent?.as(ClosureExprSyntax.self),
            let stack = closure.parent?.as(FunctionCallExprSyntax.self), stack.trailingClosure?.id == closure.id,
            let name = calledName(stack), Self.stacks.contains(name)
        else { return nil }
        return closure.position.utf8Offset
    }

    /// An app's own button type (`AlertButton`, `SelectButton`), not SwiftUI's `Button` nor a
    /// function making one (`sidebarButton(…)`).
    static func isOwnButtonType(_ name: String) -> Bool {
        name != "Button" && name.hasSuffix("Button") && name.first?.isUppercase == true
    }

    private static let stacks: Set<String> = ["HStack", "VStack", "ZStack", "Group", "LazyHStack", "LazyVStack"]

    /// The roles (`cancelAction`, `defaultAction`) another `.keyboardShortcut(…)` of the same
    /// modifier chain as `call` gives its button, further in or out.
    private func rolesElsewhereInChain(of call: FunctionCallExprSyntax) -> Set<String> {
        Set(
            Self.chainLinks(of: call).compactMap { link, member in
                guard link.id != call.id, member.base != nil, member.declName.baseName.text == "keyboardShortcut",
                    let role = link.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                    ["cancelAction", "defaultAction"].contains(role)
                else { return nil }
                return role
            })
    }

    /// Whether the modifier chain below a `.keyboardShortcut(…)` holds another one, closer to
    /// the view: `Button("Back") {}.keyboardShortcut("[").keyboardShortcut(.leftArrow)`. The
    /// modifier sets the environment value the button reads (`EnvironmentValues.keyboardShortcut`),
    /// and the innermost value is what the view sees.
    private func hasInnerShortcut(below base: ExprSyntax?) -> Bool {
        var current = base
        while let call = current?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil
        {
            if member.declName.baseName.text == "keyboardShortcut" { return true }
            current = member.base
        }
        return false
    }

    /// The `Button` (or `Toggle`, `Link`, `Menu`) a modifier chain starts from, through
    /// other modifiers: `Button(…).disabled(x).keyboardShortcut(…)`.
    private func buttonCall(_ base: ExprSyntax?) -> FunctionCallExprSyntax? {
        var current = base
        var root: FunctionCallExprSyntax?
        while let call = current?.as(FunctionCallExprSyntax.self) {
            if let name = calledName(call), ["Button", "Toggle", "Link", "Menu"].contains(name) { return call }
            root = call
            current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        // An app's own modifier makes a button of a text (`Text("Refresh").button(action: …)`):
        // the text at the root of the chain is what the button shows; so does an app's own
        // button type (`AlertButton(label: "Clear", role: .reset) { … }`).
        return root.flatMap { call in
            guard let name = calledName(call) else { return nil }
            return ["Text", "Label"].contains(name) || Self.isOwnButtonType(name) ? call : nil
        }
    }

    /// A button's label: `Button("Copy")`, or the first `Text("…")`/`Label("…", …)` in its
    /// label closure, or an app's own button's `label:` or `title:`, else its type's name.
    private func buttonTitle(_ call: FunctionCallExprSyntax) -> (String?, TextSpan?) {
        if let first = call.arguments.first, first.label == nil, let (text, span) = titleString(first.expression) {
            return (text, span)
        }
        // An app's own button type names its title (`AlertButton(label: "Clear")`).
        if calledName(call) != "Button",
            let (text, span) = titleString(argument("label", in: call) ?? argument("title", in: call))
        {
            return (text, span)
        }
        for closure in labelClosures(of: call) {
            if let found = firstLabelText(in: closure) { return found }
        }
        // An app's own button type with no title written names what it does (`CreateSymbolicLinkButton`),
        // unless it is given an image to show (`ToolbarButton(icon: "arrow.uturn.backward")`).
        if let name = calledName(call), Self.isOwnButtonType(name), argument("role", in: call) == nil,
            imageArgument(of: call) == nil
        {
            return (Self.words(ofTypeName: name.dropLast("Button".count)), span(of: call.calledExpression))
        }
        // A title only known when the app runs, on a button whose role is Cancel: it is the Cancel button.
        if let role = argument("role", in: call)?.as(MemberAccessExprSyntax.self), role.declName.baseName.text == "cancel" {
            return ("Cancel", span(of: ExprSyntax(role)))
        }
        return (nil, nil)
    }

    /// The words of an own view type's name at the root of a modifier chain, made with no
    /// arguments (`OpenFileView()` is "Open File"): nil for SwiftUI's views and any view given a title.
    private func commandViewTitle(_ base: ExprSyntax?) -> (String, TextSpan)? {
        var current = base
        while let call = current?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil
        {
            current = member.base
        }
        guard let root = current?.as(FunctionCallExprSyntax.self), root.arguments.isEmpty, root.trailingClosure == nil,
            let name = root.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            name.hasSuffix("View"), name.count > "View".count, name.first?.isUppercase == true
        else { return nil }
        return (Self.words(ofTypeName: name.dropLast("View".count)), span(of: root.calledExpression))
    }

    /// A type's name as words, a space before each capital but the first (`CreateSymbolicLink`
    /// is "Create Symbolic Link").
    static func words(ofTypeName name: Substring) -> String {
        var words = ""
        for character in name {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(character)
        }
        return words
    }

    /// Where a button's label is built: `Button(action:label:)`, `Button { … } label: { … }`,
    /// `Button(action: a) { … }`.
    private func labelClosures(of call: FunctionCallExprSyntax) -> [Syntax] {
        let labelClosure = call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
        return [
            argument("label", in: call).map(Syntax.init), labelClosure.map(Syntax.init),
            labelClosure == nil ? call.trailingClosure.map(Syntax.init) : nil,
        ].compactMap { $0 }
    }

    /// `.accessibilityLabel("Search")` on the button, before or after `.keyboardShortcut(…)`:
    /// what VoiceOver reads for a button that shows only an image, its title in words.
    private func accessibilityLabel(around call: FunctionCallExprSyntax) -> (String, TextSpan)? {
        // `.accessibilityLabel("Search")`, or the older `.accessibility(label: Text("Search"))`.
        func label(_ node: FunctionCallExprSyntax) -> (String, TextSpan)? {
            switch node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
            case "accessibilityLabel": return titleString(node.arguments.first?.expression)
            case "accessibility":
                guard let text = argument("label", in: node)?.as(FunctionCallExprSyntax.self), calledName(text) == "Text"
                else { return nil }
                return titleString(text.arguments.first?.expression)
            default: return nil
            }
        }
        // Down the chain to the button, then up through the modifiers applied after this one.
        var current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self)
        while let node = current {
            if let found = label(node) { return found }
            current = node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self)
        }
        var outer = call.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self)
        while let node = outer {
            if let found = label(node) { return found }
            outer = node.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self)
        }
        return nil
    }

    /// The name of the image a label shows, as words: `Image(systemName: "square.and.arrow.up")`
    /// is "square and arrow up". Marked as derived (``AppShortcut/titleIsImageName``).
    /// The image a button is given to show (`Button("", systemImage: "trash")`, an app's own
    /// `ToolbarButton(icon: …)`: `icon:`, `systemImage:`, `image:`, `systemName:`), as words.
    private func imageArgument(of call: FunctionCallExprSyntax) -> String? {
        let written = ["icon", "systemImage", "image", "systemName"].lazy.compactMap { self.argument($0, in: call) }.first
        guard let written, let (text, _) = string(written), !text.isEmpty else { return nil }
        return text.split(separator: ".").joined(separator: " ")
    }

    private func imageName(in button: FunctionCallExprSyntax) -> String? {
        if let image = imageArgument(of: button) { return image }
        func image(in node: Syntax) -> String? {
            if let call = node.as(FunctionCallExprSyntax.self), calledName(call) == "Image",
                let first = call.arguments.first, first.label == nil || first.label?.text == "systemName",
                let (text, _) = string(first.expression), !text.isEmpty
            {
                return text.split(separator: ".").joined(separator: " ")
            }
            for child in node.children(viewMode: .sourceAccurate) {
                if let found = image(in: child) { return found }
            }
            return nil
        }
        return labelClosures(of: button).lazy.compactMap(image).first
    }

    /// The selector a button's action sends, when it sends one:
    /// `Button("Sidebar") { NSApp.sendAction(#selector(NSSplitViewController.toggleSidebar(_:)), to: nil, from: nil) }`.
    private func buttonAction(_ call: FunctionCallExprSyntax) -> String? {
        actionCode(of: call).flatMap { firstSelector(in: $0) ?? applicationAction(in: $0) }
    }

    /// A button's action: its `action:` argument or the trailing closure that is not its label.
    private func actionCode(of call: FunctionCallExprSyntax) -> Syntax? {
        let labelClosure = call.additionalTrailingClosures.first { $0.label.text == "label" }
        return argument("action", in: call).map(Syntax.init)
            ?? (labelClosure != nil || argument("label", in: call) == nil ? call.trailingClosure.map(Syntax.init) : nil)
    }

    /// The application's own action a button calls (`NSApplication.shared.terminate(nil)` is
    /// `terminate:`, Quit's, whatever the title's language), or the key window's
    /// (`NSApp.keyWindow?.close()` is Close's `performClose:`), or SwiftUI's (`openSettings()`,
    /// its environment's action, is what the Settings item sends), the first such call, depth first.
    private func applicationAction(in node: Syntax) -> String? {
        if let call = node.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "openSettings"
        {
            return "showSettingsWindow"
        }
        if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base?.trimmedDescription
        {
            let name = member.declName.baseName.text
            if Self.applicationActions.contains(name), Self.application.contains(base) { return name }
            // (Optional chaining writes the window as `NSApp.keyWindow?`.)
            let window = base.hasSuffix("?") || base.hasSuffix("!") ? String(base.dropLast()) : base
            if let action = Self.windowActions[name], Self.application.contains(where: { window == $0 + ".keyWindow" }) {
                return action
            }
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = applicationAction(in: child) { return found }
        }
        return nil
    }

    /// `NSApplication`'s methods that are the app menu's commands (Quit, Hide, Hide Others).
    private static let applicationActions: Set<String> = ["terminate", "hide", "hideOtherApplications"]

    /// The ways code names the application object.
    private static let application = ["NSApp", "NSApplication.shared"]

    /// The key window's methods that do what the Window and File menus' commands do (Close,
    /// Minimize), by the action those items send.
    private static let windowActions = [
        "close": "performClose", "performClose": "performClose", "miniaturize": "performMiniaturize",
        "performMiniaturize": "performMiniaturize",
    ]

    /// The first `#selector(…)` in `node`, depth first; the search stops there.
    private func firstSelector(in node: Syntax) -> String? {
        if let macro = node.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector" {
            return selectorName(ExprSyntax(macro))
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = firstSelector(in: child) { return found }
        }
        return nil
    }

    /// The first `Text("…")` or `Label("…", …)` in a label closure, depth first.
    private func firstLabelText(in node: Syntax) -> (String, TextSpan)? {
        if let call = node.as(FunctionCallExprSyntax.self), ["Text", "Label"].contains(calledName(call)),
            let first = call.arguments.first, let found = titleString(first.expression)
        {
            return found
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = firstLabelText(in: child) { return found }
        }
        return nil
    }

    // MARK: UIKit

    /// `UIKeyCommand(input:modifierFlags:action:)` and `UIKeyCommand(title:…input:modifierFlags:…)`,
    /// with `discoverabilityTitle:` or the title as the title.
    func readUIKit(_ call: FunctionCallExprSyntax) {
        guard let input = argument("input", in: call) else { return }
        // The overlay shows the discoverability title, else the title; an empty one is none.
        let title = [argument("discoverabilityTitle", in: call), argument("title", in: call)].lazy.compactMap(titleString)
            .first { !$0.text.isEmpty }
        record(
            declaration(
                key: input, modifiers: argument("modifierFlags", in: call), api: .uiKit, origin: .uiKit, at: call,
                title: title?.text, titleSpan: title?.span, action: selectorName(argument("action", in: call))),
            for: call)
    }

    // MARK: AppKit

    /// `NSMenuItem(title:action:keyEquivalent:)` and `menu.addItem(withTitle:action:keyEquivalent:)`;
    /// an upper-case key equivalent adds Shift, and `keyEquivalentModifierMask` set later
    /// on the same variable is applied by ``finish()``.
    func readAppKit(_ call: FunctionCallExprSyntax) {
        guard let keyExpression = argument("keyEquivalent", in: call) else { return }
        // An app's convenience initializer may take the title unlabeled: `NSMenuItem("Quit", action: …)`.
        let unlabeled = call.arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
        let title = titleString(argument("title", in: call) ?? argument("withTitle", in: call) ?? unlabeled)
        // `action: nil`: the item runs nothing unless the code gives it an action later.
        let noAction = argument("action", in: call)?.is(NilLiteralExprSyntax.self) == true
        if let (text, _) = string(keyExpression), text.isEmpty {
            // No shortcut yet; one set later (`item.keyEquivalent = "l"`) takes this title.
            if let binding = binding(of: call) {
                if let title { titlesOfItemsWithoutKeys[binding] = title }
                if noAction { itemsWithoutAction.insert(binding) }
            }
            return
        }
        var item = declaration(
            key: keyExpression, modifiers: modifierArgument(of: call), api: .appKit, origin: .appKit, at: call,
            title: title?.text, titleSpan: title?.span, action: selectorName(argument("action", in: call)))
        item.context = nil  // menu items are app-wide
        item.facts.noAction = noAction
        let impliesShift = appKitImpliesShift(keyExpression, in: &item)
        record(item, for: call, impliesShift: impliesShift)
    }

    /// AppKit reads an upper-case letter as that letter with Shift: adds it, and says so.
    func appKitImpliesShift(_ keyExpression: ExprSyntax, in item: inout AppShortcut) -> Bool {
        guard let shortcut = item.shortcut, case .value(let resolved) = resolveKey(keyExpression),
            let character = resolved.character, character.isUppercase, shortcut.key.family == .letter
        else { return false }
        item.shortcut = Shortcut(key: shortcut.key, modifiers: shortcut.modifiers.union(.shift))
        return true
    }

    /// A title written as a literal, or localized around one: `NSLocalizedString("Quit", comment: "")`,
    /// `String(localized: "Quit")`, `LocalizedStringKey("Quit")`, `.init("Quit", comment: "")`. The literal is the development
    /// language's title. A choice (`a ? "Hide" : "Show"`) reads as its first title; one that
    /// interpolates reads as its first choice:
    /// `"\(shown ? "Hide" : "Show") Inspector"` is "Hide Inspector"; other interpolations stay as
    /// written (`"Close \(name)"`), so messages show them and no rule takes the title for one word.
    func titleString(_ expression: ExprSyntax?) -> (text: String, span: TextSpan)? {
        if let literal = string(expression) { return literal }
        if let expression, let value = keyStoreValue(expression) { return titleString(value) }
        if let literal = expression?.as(StringLiteralExprSyntax.self) { return interpolatedTitle(literal) }
        // `hidden ? "Show Sidebar" : "Hide Sidebar"`: the first choice.
        if let ternary = expression?.as(SequenceExprSyntax.self)?.elements.lazy.compactMap({
            $0.as(UnresolvedTernaryExprSyntax.self)
        }).first {
            return titleString(ternary.thenExpression)
        }
        guard let call = expression?.as(FunctionCallExprSyntax.self), let first = call.arguments.first else { return nil }
        // (`.init("Delete Card", comment: "…")` where a title goes is the title's own type, a
        // localized string key: its literal.)
        let implicitInit = call.calledExpression.as(MemberAccessExprSyntax.self).map {
            $0.base == nil && $0.declName.baseName.text == "init"
        }
        if ["NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource"].contains(calledName(call))
            || (calledName(call) == "String" && first.label?.text == "localized")
            || (implicitInit == true && first.label == nil)
        {
            return titleString(first.expression)
        }
        // The app's own localizing helper given the title in the development language
        // (`Localization.string(.fileReload, default: "Reload from Disk")`): that title.
        if let given = call.arguments.first(where: { ["default", "defaultValue"].contains($0.label?.text) }),
            let title = string(given.expression)
        {
            return title
        }
        // The app's own localizing helper handed a key into its strings (`tr("ui.tab.system")`,
        // `L10n.string("menu.file.open")`): the key names the command, as a title written as a key does.
        guard call.arguments.count == 1, first.label == nil, let key = string(first.expression),
            CommandTitle.isLocalizationKey(key.text)
        else { return nil }
        return key
    }

    private func interpolatedTitle(_ literal: StringLiteralExprSyntax) -> (text: String, span: TextSpan)? {
        var text = ""
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                text += plain.content.text
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self),
                let only = interpolation.expressions.first?.expression
            {
                // The parser leaves `a ? b : c` unfolded: a sequence holding the `? b :` part.
                let ternary = only.as(SequenceExprSyntax.self)?.elements.lazy.compactMap {
                    $0.as(UnresolvedTernaryExprSyntax.self)
                }.first
                let choice = ternary.flatMap { string($0.thenExpression)?.text }
                text += choice ?? string(only)?.text ?? interpolation.trimmedDescription
            }
        }
        // Nothing but interpolations is no title at all.
        guard text.contains(where: \.isLetter) else { return nil }
        var span = span(of: literal.segments)
        span.isVerbatim = false
        return (text, span)
    }

    /// The modifiers an app's own convenience API passes beside the key:
    /// `NSMenuItem(title:action:keyEquivalent:modifiers:)` or a `keyEquivalentModifierMask:`
    /// argument, or `menu.addItem(item, withKeyModifier: …)` around the item. Apps write such
    /// helpers often; reading the item as Command alone would report the wrong shortcut.
    private func modifierArgument(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        func modifiers(in call: FunctionCallExprSyntax) -> ExprSyntax? {
            call.arguments.first { argument in
                guard let label = argument.label?.text.lowercased() else { return false }
                return label.contains("modifier") || label == "mask"
            }?.expression
        }
        if let own = modifiers(in: call) { return own }
        guard let outer = call.callTakingItAsArgument,
            outer.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "addItem"
        else { return nil }
        return modifiers(in: outer)
    }

    // MARK: Building a declaration

    func declaration(
        key keyExpression: ExprSyntax, modifiers modifiersExpression: ExprSyntax?, api: SwiftSpelling.API,
        origin: Framework, at call: some SyntaxProtocol, title: String?, titleSpan: TextSpan?,
        action: String? = nil
    ) -> AppShortcut {
        let keySpan = span(of: keyExpression)
        var spelling = SwiftSpelling(
            api: api, key: keySpan, modifiers: modifiersExpression.map { span(of: $0) },
            modifiersInsertion: location(of: keyExpression.endPositionBeforeTrailingTrivia))
        var declaration = AppShortcut(
            shortcut: nil, title: title, titleSpan: titleSpan, context: context(of: call), span: keySpan, origin: origin,
            spelling: .swift(spelling))
        declaration.action = action
        // `.defaultAction` and `.cancelAction` are whole shortcuts: Return and Esc, bare.
        if let member = keyExpression.as(MemberAccessExprSyntax.self),
            ["defaultAction", "cancelAction"].contains(member.declName.baseName.text)
        {
            let key: Key = member.declName.baseName.text == "defaultAction" ? .return : .escape
            spelling.key = nil
            declaration.spelling = .swift(spelling)
            declaration.shortcut = Shortcut(key: key)
            return declaration
        }
        if let (text, _) = string(keyExpression),
            text.count != 1 || text.unicodeScalars.contains("\0") || KeyNames.key(shownBy: text) != nil
        {
            declaration.malformedKey = text
        }
        let modifiers: Resolved<ModifierSet> = modifiersExpression.map(resolveModifiers) ?? .value(spelling.defaultModifiers)
        switch (resolveKey(keyExpression), modifiers) {
        case (.unresolved(let reason), _), (_, .unresolved(let reason)):
            declaration.unresolvedReason = reason
        case (.value(let key), .value(var set)):
            // Whether the code itself writes Shift, before the framework's reading adds one.
            let writesShift = set.contains(.shift)
            if let character = key.character, character.isUppercase, key.key.family == .letter {
                declaration.facts.upperCaseLetter = String(character)
                // SwiftUI documents `KeyEquivalent("A")` as Shift-Command-A, as AppKit does (see
                // readAppKit). UIKit matches a letter whatever its case (Apple's Mac Catalyst sample
                // has "N" on Command and on Shift-Command): no Shift. Docs/KeyCase.md has the evidence.
                if api == .swiftUI { set.insert(.shift) }
            }
            declaration.shortcut = Shortcut(reading: key.key, spelling: key.spelling, modifiers: set)
            // `.keyboardShortcut(.escape)`: SwiftUI's default Command, which the code does not show.
            declaration.facts.implicitCommand = api == .swiftUI && modifiersExpression == nil && set == .command
            declaration.writesShiftWithUpperCharacter =
                (key.spelling == .upper || declaration.facts.upperCaseLetter != nil) && writesShift
        }
        return declaration
    }
}

extension ShortcutVisitor {
    /// The File menu commands a SwiftUI `DocumentGroup` gives the app, as implied declarations
    /// at the call: the app never writes them, but its own variants are read beside them.
    static let documentGroupCommands: [(title: String, shortcut: Shortcut)] = [
        ("New", Shortcut(key: .n, modifiers: .command)), ("Open…", Shortcut(key: .o, modifiers: .command)),
        ("Close", Shortcut(key: .w, modifiers: .command)), ("Save", Shortcut(key: .s, modifiers: .command)),
        ("Duplicate", Shortcut(key: .s, modifiers: [.shift, .command])),
    ]

    func readDocumentGroup(_ call: FunctionCallExprSyntax) {
        for command in Self.documentGroupCommands { recordImplied(command, by: "DocumentGroup", at: call) }
    }

    /// The Mac menus SwiftUI's optional text command groups give an app that asks for them
    /// (`.commands { TextEditingCommands() }`): AppKit's Find and Spelling items for
    /// `TextEditingCommands`, its Font and Text items for `TextFormattingCommands`, each on
    /// AppKit's own shortcut (Docs/Linting.md).
    static let textCommands: [String: [(title: String, shortcut: Shortcut)]] = [
        "TextEditingCommands": [
            ("Find…", "⌘F"), ("Find and Replace…", "⌥⌘F"), ("Find Next", "⌘G"), ("Find Previous", "⇧⌘G"),
            ("Use Selection for Find", "⌘E"), ("Jump to Selection", "⌘J"), ("Show Spelling and Grammar", "⌘:"),
            ("Check Document Now", "⌘;"),
        ].map { ($0.0, ShortcutVisitor.shortcut($0.1)) },
        "TextFormattingCommands": [
            ("Show Fonts", "⌘T"), ("Bold", "⌘B"), ("Italic", "⌘I"), ("Underline", "⌘U"), ("Bigger", "⌘+"),
            ("Smaller", "⌘-"), ("Show Colors", "⇧⌘C"), ("Copy Style", "⌥⌘C"), ("Paste Style", "⌥⌘V"),
            ("Align Left", "⌘{"), ("Center", "⌘|"), ("Align Right", "⌘}"), ("Copy Ruler", "⌃⌘C"),
            ("Paste Ruler", "⌃⌘V"),
        ].map { ($0.0, ShortcutVisitor.shortcut($0.1)) },
    ]

    static func shortcut(_ text: String) -> Shortcut {
        guard let shortcut = ShortcutParser.parse(text).shortcut else { preconditionFailure("unparsable \(text)") }
        return shortcut
    }

    /// `TextEditingCommands()` or `TextFormattingCommands()`, passed to a scene's `.commands`.
    func readTextCommands(_ call: FunctionCallExprSyntax, named name: String) {
        for command in Self.textCommands[name] ?? [] { recordImplied(command, by: name, at: call) }
    }

    /// A SwiftUI `WindowGroup` gives a Mac app File ▸ New Window on Command-N, unless the scene's
    /// commands are removed (`.commandsRemoved()`) or the app replaces the New item group
    /// (`CommandGroup(replacing: .newItem)`, in any file: ``FileShortcuts``).
    func readWindowGroup(_ call: FunctionCallExprSyntax) {
        var outer = Syntax(call)
        while let member = outer.parent?.as(MemberAccessExprSyntax.self),
            let modifier = member.parent?.as(FunctionCallExprSyntax.self)
        {
            if member.declName.baseName.text == "commandsRemoved" { return }
            outer = Syntax(modifier)
        }
        recordImplied(("New Window", Shortcut(key: .n, modifiers: .command)), by: "WindowGroup", at: call)
    }

    private func recordImplied(
        _ command: (title: String, shortcut: Shortcut), by framework: String, at call: FunctionCallExprSyntax
    ) {
        var implied = AppShortcut(
            shortcut: command.shortcut, title: command.title, span: span(of: call.calledExpression), origin: .swiftUI,
            spelling: .text(.words))  // never rewritten: no rule reports an implied command
        implied.facts.impliedBy = framework
        record(implied, for: call)
    }

    /// UIKit's `builder.remove(menu: .file)` (or `.newScene`, or `replace(menu:with:)`): the
    /// File menu's New Window, which the scenes give, is gone with the menu holding it, as
    /// `CommandGroup(replacing: .newItem)` takes it away in SwiftUI.
    func readMenuBuilderRemoval(_ call: FunctionCallExprSyntax) -> Bool {
        guard let first = call.arguments.first, first.label?.text == "menu",
            let menu = first.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            ["file", "newScene"].contains(menu)
        else { return false }
        replacedGroups.insert("newItem")
        return true
    }

    /// `CommandGroup(replacing: .newItem) { … }`: the app's own New commands, or none, in place
    /// of those the scenes give.
    func readCommandGroupReplacement(_ call: FunctionCallExprSyntax) {
        guard let replaced = argument("replacing", in: call)?.as(MemberAccessExprSyntax.self) else { return }
        replacedGroups.insert(replaced.declName.baseName.text)
    }

    /// Whether the menu-bar extra holding `node` makes a SwiftUI field or editor in its content.
    private func menuBarExtraHoldsTextInput(around node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let call = parent.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == Presentation.menuBarExtra.rawValue
            {
                return ByteSearch.containsAny(
                    Array(call.trimmedDescription.utf8), of: Self.swiftUITextInputs.map { Array(($0 + "(").utf8) })
            }
            current = parent.parent
        }
        return false
    }
}
