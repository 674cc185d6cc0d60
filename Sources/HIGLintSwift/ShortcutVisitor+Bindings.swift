import SwiftSyntax

/// Which later statements set properties on a declared item: apps make a menu item in one
/// expression and set its mask in another, in several ways.
extension ShortcutVisitor {
    /// What `call` is bound to:
    /// - `let item = NSMenuItem(…)`, or `item = menu.addItem(…)` on a variable made earlier;
    /// - `menu.addItem(withTitle: …).keyEquivalentModifierMask = …`: the call itself;
    /// - a configuring closure, `NSMenuItem(…).configured { $0.keyEquivalentModifierMask = … }`
    ///   (`then`, `with`…) or `{ $0.… ; return $0 }(NSMenuItem(…))`: the closure's parameter.
    func binding(of call: FunctionCallExprSyntax) -> Binding? {
        if let initializer = call.parent?.as(InitializerClauseSyntax.self),
            let pattern = initializer.parent?.as(PatternBindingSyntax.self),
            let name = pattern.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            // A type's stored property (`lazy var showToolbar = NSMenuItem(…)`) is set in its methods.
            if let members = memberBlock(declaring: pattern) { return Binding(name: name, block: members) }
            if let block = enclosingBlock(of: Syntax(call)) { return Binding(name: name, block: block) }
        }
        if let sequence = call.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.last?.id == call.id,
            let name = sequence.elements.first?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let block = enclosingBlock(of: Syntax(sequence))
        {
            return Binding(name: name, block: block)
        }
        if let member = call.parent?.as(MemberAccessExprSyntax.self), member.base?.id == call.id {
            if let configure = member.parent?.as(FunctionCallExprSyntax.self),
                let closure = configure.trailingClosure ?? configure.arguments.first?.expression.as(ClosureExprSyntax.self)
            {
                return Binding(name: parameterName(of: closure), block: closure.statements.id)
            }
            // `let item = NSMenuItem(…).configured(target: actions)`: a builder method of the
            // app's own hands back the item it was called on, which the variable then holds.
            if let configure = member.parent?.as(FunctionCallExprSyntax.self), configure.trailingClosure == nil,
                let bound = binding(of: configure), !bound.name.isEmpty
            {
                return bound
            }
            return Binding(name: "", block: call.id)
        }
        if let outer = call.callTakingItAsArgument,
            let closure = outer.calledExpression.as(ClosureExprSyntax.self)
        {
            return Binding(name: parameterName(of: closure), block: closure.statements.id)
        }
        return nil
    }

    /// The binding a property assignment's target names: `item`, `self.item`, `$0` in a
    /// closure, or a call whose result is set at once (`menu.addItem(…).keyEquivalentModifierMask`).
    func binding(ofBase base: ExprSyntax?, in statement: SequenceExprSyntax) -> Binding? {
        if let call = base?.as(FunctionCallExprSyntax.self) { return Binding(name: "", block: call.id) }
        guard let name = variableName(base), let block = enclosingBlock(of: Syntax(statement)) else { return nil }
        // Inside a method, a name the enclosing type stores (and the method does not declare) is that property.
        if let members = enclosingMembers(of: Syntax(statement)), storedProperties(of: members).contains(name),
            !Self.declaresLocally(name, before: statement)
        {
            return Binding(name: name, block: members.id)
        }
        return Binding(name: name, block: block)
    }

    /// The member block of the type whose stored property `pattern` is; nil for a local variable.
    private func memberBlock(declaring pattern: PatternBindingSyntax) -> SyntaxIdentifier? {
        guard let variable = pattern.parent?.parent?.as(VariableDeclSyntax.self),
            let list = variable.parent?.parent?.as(MemberBlockItemListSyntax.self)
        else { return nil }
        return list.parent?.as(MemberBlockSyntax.self)?.id
    }

    /// The member block of the type around `node`.
    private func enclosingMembers(of node: Syntax) -> MemberBlockSyntax? {
        var current = node.parent
        while let node = current {
            if let block = node.as(MemberBlockSyntax.self) { return block }
            current = node.parent
        }
        return nil
    }

    /// The names of the properties a type's members declare, worked out once a type: every
    /// assignment in its methods asks.
    private func storedProperties(of members: MemberBlockSyntax) -> Set<String> {
        if let known = propertiesOfTypes[members.id] { return known }
        let names = Set(
            members.members.flatMap { member in
                member.decl.as(VariableDeclSyntax.self)?.bindings.compactMap {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                } ?? []
            })
        propertiesOfTypes[members.id] = names
        return names
    }

    /// Whether a statement of the code block holding `statement`, or of one around it inside its
    /// function, declares `name` as a local before it.
    private static func declaresLocally(_ name: String, before statement: SequenceExprSyntax) -> Bool {
        var current = Syntax(statement).parent
        while let node = current, !node.is(MemberBlockSyntax.self) {
            if let list = node.as(CodeBlockItemListSyntax.self) {
                for item in list where item.position < statement.position {
                    if let variable = item.item.as(VariableDeclSyntax.self),
                        variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
                        )
                    {
                        return true
                    }
                }
            }
            current = node.parent
        }
        return false
    }

    /// `item` or `self.item`, the variable an assignment sets a property on; an element or a
    /// property of another value (`alert.buttons[0]`, `window.okButton`) by its text.
    private func variableName(_ base: ExprSyntax?) -> String? {
        // `statusItem?.menu = menu` and `item!.keyEquivalent = "s"` set the variable's own property.
        if let chained = base?.as(OptionalChainingExprSyntax.self) { return variableName(chained.expression) }
        if let unwrapped = base?.as(ForceUnwrapExprSyntax.self) { return variableName(unwrapped.expression) }
        if let reference = base?.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let element = base?.as(SubscriptCallExprSyntax.self) { return element.trimmedDescription }
        guard let member = base?.as(MemberAccessExprSyntax.self), let owner = member.base else { return nil }
        return owner.trimmedDescription == "self" ? member.declName.baseName.text : member.trimmedDescription
    }

    /// `$0`, or the one parameter a closure names (`{ item in … }`).
    private func parameterName(of closure: ClosureExprSyntax) -> String {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: names.first?.name.text ?? "$0"
        case .parameterClause(let clause)?: clause.parameters.first?.firstName.text ?? "$0"
        case nil: "$0"
        }
    }

    func enclosingBlock(of node: Syntax) -> SyntaxIdentifier? {
        var current = node.parent
        while let node = current {
            if node.is(CodeBlockItemListSyntax.self) { return node.id }
            current = node.parent
        }
        return nil
    }

    /// `menu.items.last?.keyEquivalentModifierMask = …` sets the item added to `menu` last before
    /// it (`menu.addItem(withTitle: "Mute", …)`): that item takes the statement's binding.
    func bindLastItems(_ items: inout [Found]) {
        for assignment in assignments where assignment.binding.name.hasSuffix(".items.last") {
            let menu = String(assignment.binding.name.dropLast(".items.last".count))
            guard
                let index = items.lastIndex(where: {
                    $0.position < assignment.position && $0.menu?.name == menu && $0.declaration.origin == .appKit
                }), items[index].binding == nil || items[index].binding == assignment.binding
            else { continue }
            items[index].binding = assignment.binding
        }
    }
}
