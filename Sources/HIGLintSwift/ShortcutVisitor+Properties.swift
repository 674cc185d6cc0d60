import SwiftSyntax

/// Shortcuts kept in properties, stored or computed, as apps write them:
///
///     static let find: KeyboardShortcut = .init("f")
///     static var lock: KeyboardShortcut { .init("l", modifiers: [.command, .control]) }
///     override var keyCommands: [UIKeyCommand]? { [.init(input: "f", modifierFlags: .command, action: #selector(find))] }
///     var shortcut: KeyboardShortcut? { KeyboardShortcut("o") }   // a computed var of an action class
///
/// A bare `.init(…)` takes its type from the property or function it is the value of.
extension ShortcutVisitor {
    /// The type a bare `.init(…)` makes, from the declaration whose value it is (through an
    /// array literal and a `return`): `KeyboardShortcut`, `UIKeyCommand`; nil when none says.
    func expectedType(of call: FunctionCallExprSyntax) -> String? {
        guard isBareInit(call) else { return nil }
        var inArray = false
        var type: TypeSyntax?
        var current = Syntax(call)
        // A few steps up at most: the value, an array, a return, a body, the declaration.
        for _ in 0..<8 {
            guard let parent = current.parent else { break }
            if parent.is(ArrayElementSyntax.self) { inArray = true }
            if let binding = parent.as(PatternBindingSyntax.self) {
                type = binding.typeAnnotation?.type
                break
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                type = function.signature.returnClause?.type
                break
            }
            // A call's argument, a closure or another statement beside it: the value is not the declaration's.
            if parent.is(LabeledExprSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
            if let items = parent.as(CodeBlockItemListSyntax.self), items.count != 1 { return nil }
            current = parent
        }
        guard var type = type.map(Self.unwrapped) else { return nil }
        if let array = type.as(ArrayTypeSyntax.self) {
            guard inArray else { return nil }
            type = array.element
        }
        let name = type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text
        return ["KeyboardShortcut", "UIKeyCommand"].contains(name) ? name : nil
    }

    /// The property `call` is the whole value of: `static let find = KeyboardShortcut(…)` or
    /// `static var find: KeyboardShortcut { KeyboardShortcut(…) }`.
    func propertyName(ofValue call: FunctionCallExprSyntax) -> String? {
        var current = Syntax(call)
        for _ in 0..<6 {
            guard let parent = current.parent else { return nil }
            if let binding = parent.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if let items = parent.as(CodeBlockItemListSyntax.self), items.count != 1 { return nil }
            if parent.is(LabeledExprSyntax.self) || parent.is(ArrayElementSyntax.self) || parent.is(FunctionDeclSyntax.self)
                || parent.is(ClosureExprSyntax.self)
            {
                return nil
            }
            current = parent
        }
        return nil
    }
}
