import SwiftSyntax

/// The value a setting of the app's own type holds until people change it: a hot key registered
/// from `keyCode` and `modifierFlags` properties of its type registers their first-launch values.
///
///     var keyCode: UInt32 {
///         get { UInt32(defaults.integer(forKey: "hotkey.keyCode")) == 0 ? 49 : UInt32(defaults.integer(forKey: "hotkey.keyCode")) }
///     }
///     var modifierFlags: UInt32 = UInt32(optionKey)
///
/// One level of the app's own code, in the file that declares the property.
extension ShortcutVisitor {
    /// The default of the property of the enclosing type that `expression` names (`keyCode`,
    /// `self.keyCode`): its initial value, or the one value among what its getter returns that
    /// `accepts` (the fallback of `stored ?? 49`, an arm of `stored == 0 ? 49 : stored`).
    /// Nil where a parameter or local value has the name, or no one value is accepted.
    func settingDefault(_ expression: ExprSyntax, where accepts: (ExprSyntax) -> Bool) -> ExprSyntax? {
        var name: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard
                Self.enclosingParameter(named: reference.baseName.text, around: Syntax(expression), crossingClosures: true)
                    == nil,
                localConstant(expression) == nil
            else { return nil }
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            name = member.declName.baseName.text
        }
        guard let name, let property = Self.property(named: name, around: Syntax(expression)) else { return nil }
        if let initial = property.initializer?.value { return accepts(initial) ? initial : nil }
        let accepted = Self.returnedValues(of: property).filter(accepts)
        return accepted.count == 1 ? accepted.first : nil
    }

    /// The binding of the nearest type around `node` that declares a property of that name.
    static func property(named name: String, around node: Syntax) -> PatternBindingSyntax? {
        var current = node.parent
        while let ancestor = current {
            if let members = ancestor.as(MemberBlockSyntax.self) {
                for member in members.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                    if let binding = variable.bindings.first(where: {
                        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                    }) {
                        return binding
                    }
                }
                return nil
            }
            current = ancestor.parent
        }
        return nil
    }

    /// What a computed property's getter of one statement may return: the fallback of `??`, both
    /// arms of a ternary, else the expression itself. The parser leaves operators unfolded, so the
    /// values are read off the sequence: what follows `??`, and the ternary's two arms.
    private static func returnedValues(of property: PatternBindingSyntax) -> [ExprSyntax] {
        guard let accessors = property.accessorBlock?.accessors else { return [] }
        let statements: CodeBlockItemListSyntax?
        switch accessors {
        case .getter(let body): statements = body
        case .accessors(let list): statements = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
        guard let statements, statements.count == 1, let only = statements.first else { return [] }
        let value =
            only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self)
            ?? only.item.as(ExpressionStmtSyntax.self)?.expression
        guard let value else { return [] }
        guard let sequence = value.as(SequenceExprSyntax.self) else { return [value] }
        let elements = Array(sequence.elements)
        if let ternary = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let then = elements[ternary].as(UnresolvedTernaryExprSyntax.self)?.thenExpression
        {
            return [then] + (elements.count == ternary + 2 ? [elements[ternary + 1]] : [])
        }
        if let fallback = elements.firstIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }),
            elements.count == fallback + 2
        {
            return [elements[fallback + 1]]
        }
        return []
    }
}
