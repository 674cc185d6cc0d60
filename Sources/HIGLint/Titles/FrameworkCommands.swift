import HIGModel

/// Commands AppKit and SwiftUI give an app themselves, with the shortcuts they give them:
/// Xcode's Mac app menu (MainMenu.xib: Check Document Now on Command-Semicolon, Copy Ruler
/// on Control-Command-C, Show Sidebar on Control-Command-S), SwiftUI's command groups
/// (`SidebarCommands`, `InspectorCommands` on Control-Command-I) and window tabs as Apple's
/// apps bind them (New Tab on Command-T, Show Next Tab on Shift-Command-Right bracket).
///
/// An app that keeps one of these as the framework made it follows the platform, even where
/// the rulebook lists the shortcut for another command or the shortcut uses Control, so the
/// rules that judge a command's choice of shortcut leave it alone. Reserved shortcuts and
/// duplicates are still checked. A declaration is one of these when its shortcut is the
/// framework's and it sends the framework's action (IB's `<action selector>`, Swift's
/// `#selector`), sits in the framework's SwiftUI command group, or its title says the same as
/// the framework's title.
enum FrameworkCommands {
    struct Command {
        /// What the frameworks call it, and the variants apps use ("Toggle Sidebar").
        let titles: [TitleWords]
        /// The same, as written.
        let names: [String]
        /// Selector names without the colon.
        let actions: Set<String>
        /// The SwiftUI command group that holds it (`CommandGroupPlacement.sidebar`).
        let group: String?
        let shortcuts: [Shortcut]

        init(_ titles: [String], actions: Set<String> = [], group: String? = nil, _ shortcuts: String...) {
            self.titles = titles.map(TitleWords.init)
            self.names = titles
            self.actions = actions
            self.group = group
            self.shortcuts = shortcuts.compactMap { ShortcutParser.parse($0).shortcut }
            precondition(self.shortcuts.count == shortcuts.count, "unparsable framework shortcut in \(shortcuts)")
        }
    }

