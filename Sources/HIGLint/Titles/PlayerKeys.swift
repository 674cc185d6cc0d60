import HIGModel

/// The Command-arrow keys of Music, the Mac's own player: Command-Up and Command-Down arrow
/// raise and lower the volume ("Louder" and "Quieter" say so too), Command-Right and Command-Left arrow go to the next and the
/// previous song (Apple's list of Music's keyboard shortcuts; source in Docs/Linting.md). A
/// player's command of that kind on that key follows the Mac's own player, as people expect.
enum PlayerKeys {
    /// Whether a command whose title has `words` does on `shortcut` what Music does there.
    static func follows(_ shortcut: Shortcut, words: Set<String>) -> Bool {
        guard shortcut.modifiers == [.command] else { return false }
        switch shortcut.key {
        case .upArrow, .downArrow: return !words.isDisjoint(with: ["volume", "louder", "quieter"])
        case .leftArrow, .rightArrow: return !words.isDisjoint(with: ["song", "track", "episode"])
        default: return false
        }
    }
}
