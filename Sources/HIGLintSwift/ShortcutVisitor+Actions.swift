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

    /// Whether a button's action reaches the view that has focus, in its own code or one level
    /// into a function of the file's it calls (`handleCopyCommand()`): it calls a property of its
    /// type marked `@FocusedValue`, `@FocusedObject` or `@FocusedBinding` (`editor?.copy()`), whose
    /// value SwiftUI takes from the focused view, or asks AppKit for it (the key window, its first
    /// responder, `NSApp.sendAction(_:to: nil, from:)`), as the framework's own items do.
    func reachesFocusedView(_ code: Syntax) -> Bool {
        let focused = Self.focusedProperties(around: code)
        if Self.mentionsFocus(code, focused: focused) { return true }
        let called = Set(Self.calledFunctionNames(in: code))
        guard !called.isEmpty else { return false }
        return Self.functions(named: called, in: code.root).contains { Self.mentionsFocus(Syntax($0), focused: focused) }
    }

    /// Whether `node` names the focused view's value or AppKit's ways to the focused view.
    private static func mentionsFocus(_ node: Syntax, focused: Set<String>) -> Bool {
        if let reference = node.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if focused.contains(name) || focusNames.contains(name) { return true }
        }
        return node.children(viewMode: .sourceAccurate).contains { mentionsFocus($0, focused: focused) }
    }

    /// AppKit's and UIKit's names for the view that has focus and the way to send it a command.
    private static let focusNames: Set<String> = ["firstResponder", "keyWindow", "sendAction", "isFirstResponder"]

    /// The names of the functions `node` calls by name alone (`handleCopyCommand()`, `self.copyAll()`).
    private static func calledFunctionNames(in node: Syntax) -> [String] {
        CallCollector.calls(in: node).compactMap { call in
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            else { return nil }
            return member.declName.baseName.text
        }
    }

    /// The bodies of the file's functions of those names.
    private static func functions(named names: Set<String>, in root: Syntax) -> [CodeBlockSyntax] {
        var bodies: [CodeBlockSyntax] = []
        func walk(_ node: Syntax) {
            if let function = node.as(FunctionDeclSyntax.self), names.contains(function.name.text), let body = function.body {
                bodies.append(body)
                return
            }
            for child in node.children(viewMode: .sourceAccurate) { walk(child) }
        }
        walk(root)
        return bodies
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
