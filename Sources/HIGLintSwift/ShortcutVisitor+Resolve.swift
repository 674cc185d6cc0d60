import HIGLint
import HIGModel
import SwiftSyntax

/// A key or modifiers read from an expression, or why they could not be.
enum Resolved<Value> {
    case value(Value)
    case unresolved(String)
}

extension ShortcutVisitor {
    /// A key written as a character literal (`"k"`, `"?"`, `"\u{1B}"`), a `KeyEquivalent`
    /// or `UIKeyCommand` constant (`.upArrow`, `UIKeyCommand.inputUpArrow`),
    /// `KeyEquivalent("k")`, or a character built from its number (``KeyCharacterExpression``).
    func resolveKey(_ expression: ExprSyntax) -> Resolved<(key: Key, spelling: Shortcut.KeySpelling, character: Character?)> {
        if let (text, _) = string(expression) {
            guard text.count == 1, let character = text.first else {
                let shown = text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
                return .unresolved(text.isEmpty ? "the key is empty" : "'\(shown.clipped())' is not a single key")
            }
            guard let (key, spelling) = KeyNames.key(forCharacter: character) else {
                return .unresolved("'\(text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())' is no key the HIG names")
            }
            return .value((key, spelling, character))
        }
        if let value = KeyCharacterExpression.scalar(of: expression), let scalar = Unicode.Scalar(value) {
            let character = Character(scalar)
            guard let (key, spelling) = KeyNames.key(forCharacter: character) else {
                return .unresolved("'\(scalar.escaped(asASCII: true))' is no key the HIG names")
            }
            return .value((key, spelling, character))
        }
        // `KeyEquivalent("k")`, or `.init("k")` where a key is expected.
        if let call = expression.as(FunctionCallExprSyntax.self), calledName(call) == "KeyEquivalent" || isBareInit(call),
            call.arguments.count == 1, let first = call.arguments.first
        {
            return resolveKey(first.expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), isConstantBase(member.base) {
            let name = member.declName.baseName.text
            guard let key = KeyNames.key(forConstant: name) else {
                return .unresolved("'.\(name)' is no key the HIG names")
            }
            return .value((key, .lower, nil))
        }
        // UIKit's older global names: `UIKeyInputUpArrow` is `UIKeyCommand.inputUpArrow`.
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("UIKeyInput"),
            let key = KeyNames.key(forConstant: "input" + reference.baseName.text.dropFirst("UIKeyInput".count))
        {
            return .value((key, .lower, nil))
        }
        // `let key = "k"` earlier in the same code: the constant's value.
        if let value = localConstant(expression) { return resolveKey(value) }
        // `ChatShortcut.search.keyEquivalent`: what the file's own enum returns for the case.
        if let value = keyStoreValue(expression) { return resolveKey(value) }
        return .unresolved("the key is '\(expression.trimmedDescription.clipped(to: 40))', which is only known when the app runs")
    }

    /// The value a hot key's key code or mask holds where it is written: a local constant
    /// (``localConstant(_:)``), or a parameter's default value (`func registerHotKey(keyCode:
    /// UInt32 = 49, modifiers: UInt32 = UInt32(optionKey))`), the key registered where callers
    /// pass none.
    func heldValue(_ expression: ExprSyntax) -> ExprSyntax? {
        localConstant(expression) ?? parameterDefault(expression) ?? typeConstant(expression)
    }

    /// The value of a constant of the type around `expression` that it names as the type's
    /// (`Self.defaultKeyCode`, `BypassHotkey.defaultKeyCode`): `static let defaultKeyCode: UInt32
    /// = UInt32(kVK_ANSI_B)` among that type's members, in this file.
    private func typeConstant(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let member = expression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        let name = member.declName.baseName.text
        var current = expression.parent
        while let node = current {
            if let members = node.as(MemberBlockSyntax.self) {
                let typeName =
                    members.parent?.as(ClassDeclSyntax.self)?.name.text ?? members.parent?.as(StructDeclSyntax.self)?.name.text
                    ?? members.parent?.as(EnumDeclSyntax.self)?.name.text
                    ?? members.parent?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
                guard base == "Self" || base == typeName else { return nil }
                for item in members.members {
                    guard let variable = item.decl.as(VariableDeclSyntax.self),
                        variable.bindingSpecifier.tokenKind == .keyword(.let),
                        let binding = variable.bindings.first(where: {
                            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                        })
                    else { continue }
                    return binding.initializer?.value
                }
                return nil
            }
            current = node.parent
        }
        return nil
    }

    /// The default value of the enclosing function's parameter `expression` names, if it has one.
    private func parameterDefault(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return Self.enclosingParameter(named: name, around: Syntax(expression), crossingClosures: false)?.defaultValue?.value
    }

    /// The parameter named `name` of the nearest function or initializer around `node`; nil
    /// where it has none of that name. Not crossing closures, the search also ends at a closure
    /// or a type's members, whose names are not the function's.
    static func enclosingParameter(named name: String, around node: Syntax, crossingClosures: Bool) -> FunctionParameterSyntax? {
        var current = node.parent
        while let ancestor = current {
            if let signature = ancestor.as(FunctionDeclSyntax.self)?.signature
                ?? ancestor.as(InitializerDeclSyntax.self)?.signature
            {
                return signature.parameterClause.parameters.first { ($0.secondName ?? $0.firstName).text == name }
            }
            if !crossingClosures, ancestor.is(ClosureExprSyntax.self) || ancestor.is(MemberBlockSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }

    /// The value of a local constant an expression names, `let modifiers: NSEvent.ModifierFlags =
    /// [.option]` written before it in its own code block or an enclosing one: one level of the
    /// app's own code, as a reader follows it. Each step looks only at statements before the
    /// one it is in, so a name that shadows itself (`let flags = flags`) ends. An optional binding
    /// is one too: `guard let keyCode = shortcut.keyCode` before it, or `if let` around it.
    func localConstant(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var current = Syntax(expression)
        while let parent = current.parent {
            // A type's or file's members are no local constants.
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return nil }
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                var found: ExprSyntax?
                for item in items {
                    if item.id == current.id { break }
                    // The last binding of the name before the statement is the one in force.
                    if let value = Self.letValue(named: name, in: item.item) { found = value }
                }
                if let found { return found }
            }
            // `if let keyCode = shortcut.keyCode { … }` around it.
            if let branch = parent.as(IfExprSyntax.self), branch.body.id == current.id,
                let value = Self.boundValue(named: name, in: branch.conditions)
            {
                return value
            }
            current = parent
        }
        return nil
    }

    /// The value `let name = value` or `guard let name = value` gives `name` in one statement.
    private static func letValue(named name: String, in item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        if let guarded = item.as(GuardStmtSyntax.self) { return boundValue(named: name, in: guarded.conditions) }
        guard let declaration = item.as(VariableDeclSyntax.self), declaration.bindingSpecifier.tokenKind == .keyword(.let) else {
            return nil
        }
        return declaration.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }?
            .initializer?.value
    }

