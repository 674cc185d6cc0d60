import HIGLint
import HIGModel
import SwiftSyntax

extension ShortcutVisitor {
    /// A global hot key: `HotKey(key: .k, modifiers: […])` and `KeyCombo(key:modifiers:)`
    /// (soffes/HotKey), `KeyboardShortcuts.Shortcut(.k, modifiers: […])` or `.init(.k, …)` as a
    /// `KeyboardShortcuts.Name`'s `default:` (sindresorhus/KeyboardShortcuts), and
    /// `MASShortcut(keyCode: kVK_ANSI_K, modifierFlags: […])`, and Carbon codes given to them
    /// (`.init(carbonKeyCode: kVK_ANSI_3, carbonModifiers: cmdKey | shiftKey)`), and Carbon's own
    /// `RegisterEventHotKey(UInt32(kVK_Space), UInt32(optionKey), id, target, 0, &ref)`. Each
    /// names a key by its place.
    ///
    /// Returns whether the call was one; a call of another API with a similar shape is left alone.
    @discardableResult
    func readHotKey(_ call: FunctionCallExprSyntax) -> Bool {
        let name = calledName(call)
        // A hot key of a mouse button (`Hotkey(keyCode: 0, modifiers: [], mouseButton: 2)`) names
        // no key: its key code is a placeholder.
        if let button = argument("mouseButton", in: call), !button.is(NilLiteralExprSyntax.self), keyCodeArgument(in: call) != nil
        {
            return true
        }
        let keyExpression: ExprSyntax?
        switch name {
        // Carbon's key code and modifier mask, which HotKey and KeyboardShortcuts also take, and
        // an app's own type holding the two (`HotKey(keyCode: UInt32(kVK_ANSI_F), carbonModifiers: …)`).
        case _ where argument("carbonKeyCode", in: call) != nil: keyExpression = argument("carbonKeyCode", in: call)
        case _ where namesCarbonKeyCode(call) || registersKeyCode(call):
            keyExpression = keyCodeArgument(in: call).map { heldValue($0) ?? $0 }
        // soffes/HotKey's and Magnet's initializers take the key first: another order is a type
        // of the app's own of that name (a catalog's `KeyCombo(modifiers:key:)`), no hot key.
        case "HotKey", "KeyCombo":
            // Magnet's `KeyCombo(QWERTYKeyCode: kVK_ANSI_V, cocoaModifiers: […])` names the key by its code.
            let first = call.arguments.first?.label?.text
            guard first == "key" || (name == "KeyCombo" && first == "QWERTYKeyCode") else { return false }
            keyExpression = argument("key", in: call) ?? argument("QWERTYKeyCode", in: call)
        case "MASShortcut": keyExpression = argument("keyCode", in: call)
        case "RegisterEventHotKey": return readCarbonRegistration(call)
        case "Shortcut", nil:
            // `KeyboardShortcuts.Shortcut(.k, modifiers:)`, or `.init(.k, …)` where a hot key is
            // expected: only a key the libraries name makes it one.
            guard let first = call.arguments.first, first.label == nil,
                case .value = hotKeyPlace(first.expression)
            else { return false }
            keyExpression = first.expression
        default: return false
        }
        guard let keyExpression else { return false }
        let modifiersExpression =
            (argument("modifiers", in: call) ?? argument("modifierFlags", in: call) ?? argument("carbonModifiers", in: call)
            // Magnet's KeyCombo(key:cocoaModifiers:) takes AppKit's modifier flags.
            ?? argument("cocoaModifiers", in: call)).map { heldValue($0) ?? $0 }
        // Or one flag for each modifier (`HotKey(keyCode: UInt32(kVK_Space), option: true)`).
        let flags = modifiersExpression == nil ? modifierFlags(in: call) : nil
        // A key the enclosing function is handed is its callers': each registers what it writes.
        if case .unresolved = hotKeyPlace(keyExpression),
            recordHotKeys(
                ofCallersOf: call, key: keyExpression, modifiers: modifiersExpression,
                namesKey: {
                    if case .value = hotKeyPlace($0) { return true }
                    return false
                },
                hotKey: { hotKey(made: call, named: name, key: $0, modifiers: $1, flags: flags) })
        {
            return true
        }
        record(hotKey(made: call, named: name, key: keyExpression, modifiers: modifiersExpression, flags: flags), for: call)
        return true
    }

