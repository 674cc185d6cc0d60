import HIGLint
import HIGModel
import SwiftSyntax

/// Calls of an app's own shortcut helpers. Real apps often wrap `NSMenuItem` or
/// `UIKeyCommand` in a function of their own and call it with literal keys:
/// `item("Sign Out", action: nil, key: "q", modifiers: [.command, .shift])`,
/// `makeCommand(title: "Find", input: UIKeyCommand.inputUpArrow, modifiers: .command)`, or
/// without labels, `item("Clear", #selector(clear), "k")`. Only the wrapped call is seen
/// otherwise, with a key it cannot know.
extension ShortcutVisitor {
    /// What each argument of a helper call is, by its label at the call or, for unlabeled
    /// arguments, by the name the helper's declaration in this file gives the parameter.
    struct HelperArguments {
        var keyLabel: String
        var key: ExprSyntax
        var modifiers: ExprSyntax?
        var title: ExprSyntax?
        var action: String?
    }

    /// A candidate while the file is read: a known key under a key's label with something
    /// that makes it a shortcut rather than a dictionary key (modifiers beside it, an action),
    /// or unlabeled arguments with a one-character string, which the helper's declaration
    /// (perhaps further down the file) must confirm.
    func isAppHelperCall(_ call: FunctionCallExprSyntax) -> Bool {
        if let key = labeledKey(call) {
            guard isKnownKey(key.expression) else { return false }
            // Else a one-character key the helper's declaration must confirm (`awaitsHelperDeclaration`).
            return !awaitsHelperDeclaration(call)
                || (key.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue?.count == 1
                    && helperName(call) != nil)
        }
        // Every call is asked: the literal's value alone, without locating it (`string` does).
        return call.arguments.contains {
            $0.label == nil && $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue?.count == 1
        } && helperName(call) != nil
    }

    /// A call passing its key under a key's label with nothing else that makes it a shortcut
    /// (`myMenuItem("Relaunch", url: "Relaunch:", key: "`", newItem: &item)`): one only where this
    /// file declares the helper and its body hands the key to a framework's API, which
    /// ``finish()`` settles (`key:` also names dictionaries' and stores' keys).
    func awaitsHelperDeclaration(_ call: FunctionCallExprSyntax) -> Bool {
        guard labeledKey(call) != nil else { return false }
        let labels = call.arguments.compactMap { $0.label?.text.lowercased() }
        return !labels.contains { Self.isModifierLabel($0) || $0 == "action" }
    }

