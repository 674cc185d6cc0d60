import HIGModel

/// `unresolved-shortcut`: a Swift declaration whose key or modifiers hig-gen cannot read
/// without running the code. Reported, never guessed.
struct UnresolvedShortcut: RuleDefinition {
    static let id = "unresolved-shortcut"
    static let defaultSeverity = Diagnostic.Severity.note
    static let guideline: CustomShortcutRule.ID? = nil
    static let premises: [Premise.Fact] = []
    static let summary = "A shortcut in Swift code cannot be read without running the code"
    static let rationale = """
        The key or the modifiers come from a variable or a call, so hig-gen does not guess them. \
        List the shortcut in the app's manifest to have it checked.
        """
    static let examples: [RuleExample] = [
        .quiet(.manifest, #"shortcuts: [{title: Quick Tag, shortcut: Option-Command-T}]"#),
        .quiet(.appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| Option-Command-T | Quick Tag | Run it. |"),
        .fires(.swift, #"struct V: View { var body: some View { Button("Quick Tag") {}.keyboardShortcut(↓key) } }"#),
        .quiet(.swift, #"struct V: View { var body: some View { Button("Quick Tag") {}.keyboardShortcut("k") } }"#),
        .fires(.interfaceBuilder, #"<menuItem title="Quick Tag" keyEquivalent="↓&#xF8FF;"/>"#),
        .quiet(
            .interfaceBuilder,
            #"<menuItem title="Quick Tag" keyEquivalent="t"><modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/></menuItem>"#
        ),
    ]

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        declarations.compactMap { declaration in
            // A key that cannot be one key at all is MalformedKeyEquivalent's finding.
            guard declaration.shortcut == nil, declaration.malformedKey == nil, let reason = declaration.unresolvedReason
            else { return nil }
            return finding("cannot check this shortcut: \(reason); list it in the app's manifest to check it", at: declaration)
        }
    }
}