    /// The global hot key `call` makes with `key` and `modifiers` (or one flag for each modifier).
    private func hotKey(
        made call: FunctionCallExprSyntax, named name: String?, key keyExpression: ExprSyntax,
        modifiers modifiersExpression: ExprSyntax?,
        flags: ModifierSet?
    ) -> AppShortcut {
        let keySpan = span(of: keyExpression)
        var item = AppShortcut(
            shortcut: nil, id: hotKeyName(of: call), span: keySpan, origin: .globalHotKey, spelling: .keyPosition)
        item.facts.hotKeyRegistration = registration(of: call, named: name)
        // An app's own type holding Carbon's two halves: registered where its values reach Carbon.
        if let name, name.first?.isUppercase == true, name != "MASShortcut",
            name != "HotKey" || namesCarbonKeyCode(call) || flags != nil,
            keyCodeArgument(in: call) != nil
        {
            item.facts.hotKeyType = name
        }
        item.facts.byKeyPosition = true
        item.hotKeyConstant =
            hotKeyConstant(ofDefault: call) ?? shortcutSetFor(call) ?? masDefaultsKey(of: call)
            ?? (name == "MASShortcut" ? returnedPropertyName(call) : nil)
        // `KeyboardShortcuts.Shortcut(…)` is a value until something takes it; a name's default or
        // `setShortcut` makes it a hot key (`.init(…)` is read only there). (An app's own type of
        // that name holding Carbon's halves is registered where its values reach Carbon.)
        item.facts.valueOnly =
            name == "Shortcut" && item.facts.hotKeyType == nil && item.hotKeyConstant == nil && hotKeyName(of: call) == nil
        // A hot key's value handed to another value of the app's own (`HotKeyConflict(configuration:
        // .init(keyCode: UInt32(kVK_Space), modifiers: UInt32(cmdKey)), reason: …)`, a list of the
        // system's keys the app refuses to record) is that value's data: it may only be compared or shown.
        if item.facts.hotKeyRegistration == .unknown, item.hotKeyConstant == nil, let holder = holdingValue(of: call) {
            item.facts.valueOnly = !Self.hotKeyHolders.contains(holder)
        }
        setKeys(
            of: &item, key: keyExpression, modifiers: modifiersExpression.map(resolveModifiers) ?? .value(flags ?? []))
        return item
    }

    /// The hot key's shortcut from its key and modifiers, or why it cannot be read.
    private func setKeys(of item: inout AppShortcut, key: ExprSyntax, modifiers: Resolved<ModifierSet>) {
        switch (hotKeyPlace(key), modifiers) {
        case (.unresolved(let reason), _), (_, .unresolved(let reason)):
            item.unresolvedReason = reason
        case (.value(let key), .value(let modifiers)):
            item.shortcut = Shortcut(key: key, modifiers: modifiers)
        }
    }

