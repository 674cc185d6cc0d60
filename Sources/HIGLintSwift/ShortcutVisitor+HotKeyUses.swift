import HIGLint
import SwiftSyntax

/// What the code does with a hot key's name (sindresorhus/KeyboardShortcuts): registers it
/// (`KeyboardShortcuts.onKeyUp(for: .togglePanel)`), turns it off (`disable(.togglePanel)`) or
/// only reads it (`KeyboardShortcuts.Recorder(for: .togglePanel)`). ``HotKeyRegistrations``
/// decides from these, across files, whether a name is a system-wide key.
extension ShortcutVisitor {
    private static let registering: Set<String> = ["onKeyUp", "onKeyDown", "events", "onGlobalKeyboardShortcut"]
    private static let reading: Set<String> = [
        "getShortcut", "setShortcut", "reset", "isEnabled", "Recorder", "RecorderCocoa",
    ]
    /// Every call named below but MASShortcutBinder's, which its `withDefaultsKey:` shows, and
    /// MASShortcut's `registerDefaultShortcuts`, `bindShortcut` and `breakBinding`.
    private static let named = registering.union(reading).union([
        "HotKey", "disable", "enable", "registerDefaultShortcuts", "bindShortcut", "breakBinding", "tapCreate",
    ])

    /// Records `call` if it registers, disables or reads a hot key's name, or makes a value of the
    /// app's own type holding one.
    func readHotKeyUse(_ call: FunctionCallExprSyntax) {
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        guard let method = member?.declName.baseName.text ?? calledName(call) else { return }
        if member == nil, method.first?.isUppercase == true { readHeldHotKeyNames(call, type: method) }
        // Most calls are none of these: the base's text, which the tree rebuilds, is made
        // only for those that may be (a tenth of `check`'s time on whole apps when made for all).
        guard Self.named.contains(method) || argument("withDefaultsKey", in: call) != nil else { return }
        let base = member?.base?.trimmedDescription ?? ""
        let onLibrary = base == "KeyboardShortcuts"
        // A Quartz event tap on key presses (`CGEvent.tapCreate(tap: .cgSessionEventTap, …)`) sees,
        // and may swallow, every app's keys: the app's hot keys it matches there are registered by
        // value, as with Carbon. (A global `NSEvent` monitor only watches: it takes no key.)
        if method == "tapCreate", base.hasSuffix("CGEvent"), tapsKeyPresses(call) {
            hotKeyUses.append(HotKeyRegistrations.Use(name: nil, kind: .registers, context: context(of: call)))
            return
        }
        // soffes/HotKey and Magnet register a `HotKey` made from a combination held elsewhere
        // (`HotKey(identifier: id, keyCombo: combo, …)`): some hot key, by a value.
        if method == "HotKey", let combo = argument("keyCombo", in: call), !combo.is(FunctionCallExprSyntax.self) {
            hotKeyUses.append(HotKeyRegistrations.Use(name: nil, kind: .registers, context: context(of: call)))
            return
        }
        // `registerDefaultShortcuts([prefsKey: Summoner.defaultShortcut])`: a property's MASShortcut
        // is the default of that defaults key.
        if method == "registerDefaultShortcuts", let dictionary = call.arguments.first?.expression.as(DictionaryExprSyntax.self),
            case .elements(let elements) = dictionary.content
        {
            for element in elements where !element.value.is(FunctionCallExprSyntax.self) {
                if let property = defaultsKey(element.value), let key = defaultsKey(element.key) {
                    masDefaultsOfProperty[property] = key
                }
            }
            return
        }
        // MASShortcut binds a defaults key: `MASShortcutBinder.shared().bindShortcut(withDefaultsKey: key, …)`,
        // also through a variable holding the binder (the label is MASShortcut's alone).
        if base.hasPrefix("MASShortcutBinder") || ["bindShortcut", "breakBinding"].contains(method),
            let key = argument("withDefaultsKey", in: call)
        {
            let kind: HotKeyRegistrations.Use.Kind? =
                method == "bindShortcut" ? .registers : method == "breakBinding" ? .disables : nil
            if let kind {
                hotKeyUses.append(HotKeyRegistrations.Use(name: defaultsKey(key), kind: kind, context: context(of: call)))
            }
            return
        }
        let kind: HotKeyRegistrations.Use.Kind
        switch method {
        // `.onGlobalKeyboardShortcut(.togglePanel) { … }` is a view modifier, on any view.
        case "onGlobalKeyboardShortcut": kind = .registers
        case _ where Self.registering.contains(method) && onLibrary: kind = .registers
        case "disable" where onLibrary: kind = .disables
        case "enable" where onLibrary: kind = .enables
        case "Recorder", "RecorderCocoa": kind = .reads
        case _ where Self.reading.contains(method) && onLibrary: kind = .reads
        default: return
        }
        // The name is under `for:` or `name:` where the call has one (`events(.keyUp, for: .x)`),
        // else unlabeled (`disable(.a, .b)`); a title or a handler is no name.
        let labeled = call.arguments.filter { ["for", "name"].contains($0.label?.text) }
        let names = (labeled.isEmpty ? call.arguments.filter { $0.label == nil } : labeled).map(\.expression)
            .filter { !$0.is(StringLiteralExprSyntax.self) && !$0.is(ClosureExprSyntax.self) }
        let place = context(of: call)
        let conditional = kind == .registers && !Self.conditionsBesidePreviews(of: call).isEmpty
        for expression in names {
            for name in Self.hotKeyNames(in: listedNames(expression) ?? expression) {
                // A name read from a value of the app's own type (`onKeyUp(for: hotkey.shortcutName)`
                // in a function taking `hotkey: HotkeyAction`): that type's property, registered.
                let held = name == nil && kind == .registers ? expression.as(MemberAccessExprSyntax.self) : nil
                hotKeyUses.append(
                    HotKeyRegistrations.Use(
                        name: name, kind: kind, context: place,
                        valueType: held.flatMap { heldType(of: ExprSyntax($0), around: call) },
                        property: held?.declName.baseName.text, underCondition: conditional))
            }
        }
    }

