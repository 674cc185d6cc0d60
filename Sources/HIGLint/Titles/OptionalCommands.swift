import HIGModel

/// Standard commands only some apps have, in families: text styling, spelling, printing,
/// saving documents, finding text, an info window. A declaration that names one of a family's
/// commands ("Bold Text", or the `addFontTrait:` action) is that family's command, not a reuse
/// of another member's shortcut; whether the app has a given command is ``CommandPresence``'s.
enum OptionalCommands {
    struct Family: Hashable {
        /// "text-styling", for messages.
        let name: String
        /// The rulebook's titles for the family's commands.
        let commands: [TitleWords]
        /// The framework actions of the family's commands.
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
                "Bold", "Italic", "Underline", "Copy Style", "Paste Style", "Copy Formatting", "Paste Formatting", "Align Left",
                "Align Right", "Center", "Show Fonts", "Show Colors", "Bigger", "Smaller",
            ],
            actions: [
                "addFontTrait", "underline", "copyFont", "pasteFont", "alignLeft", "alignRight", "alignCenter", "copyRuler",
                "pasteRuler",
            ]),
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
}