    /// `RegisterEventHotKey(keyCode, modifiers, id, target, options, &ref)` registers its key as
    /// it is called. A key code or modifier mask the enclosing function takes as a parameter is
    /// the wrapper's, not a hot key: its callers hold the key, so the call only shows that the
    /// code registers hot keys by value. So does a key code held in any other value.
    private func readCarbonRegistration(_ call: FunctionCallExprSyntax) -> Bool {
        let arguments = Array(call.arguments)
        guard arguments.count >= 2, arguments[0].label == nil, arguments[1].label == nil else { return false }
        // A local constant just before the call (`let keyCode: UInt32 = 49`) holds the key where
        // it is written; a setting of the type, the value it has until people change it.
        let keyExpression =
            heldValue(arguments[0].expression) ?? settingDefault(arguments[0].expression, where: namesKeyCode)
            ?? arguments[0].expression
        let modifiersExpression =
            heldValue(arguments[1].expression)
            ?? settingDefault(arguments[1].expression, where: namesModifiers) ?? arguments[1].expression
        // A key a loop takes from a list the code writes: each of the list's keys is registered.
        if !namesKeyCode(keyExpression), let keys = loopValues(arguments[0].expression)?.filter(namesKeyCode), !keys.isEmpty {
            for key in keys { record(carbonHotKey(key: key, modifiers: modifiersExpression), for: call) }
            return true
        }
        // A key the enclosing function is handed is its callers': each registers what it writes.
        if !namesKeyCode(keyExpression),
            recordHotKeys(
                ofCallersOf: call, key: arguments[0].expression, modifiers: arguments[1].expression, namesKey: namesKeyCode,
                hotKey: { carbonHotKey(key: $0, modifiers: $1 ?? modifiersExpression) })
        {
            return true
        }
        // A key held in a value (a parameter, `shortcut.keyCode` of a setting loaded first) is one
        // of the app's own hot-key values, read where the code writes them.
        if !namesKeyCode(keyExpression) || isParameter(keyExpression, of: call) || isParameter(modifiersExpression, of: call) {
            // It registers the keys its callers hold: some hot key, by a value, of the app's own
            // type where the code shows it.
            hotKeyUses.append(
                HotKeyRegistrations.Use(
                    name: nil, kind: .registers, context: context(of: call), valueType: heldType(of: keyExpression, around: call))
            )
            return true
        }
        record(carbonHotKey(key: keyExpression, modifiers: modifiersExpression), for: call)
        return true
    }

    /// The hot key Carbon registers with `key` and `modifiers`, as it is called.
    private func carbonHotKey(key: ExprSyntax, modifiers: ExprSyntax) -> AppShortcut {
        var item = AppShortcut(shortcut: nil, id: nil, span: span(of: key), origin: .globalHotKey, spelling: .keyPosition)
        item.facts.hotKeyRegistration = .registered
        item.facts.byKeyPosition = true
        setKeys(of: &item, key: key, modifiers: resolveModifiers(modifiers))
        return item
    }

    /// Whether `expression` names modifiers where it is written (`UInt32(optionKey)`, `[.option]`).
    private func namesModifiers(_ expression: ExprSyntax) -> Bool {
        if case .value = resolveModifiers(expression) { return true }
        return false
    }

    /// Whether `expression` names a virtual key code where it is written: a number or a `kVK_`
    /// constant, perhaps inside a conversion (`UInt32(kVK_Space)`).
    private func namesKeyCode(_ expression: ExprSyntax) -> Bool {
        let inner = Self.convertedValue(expression)
        return keyCodeNumber(inner) != nil || Self.isCarbonKeyName(inner)
    }

