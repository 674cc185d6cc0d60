import HIGModel

/// `avoid-globe`: a custom shortcut uses the Globe key, which the system keeps for itself.
struct AvoidGlobe: RuleDefinition {
    static let id = "avoid-globe"
    static let defaultSeverity = Diagnostic.Severity.note
    static let guideline: CustomShortcutRule.ID? = nil
    static let premises: [Premise.Fact] = []
    static let summary = "A custom shortcut uses the Globe key"
    static let rationale = """
        macOS gives Globe combinations to system features (window tiling, Quick Note, dictation, the \
        emoji picker) and adds more in new releases, older keyboards label the key Fn, and a UIKit key \
        command cannot include it at all. Build custom shortcuts on Command instead. A note: the \
        guidelines do not forbid the key, and a combination today's system takes is reported as \
        one the system reserves.
        """
    static let examples: [RuleExample] = [
        .fires(.manifest, #"shortcuts: [{title: Toggle Inspector, shortcut: ↓Globe-Command-I}]"#),
        .quiet(.manifest, #"shortcuts: [{title: Toggle Inspector, shortcut: Option-Command-I}]"#),
        .fires(
            .appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| ↓🌐⌘I | Toggle Inspector | Run it. |"),
        .quiet(
            .appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| ⌥⌘I | Toggle Inspector | Run it. |"),
        .fires(
            .swift,
            #"struct V: View { var body: some View { Button("Toggle Inspector") {}.keyboardShortcut(↓"i", modifiers: [.function, .command]) } }"#
        ),
        .quiet(
            .swift,
            #"struct V: View { var body: some View { Button("Toggle Inspector") {}.keyboardShortcut("i", modifiers: [.option, .command]) } }"#
        ),
        .fires(
            .interfaceBuilder,
            #"<menuItem title="Toggle Inspector" keyEquivalent="↓i"><modifierMask key="keyEquivalentModifierMask" function="YES" command="YES"/></menuItem>"#
        ),
        .quiet(
            .interfaceBuilder,
            #"<menuItem title="Toggle Inspector" keyEquivalent="i"><modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/></menuItem>"#
        ),
    ]

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        declarations.compactMap { declaration in
            guard let shortcut = declaration.shortcut, shortcut.modifiers.contains(.globe), context.isCustom(shortcut)
            else { return nil }
            // (UIKit's limit matters only where the target may run on it.)
            let uiKit = context.target.map { $0.platforms.isEmpty || $0.platforms.contains { $0 != .macOS } } ?? true
            return finding(
                "\(shortcut.words) uses Globe, to which macOS gives more system features in each release\(uiKit ? " and which UIKit cannot express" : ""); build it on Command instead",
                at: declaration)
        }
    }
}
