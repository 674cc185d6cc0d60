import HIGModel

/// `avoid-control`: a custom shortcut uses Control, which systemwide features rely on.
struct AvoidControl: RuleDefinition {
    static let id = "avoid-control"
    static let defaultSeverity = Diagnostic.Severity.note
    static let guideline: CustomShortcutRule.ID? = .avoidControl
    static let premises: [Premise.Fact] = []
    static let summary = "A custom shortcut uses Control"
    static let rationale = """
        Many systemwide features, such as moving focus and taking screenshots, rely on Control, \
        so leave it out of custom shortcuts where you can and build on Command. The guideline says \
        "avoid", and a Control shortcut that nothing else takes works, so this is a note: a system \
        feature that does take the shortcut is reported as reserved. Without Command, a Control \
        chord is a control character, which a terminal or Emacs-style list navigation may mean.
        """
    static let examples: [RuleExample] = [
        .fires(.manifest, #"shortcuts: [{title: Toggle Sidebar, shortcut: ↓Control-Command-L}]"#),
        .quiet(.manifest, #"shortcuts: [{title: Enter Full Screen, shortcut: Control-Command-F}]"#),
        .fires(
            .appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| ↓Control-Command-L | Toggle Sidebar | Run it. |"),
        .quiet(
            .appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| Option-Command-L | Toggle Sidebar | Run it. |"),
        .fires(
            .swift,
            #"let i = NSMenuItem(title: "Lock Library", action: nil, keyEquivalent: ↓"l"); i.keyEquivalentModifierMask = [.control, .command]"#
        ),
        .quiet(.swift, #"let i = NSMenuItem(title: "Lock Library", action: nil, keyEquivalent: "l")"#),
        .fires(
            .interfaceBuilder,
            #"<menuItem title="Toggle Sidebar" keyEquivalent="↓l"><modifierMask key="keyEquivalentModifierMask" control="YES" command="YES"/></menuItem>"#
        ),
        .quiet(
            .interfaceBuilder,
            #"<menuItem title="Enter Full Screen" keyEquivalent="f"><modifierMask key="keyEquivalentModifierMask" control="YES" command="YES"/></menuItem>"#
        ),
        // The sidebar and inspector toggles AppKit and SwiftUI bind themselves (FrameworkCommands).
        .quiet(
            .interfaceBuilder,
            #"<menuItem title="Show Sidebar" keyEquivalent="s"><modifierMask key="keyEquivalentModifierMask" control="YES" command="YES"/><connections><action selector="toggleSidebar:" target="-1" id="a1"/></connections></menuItem>"#
        ),
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandGroup(after: .sidebar) { Button("\(shown ? "Hide" : "Show") Inspector") {}.keyboardShortcut("i", modifiers: [.control, .command]) } } }"#
        ),
        .fires(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandGroup(after: .sidebar) { Button("Show Inspector") {}.keyboardShortcut(↓"j", modifiers: [.control, .command]) } } }"#
        ),
    ]

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        declarations.compactMap { declaration in
            // Control-Command-S for the sidebar is AppKit's and SwiftUI's own choice, not the app's.
            guard let shortcut = declaration.shortcut, shortcut.modifiers.contains(.control), context.isCustom(shortcut),
                // A global hot key must use modifiers no app does; Control is how they do it.
                declaration.origin != .globalHotKey,
                !FrameworkCommands.contains(declaration)
            else { return nil }
            let message =
                shortcut.modifiers.contains(.command)
                ? "\(shortcut.words) adds Control to Command; systemwide features such as focus moves and screenshots rely on Control, so where Shift or Option with Command is free, prefer it"
                : "\(shortcut.words) uses Control without Command; systemwide features such as focus moves rely on Control chords"
                    + (shortcut.key.family == .letter
                        ? ", and text views read Control-letters as editing keys and terminals as control characters; keep it only where that is what the command means, else build on Command"
                        : "; build on Command where the chord is not what the command means")
            return finding(message, at: declaration)
        }
    }
}
