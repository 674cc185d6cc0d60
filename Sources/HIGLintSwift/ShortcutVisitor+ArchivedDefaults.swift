import SwiftSyntax

/// MASShortcut's older way to give a hot key its default: the shortcut archived as data and
/// registered as a defaults key's first-launch value, which `MASShortcutBinder` then binds.
extension ShortcutVisitor {
    /// The defaults key whose first-launch value is a local MASShortcut archived as data, the way
    /// MASShortcut's older documentation registers a default: `let shortcut = MASShortcut(…)`,
    /// `let data = try NSKeyedArchiver.archivedData(withRootObject: shortcut, …)`, then
    /// `UserDefaults.standard.register(defaults: [key: data])`, all in one block.
    func archivedDefaultsKey(of call: FunctionCallExprSyntax) -> String? {
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let statements = binding.parent?.parent?.parent?.parent?.as(CodeBlockItemListSyntax.self)
        else { return nil }
        // The names holding the shortcut: its own, and each archive made of it.
        var names: Set<String> = [name]
        for item in statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for archive in variable.bindings {
                guard let held = archive.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = archive.initializer?.value, Self.archives(value, oneOf: names)
                else { continue }
                names.insert(held)
            }
        }
        for item in statements {
            guard let register = Self.call(in: item.item), helperName(register) == "register",
                let dictionary = argument("defaults", in: register)?.as(DictionaryExprSyntax.self),
                case .elements(let elements) = dictionary.content
            else { continue }
            if let element = elements.first(where: {
                $0.value.as(DeclReferenceExprSyntax.self).map { names.contains($0.baseName.text) } ?? false
            }) {
                return defaultsKey(element.key)
            }
        }
        return nil
    }

    /// Whether `value` archives one of `names`: `try NSKeyedArchiver.archivedData(withRootObject: name as Any, …)`.
    private static func archives(_ value: ExprSyntax, oneOf names: Set<String>) -> Bool {
        let value = value.as(TryExprSyntax.self)?.expression ?? value
        guard let archive = value.as(FunctionCallExprSyntax.self),
            archive.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "archivedData",
            var root = archive.arguments.first(where: { $0.label?.text == "withRootObject" })?.expression
        else { return false }
        // `name as Any`, unfolded as the parser leaves it.
        if let cast = root.as(AsExprSyntax.self) { root = cast.expression }
        if let sequence = root.as(SequenceExprSyntax.self), let first = sequence.elements.first { root = first }
        return root.as(DeclReferenceExprSyntax.self).map { names.contains($0.baseName.text) } ?? false
    }

    /// The call a statement is: `UserDefaults.standard.register(defaults: …)`, perhaps after `try`.
    private static func call(in item: CodeBlockItemSyntax.Item) -> FunctionCallExprSyntax? {
        let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
        return (expression?.as(TryExprSyntax.self)?.expression ?? expression)?.as(FunctionCallExprSyntax.self)
    }
}
