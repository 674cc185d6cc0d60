import HIGModel

/// Standard commands only some apps have: text styling, spelling, printing, finding text,
/// an info window. The
/// guidelines let an app that lacks such a command reuse its shortcut (Command-I for Get Info
/// in an app without text styling), so a reuse is a note there, not a warning.
///
/// An app has a family when any of its declarations names one of the family's commands, by
/// title or by the framework's action.
enum OptionalCommands {
    struct Family: Hashable {
        /// "text-styling", for messages.
        let name: String
        /// The rulebook's titles for the family's commands.
        let commands: [TitleWords]
        /// The framework actions that show an app has the family.
        let actions: Set<String>

        init(_ name: String, _ commands: [String], actions: Set<String> = []) {
            self.name = name
            self.commands = commands.map(TitleWords.init)
            self.actions = actions
        }

        func contains(_ entry: Entry) -> Bool {
            commands.contains(TitleWords(entry.commandName))
        }

        /// Whether the declaration is one of the family's commands.
        func names(_ declaration: AppShortcut) -> Bool {
            if let action = declaration.action, actions.contains(action) { return true }
            guard let title = declaration.title.map(TitleWords.init) else { return false }
            return commands.contains { title.names($0) }
        }
    }

    static let families: [Family] = [
        Family(
            "text-styling",
            [
                "Bold", "Italic", "Underline", "Show Fonts", "Show Colors", "Bigger", "Smaller", "Copy Style", "Paste Style",
                "Copy Formatting", "Paste Formatting", "Align Left", "Align Right", "Center",
            ],
            actions: [
                "addFontTrait", "underline", "orderFrontFontPanel", "orderFrontColorPanel", "modifyFont", "copyFont",
                "pasteFont", "alignLeft", "alignRight", "alignCenter", "copyRuler", "pasteRuler",
            ]),
        Family("spelling", ["Spelling", "Check Spelling"], actions: ["showGuessPanel", "checkSpelling"]),
        Family("printing", ["Print", "Page Setup"], actions: ["print", "printDocument", "runPageLayout"]),
        Family(
            "find",
            ["Find", "Find Next", "Find Previous", "Use Selection for Find", "Jump to Selection", "Go to Search Field"],
            actions: ["performFindPanelAction", "performTextFinderAction", "centerSelectionInVisibleArea"]),
        Family("info", ["Get Info", "Show Inspector", "Info", "Inspector"]),
    ]

    static func family(of entry: Entry) -> Family? {
        families.first { $0.contains(entry) }
    }

    /// The families any of `declarations` shows.
    static func present(in declarations: [AppShortcut]) -> Set<String> {
        Set(families.filter { family in declarations.contains(where: family.names) }.map(\.name))
    }
}