    /// The virtual key code `expression` names by number: a literal in any of Swift's notations
    /// (`0x7C`, `1_2`), or a local constant or one the file declares with one (`private let
    /// rightArrowCode = 0x7C`).
    func keyCodeNumber(_ expression: ExprSyntax) -> Int? {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return Self.number(literal) }
        if let value = heldValue(expression) { return keyCodeNumber(value) }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let file = expression.root.as(SourceFileSyntax.self)
        else { return nil }
        for item in file.statements {
            guard let declaration = item.item.as(VariableDeclSyntax.self),
                declaration.bindingSpecifier.tokenKind == .keyword(.let)
            else { continue }
            for binding in declaration.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.initializer?.value.as(IntegerLiteralExprSyntax.self).flatMap(Self.number)
            }
        }
        return nil
    }

    private static func number(_ literal: IntegerLiteralExprSyntax) -> Int? {
        IntegerLiteral.value(literal.literal.text).flatMap { Int(exactly: $0) }
    }

    /// The value inside a one-argument conversion (`UInt32(kVK_Space)` is `kVK_Space`), else the
    /// expression itself.
    static func convertedValue(_ expression: ExprSyntax) -> ExprSyntax {
        guard let conversion = expression.as(FunctionCallExprSyntax.self), conversion.arguments.count == 1,
            let inner = conversion.arguments.first?.expression
        else { return expression }
        return inner
    }

    /// Whether `expression` is a Carbon virtual key constant (`kVK_ANSI_F`).
    private static func isCarbonKeyName(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("kVK_") == true
    }

    /// Whether `expression` (inside a conversion such as `UInt32(code)`, or a member of it such as
    /// `hotKey.keyCode`) names a parameter of the function around `call`.
    private func isParameter(_ expression: ExprSyntax, of call: FunctionCallExprSyntax) -> Bool {
        var expression = Self.convertedValue(expression)
        // `hotKey.keyCode`: a part of a value the function is handed.
        while let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { expression = base }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return Self.enclosingParameter(named: name, around: Syntax(call), crossingClosures: true) != nil
    }

    /// The app's own type of the value whose key code `expression` reads (`hotKey.keyCode`,
    /// `UInt32(self.shortcut.keyCode)`): the type of the function's parameter of that name, else of
    /// the enclosing type's property (`var shortcut: HotKeyConfiguration`, `var shortcut =
    /// HotKeyConfiguration.defaultShortcut`). Nil where a local value or anything else holds it.
    func heldType(of expression: ExprSyntax, around call: FunctionCallExprSyntax) -> String? {
        guard let member = Self.convertedValue(expression).as(MemberAccessExprSyntax.self), var base = member.base else {
            return nil
        }
        if let owned = base.as(MemberAccessExprSyntax.self), owned.base?.is(DeclReferenceExprSyntax.self) == true,
            owned.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            base = ExprSyntax(DeclReferenceExprSyntax(baseName: owned.declName.baseName))
        }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var current = call.parent
        // Past the function's signature, the blocks are no longer its body's.
        var pastFunction = false
        while let node = current {
            if let signature = node.as(FunctionDeclSyntax.self)?.signature ?? node.as(InitializerDeclSyntax.self)?.signature {
                if let parameter = signature.parameterClause.parameters.first(where: {
                    ($0.secondName ?? $0.firstName).text == name
                }) {
                    return Self.typeName(parameter.type)
                }
                pastFunction = true
            }
            // A local value of that name hides the property: its type is the element of the
            // collection property it is taken from (`guard let binding = currentBindings[action]`,
            // `for binding in bindings`), else not written here.
            if !pastFunction, let block = node.as(CodeBlockSyntax.self), let value = Self.localValue(named: name, in: block) {
                return value.flatMap { $0.as(SubscriptCallExprSyntax.self) }.flatMap {
                    elementType(of: $0.calledExpression, around: node)
                }
            }
            if !pastFunction, let loop = node.as(ForStmtSyntax.self),
                loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            {
                return elementType(of: loop.sequence, around: node)
            }
            if let members = node.as(MemberBlockSyntax.self) {
                guard let binding = Self.binding(named: name, in: members.members.map { Syntax($0.decl) }) else { return nil }
                if let annotation = binding.typeAnnotation { return Self.typeName(annotation.type) }
                return binding.initializer.flatMap { Self.typeName(ofValue: $0.value) }
            }
            current = node.parent
        }
        return nil
    }

    /// Where a block binds `name` before use: `.some(value)` for `let name = value` or a
    /// `guard let name = value`, `.some(nil)` for a binding whose value is not written so, nil where
    /// the block binds no such name (or only unwraps the outer one, `guard let name`).
    private static func localValue(named name: String, in block: CodeBlockSyntax) -> ExprSyntax?? {
        for statement in block.statements {
            if let binding = binding(named: name, in: [statement.item]) { return .some(binding.initializer?.value) }
            if let guardStatement = statement.item.as(GuardStmtSyntax.self) {
                for condition in guardStatement.conditions {
                    // (`guard let config` unwraps the outer value of that name: its type is that one's.)
                    if let optional = condition.condition.as(OptionalBindingConditionSyntax.self),
                        optional.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                        let value = optional.initializer?.value
                    {
                        return .some(value)
                    }
                }
            }
        }
        return nil
    }

    /// The element type of the collection property `collection` names, as its type annotation in
    /// the enclosing type writes it (`currentBindings` of `var currentBindings: [HotkeyAction:
    /// HotkeyBinding]` holds `HotkeyBinding`); nil otherwise.
    private func elementType(of collection: ExprSyntax, around node: Syntax) -> String? {
        var base = collection
        if let owned = base.as(MemberAccessExprSyntax.self),
            owned.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            base = ExprSyntax(DeclReferenceExprSyntax(baseName: owned.declName.baseName))
        }
        guard let property = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var current = node.parent
        while let outer = current {
            if let members = outer.as(MemberBlockSyntax.self) {
                guard let type = Self.binding(named: property, in: members.members.map { Syntax($0.decl) })?.typeAnnotation?.type
                else { return nil }
                if let dictionary = type.as(DictionaryTypeSyntax.self) { return Self.typeName(dictionary.value) }
                if let array = type.as(ArrayTypeSyntax.self) { return Self.typeName(array.element) }
                return nil
            }
            current = outer.parent
        }
        return nil
    }

    /// The binding of `name` among `items` (`var name: T`, `let name = …`).
    private static func binding(named name: String, in items: [some SyntaxProtocol]) -> PatternBindingSyntax? {
        for item in items {
            guard let variable = Syntax(item).as(VariableDeclSyntax.self) else { continue }
            if let binding = variable.bindings.first(where: {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            }) {
                return binding
            }
        }
        return nil
    }

    /// A named type's last name (`HotKey` of `HotKey?`, `Settings.HotKey`).
    private static func typeName(_ type: TypeSyntax) -> String? {
        let type = unwrapped(type)
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return type.as(IdentifierTypeSyntax.self)?.name.text
    }

    /// The type a value is made of where it says so: `T(…)`, `T.defaultShortcut`.
    private static func typeName(ofValue value: ExprSyntax) -> String? {
        let reference: DeclReferenceExprSyntax? =
            if let call = value.as(FunctionCallExprSyntax.self) {
                call.calledExpression.as(DeclReferenceExprSyntax.self)
            } else {
                value.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)
            }
        guard let name = reference?.baseName.text, name.first?.isUppercase == true else { return nil }
        return name
    }

    /// The libraries' types that take a hot key's value and register it (`HotKey(keyCombo:)`).
    private static let hotKeyHolders: Set<String> = ["HotKey", "MASShortcutBinder", "MASShortcutMonitor", "KeyboardShortcuts"]

    /// The type whose initializer `call` is a labeled argument of (`HotKeyConflict` of
    /// `HotKeyConflict(configuration: .init(…), reason: …)`); nil for a call given to a function.
    private func holdingValue(of call: FunctionCallExprSyntax) -> String? {
        guard let argument = call.parent?.as(LabeledExprSyntax.self), argument.label != nil,
            let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let name = calledName(outer),
            name.first?.isUppercase == true
        else { return nil }
        return name
    }

    /// soffes/HotKey registers a `HotKey` as it is made, with its `KeyCombo` if it is given one;
    /// a `MASShortcut` given to `MASShortcutMonitor`'s `register` is registered there; any other
    /// hot key is registered where the code says so, perhaps in another file.
    private func registration(of call: FunctionCallExprSyntax, named name: String?) -> HotKeyRegistration {
        // (An app's own `HotKey(keyCode:carbonModifiers:)` or `HotKey(keyCode:option:)` only holds
        // a key: its code registers it, or not.)
        if name == "HotKey", keyCodeArgument(in: call) == nil { return .registered }
        // `register(keyCode:…)`, `addHotKey(keyCode:…)`: named for registering it.
        if registersKeyCode(call), let verb = functionName(call)?.lowercased(), verb.contains("register") || verb.hasPrefix("add")
        {
            return .registered
        }
        // `MASShortcutMonitor.shared().register(MASShortcut(…), withAction: …)`.
        if name == "MASShortcut", let labeled = call.parent?.as(LabeledExprSyntax.self),
            let outer = labeled.parent?.parent?.as(FunctionCallExprSyntax.self),
            let member = outer.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "register",
            member.base?.trimmedDescription.hasPrefix("MASShortcutMonitor") == true
        {
            return .registered
        }
        if name == "KeyCombo", let argument = call.parent?.as(LabeledExprSyntax.self), argument.label?.text == "keyCombo",
            let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self), calledName(outer) == "HotKey"
        {
            return .registered
        }
        return .unknown
    }

    /// The defaults key a MASShortcut is the default of:
    /// `MASShortcutBinder.shared().registerDefaultShortcuts([kGlobalShortcut: MASShortcut(…)])`.
    private func masDefaultsKey(of call: FunctionCallExprSyntax) -> String? {
        guard calledName(call) == "MASShortcut" else { return nil }
        if let element = call.parent?.as(DictionaryElementSyntax.self) { return defaultsKey(element.key) }
        return archivedDefaultsKey(of: call)
    }

    /// The property whose value `call` is, also when its computed body sets up the parts first
    /// and returns it (`static var defaultShortcut: MASShortcut { let flags = …; return MASShortcut(…) }`).
    private func returnedPropertyName(_ call: FunctionCallExprSyntax) -> String? {
        if let name = propertyName(ofValue: call) { return name }
        guard call.parent?.is(ReturnStmtSyntax.self) == true else { return nil }
        var current = Syntax(call)
        for _ in 0..<8 {
            guard let parent = current.parent else { return nil }
            if let binding = parent.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(LabeledExprSyntax.self) {
                return nil
            }
            current = parent
        }
        return nil
    }

    /// The name `KeyboardShortcuts.setShortcut(.init(…), for: .togglePanel)` sets.
    private func shortcutSetFor(_ call: FunctionCallExprSyntax) -> String? {
        guard let labeled = call.parent?.as(LabeledExprSyntax.self),
            let outer = labeled.parent?.parent?.as(FunctionCallExprSyntax.self),
            outer.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "setShortcut"
        else { return nil }
        return argument("for", in: outer)?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// Whether `call` gives a Carbon virtual key code (`keyCode: UInt32(kVK_ANSI_F)`) with Carbon
    /// modifier bits (`carbonModifiers:`, or `modifiers:` holding `optionKey`, `cmdKey`…): a hot
    /// key's two halves, whatever the type holding them is called.
    func namesCarbonKeyCode(_ call: FunctionCallExprSyntax) -> Bool {
        guard let key = keyCodeArgument(in: call), Self.isCarbonKeyName(Self.convertedValue(key)) else { return false }
        if argument("carbonModifiers", in: call) != nil { return true }
        guard let modifiers = argument("modifiers", in: call) else { return false }
        return Self.carbonModifiers.keys.contains { modifiers.trimmedDescription.contains($0) }
    }

    /// Whether `call` hands a virtual key code and modifiers to an app's own hot-key code: a
    /// function or type named for it (`hotKeys.register(keyCode: 45, modifiers: [.command, .shift])`,
    /// `addHotKey(keyCode: kVK_ANSI_N, …)`, `HotkeyItem(keyCode: 8, modifiers: 2048)`), whose code
    /// gives them to Carbon or matches them in an event tap. (A type named only for a shortcut may
    /// be a table of other apps' or the system's keys, `SystemShortcut(name: "Spotlight", keyCode: 49, …)`.) Only a code that
    /// names a key counts, so `keyCode` fields of key events and other numbers are left alone.
    func registersKeyCode(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = helperName(call)?.lowercased(),
            name.contains("hotkey") || functionName(call)?.lowercased().contains("register") == true,
            let key = keyCodeArgument(in: call),
            argument("modifiers", in: call) ?? argument("modifierFlags", in: call) ?? argument("carbonModifiers", in: call) != nil
                || modifierFlags(in: call) != nil
        else { return false }
        let inner = Self.convertedValue(key)
        // Key code 0 written as a number is a placeholder more often than the A key (a hot key of
        // a modifier alone, `HotKey(keyCode: 0, command: true, side: .left)`): code naming A says `kVK_ANSI_A`.
        if let code = keyCodeNumber(inner) { return code != 0 && HotKeyNames.virtualKeyNames[code] != nil }
        return Self.isCarbonKeyName(inner)
    }

    /// The modifiers an app's own hot-key type is given one flag each (`command: true, option:
    /// true`); nil where it is given none, or a flag the code does not write as `true` or `false`.
    private func modifierFlags(in call: FunctionCallExprSyntax) -> ModifierSet? {
        var modifiers = ModifierSet()
        var named = false
        for argument in call.arguments {
            guard let label = argument.label?.text.lowercased(), let modifier = Self.modifierFlagLabels[label] else { continue }
            guard let literal = argument.expression.as(BooleanLiteralExprSyntax.self) else { return nil }
            named = true
            if literal.literal.tokenKind == .keyword(.true) { modifiers.formUnion(ModifierSet(modifier)) }
        }
        return named ? modifiers : nil
    }

    /// The labels an app's own hot-key type gives its modifier flags.
    private static let modifierFlagLabels: [String: Modifier] = [
        "command": .command, "cmd": .command, "option": .option, "alt": .option, "shift": .shift, "control": .control,
        "ctrl": .control,
    ]

    /// The name of the function `call` calls, nil for a type's initializer: a type is named for
    /// what it holds (`RegisteredShortcut` is a record of one, perhaps of typed text), a function
    /// for what it does (`register(keyCode:…)`).
    private func functionName(_ call: FunctionCallExprSyntax) -> String? {
        helperName(call).flatMap { $0.first?.isLowercase == true ? $0 : nil }
    }

    /// The virtual key code an app's own hot-key code is handed, however its label is cased
    /// (`keyCode:`, `keycode:`).
    func keyCodeArgument(in call: FunctionCallExprSyntax) -> ExprSyntax? {
        argument("keyCode", in: call) ?? argument("keycode", in: call)
    }

    /// Whether `call` is `.init(…)` in the place a hot key goes: a `default:` argument
    /// (`KeyboardShortcuts.Name("x", default: .init(.k, …))`) or `setShortcut(.init(…), for:)`.
    func isHotKeyInitializer(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "init", let argument = call.parent?.as(LabeledExprSyntax.self)
        else { return false }
        if argument.label?.text == "default" { return true }
        let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        return outer?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "setShortcut"
    }

    /// The key a hot-key API names: `.k`, `Key.k`, `KeyboardShortcuts.Key.k`, `kVK_ANSI_K`,
    /// or either inside a conversion (`UInt(kVK_ANSI_K)`).
    private func hotKeyPlace(_ expression: ExprSyntax) -> Resolved<Key> {
        var expression = expression
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let type = calledName(call), ["Int", "UInt", "UInt16", "UInt32", "Int32"].contains(type),
            let inner = call.arguments.first?.expression
        {
            expression = inner
        }
        let name: String
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base.map({ ["Key", "KeyboardShortcuts.Key", "HotKey.Key"].contains($0.trimmedDescription) }) ?? true
        {
            name = member.declName.baseName.text
        } else if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("kVK_") {
            name = reference.baseName.text
        } else if let code = keyCodeNumber(expression), let named = HotKeyNames.virtualKeyNames[code] {
            name = named
        } else {
            return .unresolved(
                "the key is '\(expression.trimmedDescription.clipped(to: 40))', which is only known when the app runs")
        }
        guard let key = HotKeyNames.place(named: name)?.usKey else {
            return .unresolved("'\(name)' is no key the HIG names")
        }
        return .value(key)
    }

    /// The name a `KeyboardShortcuts.Name("toggleWindow", default: …)` gives its hot key.
    private func hotKeyName(of call: FunctionCallExprSyntax) -> String? {
        guard let argument = call.parent?.as(LabeledExprSyntax.self), argument.label?.text == "default",
            let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let first = outer.arguments.first,
            first.label == nil
        else { return nil }
        return string(first.expression)?.text
    }
}
