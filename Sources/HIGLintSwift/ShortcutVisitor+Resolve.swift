import HIGLint
import HIGModel
import SwiftSyntax

/// A key or modifiers read from an expression, or why they could not be.
enum Resolved<Value> {
    case value(Value)
    case unresolved(String)
}

extension ShortcutVisitor {
    /// A key written as a character literal (`"k"`, `"?"`, `"\u{1B}"`), a `KeyEquivalent`
    /// or `UIKeyCommand` constant (`.upArrow`, `UIKeyCommand.inputUpArrow`),
    /// `KeyEquivalent("k")`, or a character built from its number (``KeyCharacterExpression``).
    func resolveKey(_ expression: ExprSyntax) -> Resolved<(key: Key, spelling: Shortcut.KeySpelling, character: Character?)> {
        if let (text, _) = string(expression) {
            guard text.count == 1, let character = text.first else {
                let shown = text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
                return .unresolved(text.isEmpty ? "the key is empty" : "'\(shown.clipped())' is not a single key")
            }
            guard let (key, spelling) = KeyNames.key(forCharacter: character) else {
                return .unresolved("'\(text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())' is no key the HIG names")
            }
            return .value((key, spelling, character))
        }
        if let value = KeyCharacterExpression.scalar(of: expression), let scalar = Unicode.Scalar(value) {
            let character = Character(scalar)
            guard let (key, spelling) = KeyNames.key(forCharacter: character) else {
                return .unresolved("'\(scalar.escaped(asASCII: true))' is no key the HIG names")
            }
            return .value((key, spelling, character))
        }
        if let call = expression.as(FunctionCallExprSyntax.self), calledName(call) == "KeyEquivalent",
            let first = call.arguments.first
        {
            return resolveKey(first.expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), isConstantBase(member.base) {
            let name = member.declName.baseName.text
            guard let key = KeyNames.key(forConstant: name) else {
                return .unresolved("'.\(name)' is no key the HIG names")
            }
            return .value((key, .lower, nil))
        }
        return .unresolved("the key is '\(expression.trimmedDescription.clipped(to: 40))', which is only known when the app runs")
    }

    /// `[.command, .shift]`, `.command`, `[]`, `EventModifiers.command`.
    func resolveModifiers(_ expression: ExprSyntax) -> Resolved<ModifierSet> {
        let elements: [ExprSyntax]
        if let array = expression.as(ArrayExprSyntax.self) {
            elements = array.elements.map(\.expression)
        } else {
            elements = [expression]
        }
        var modifiers = ModifierSet()
        for element in elements {
            guard let member = element.as(MemberAccessExprSyntax.self), isConstantBase(member.base) else {
                return .unresolved(
                    "the modifiers are '\(expression.trimmedDescription.clipped(to: 40))', which are only known when the app runs"
                )
            }
            guard let modifier = KeyNames.modifier(named: member.declName.baseName.text) else {
                return .unresolved("'.\(member.declName.baseName.text)' is no modifier the HIG names")
            }
            modifiers.insert(ModifierSet(modifier))
        }
        return .value(modifiers)
    }

    /// `.upArrow` or `KeyEquivalent.upArrow`, not `someValue.upArrow`.
    private func isConstantBase(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        let name = base.trimmedDescription
        return [
            "KeyEquivalent", "SwiftUI.KeyEquivalent", "UIKeyCommand", "UIKit.UIKeyCommand", "EventModifiers",
            "UIKeyModifierFlags", "NSEvent.ModifierFlags", "KeyboardShortcut",
        ].contains(name)
    }

    /// Applies `item.keyEquivalentModifierMask = …` or `command.discoverabilityTitle = …`.
    func apply(_ assignment: Assignment, to declaration: inout AppShortcut, impliesShift: Bool) {
        switch assignment.property {
        case "discoverabilityTitle", "title":
            guard let (text, span) = string(assignment.value) else { return }
            if assignment.property == "title", declaration.title != nil, declaration.origin == .uiKit { return }
            declaration.title = text
            declaration.titleSpan = span
        case "keyEquivalentModifierMask", "modifierFlags":
            guard let shortcut = declaration.shortcut else { return }
            switch resolveModifiers(assignment.value) {
            case .value(var modifiers):
                if impliesShift { modifiers.insert(.shift) }
                declaration.shortcut = Shortcut(key: shortcut.key, modifiers: modifiers, keySpelling: shortcut.keySpelling)
                if case .swift(var spelling) = declaration.spelling {
                    spelling.modifiers = span(of: assignment.value)
                    declaration.spelling = .swift(spelling)
                }
            case .unresolved(let reason):
                declaration.shortcut = nil
                declaration.unresolvedReason = reason
            }
        default: break
        }
    }
}
