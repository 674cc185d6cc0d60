import HIGModel

/// Which standard commands an app has, so that reusing the shortcut of one it lacks is only
/// worth a note (the guidelines' own exception: Command-I in an app without text styling).
///
/// An app has a command when one of its declarations names it (by title, by the framework
/// action it sends) or its frameworks give it one (``LintContext/impliedCommands``: a SwiftUI
/// `DocumentGroup`'s File commands), which proves it. Every Mac app has the app and window
/// commands AppKit gives it, and the editing commands are likely there, wherever text can be
/// edited. Each command stands alone: Print does not show Page Setup, nor Bold Show Colors.
/// Anything else the code does not show.
struct CommandPresence {
    /// Every declaration's title and action in words, with their significant words, worked out
    /// once: each row asked about is compared with all of them (made again for every pair, they
    /// were three fifths of building a 200-row app table).
    private let titles: [(words: TitleWords, significant: Set<String>)]
    private let runsOnMac: Bool

    init(_ declarations: [AppShortcut], in context: LintContext) {
        titles = (declarations + context.impliedCommands).flatMap { declaration in
            [declaration.title, declaration.actionTitle].compactMap { title in
                title.map { TitleWords($0) }.map { ($0, $0.significant) }
            }
        }
        runsOnMac = context.target.map { $0.platforms.isEmpty || $0.platforms.contains(.macOS) } ?? true
    }

    /// AppKit's app and window commands: in the app menu and Window menu of every Mac app.
    static let everyMacApp: Set<String> = ["Quit", "Hide", "Hide Others", "Close", "Minimize", "Minimize All"]
    /// The text commands every editable text view or field answers, and Close, which the
    /// system's own menus give an app with windows on iPad too; and the menu commands a Mac
    /// app's windows and help get from AppKit.
    static let wherePeopleEdit: Set<String> = ["Undo", "Redo", "Cut", "Copy", "Paste", "Select All", "Close"]
    static let macWindows: Set<String> = ["Full Screen", "Help"]

    /// The text system's own key bindings (moving and selecting with the arrows and page keys,
    /// deleting): every editable text view answers them.
    static func movesInText(_ key: Key) -> Bool {
        [.leftArrow, .rightArrow, .upArrow, .downArrow, .home, .end, .pageUp, .pageDown, .delete, .forwardDelete].contains(key)
    }

    /// How far the code shows the app has the command of one of `rows` (the best of them).
    func premise(for rows: [Entry]) -> Premise {
        let standing = rows.map(standing(of:)).max() ?? .unknown
        let names = rows.commandNames
        return Premise(
            fact: .appHasCommand, standing: standing,
            doubt: standing == .unknown ? "this app has a \(names) command (it declares none)" : nil)
    }

    private func standing(of row: Entry) -> Premise.Standing {
        let name = row.commandName
        let command = LintContext.commandName(of: row)
        let commandWords = TitleWords(command)
        let significant = commandWords.significant
        if titles.contains(where: { Self.names(command, commandWords, significant, by: $0) }) { return .proven }
        if runsOnMac, Self.everyMacApp.contains(name) { return .proven }
        if Self.wherePeopleEdit.contains(name) || Self.movesInText(row.shortcut.key)
            || (runsOnMac && Self.macWindows.contains(name))
        {
            return .likely
        }
        return .unknown
    }

    /// Whether a declaration's title or action is the row's command (`name`, in words): it
    /// names it with at most one word more ("Find…", "Find in Library", `performClose:`), not a
    /// longer command that only shares its word (`centerSelectionInVisibleArea:` is no Center).
    private static func names(
        _ name: String, _ command: TitleWords, _ significant: Set<String>,
        by title: (words: TitleWords, significant: Set<String>)
    ) -> Bool {
        // Another name apps give the command ("Increase Font Size" for Bigger) is it.
        if CommandSynonyms.title(title.words, names: name) { return true }
        return !significant.isEmpty && significant.isSubset(of: title.significant)
            && title.significant.subtracting(significant).count <= 1
    }
}
