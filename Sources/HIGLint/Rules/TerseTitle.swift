import HIGModel

/// `terse-title`: a one-word title that says nothing once the shortcut interface lists it
/// without its menu ("Name" rather than "Sort Bookmarks by Name").
///
/// A word that is itself a standard command's title (Copy, Print, Find) stands alone well:
/// the rulebook's Title column says which. A button's label ("Done") is read beside the
/// button, so buttons in windows and views are left alone, and so is a target that runs on
/// macOS alone, whose menus show every item under its menu's title.
struct TerseTitle: RuleDefinition {
    static let id = "terse-title"
    static let defaultSeverity = Diagnostic.Severity.note
    static let guideline: CustomShortcutRule.ID? = .descriptiveTitles
    static let premises: [Premise.Fact] = []
    static let summary = "A title is too terse to stand alone in a flat list"
    static let rationale = """
        The shortcut interface lists commands without their menu names, so a title such as \
        "Name" says nothing there. Put the missing context into the title: "Sort Bookmarks by Name".
        """
    static let examples: [RuleExample] = [
        .fires(.manifest, #"shortcuts: [{title: ↓Name, shortcut: Option-Command-K}]"#),
        .quiet(.manifest, #"shortcuts: [{title: Sort Bookmarks by Name, shortcut: Option-Command-K}]"#),
        .fires(.appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| ↓Option-Command-K | Name | Run it. |"),
        .quiet(
            .appTable,
            "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| Option-Command-K | Sort Bookmarks by Name | Run it. |"),
        .fires(
            .swift,
            #"let c = UIKeyCommand(input: "k", modifierFlags: .command, action: #selector(x), discoverabilityTitle: "↓History")"#),
        .quiet(
            .swift,
            #"let c = UIKeyCommand(input: "k", modifierFlags: .command, action: #selector(x), discoverabilityTitle: "Show History")"#
        ),
        .fires(
            .interfaceBuilder,
            #"<menuItem title="↓Name" keyEquivalent="k"><modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/></menuItem>"#
        ),
        .quiet(
            .interfaceBuilder,
            #"<menuItem title="Sort Bookmarks by Name" keyEquivalent="k"><modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/></menuItem>"#
        ),
        .quiet(
            .interfaceBuilder,
            #"<buttonCell key="cell" type="push" title="Done" keyEquivalent="&#13;"/>"#
        ),
        // Words are not separated by spaces in Chinese: one run of characters is no one-word title.
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandMenu("视图") { Button("切换侧边栏") {}.keyboardShortcut("b", modifiers: [.command, .option]) } } }"#
        ),
    ]

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        // Only iPadOS and visionOS list commands without their menus; a Mac menu item is read
        // under its menu's title.
        if let platforms = context.target?.platforms, !platforms.isEmpty,
            !platforms.contains(where: [Platform.iOS, .iPadOS, .visionOS].contains)
        {
            return []
        }
        let standalone = Set(
            context.rulebook.entries.compactMap { $0.title.map(TitleWords.init) }.filter { $0.words.count == 1 })
        return declarations.compactMap { declaration in
            // A button in a window or view is seen beside its label, never in the list; a
            // UIKit key command with a title is listed while its view has focus.
            // Words are counted in Latin script only; many scripts do not separate them with spaces.
            guard let title = declaration.title, !declaration.titleIsImageName, TitleWords.isComparable(title),
                !declaration.isViewControl || declaration.origin == .uiKit
            else {
                return nil
            }
            let words = TitleWords(title)
            guard words.words.count <= 1, !standalone.contains(words), !FrameworkCommands.contains(declaration) else {
                return nil
            }
            return Diagnostic(
                Self.defaultSeverity, Self.id,
                "title '\(title.clipped())' is too terse to stand alone in the shortcut list; say what it acts on, as in 'Sort Bookmarks by Name'",
                at: declaration.titleSpan?.location ?? declaration.span.location,
                length: declaration.titleSpan?.length ?? declaration.span.length)
        }
    }
}
