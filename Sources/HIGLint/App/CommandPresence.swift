import HIGModel
import Synchronization

/// Which standard commands an app has, so that reusing the shortcut of one it lacks is only
/// worth a note (the guidelines' own exception: Command-I in an app without text styling).
///
/// An app has a command when one of its declarations names it (by title, by the framework
/// action it sends) or its frameworks give it one (``LintContext/impliedCommands``: a SwiftUI
/// `DocumentGroup`'s File commands), which proves it. Every Mac app has the app and window
/// commands AppKit gives it, and the editing commands are likely there, wherever text can be
/// edited (where the menu bar is one the app lists, a nib's or one its code sets, the app and window commands and
/// the editing commands are those it lists: a text field answers their keys only through its items). Each command stands alone: Print does not show Page Setup, nor Bold Show Colors; only
/// Find makes its Find Next and Find Previous likely (``stepsThrough``).
/// Anything else the code does not show.
struct CommandPresence {
    /// Every declaration's title and action in words, with their words as a set, their
    /// significant words and the declaration's shortcut, worked out once: each row asked about is
    /// compared with all of them (made again for every pair, they were three fifths of building a
    /// 200-row app table).
    private let titles: [Title]
    /// The titles holding each word, so that a row is compared only with the titles that could
    /// name it (every row against every title was quadratic in the app's declarations).
    private let titlesWithWord: [String: [Int]]
    private let runsOnMac: Bool
    /// The menu bar is one the app lists itself, an Interface Builder main menu or one its AppKit
    /// code sets (`NSApp.mainMenu = menu`), with no SwiftUI commands beside it: AppKit gives its app
    /// and window commands only through that menu's items, so the app has those it lists (an agent
    /// app's menu without a Window menu has no Minimize, a viewer's without Close no Close).
    private let menuBarListedByApp: Bool
    /// Each row's standing once worked out: every declaration on a standard shortcut asks about
    /// its rows, and a large app has many on one shortcut (asked again, that was quadratic).
    private let known = KnownStandings()

    private final class KnownStandings: Sendable {
        let byRow = Mutex<[Row: Premise.Standing]>([:])
    }

    /// What a row's standing depends on.
    private struct Row: Hashable {
        var id: String
        var name: String
        var shortcut: Shortcut
    }

    private struct Title {
        var words: TitleWords
        var all: Set<String>
        var significant: Set<String>
        var shortcut: Shortcut?
        /// Made from the action's name (`stashSave:`), which names a command only as a whole.
        var isAction: Bool
    }

    init(_ declarations: [AppShortcut], in context: LintContext) {
        let all = context.impliedCommands.isEmpty ? declarations : declarations + context.impliedCommands
        titles = all.flatMap { declaration in
            [(declaration.title, false), (declaration.actionTitle, true)].compactMap { title, isAction in
                title.map { TitleWords($0) }.map {
                    Title(
                        words: $0, all: Set($0.words), significant: $0.significant, shortcut: declaration.shortcut,
                        isAction: isAction)
                }
            }
        }
        var titlesWithWord: [String: [Int]] = [:]
        for (position, title) in titles.enumerated() {
            for word in title.all { titlesWithWord[word, default: []].append(position) }
        }
        self.titlesWithWord = titlesWithWord
        runsOnMac = context.runsOnMac
        let menuItems = declarations.filter { $0.scope == .app && !$0.isViewControl }
        menuBarListedByApp =
            context.impliedCommands.isEmpty
            && menuItems.contains { $0.origin == .interfaceBuilder || ($0.origin == .appKit && $0.facts.setsMainMenu) }
            && !menuItems.contains { $0.origin == .swiftUI }
    }