    static let all: [Command] = [
        // The app menu, File and Edit of Xcode's template.
        Command(["Settings", "Preferences"], actions: ["showSettingsWindow", "showPreferencesWindow"], "⌘,"),
        Command(["Hide"], actions: ["hide"], "⌘H"),
        Command(["Hide Others"], actions: ["hideOtherApplications"], "⌥⌘H"),
        Command(["Quit"], actions: ["terminate"], "⌘Q"),
        Command(["New"], actions: ["newDocument"], "⌘N"),
        Command(["Open"], actions: ["openDocument"], "⌘O"),
        Command(["Close"], actions: ["performClose"], "⌘W"),
        Command(["Save"], actions: ["saveDocument"], "⌘S"),
        // Since Mac OS X Lion, Duplicate takes Save As's shortcut in document apps.
        Command(["Save As", "Duplicate"], actions: ["saveDocumentAs", "duplicateDocument"], "⇧⌘S"),
        Command(["Page Setup"], actions: ["runPageLayout"], "⇧⌘P"),
        Command(["Print"], actions: ["print", "printDocument"], "⌘P"),
        Command(["Undo"], actions: ["undo"], "⌘Z"),
        Command(["Redo"], actions: ["redo"], "⇧⌘Z"),
        Command(["Cut"], actions: ["cut"], "⌘X"),
        Command(["Copy"], actions: ["copy"], "⌘C"),
        Command(["Paste"], actions: ["paste"], "⌘V"),
        Command(["Paste and Match Style"], actions: ["pasteAsPlainText"], "⌥⇧⌘V"),
        Command(["Select All"], actions: ["selectAll"], "⌘A"),
        // The system's character viewer, which AppKit adds to the Edit menu on its own shortcut.
        Command(["Emoji & Symbols", "Special Characters"], actions: ["orderFrontCharacterPalette"], "⌃⌘Space"),
        // One action for the whole Find menu; the item's tag says which.
        Command([], actions: ["performFindPanelAction", "performTextFinderAction"], "⌘F", "⌥⌘F", "⌘G", "⇧⌘G", "⌘E"),
        Command(["Find and Replace", "Replace"], "⌥⌘F"),
        Command(["Jump to Selection"], actions: ["centerSelectionInVisibleArea"], "⌘J"),
        Command(["Show Spelling and Grammar"], actions: ["showGuessPanel"], "⌘:"),
        Command(["Check Document Now", "Check Spelling"], actions: ["checkSpelling"], "⌘;"),
        // Format.
        Command(["Show Fonts"], actions: ["orderFrontFontPanel"], "⌘T"),
        Command(["Bold", "Italic"], actions: ["addFontTrait"], "⌘B", "⌘I"),
        Command(["Underline"], actions: ["underline"], "⌘U"),
        Command(["Bigger", "Smaller"], actions: ["modifyFont"], "⌘+", "⌘-"),
        Command(["Show Colors"], actions: ["orderFrontColorPanel"], "⇧⌘C"),
        Command(["Copy Style"], actions: ["copyFont"], "⌥⌘C"),
        Command(["Paste Style"], actions: ["pasteFont"], "⌥⌘V"),
        Command(["Align Left"], actions: ["alignLeft"], "⌘{"),
        Command(["Center"], actions: ["alignCenter"], "⌘|"),
        Command(["Align Right"], actions: ["alignRight"], "⌘}"),
        Command(["Copy Ruler"], actions: ["copyRuler"], "⌃⌘C"),
        Command(["Paste Ruler"], actions: ["pasteRuler"], "⌃⌘V"),
        // View and Window.
        // Show, Hide, Toggle: whatever the verb, a title naming the pane is its toggle.
        // SwiftUI's groups for them are `.toolbar` and `.sidebar`, whatever the title's language.
        Command(["Toolbar"], actions: ["toggleToolbarShown"], group: "toolbar", "⌥⌘T"),
        // Xcode-like apps call their sidebar the navigator.
        Command(["Sidebar", "Navigator"], actions: ["toggleSidebar"], group: "sidebar", "⌃⌘S"),
        Command(["Inspector"], actions: ["toggleInspector"], "⌃⌘I"),
        Command(["Full Screen"], actions: ["toggleFullScreen"], "⌃⌘F"),
        Command(["Minimize"], actions: ["performMiniaturize"], "⌘M"),
        Command(["Help"], actions: ["showHelp"], "⌘?"),
        // Window tabs. With tabs, Command-W closes one and Close Window takes Shift-Command-W.
        Command(["New Tab"], actions: ["newWindowForTab"], "⌘T"),
        Command(["Close Window"], "⇧⌘W"),
        Command(["Next Tab", "Next Window Tab"], actions: ["selectNextTab"], "⇧⌘]", "⌃⇥"),
        Command(["Previous Tab", "Previous Window Tab"], actions: ["selectPreviousTab"], "⇧⌘[", "⌃⇧⇥"),
        Command(["Show All Tabs"], actions: ["toggleTabOverview"], "⇧⌘\\"),
    ]

    /// The commands on each shortcut.
    private static let onShortcut: [Shortcut: [Command]] = all.reduce(into: [:]) { commands, command in
        for shortcut in Set(command.shortcuts) { commands[shortcut, default: []].append(command) }
    }

    /// The titles of the framework's command `declaration` sends the action of, on its shortcut
    /// (`terminate:` on Command-Q is Quit): an item with no title is named by its action.
    static func titles(sentBy declaration: AppShortcut) -> [String] {
        guard let shortcut = declaration.shortcut, let action = declaration.action, let commands = onShortcut[shortcut]
        else { return [] }
        return commands.filter { $0.actions.contains(action) }.flatMap(\.names)
    }

    /// Whether `declaration` is one of the framework's commands, on the framework's shortcut.
    static func contains(_ declaration: AppShortcut) -> Bool {
        // Most declarations are on no framework command's shortcut: their titles need no reading.
        guard let shortcut = declaration.shortcut, let commands = onShortcut[shortcut] else { return false }
        let title = declaration.title.map(TitleWords.init)
        return commands.contains { command in
            if let action = declaration.action, command.actions.contains(action) { return true }
            if let group = command.group, declaration.facts.group == group { return true }
            guard let title else { return false }
            return command.titles.contains { title.contains(phrase: $0) }
        }
    }
}