    /// The value an optional binding among `conditions` gives `name` (`let keyCode = shortcut.keyCode`).
    private static func boundValue(named name: String, in conditions: ConditionElementListSyntax) -> ExprSyntax? {
        conditions.lazy.compactMap { $0.condition.as(OptionalBindingConditionSyntax.self) }
            .first {
                $0.bindingSpecifier.tokenKind == .keyword(.let)
                    && $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            }?
            .initializer?.value
    }

    /// Modifiers as apps write them: `[.command, .shift]`, `.command`, `[]`,
    /// `EventModifiers.command`, `NSEvent.ModifierFlags([.option, .command])`,
    /// `.command.union(.shift)`, `….rawValue`, `a.rawValue | b.rawValue`, `([…] as
    /// NSEvent.ModifierFlags).rawValue`, `.init(rawValue: 0)`, and Carbon's `cmdKey | shiftKey`.
    func resolveModifiers(_ expression: ExprSyntax) -> Resolved<ModifierSet> {
        var modifiers = ModifierSet()
        if let reason = collectModifiers(expression, into: &modifiers) { return .unresolved(reason) }
        return .value(modifiers)
    }

    /// Adds the modifiers `expression` names; the reason it cannot, if it cannot.
    private func collectModifiers(_ expression: ExprSyntax, into modifiers: inout ModifierSet) -> String? {
        func all(_ parts: [ExprSyntax]) -> String? {
            for part in parts {
                if let reason = collectModifiers(part, into: &modifiers) { return reason }
            }
            return nil
        }
        if let array = expression.as(ArrayExprSyntax.self) { return all(array.elements.map(\.expression)) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return collectModifiers(inner.expression, into: &modifiers)
        }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            if literal.literal.text == "0" { return nil }
            if let decoded = Self.modifierMask(literal.literal.text) {
                modifiers.formUnion(decoded)
                return nil
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return modifierSequence(sequence, into: &modifiers) }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            // `a.union(b)`; a conversion or initializer around the flags (`NSEvent.ModifierFlags([…])`,
            // `UInt32(cmdKey | shiftKey)`, `.init(rawValue: 0)`).
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "union",
                let base = member.base
            {
                return all([base] + call.arguments.map(\.expression))
            }
            if isConversion(call) { return all(call.arguments.map(\.expression)) }
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "rawValue", let base = member.base {
                return collectModifiers(base, into: &modifiers)
            }
            if isConstantBase(member.base) {
                let name = member.declName.baseName.text
                if name == "numericPad" { return nil }  // marks a keypad key; not a modifier
                guard let modifier = KeyNames.modifier(named: name) else { return "'.\(name)' is no modifier the HIG names" }
                modifiers.insert(ModifierSet(modifier))
                return nil
            }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            let modifier = Self.carbonModifiers[reference.baseName.text]
        {
            modifiers.insert(ModifierSet(modifier))
            return nil
        }
        if let value = localConstant(expression) ?? keyStoreValue(expression) {
            return collectModifiers(value, into: &modifiers)
        }
        return "the modifiers are '\(expression.trimmedDescription.clipped(to: 40))', which are only known when the app runs"
    }

