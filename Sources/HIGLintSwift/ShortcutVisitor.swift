import HIGLint
import HIGModel
import SwiftSyntax

/// Walks one file and collects its shortcut declarations in source order.
final class ShortcutVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    let path: String
    let ignores: IgnoreComments
    private var found: [Found] = []
    /// `KeyboardShortcut(…)` calls already read as the argument of `.keyboardShortcut(…)`.
    var consumed: Set<SyntaxIdentifier> = []
    /// `name.property = value` statements, by the code block they sit in.
    private var assignments: [Assignment] = []

    /// A declaration and the variable it was bound to, for later property assignments.
    struct Found {
        var declaration: AppShortcut
        var binding: Binding?
        /// An AppKit key equivalent in upper case, which adds Shift whatever the mask says.
        var impliesShift: Bool
    }

    struct Binding: Hashable {
        var name: String
        var block: SyntaxIdentifier
    }

    struct Assignment {
        var binding: Binding
        var property: String
        var value: ExprSyntax
    }

    init(converter: SourceLocationConverter, path: String, ignores: IgnoreComments) {
        self.converter = converter
        self.path = path
        self.ignores = ignores
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            switch member.declName.baseName.text {
            case "keyboardShortcut" where member.base != nil: readSwiftUIModifier(node, member: member)
            case "addItem" where node.arguments.first?.label?.text == "withTitle": readAppKit(node)
            default: break
            }
        }
        // `static let find: KeyboardShortcut = .init("f")` names the type in its annotation.
        let isInit =
            node.calledExpression.as(MemberAccessExprSyntax.self).map { $0.base == nil && $0.declName.baseName.text == "init" }
            ?? false
        let annotated =
            node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type
            .as(IdentifierTypeSyntax.self)?.name.text
        switch isInit && annotated == "KeyboardShortcut" ? "KeyboardShortcut" : calledName(node) {
        case "KeyboardShortcut" where !consumed.contains(node.id): readKeyboardShortcutValue(node)
        case "UIKeyCommand": readUIKit(node)
        case "NSMenuItem": readAppKit(node)
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let target = elements[0].as(MemberAccessExprSyntax.self),
            let base = target.base?.as(DeclReferenceExprSyntax.self), let block = enclosingBlock(of: Syntax(node))
        {
            assignments.append(
                Assignment(
                    binding: Binding(name: base.baseName.text, block: block), property: target.declName.baseName.text,
                    value: elements[2]))
        }
        return .visitChildren
    }

    /// The declarations, with later `item.keyEquivalentModifierMask = …` and
    /// `command.discoverabilityTitle = …` assignments applied.
    func finish() -> [AppShortcut] {
        found.map { item in
            var declaration = item.declaration
            guard let binding = item.binding else { return declaration }
            for assignment in assignments where assignment.binding == binding {
                apply(assignment, to: &declaration, impliesShift: item.impliesShift)
            }
            return declaration
        }
    }

    // MARK: Recording

    func record(_ declaration: AppShortcut, for call: FunctionCallExprSyntax, impliesShift: Bool = false) {
        var declaration = declaration
        declaration.ignoredRules.formUnion(ignores.ignored(atLine: declaration.span.location.line ?? 0))
        found.append(Found(declaration: declaration, binding: binding(of: call), impliesShift: impliesShift))
    }

    /// `let item = NSMenuItem(…)`: the variable later statements set properties on.
    private func binding(of call: FunctionCallExprSyntax) -> Binding? {
        guard let initializer = call.parent?.as(InitializerClauseSyntax.self),
            let pattern = initializer.parent?.as(PatternBindingSyntax.self),
            let name = pattern.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let block = enclosingBlock(of: Syntax(call))
        else { return nil }
        return Binding(name: name, block: block)
    }

    private func enclosingBlock(of node: Syntax) -> SyntaxIdentifier? {
        var current = node.parent
        while let node = current {
            if node.is(CodeBlockItemListSyntax.self) { return node.id }
            current = node.parent
        }
        return nil
    }

    // MARK: Helpers shared by the readers

    func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        // `SwiftUI.KeyboardShortcut(…)`, `UIKit.UIKeyCommand(…)`.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self).map({ ["SwiftUI", "UIKit", "AppKit"].contains($0.baseName.text) })
                == true
        {
            return member.declName.baseName.text
        }
        return nil
    }

    func span(of node: some SyntaxProtocol) -> TextSpan {
        let start = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return TextSpan(
            location: HIGModel.SourceLocation(file: path, line: start.line, column: start.column),
            length: node.trimmedLength.utf8Length)
    }

    func location(of position: AbsolutePosition) -> HIGModel.SourceLocation {
        let place = converter.location(for: position)
        return HIGModel.SourceLocation(file: path, line: place.line, column: place.column)
    }

    /// The text of a string literal without interpolation, and where its characters sit
    /// (verbatim when the source has no escapes).
    func string(_ expression: ExprSyntax?) -> (text: String, span: TextSpan)? {
        guard let literal = expression?.as(StringLiteralExprSyntax.self), let text = literal.representedLiteralValue else {
            return nil
        }
        // One plain segment whose source text is the value: no escapes, so offsets into the
        // value are offsets into the source. (Asking the segments for their text would
        // rebuild it from the tree, a tenth of `check`'s time on a large app.)
        let plain = literal.segments.count == 1 && literal.segments.first?.as(StringSegmentSyntax.self)?.content.text == text
        var span = span(of: literal.segments)
        if literal.segments.isEmpty { span = TextSpan(location: location(of: literal.closingQuote.position), length: 0) }
        span.isVerbatim = (plain || literal.segments.isEmpty) && literal.openingPounds == nil
        return (text, span)
    }

    func argument(_ label: String, in call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// The type or function a declaration sits in: a type conforming to `Commands`, a
    /// `CommandMenu`/`CommandGroup` and UIKit's `buildMenu(with:)` are the app's menus,
    /// app-wide (nil); otherwise the nearest type's name.
    func context(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        var typeName: String?
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self), ["CommandMenu", "CommandGroup"].contains(calledName(call)) {
                return nil
            }
            if let function = node.as(FunctionDeclSyntax.self), function.name.text == "buildMenu" { return nil }
            if typeName == nil, let (name, inherited) = typeDeclaration(node) {
                if inherited.contains("Commands") { return nil }
                typeName = name
            }
            current = node.parent
        }
        return typeName
    }

    private func typeDeclaration(_ node: Syntax) -> (String, [String])? {
        // The last name of each type (`SwiftUI.Commands` is Commands): asking the tree for a
        // type's full text rebuilds it, once per shortcut per enclosing type.
        func name(_ type: TypeSyntax) -> String {
            type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text
                ?? type.trimmedDescription
        }
        func names(_ clause: InheritanceClauseSyntax?) -> [String] {
            clause?.inheritedTypes.map { name($0.type) } ?? []
        }
        if let decl = node.as(StructDeclSyntax.self) { return (decl.name.text, names(decl.inheritanceClause)) }
        if let decl = node.as(ClassDeclSyntax.self) { return (decl.name.text, names(decl.inheritanceClause)) }
        if let decl = node.as(EnumDeclSyntax.self) { return (decl.name.text, names(decl.inheritanceClause)) }
        if let decl = node.as(ExtensionDeclSyntax.self) {
            return (name(decl.extendedType), names(decl.inheritanceClause))
        }
        if let decl = node.as(ActorDeclSyntax.self) { return (decl.name.text, names(decl.inheritanceClause)) }
        return nil
    }
}
