import HIGLint
import HIGModel
import SwiftSyntax

/// SwiftUI controls shown once per element of a collection: a `ForEach` (or a `List` over data)
/// makes its content for every element, so a control with a shortcut in a row is on screen as
/// many times as there are rows, each with the same key.
extension ShortcutVisitor {
    /// The line of the `ForEach` or `List(data)` whose content holds `node` (not one inside a
    /// presentation, which is shown alone), where no condition between them picks one row
    /// (`if item.id == selection`); nil outside one.
    func rowsAround(_ node: some SyntaxProtocol) -> Int? {
        var child = Syntax(node)
        var current = node.parent
        while let parent = current {
            switch parent.kind {
            case .functionDecl, .initializerDecl, .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl: return nil
            case .ifExpr:
                if let branch = parent.as(IfExprSyntax.self), child.id == branch.body.id || child.id == branch.elseBody?.id,
                    Self.picksOneRow(branch.conditions.trimmedDescription)
                {
                    return nil
                }
            case .functionCallExpr:
                if let call = parent.as(FunctionCallExprSyntax.self), child.id != call.calledExpression.id {
                    if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                        Presentation(rawValue: member.declName.baseName.text) != nil
                    {
                        return nil
                    }
                    if Self.makesRows(call), !Self.makesPages(call) {
                        return converter.location(for: call.positionAfterSkippingLeadingTrivia).line
                    }
                }
            default: break
            }
            child = parent
            current = parent.parent
        }
        return nil
    }

    /// Whether a control is enabled, or shown, in one row at most: its chain disables it in some
    /// state (`.disabled(!presenting)`), or a `switch` or a condition picking one row
    /// (`if item.id == selection`) shows it, within the function, property or closure that builds it.
    func showsInOneRowAtMost(_ call: FunctionCallExprSyntax) -> Bool {
        if disabledInSomeState(call) { return true }
        var child = Syntax(call)
        while let parent = child.parent {
            if [.functionDecl, .initializerDecl, .accessorBlock].contains(parent.kind) { return false }
            if child.is(SwitchCaseSyntax.self) { return true }
            if let branch = parent.as(IfExprSyntax.self), child.id == branch.body.id || child.id == branch.elseBody?.id,
                Self.picksOneRow(branch.conditions.trimmedDescription)
            {
                return true
            }
            child = parent
        }
        return false
    }

    /// The line of the rows each of `names` (a view type, or a function or property that builds
    /// a view) is made in, where the file makes it only inside rows, the first of them.
    func rowsOfEveryUse(of names: Set<String>, in root: Syntax) -> [String: Int] {
        placeOfEveryUse(of: names, in: root) { rowsAround($0) }
    }

    /// `ForEach(…) { … }`, or `List(items) { … }` with data: content made once per element.
    private static func makesRows(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return name == "ForEach" || (name == "List" && !call.arguments.isEmpty && call.arguments.first?.label == nil)
    }

    /// A `ForEach` making a `TabView`'s content: each element is a tab or a page, shown one at a time.
    private static func makesPages(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let node = current {
            if let outer = node.as(FunctionCallExprSyntax.self) {
                return outer.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "TabView"
            }
            current = node.parent
        }
        return false
    }

    /// A condition that shows the control in one row only: the selected, hovered, focused or
    /// edited one, or the one equal to a value.
    private static func picksOneRow(_ condition: String) -> Bool {
        let lowered = condition.lowercased()
        return ["select", "hover", "focus", "edit", "active", "current", "==", "==="].contains { lowered.contains($0) }
    }
}

extension ShortcutVisitor {
    /// A SwiftUI control of a view, not an item of a menu that opens alone.
    static func mayRepeatInRows(_ declaration: AppShortcut) -> Bool {
        declaration.origin == .swiftUI && declaration.isViewControl && !declaration.isInStandaloneMenu
            && declaration.shortcut != nil
    }

    /// The view type a control is in (`ProjectRow` for the scope `view: ProjectRow`).
    static func viewName(_ declaration: AppShortcut) -> String? {
        guard case .controls(let name) = declaration.scope else { return nil }
        return name
    }
}
