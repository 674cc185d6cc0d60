/// Titles apps give a standard command besides the guidelines' own name for it: an app's
/// "Zoom In" on Command-Plus is the Bigger command, not a new one.
///
/// A synonym must appear in the title as whole words in order ("Zoom In" is in "Zoom In on
/// Photo", not in "Zoom Out"), so it is matched more strictly than the standard name itself.
enum CommandSynonyms {
    static let byCommand: [String: [TitleWords]] = [
        "Bigger": [
            "Zoom In", "Increase Font Size", "Increase Text Size", "Increase Size", "Larger", "Enlarge", "Make Text Bigger",
        ],
        "Smaller": ["Zoom Out", "Decrease Font Size", "Decrease Text Size", "Decrease Size", "Reduce Size", "Make Text Smaller"],
        // New makes a new item: a command that creates, composes or adds one is the app's New
        // (blind labels called every "Add …" on Command-N the app's New: Add Feed, Add Host).
        "New": ["Create", "Compose", "Add"],
        // Exit is Quit's name on other systems: a command that exits the app quits it.
        "Quit": ["Exit"],
        "Find Next": ["Find Again"],
        // Pasting without the source's formatting is what Paste and Match Style does.
        "Paste and Match Style": ["Paste as Plain Text", "Paste Plain Text", "Paste Without Formatting"],
        // A button that closes or dismisses a dialog on Esc is its Cancel; so is dropping the
        // selection, the state Esc leaves in a list or canvas (2 of 2 labels: fine).
        "Cancel": ["Close", "Dismiss", "Not Now", "Deselect", "Clear Selection", "Select None"],
        // Stopping or pausing a running task is the Cancel Operation command ("Cancel Download",
        // but not "Cancel" alone: ``otherCommandAlone``).
        "Cancel Operation": ["Stop", "Cancel", "Abort", "Pause", "Interrupt"],
        "Go to Search Field": ["Search", "Search Field", "Focus Search"],
        // An Info window is the Get Info command.
        "Get Info": ["Info"],
        "Deselect All": ["Clear Selection", "Select None"],
        // AppKit's own action for the toolbar command (`NSWindow.toggleToolbarShown(_:)`), and its titles.
        "Show or Hide Toolbar": ["Toggle Toolbar Shown", "Toggle Toolbar", "Show Toolbar", "Hide Toolbar"],
        // The app's guide, manual or documentation is its help (Petrichor's "User Guide" on Command-?).
        "Help": ["Guide", "Manual", "Documentation", "Handbook"],
        // A panel's Cancel or Dismiss on Command-W closes it: that is the Close command.
        "Close": ["Dismiss", "Cancel"],
    ].mapValues { $0.map(TitleWords.init) }

    /// Whether `title` calls the standard command `name` by another of its names.
    static func title(_ title: TitleWords, names name: String) -> Bool {
        if let alone = otherCommandAlone[name], title.significant == alone.significant { return false }
        return byCommand[name]?.contains { title.contains(phrase: $0) } ?? false
    }

    /// Synonyms that, alone, name another standard command: a bare "Cancel" is a dialog's answer
    /// (the Cancel command, on the buttons of nearly every app's alerts and sheets), not a
    /// command that stops a running task.
    private static let otherCommandAlone: [String: TitleWords] = ["Cancel Operation": TitleWords("Cancel")]
}
