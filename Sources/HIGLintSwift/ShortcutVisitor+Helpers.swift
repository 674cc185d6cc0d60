import HIGLint
import HIGModel
import SwiftSyntax

/// Calls of an app's own shortcut helpers. Real apps often wrap `NSMenuItem` or
/// `UIKeyCommand` in a function of their own and call it with literal keys:
/// `item("Sign Out", action: nil, key: "q", modifiers: [.command, .shift])`,
/// `makeCommand(title: "Find", input: "f", modifiers: .command)`. Only the wrapped call is
/// seen otherwise, with a key it cannot know.
extension ShortcutVisitor {
    /// A key passed as a literal under a key's label, with something that makes it a
    /// shortcut rather than a dictionary key: modifiers beside it, an action, or a helper of
    /// this file that takes modifiers.
    func isAppHelperCall(_ call: FunctionCallExprSyntax) -> Bool {
        guard let key = helperKey(call), key.expression.is(StringLiteralExprSyntax.self) else { return false }
        let labels = call.arguments.compactMap { $0.label?.text.lowercased() }
        return labels.contains { $0.contains("modifier") || $0 == "mask" || $0 == "action" }
    }

    /// The declaration a helper call makes; nil for an empty key (no shortcut).
    func readAppHelper(_ call: FunctionCallExprSyntax) -> Found? {
        guard let key = helperKey(call) else { return nil }
        if let (text, _) = string(key.expression), text.isEmpty { return nil }
        let isUIKit = key.label == "input"
        let name = helperName(call)
        let helper = name.flatMap { helperDeclarations[$0] }
        let written = call.arguments.first { argument in
            guard let label = argument.label?.text.lowercased() else { return false }
            return label.contains("modifier") || label == "mask"
        }
        // Without modifiers at the call, the helper's default applies, if this file declares it.
        let defaulted = helper?.signature.parameterClause.parameters.first { parameter in
            let label = parameter.firstName.text.lowercased()
            return label.contains("modifier") || label == "mask"
        }?.defaultValue?.value
        let title = titleString(call.arguments.first { $0.label?.text == "title" || $0.label == nil }?.expression)
        var declaration = declaration(
            key: key.expression, modifiers: written?.expression ?? defaulted, api: isUIKit ? .uiKit : .appKit,
            origin: isUIKit ? .uiKit : .appKit, at: call, title: title?.text, titleSpan: title?.span)
        if written == nil {
            declaration.spelling = .interfaceBuilder  // the modifiers are not at the call: no fix-it
            if defaulted == nil, declaration.unresolvedReason == nil {
                declaration.shortcut = nil
                declaration.unresolvedReason =
                    "the modifiers are the default of '\(name ?? "the helper")(…)', which is not declared in this file"
            }
        }
        // A helper this file declares as returning a menu item makes an app-wide command.
        if helper?.signature.returnClause?.type.trimmedDescription.contains("MenuItem") == true {
            declaration.context = nil
        }
        var impliesShift = false
        if !isUIKit { impliesShift = appKitImpliesShift(key.expression, in: &declaration) }
        declaration.ignoredRules.formUnion(ignores.ignored(atLine: declaration.span.location.line ?? 0))
        declaration.branches = branches(of: call)
        return Found(declaration: declaration, binding: binding(of: call), position: call.position, impliesShift: impliesShift)
    }

    private func helperKey(_ call: FunctionCallExprSyntax) -> (label: String, expression: ExprSyntax)? {
        for label in ["key", "keyEquivalent", "input"] {
            if let expression = argument(label, in: call) { return (label, expression) }
        }
        return nil
    }

    private func helperName(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}
