import SwiftSyntax

extension SyntaxProtocol {
    /// The call this expression is an argument of: `menu.addItem(…)` for the
    /// `NSMenuItem(…)` written inside it. nil where it is no call's argument.
    var callTakingItAsArgument: FunctionCallExprSyntax? {
        parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }
}
