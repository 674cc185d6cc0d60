import SwiftSyntax

/// An app's own enum of its shortcuts, each property a `switch` over its cases:
///
///     enum ChatShortcut {
///         case newChat, search
///         var keyEquivalent: KeyEquivalent { switch self { case .newChat: return "n"; case .search: return "f" } }
///         var modifiers: EventModifiers { switch self { case .newChat: return .command; case .search: return [.command, .shift] } }
///     }
///     .keyboardShortcut(ChatShortcut.newChat.keyEquivalent, modifiers: ChatShortcut.newChat.modifiers)
///
/// `ChatShortcut.newChat.keyEquivalent` is the value its case returns: one level of the app's
/// own code, in the file that declares the enum (or an extension of it).
struct KeyStore {
    /// Each type's properties, each property's value for each case.
    private var values: [String: [String: [String: ExprSyntax]]] = [:]

    init(_ root: Syntax) {
        for item in root.as(SourceFileSyntax.self)?.statements ?? [] {
            if let decl = item.item.as(EnumDeclSyntax.self) {
                read(decl.memberBlock, of: decl.name.text)
            } else if let decl = item.item.as(ExtensionDeclSyntax.self),
                let name = decl.extendedType.as(IdentifierTypeSyntax.self)?.name.text
            {
                read(decl.memberBlock, of: name)
            }
        }
    }

    /// The value `Type.case.property` (or `.case.property`) stands for, where this file's enum
    /// returns one for that case.
    func value(of expression: ExprSyntax) -> ExprSyntax? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(MemberAccessExprSyntax.self)
        else { return nil }
        let property = member.declName.baseName.text
        let caseName = base.declName.baseName.text
        if let type = base.base?.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return values[type]?[property]?[caseName]
        }
        // `.newChat.keyEquivalent`: the one enum of the file with that case and property.
        guard base.base == nil else { return nil }
        let found = values.values.compactMap { $0[property]?[caseName] }
        return found.count == 1 ? found.first : nil
    }

    /// The computed properties of a type's members whose body is one `switch self`.
    private mutating func read(_ members: MemberBlockSyntax, of type: String) {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let body = Self.body(of: binding), body.count == 1, let only = body.first,
                let switchExpr = Self.switchOverSelf(only.item)
            else { continue }
            var cases: [String: ExprSyntax] = [:]
            for element in switchExpr.cases {
                guard let switchCase = element.as(SwitchCaseSyntax.self),
                    let label = switchCase.label.as(SwitchCaseLabelSyntax.self),
                    switchCase.statements.count == 1, let statement = switchCase.statements.first,
                    let value = Self.returned(statement.item)
                else { continue }
                for item in label.caseItems {
                    if let caseName = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self)?
                        .declName.baseName.text
                    {
                        cases[caseName] = value
                    }
                }
            }
            if !cases.isEmpty { values[type, default: [:]][name] = cases }
        }
    }

    /// The statements of a computed property: its getter's, or the braces' own.
    private static func body(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements): return statements
        case .accessors(let accessors):
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: return nil
        }
    }

    /// `switch self { … }`, written as a statement or returned.
    private static func switchOverSelf(_ item: CodeBlockItemSyntax.Item) -> SwitchExprSyntax? {
        let expression =
            item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ReturnStmtSyntax.self)?.expression
            ?? item.as(ExprSyntax.self)
        guard let switchExpr = expression?.as(SwitchExprSyntax.self),
            switchExpr.subject.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return nil }
        return switchExpr
    }

    /// `return value`, or the value alone (a `switch` expression's branch).
    private static func returned(_ item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
        return item.as(ExprSyntax.self)
    }
}
