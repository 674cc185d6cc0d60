import HIGModel

/// The Command keys of the Finder, the Mac's own file browser: Command-Down arrow opens the
/// selected item, Command-Up arrow the folder that holds the current one, and Command-Delete
/// moves the selected item to the Trash (sources in Docs/Linting.md). An app's command of that
/// kind on that key follows the Finder, as people who select items expect: a Delete Layer on
/// Command-Delete deletes what is selected, as Move to Trash does.
enum FinderKeys {
    /// Whether a command whose title has `words` does on `shortcut` what the Finder does there.
    static func follows(_ shortcut: Shortcut, words: Set<String>) -> Bool {
        guard shortcut.modifiers == [.command] else { return false }
        switch shortcut.key {
        case .downArrow: return words.contains("open")
        case .upArrow: return !words.isDisjoint(with: ["enclosing", "parent"])
        case .delete: return !words.isDisjoint(with: ["delete", "trash", "remove"])
        default: return false
        }
    }
}