    /// `a | b | c`, and `[…] as NSEvent.ModifierFlags`, as swift-syntax leaves them: unfolded.
    /// Carbon's masks are also added up (`UInt32(cmdKey + shiftKey)`): a sum of distinct bits is
    /// their union, but a mask added twice carries into another bit, so that stays unknown.
    private func modifierSequence(_ sequence: SequenceExprSyntax, into modifiers: inout ModifierSet) -> String? {
        let unknown = "the modifiers are '\(sequence.trimmedDescription.clipped(to: 40))', which are only known when the app runs"
        var elements = Array(sequence.elements)[...]
        var adding = false
        while let element = elements.popFirst() {
            if element.is(UnresolvedAsExprSyntax.self) {
                _ = elements.popFirst()  // the type
                continue
            }
            if let operation = element.as(BinaryOperatorExprSyntax.self) {
                guard ["|", "+"].contains(operation.operator.text) else { return unknown }
                adding = adding || operation.operator.text == "+"
                continue
            }
            var part = ModifierSet()
            if let reason = collectModifiers(element, into: &part) { return reason }
            guard !adding || modifiers.isDisjoint(with: part) else { return unknown }
            modifiers.formUnion(part)
        }
        return nil
    }

    /// A call that only converts or wraps flags: `NSEvent.ModifierFlags(…)`, `UInt(…)`, `.init(…)`.
    private func isConversion(_ call: FunctionCallExprSyntax) -> Bool {
        let labels = call.arguments.map { $0.label?.text }
        guard labels.allSatisfy({ $0 == nil || $0 == "rawValue" || $0 == "arrayLiteral" }) else { return false }
        if isBareInit(call) { return true }
        return ["Int", "UInt", "UInt32", "Int32", "UInt64", "NSEvent.ModifierFlags", "EventModifiers", "UIKeyModifierFlags"]
            .contains(call.calledExpression.trimmedDescription)
    }