    /// The declaration a helper call makes; nil for an empty key (no shortcut) or a call
    /// that turns out not to pass a key.
    func readAppHelper(_ call: FunctionCallExprSyntax) -> Found? {
        let name = helperName(call)
        let helper = name.flatMap { helperDeclarations[$0] }
        guard let arguments = helperArguments(call, helper: helper) else { return nil }
        if let (text, _) = string(arguments.key), text.isEmpty { return nil }
        let isUIKit = arguments.keyLabel == "input"
        // Without modifiers at the call, the helper's default applies, if this file declares it.
        let defaulted = helper?.signature.parameterClause.parameters.first { Self.isModifierLabel(Self.name(of: $0)) }?
            .defaultValue?.value
        let title = titleString(arguments.title)
        var declaration = declaration(
            key: arguments.key, modifiers: arguments.modifiers ?? defaulted, api: isUIKit ? .uiKit : .appKit,
            origin: isUIKit ? .uiKit : .appKit, at: call, title: title?.text, titleSpan: title?.span,
            action: arguments.action)
        declaration.callsHelper = name
        // The app's own helper reads its key its own way ("tab", "escape" in an app's shortcut
        // map): a word that names a key is that key; any other is the helper's to read, never a
        // malformed key equivalent, which only a framework's one-character key can be.
        if let text = declaration.malformedKey, case .swift(let spelling) = declaration.spelling {
            declaration.malformedKey = nil
            let modifiers = (arguments.modifiers ?? defaulted).map(resolveModifiers) ?? .value(spelling.defaultModifiers)
            if let key = Self.namedKey(text), case .value(let set) = modifiers {
                declaration.shortcut = Shortcut(key: key, modifiers: set)
                declaration.unresolvedReason = nil
            } else {
                declaration.shortcut = nil
                declaration.unresolvedReason =
                    "the key '\(text.clipped())' is one the app's own '\(name ?? "helper")(…)' reads, and hig-gen knows no key by that name"
            }
        }
        var impliesShift = false
        if !isUIKit { impliesShift = appKitImpliesShift(arguments.key, in: &declaration) }
        if arguments.modifiers == nil {
            declaration.spelling = .interfaceBuilder  // the modifiers are not at the call: no fix-it
            if defaulted == nil, declaration.unresolvedReason == nil, !isUIKit, let helper, Self.keepsAppKitsMask(helper) {
                // The helper hands its key to AppKit with AppKit's own mask (Command), as read.
            } else if defaulted == nil, declaration.unresolvedReason == nil, let shown = declaration.shortcut {
                // The helper's file may declare the default (AppHelpers joins them).
                declaration.awaitsHelperModifiers = Shortcut(
                    key: shown.key, modifiers: shown.modifiers.intersection(impliesShift ? .shift : []),
                    keySpelling: shown.keySpelling)
                declaration.shortcut = nil
                declaration.unresolvedReason =
                    "the modifiers are the default of '\(name ?? "the helper")(…)', and no declaration of it among the files checked gives one"
            }
        }
        // A helper this file declares as returning a menu item makes an app-wide command.
        if helper?.signature.returnClause?.type.trimmedDescription.contains("MenuItem") == true {
            declaration.context = nil
        }
        // Handed the menu it adds its item to, made just before with a title (`let menu =
        // NSMenu(title: "Help")`, then `add(menu, "Keyboard Shortcuts…", …)`): that menu's item.
        if !isUIKit, declaration.menuPath.isEmpty, let title = titleOfMenu(handedTo: call) { declaration.menuPath = [title] }
        declaration.ignoredRules.formUnion(ignores.ignored(atLine: declaration.span.location.line ?? 0))
        placeInBranches(&declaration, at: call)
        return Found(
            declaration: declaration, binding: binding(of: call), position: call.position, impliesShift: impliesShift,
            menu: isUIKit ? nil : menuVariable(addingItem: call))
    }

    private func helperArguments(_ call: FunctionCallExprSyntax, helper: HelperDeclaration?) -> HelperArguments? {
        if let key = labeledKey(call) {
            let modifiers = call.arguments.first { $0.label.map { Self.isModifierLabel($0.text.lowercased()) } ?? false }
            // `title:`, else another label naming a title (`discoverabilityTitle:`), else the unlabeled one.
            let title =
                call.arguments.first { $0.label?.text == "title" }
                ?? call.arguments.first { $0.label?.text.lowercased().contains("title") ?? false }
                ?? call.arguments.first { $0.label == nil }
            return HelperArguments(
                keyLabel: key.label, key: key.expression, modifiers: modifiers?.expression, title: title?.expression,
                action: helperAction(call))
        }
        // Unlabeled: line the arguments up with the declaration's parameters, skipping
        // defaulted parameters the call leaves out.
        guard let parameters = helper?.signature.parameterClause.parameters else { return nil }
        var found = HelperArguments?.none
        var modifiers: ExprSyntax?
        var title: ExprSyntax?
        var remaining = call.arguments[...]
        for parameter in parameters {
            guard let argument = remaining.first else { break }
            let external = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            guard argument.label?.text == external else {
                if parameter.defaultValue != nil { continue }
                return nil
            }
            remaining = remaining.dropFirst()
            let name = Self.name(of: parameter)
            if Self.keyLabels.contains(name) {
                found = HelperArguments(keyLabel: name == "input" ? "input" : "keyEquivalent", key: argument.expression)
            } else if Self.isModifierLabel(name) {
                modifiers = argument.expression
            } else if name.lowercased().contains("title") {
                title = argument.expression
            }
        }
        guard var arguments = found, isKnownKey(arguments.key) else { return nil }
        arguments.modifiers = modifiers
        arguments.title = title
        arguments.action = helperAction(call)
        return arguments
    }

