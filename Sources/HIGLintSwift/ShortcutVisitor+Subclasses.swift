import SwiftSyntax

/// An app's own subclass of a framework's shortcut type is that type: its initializer hands
/// the key to the framework's through `super.init(…)`.
///
///     class TypeMenuItem: NSMenuItem {
///         init(title: String, action: Selector?, keyEquivalent charCode: String, …) {
///             super.init(title: title, action: action, keyEquivalent: charCode)   // NSMenuItem's
///         }
///     }
///     TypeMenuItem(title: "Group", action: …, keyEquivalent: "g", keyEquivalentModifierMask: [.command])
///
/// The initializer is read as a helper named for its class, and its `super.init(…)` as the
/// framework's call with the key a parameter, so a call of it, in any file, is a menu item the
/// app acts on (``AppHelpers``), as a helper function's is.
extension ShortcutVisitor {
    /// A function of the app's own, or a subclass's initializer, that may take a key: what a
    /// call of it is read against.
    struct HelperDeclaration {
        var signature: FunctionSignatureSyntax
        var body: CodeBlockSyntax?
        var range: Range<AbsolutePosition>
    }

    /// The framework types whose initializers take a shortcut, as the readers know them.
    static let shortcutSuperclasses: Set<String> = ["NSMenuItem", "UIKeyCommand"]

    /// The framework shortcut type the class around `node` inherits from, if any.
    func shortcutSuperclass(around node: some SyntaxProtocol) -> (type: String, superclass: String)? {
        var current = node.parent
        while let parent = current {
            if let decl = parent.as(ClassDeclSyntax.self) {
                guard let first = decl.inheritanceClause?.inheritedTypes.first?.type,
                    let name = first.as(IdentifierTypeSyntax.self)?.name.text ?? first.as(MemberTypeSyntax.self)?.name.text,
                    Self.shortcutSuperclasses.contains(name)
                else { return nil }
                return (decl.name.text, name)
            }
            current = parent.parent
        }
        return nil
    }

    /// `super.init(…)` inside a subclass of a framework shortcut type: that type's initializer.
    func superInitializerName(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            member.base?.is(SuperExprSyntax.self) == true
        else { return nil }
        return shortcutSuperclass(around: call)?.superclass
    }

    /// A subclass's initializer, named for its class.
    func recordSubclassInitializer(_ node: InitializerDeclSyntax) {
        // `init(coder:)` and other initializers without a key are no helper.
        guard let (type, _) = shortcutSuperclass(around: node),
            node.signature.parameterClause.parameters.contains(where: {
                Self.keyLabels.contains($0.firstName.text) || $0.secondName.map { Self.keyLabels.contains($0.text) } == true
            })
        else { return }
        helperDeclarations[type] = HelperDeclaration(signature: node.signature, body: node.body, range: node.range)
    }
}