    /// `.init(…)` with the type left to the context.
    func isBareInit(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil && member.declName.baseName.text == "init"
    }

    /// A mask written as a number (`modifiers: 2048`, `0x100`): Carbon's masks (`cmdKey` is 256,
    /// `shiftKey` 512, `optionKey` 2048, `controlKey` 4096, as Events.h defines them) or AppKit's and
    /// Quartz's device-independent flags (Shift 1 << 17, Control 1 << 18, Option 1 << 19, Command
    /// 1 << 20); the two sets share no bit. Nil for a number that is not made of one set's bits.
    static func modifierMask(_ text: String) -> ModifierSet? {
        guard let value = IntegerLiteral.value(text), value != 0 else { return nil }
        for bits: [(UInt64, Modifier)] in [
            [(256, .command), (512, .shift), (2048, .option), (4096, .control)],
            [(1 << 20, .command), (1 << 17, .shift), (1 << 19, .option), (1 << 18, .control)],
        ] where value & ~bits.reduce(0, { $0 | $1.0 }) == 0 {
            return bits.reduce(into: ModifierSet()) { set, bit in
                if value & bit.0 != 0 { set.insert(ModifierSet(bit.1)) }
            }
        }
        return nil
    }

    /// Carbon's modifier masks (`cmdKey | shiftKey`), which older hot-key code passes.
    static let carbonModifiers: [String: Modifier] = [
        "cmdKey": .command, "shiftKey": .shift, "optionKey": .option, "controlKey": .control,
        "rightShiftKey": .shift, "rightOptionKey": .option, "rightControlKey": .control,
    ]

    /// `.upArrow` or `KeyEquivalent.upArrow`, not `someValue.upArrow`.
    private func isConstantBase(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        let name = base.trimmedDescription
        return [
            "KeyEquivalent", "SwiftUI.KeyEquivalent", "UIKeyCommand", "UIKit.UIKeyCommand", "EventModifiers",
            "UIKeyModifierFlags", "NSEvent.ModifierFlags", "KeyboardShortcut", "CGEventFlags",
        ].contains(name)
    }

    /// Applies `item.keyEquivalentModifierMask = …` or `command.discoverabilityTitle = …`.
    func apply(_ assignment: Assignment, to declaration: inout AppShortcut, impliesShift: Bool) {
        switch assignment.property {
        case "discoverabilityTitle", "title":
            guard let (text, span) = string(assignment.value), !text.isEmpty else { return }
            if assignment.property == "title", !(declaration.title ?? "").isEmpty, declaration.origin == .uiKit { return }
            declaration.title = text
            declaration.titleSpan = span
        case "keyEquivalentModifierMask", "modifierFlags":
            guard let shortcut = declaration.shortcut else { return }
            switch resolveModifiers(assignment.value) {
            case .value(var modifiers):
                if impliesShift { modifiers.insert(.shift) }
                declaration.shortcut = Shortcut(key: shortcut.key, modifiers: modifiers, keySpelling: shortcut.keySpelling)
                if case .swift(var spelling) = declaration.spelling {
                    spelling.modifiers = span(of: assignment.value)
                    declaration.spelling = .swift(spelling)
                }
            case .unresolved(let reason):
                declaration.shortcut = nil
                declaration.unresolvedReason = reason
            }
        // An action given later (`item.action = #selector(…)`) is the item's.
        case "action":
            declaration.facts.noAction = assignment.value.is(NilLiteralExprSyntax.self)
            if let action = selectorName(assignment.value) { declaration.action = action }
        default: break
        }
    }
}