    /// A key hig-gen can read where it is written: a literal, or a named key such as
    /// `UIKeyCommand.inputUpArrow` or `.upArrow` (a variable is the helper's own business).
    private func isKnownKey(_ expression: ExprSyntax) -> Bool {
        if expression.is(StringLiteralExprSyntax.self) { return true }
        if case .value = resolveKey(expression) { return true }
        return false
    }

    static let keyLabels: Set<String> = ["key", "keyEquivalent", "input"]

    /// A key named by a word, as apps' own shortcut types name them: SwiftUI's and UIKit's
    /// constant names (`tab`, `escape`, `upArrow`), and an arrow by its direction (`left`).
    private static func namedKey(_ word: String) -> Key? {
        KeyNames.key(forConstant: word) ?? KeyNames.key(forConstant: word.lowercased())
            ?? KeyNames.key(forConstant: word.lowercased() + "Arrow")
    }

    private static func isModifierLabel(_ label: String) -> Bool {
        let label = label.lowercased()
        return label.contains("modifier") || label == "mask" || label == "mods" || label == "flags"
    }

    /// A parameter's name as the helper's body knows it (`_ key: String` is "key").
    private static func name(of parameter: FunctionParameterSyntax) -> String {
        let name = parameter.secondName?.text ?? parameter.firstName.text
        return name == "_" ? parameter.firstName.text : name
    }

    private func labeledKey(_ call: FunctionCallExprSyntax) -> (label: String, expression: ExprSyntax)? {
        for label in ["key", "keyEquivalent", "input"] {
            if let expression = argument(label, in: call) { return (label, expression) }
        }
        return nil
    }

    func helperName(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// Whether a helper this file declares takes no modifiers and makes its menu item with
    /// AppKit's default mask (`NSMenuItem(title:action:keyEquivalent:)`, Command), never setting
    /// another: its callers' keys are on Command, as AppKit reads a key equivalent alone.
    static func keepsAppKitsMask(_ helper: HelperDeclaration) -> Bool {
        guard !helper.signature.parameterClause.parameters.contains(where: { isModifierLabel(name(of: $0)) }),
            let body = helper.body?.description
        else { return false }
        return (body.contains("NSMenuItem(") || body.contains("addItem(withTitle")) && !body.contains("ModifierMask")
    }

    /// The modifiers each helper this file declares defaults to (`modifierFlags:
    /// UIKeyModifierFlags = .command`), for its calls in other files.
    func helperDefaults() -> [String: ModifierSet] {
        var defaults: [String: ModifierSet] = [:]
        for (name, helper) in helperDeclarations {
            let parameters = helper.signature.parameterClause.parameters
            guard parameters.contains(where: { Self.keyLabels.contains(Self.name(of: $0)) }),
                let value = parameters.first(where: { Self.isModifierLabel(Self.name(of: $0)) })?.defaultValue?.value,
                case .value(let modifiers) = resolveModifiers(value)
            else { continue }
            defaults[name] = modifiers
        }
        return defaults
    }

    /// The helper this file declares whose body holds `position` and takes a key parameter.
    func helperTakingKey(around position: AbsolutePosition) -> String? {
        helperDeclarations.first { _, helper in
            helper.range.contains(position)
                && helper.signature.parameterClause.parameters.contains {
                    Self.keyLabels.contains(Self.name(of: $0)) || Self.keyLabels.contains($0.firstName.text)
                }
        }?.key
    }
}