    /// `HotkeyAction(shortcutName: .rewind2, …)`: a hot key's name made into a value of the app's
    /// own type, under a label naming a shortcut, a hot key or a name (the property it is stored in).
    private func readHeldHotKeyNames(_ call: FunctionCallExprSyntax, type: String) {
        for argument in call.arguments {
            guard let label = argument.label?.text.lowercased(),
                label == "name" || label.contains("shortcut") || label.contains("hotkey"),
                let reference = argument.expression.as(MemberAccessExprSyntax.self),
                reference.base.map({ $0.trimmedDescription.hasSuffix("Name") }) ?? true
            else { continue }
            hotKeyUses.append(
                HotKeyRegistrations.Use(
                    name: reference.declName.baseName.text, kind: .holds, context: context(of: call), valueType: type,
                    property: argument.label?.text))
        }
    }

    /// The list of names a variable stands for, where this file writes it: a property holding an
    /// array of names (`disable(popoverShortcuts)` beside `static let popoverShortcuts:
    /// [KeyboardShortcuts.Name] = [.accept, .dismiss]`), or a loop's variable over one (`for
    /// shortcut in popoverShortcuts { disable(shortcut) }`). Nil for anything else.
    private func listedNames(_ expression: ExprSyntax) -> ExprSyntax? {
        var list = expression
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            var current = expression.parent
            while let node = current, !node.is(FunctionDeclSyntax.self), !node.is(MemberBlockSyntax.self) {
                if let loop = node.as(ForStmtSyntax.self), loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                {
                    list = loop.sequence
                    break
                }
                current = node.parent
            }
        }
        if list.is(ArrayExprSyntax.self) { return list }
        // A property named bare, or as a type's (`Self.popoverShortcuts`, `KeyboardShortcuts.Name.all`).
        guard
            let name = list.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? list.as(MemberAccessExprSyntax.self).flatMap({ $0.base == nil ? nil : $0.declName.baseName.text }),
            let value = Self.property(named: name, around: Syntax(list))?.initializer?.value
        else { return nil }
        return value.is(ArrayExprSyntax.self) ? value : nil
    }

    /// `.togglePanel`, `KeyboardShortcuts.Name.togglePanel`, `[.a, .b]`: the names; a variable
    /// or anything else is one name only known when the app runs (nil).
    private static func hotKeyNames(in expression: ExprSyntax) -> [String?] {
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.flatMap { hotKeyNames(in: $0.expression) } }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base.map({ $0.trimmedDescription.hasSuffix("Name") }) ?? true
        {
            return [member.declName.baseName.text]
        }
        // `.init(…)` and other calls are shortcuts, not names (`setShortcut(.init(.k), for: .x)`).
        if expression.is(FunctionCallExprSyntax.self) { return [] }
        return [nil]
    }

    /// A MASShortcut defaults key as written: `"GlobalShortcut"` or the constant `kGlobalShortcut`,
    /// or an enum's case (`ShortcutKey.songRatingUp.rawValue` is the case's).
    func defaultsKey(_ expression: ExprSyntax) -> String? {
        var expression = expression
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue",
            let base = member.base
        {
            expression = base
        }
        return string(expression)?.text ?? expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The constant a hot key's `KeyboardShortcuts.Name(…, default: …)` is declared as.
    func hotKeyConstant(ofDefault call: FunctionCallExprSyntax) -> String? {
        guard let argument = call.parent?.as(LabeledExprSyntax.self), argument.label?.text == "default",
            let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let pattern = outer.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)
        else { return nil }
        return pattern.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// Whether an event tap's events of interest are key presses: `keyDown` in the mask, or a
    /// mask held in a value where the file names `keyDown` (a media-key tap names other events).
    private func tapsKeyPresses(_ call: FunctionCallExprSyntax) -> Bool {
        let text = argument("eventsOfInterest", in: call)?.trimmedDescription ?? ""
        if text.contains("keyDown") { return true }
        guard !["mouse", "Mouse", "flagsChanged", "systemDefined"].contains(where: text.contains) else { return false }
        // Asked of the rare tap only: the file's text is rebuilt from its tree.
        return call.root.description.contains("keyDown")
    }
}