    /// AppKit's app and window commands: in the app menu and Window menu of every Mac app.
    static let everyMacApp: Set<String> = ["Quit", "Hide", "Hide Others", "Close", "Minimize", "Minimize All"]
    /// The commands AppKit shows, with Option held, in place of a menu's Minimize and Close.
    static let alternateOf = ["Minimize All": "Minimize", "Close All": "Close"]
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
        let doubt: String? =
            switch standing {
            case .unknown: "this app has a \(names) command (it declares none)"
            case .likely:
                rows.compactMap { Self.stepsThrough[$0.commandName] }.first.map {
                    "this app has a \(names) command (it declares none, but it has \($0), whose results people step through by that key)"
                }
            case .proven: nil
            }
        return Premise(fact: .appHasCommand, standing: standing, doubt: doubt)
    }

    /// The commands people step through another's results with, by the command they follow:
    /// where an app has Find, people press Find Next's key for the next match whether or not the
    /// app made that item (as blind labels of apps with Find called such reuses).
    static let stepsThrough = ["Find Next": "Find", "Find Previous": "Find"]

    private func standing(of row: Entry) -> Premise.Standing {
        let key = Row(id: row.id, name: row.commandName, shortcut: row.shortcut)
        if let standing = known.byRow.withLock({ $0[key] }) { return standing }
        let standing = workOutStanding(of: row)
        known.byRow.withLock { $0[key] = standing }
        return standing
    }

    private func workOutStanding(of row: Entry) -> Premise.Standing {
        let name = row.commandName
        let command = LintContext.commandName(of: row)
        let commandWords = TitleWords(command)
        let (all, significant) = (Set(commandWords.words), commandWords.significant)
        let candidates = candidates(naming: command, all: all, significant: significant)
        if candidates.contains(where: {
            Self.names(command, all, significant, by: titles[$0]) && !Self.answers(titles[$0], besides: row)
        }) {
            return .proven
        }
        if runsOnMac, Self.everyMacApp.contains(name), !menuBarListedByApp { return .proven }
        if let head = Self.stepsThrough[name], declares(head) { return .likely }
        // AppKit adds Minimize All and Close All to the menu as Minimize's and Close's alternates.
        if runsOnMac, menuBarListedByApp, let base = Self.alternateOf[name],
            titles.contains(where: { !$0.isAction && $0.words.names(TitleWords(base)) })
        {
            return .proven
        }
        // A Mac text field answers the editing commands' keys only through the menu items that send
        // them: where the menu bar is one the app lists, it has those the menu lists.
        if runsOnMac, menuBarListedByApp, Self.wherePeopleEdit.contains(name) || Self.everyMacApp.contains(name) {
            return .unknown
        }
        if Self.wherePeopleEdit.contains(name) || Self.movesInText(row.shortcut.key)
            || (runsOnMac && Self.macWindows.contains(name))
        {
            return .likely
        }
        return .unknown
    }

    /// Whether one of the app's declarations names `command` by its title or action.
    private func declares(_ command: String) -> Bool {
        let words = TitleWords(command)
        let (all, significant) = (Set(words.words), words.significant)
        return candidates(naming: command, all: all, significant: significant).contains {
            Self.names(command, all, significant, by: titles[$0])
        }
    }

    /// The titles that may name the command (see ``names(_:_:_:by:)``): those holding the first
    /// word of one of its synonyms, and, when its name has a significant word, those holding its
    /// least used word, since a title must hold every word of the name.
    private func candidates(naming command: String, all: Set<String>, significant: Set<String>) -> [Int] {
        var found = (CommandSynonyms.byCommand[command] ?? []).flatMap { phrase in
            phrase.words.first.flatMap { titlesWithWord[$0] } ?? []
        }
        if !significant.isEmpty {
            found += all.map { titlesWithWord[$0] ?? [] }.min { $0.count < $1.count } ?? []
        }
        return found
    }

    /// A button on Return or Esc alone is a dialog's default or cancel answer ("Open" in an
    /// alert that asks to open System Settings): its title says what the answer does, not that
    /// the app has a menu command of that name, unless the row is on that key itself.
    private static func answers(_ title: Title, besides row: Entry) -> Bool {
        guard let shortcut = title.shortcut, shortcut.modifiers.isEmpty, shortcut != row.shortcut else { return false }
        return shortcut.key == .return || shortcut.key == .escape
    }

    /// Whether a declaration's title or action is the row's command (`name`, in words): it has
    /// every word of the name ("Save As" needs its "As": "Save State" is no Save As) with at most
    /// one significant word more ("Find…", "Find in Library", `performClose:`), not a longer
    /// command that only shares its word (`centerSelectionInVisibleArea:` is no Center).
    private static func names(_ name: String, _ all: Set<String>, _ significant: Set<String>, by title: Title) -> Bool {
        // Another name apps give the command ("Increase Font Size" for Bigger) is it.
        if CommandSynonyms.title(title.words, names: name) { return true }
        guard !significant.isEmpty, all.isSubset(of: title.all) else { return false }
        let more = title.significant.subtracting(significant)
        // An action is the command's only with the words frameworks' actions add (`saveDocument:`,
        // `performClose:`): `stashSave:` stashes; it is no Save.
        return title.isAction ? more.isSubset(of: Self.actionWords) : more.count <= 1
    }

    /// The words AppKit's own actions add to a command's name.
    private static let actionWords: Set<String> = ["document", "perform"]
}
