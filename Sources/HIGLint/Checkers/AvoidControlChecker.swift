import HIGModel

/// `avoid-control`: a custom shortcut uses Control, which systemwide features rely on.
struct AvoidControlChecker: Checker {
    let rule = LintRule.ID.avoidControl

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        declarations.compactMap { declaration in
            guard let shortcut = declaration.shortcut, shortcut.modifiers.contains(.control), context.isCustom(shortcut)
            else { return nil }
            return finding(
                "\(shortcut.words) uses Control, which systemwide features such as focus moves and screenshots rely on; build on Command instead",
                at: declaration)
        }
    }
}
