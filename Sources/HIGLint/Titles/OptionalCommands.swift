import HIGModel

/// Standard commands only some apps have: text styling, spelling, printing, saving documents,
/// finding text, an info window. The
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
        /// Commands of the family that do not show the app has it (a plain-text editor's
        /// Bigger and Smaller change the font size, not the text's style).
        let weak: [TitleWords]

        init(_ name: String, _ commands: [String], actions: Set<String> = [], weak: [String] = []) {
            self.name = name
            self.commands = (commands + weak).map(TitleWords.init)
            self.actions = actions
            self.weak = weak.map(TitleWords.init)
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

        /// Whether the declaration shows the app has the family: one of its commands that
        /// only such an app has.
        func isEvidence(_ declaration: AppShortcut) -> Bool {
            if let action = declaration.action, actions.contains(action) { return true }
            guard let title = declaration.title.map(TitleWords.init) else { return false }
            return commands.contains { command in !weak.contains(command) && title.names(command) }
        }
    }

    static let families: [Family] = [
        Family(
            "text-styling",
            [
                "Bold", "Italic", "Underline", "Copy Style", "Paste Style", "Copy Formatting", "Paste Formatting", "Align Left",
                "Align Right", "Center",
            ],
            actions: [
                "addFontTrait", "underline", "copyFont", "pasteFont", "alignLeft", "alignRight", "alignCenter", "copyRuler",
                "pasteRuler",
            ],
            weak: ["Show Fonts", "Show Colors", "Bigger", "Smaller"]),
        Family("spelling", ["Spelling", "Check Spelling"], actions: ["showGuessPanel", "checkSpelling"]),
        Family("printing", ["Print", "Page Setup"], actions: ["print", "printDocument", "runPageLayout"]),
        Family("saving", ["Save", "Save As"], actions: ["saveDocument", "saveDocumentAs", "duplicateDocument"]),
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
        Set(families.filter { family in declarations.contains(where: family.isEvidence) }.map(\.name))
    }
}
