import HIGModel

/// What the checkers know besides the app's declarations: the rulebook, looked up the way
/// the rules ask for it. Made only by ``LintSettings/context(rulebook:assumesUnrelatedCommand:)``.
public struct LintContext: Sendable {
    public let rulebook: Rulebook
    /// Judge declarations without a title as if they were some other command than the
    /// rulebook's: `hig-gen explain` asks what a shortcut would break.
    public var assumesUnrelatedCommand: Bool
    /// The keyboard layouts the app ships for (``LintSettings/layouts``).
    public var layouts: [KeyboardLayout]

    init(rulebook: Rulebook, assumesUnrelatedCommand: Bool, layouts: [KeyboardLayout]) {
        self.rulebook = rulebook
        self.assumesUnrelatedCommand = assumesUnrelatedCommand
        self.layouts = layouts
    }

    /// The rows pressing `shortcut` would trigger in the reserved, international, standard
    /// and focus tables; custom tables hold examples, not claims on a shortcut.
    func claims(on shortcut: Shortcut) -> [Entry] {
        rulebook.entries(for: shortcut).filter { $0.table != .custom }
    }

    /// The row's command name: its Title, or its action without the final period.
    static func commandName(of entry: Entry) -> String { entry.commandName }

    /// Whether `title` names the command of one of `entries`; unknown titles name none.
    static func title(_ title: String?, names entries: [Entry]) -> Bool {
        guard let title else { return false }
        let words = TitleWords(title)
        return entries.contains {
            words.names(TitleWords(commandName(of: $0))) || CommandSynonyms.title(words, names: commandName(of: $0))
        }
    }

    /// Whether `title` is exactly the command of one of `entries`, word for word ("Emoji &
    /// Symbols"), not merely naming it ("Log Out of Cloud" is not Log Out): how an app shows a
    /// system command in its own menu.
    static func title(_ title: String?, is entries: [Entry]) -> Bool {
        guard let title else { return false }
        let words = TitleWords(title).significant
        return entries.contains { TitleWords(commandName(of: $0)).significant == words }
    }

    /// Whether a declaration can be judged as "some other command": it has a title the
    /// rulebook's English can be compared with, it is a global hot key (never the command a
    /// standard shortcut runs in each app), or explain asked to assume one.
    func knowsCommand(of declaration: AppShortcut) -> Bool {
        declaration.title.map(TitleWords.isComparable) ?? false || declaration.origin == .globalHotKey
            || assumesUnrelatedCommand
    }
}
