import SwiftSyntax

extension ShortcutVisitor {
    /// The command content a function or computed property of the file builds its controls for
    /// (`CommandMenu("Playback") { navigationMenuItems() }`, where `navigationMenuItems()` calls
    /// `seekForwardMenuItem()`): the `CommandMenu` or `CommandGroup` call holding the first use,
    /// where the file uses the name only there, directly or through other such names. Their
    /// buttons are the menu bar's items, as if written in the menu.
    func commandContent(ofOnlyUsesOf name: String, in root: Syntax) -> FunctionCallExprSyntax? {
        if let known = commandHelpers[name] { return known.call }
        if makesCommandContent == nil {
            makesCommandContent = root.tokens(viewMode: .sourceAccurate).contains {
                if case .identifier(let text) = $0.tokenKind { return text == "CommandMenu" || text == "CommandGroup" }
                return false
            }
        }
        guard makesCommandContent == true else { return nil }
        var seen: Set<String> = []
        return commandContent(of: name, in: root, seen: &seen)
    }

    /// Whether no other file can use the function or property around `node`: it is private to
    /// its file, or a member of the app's `App` or `Commands` type, which other files do not make.
    func containerIsFilesOwn(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        var modifiers: DeclModifierListSyntax?
        while let node = current {
            switch node.kind {
            case .functionDecl where modifiers == nil:
                modifiers = node.as(FunctionDeclSyntax.self)?.modifiers
            case .patternBinding where modifiers == nil && node.as(PatternBindingSyntax.self)?.accessorBlock != nil:
                modifiers = node.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers
            case .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl:
                if modifiers?.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) == true { return true }
                let inherited = typeDeclaration(node)?.1 ?? []
                return inherited.contains("App") || inherited.contains("Commands")
            default: break
            }
            current = node.parent
        }
        return modifiers?.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) == true
    }

    /// One name's command content, following the names that use it (`seen` stops a cycle).
    private func commandContent(of name: String, in root: Syntax, seen: inout Set<String>) -> FunctionCallExprSyntax? {
        if let known = commandHelpers[name] { return known.call }
        guard seen.insert(name).inserted, seen.count <= Self.helperDepth else { return nil }
        var first: FunctionCallExprSyntax?
        var everyUse = true
        for use in uses(of: name, in: root) {
            // The use is inside command content itself, or inside another name's body: that
            // name's content, where it has one.
            let content =
                commandContent(around: use)
                ?? container(of: use).flatMap { $0 == name ? nil : commandContent(of: $0, in: root, seen: &seen) }
            guard let content else {
                everyUse = false
                break
            }
            if first == nil { first = content }
        }
        let found = everyUse ? first : nil
        commandHelpers[name] = CommandHelper(call: found)
        return found
    }

    /// The places the file uses `name` as its own (`name()`, `self.name`), not as a member of
    /// another value (`item.name`) nor where it declares it.
    private func uses(of name: String, in root: Syntax) -> [Syntax] {
        root.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier(let text) = token.tokenKind, text == name, let parent = token.parent,
                parent.kind == .declReferenceExpr, !Self.isMemberOfAnotherValue(parent)
            else { return nil }
            return parent
        }
    }

    /// How many names deep a control may be built before its command content (a menu's
    /// function calling a section's calling an item's).
    private static let helperDepth = 4
}

/// A function or property's command content, once worked out (nil: used elsewhere too).
struct CommandHelper {
    var call: FunctionCallExprSyntax?
}
