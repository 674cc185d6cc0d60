import HIGModel

/// The Command-arrow keys of the Finder, the Mac's own file browser: Command-Down arrow opens
/// the selected item and Command-Up arrow the folder that holds the current one (sources in
/// Docs/Linting.md). A browser's command of that kind on that key follows the Finder, as people
/// who browse files expect.
enum FinderKeys {
    /// Whether a command whose title has `words` does on `shortcut` what the Finder does there.
    static func follows(_ shortcut: Shortcut, words: Set<String>) -> Bool {
        guard shortcut.modifiers == [.command] else { return false }
        switch shortcut.key {
        case .downArrow: return words.contains("open")
        case .upArrow: return !words.isDisjoint(with: ["enclosing", "parent"])
        default: return false
        }
    }
}
