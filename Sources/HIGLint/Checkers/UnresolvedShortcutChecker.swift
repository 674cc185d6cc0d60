import HIGModel

/// `unresolved-shortcut`: a Swift declaration whose key or modifiers hig-gen cannot read
/// without running the code. Reported, never guessed.
struct UnresolvedShortcutChecker: Checker {
    let rule = LintRule.ID.unresolvedShortcut

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        declarations.compactMap { declaration in
            guard declaration.shortcut == nil, let reason = declaration.unresolvedReason else { return nil }
            return finding("cannot check this shortcut: \(reason); list it in the app's manifest to check it", at: declaration)
        }
    }
}
