import SwiftSyntax

/// The action a command sends, as a selector's name: AppKit's own commands are known by it
/// (`checkSpelling` is Check Document Now, whatever the title says).
extension ShortcutVisitor {
    /// `#selector(NSText.checkSpelling(_:))`, `#selector(toggleSidebar)`, `Selector(("paste:"))`
    /// or `Selector("paste:")` → the selector's first part without its colon; nil for anything
    /// else (a variable, `nil`).
    func selectorName(_ expression: ExprSyntax?) -> String? {
        guard let expression else { return nil }
        if let macro = expression.as(MacroExpansionExprSyntax.self), let first = macro.arguments.first?.expression,
            macro.macroName.text.lowercased() == "selector"
        {
            if let (text, _) = string(first) { return Self.firstPart(ofSelector: text) }
            // `Type.name(_:with:)` or `name`: the member's base name.
            var text = first.trimmedDescription
            if let parenthesis = text.firstIndex(of: "(") { text = String(text[..<parenthesis]) }
            return text.split(separator: ".").last.map(String.init)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), calledName(call) == "Selector",
            var argument = call.arguments.first?.expression
        {
            // `Selector(("paste:"))` wraps the literal in parentheses to silence a warning.
            if let tuple = argument.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                argument = only.expression
            }
            return string(argument).map { Self.firstPart(ofSelector: $0.text) }
        }
        return nil
    }

    /// The selector an app's helper is passed: under an `action` label, or the one argument
    /// that is a selector.
    func helperAction(_ call: FunctionCallExprSyntax) -> String? {
        if let labeled = argument("action", in: call) { return selectorName(labeled) }
        return call.arguments.lazy.compactMap { self.selectorName($0.expression) }.first
    }

    /// Whether a button's action calls the focused view's value, a property of its type marked
    /// `@FocusedValue`, `@FocusedObject` or `@FocusedBinding` (`editor?.copy()`): SwiftUI hands it
    /// the value of the view that has focus, so the command is that view's own.
    func callsFocusedValue(_ node: Syntax) -> Bool {
        let focused = Self.focusedProperties(around: node)
        guard !focused.isEmpty else { return false }
        func search(_ node: Syntax) -> Bool {
            if let member = node.as(MemberAccessExprSyntax.self), var base = member.base {
                // `editor?.copy()` writes the value as `editor?`.
                if let chained = base.as(OptionalChainingExprSyntax.self) { base = chained.expression }
                if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, focused.contains(name) { return true }
            }
            return node.children(viewMode: .sourceAccurate).contains(where: search)
        }
        return search(node)
    }

    /// The names of the enclosing type's properties marked as the focused view's values.
    private static func focusedProperties(around node: Syntax) -> Set<String> {
        var current = node.parent
        while let ancestor = current {
            if let members = ancestor.as(MemberBlockSyntax.self) {
                var names: Set<String> = []
                for member in members.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self),
                        variable.attributes.contains(where: {
                            guard let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
                            return focusedWrappers.contains(name)
                        })
                    else { continue }
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
                    }
                }
                return names
            }
            current = ancestor.parent
        }
        return []
    }

    private static let focusedWrappers: Set<String> = ["FocusedValue", "FocusedObject", "FocusedBinding"]

    private static func firstPart(ofSelector text: String) -> String {
        String(text.prefix { $0 != ":" })
    }
}
