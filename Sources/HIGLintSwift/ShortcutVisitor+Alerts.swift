import HIGLint
import HIGModel
import SwiftSyntax

/// `NSAlert` buttons: `alert.addButton(withTitle:)` gives keys the code never writes. AppKit
/// documents that the first button answers Return and a button titled "Cancel" answers Esc; a
/// `keyEquivalent` set on a button afterwards (`alert.buttons[1].keyEquivalent = "\r"`, or on the
/// button `addButton` returned) replaces it. An alert is a window of its own: its buttons compete
/// with each other, so two on Return is a duplicate there.
extension ShortcutVisitor {
    /// The alert a button is added to: its variable, in its code block.
    struct Alert: Hashable {
        var name: String
        var block: SyntaxIdentifier
    }

    /// Reads `alert.addButton(withTitle: "Delete")`; false for another `addButton`.
    func readAlertButton(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            let titleExpression = argument("withTitle", in: call), call.arguments.count == 1,
            let block = enclosingBlock(of: Syntax(call))
        else { return false }
        let alert = Alert(name: base.trimmedDescription, block: block)
        let index = alertButtons[alert, default: 0]
        alertButtons[alert] = index + 1
        if index == 0 { alertLines[alert] = location(of: call.positionAfterSkippingLeadingTrivia).line }
        let title = titleString(titleExpression)
        // Its file in the name: two files' alerts at one line are two alerts.
        let context = "the alert '\(alert.name.clipped(to: 30))' at line \(alertLines[alert] ?? 0) of \(fileName)"
        // The button `addButton` returns, by its variable, else as `alert.buttons[i]`.
        let binding = binding(of: call) ?? Binding(name: "\(alert.name).buttons[\(index)]", block: block)
        alertContexts[binding] = context
        variableTypes[binding.name] = "NSButton"
        let key: Key? = index == 0 ? .return : title?.text == "Cancel" ? .escape : nil
        guard let key else {
            // No key until one is set: `keyEquivalentAssignment` takes this title.
            if let title { titlesOfItemsWithoutKeys[binding] = title }
            return true
        }
        var declaration = AppShortcut(
            shortcut: Shortcut(key: key), title: title?.text, titleSpan: title?.span, context: context,
            span: span(of: call), origin: .appKit, spelling: .interfaceBuilder)  // AppKit's key: nothing to rewrite
        declaration.facts.keyByDefault = true
        declaration.ignoredRules.formUnion(ignores.ignored(atLine: declaration.span.location.line ?? 0))
        placeInBranches(&declaration, at: call)
        recordFound(Found(declaration: declaration, binding: binding, position: call.position, impliesShift: false))
        return true
    }

    /// A key set on an alert's button that already had AppKit's: the button answers the new
    /// key, read as any button's key set in code is, or none when it is emptied.
    func applyAlertKey(_ assignment: Assignment, to declaration: inout AppShortcut) -> Bool {
        guard assignment.property == "keyEquivalent", alertContexts[assignment.binding] != nil else { return true }
        if let (text, _) = string(assignment.value), text.isEmpty { return false }
        // AppKit pairs the key with the button's mask whichever is set first.
        let mask = assignments.last { $0.binding == assignment.binding && $0.property == "keyEquivalentModifierMask" }
        var assigned = self.declaration(
            key: assignment.value, modifiers: mask?.value, api: .appKitButton, origin: .appKit, at: assignment.value,
            title: declaration.title, titleSpan: declaration.titleSpan)
        assigned.context = declaration.context
        assigned.branches = declaration.branches
        assigned.ignoredRules = declaration.ignoredRules.union(ignores.ignored(atLine: assigned.span.location.line ?? 0))
        declaration = assigned
        return true
    }
}
