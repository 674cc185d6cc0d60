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
    /// The target being checked (the engine sets it for each); nil when the inputs name none,
    /// as for a manifest or an app table, which are checked against every row.
    public var target: AppTarget?
    /// The built-in rulebook's edition when the app is checked against it: notes then cite the
    /// edition and the row's id, which `hig-gen explain` shows, not a path the app lacks.
    public var builtInEdition: String?
    /// The commands the frameworks give the target without a declaration (see
    /// ``AppShortcut/isImplied``); the engine sets them for each target.
    public var impliedCommands: [AppShortcut] = []
    /// ``Swift/Array/repeatsOfCommands`` of the declarations every rule is given, worked out
    /// once by the engine for all the rules that ask; nil when the rules are given different
    /// declarations (some silence a rule) or the checker runs alone.
    var sharedRepeats: Set<Int>?

    init(
        rulebook: Rulebook, assumesUnrelatedCommand: Bool, layouts: [KeyboardLayout], builtInEdition: String? = nil
    ) {
        self.rulebook = rulebook
        self.assumesUnrelatedCommand = assumesUnrelatedCommand
        self.layouts = layouts
        self.builtInEdition = builtInEdition
    }

    /// The indices of `declarations` that repeat another's command (see
    /// ``Swift/Array/repeatsOfCommands``), `declarations` being what the rule was given.
    func repeatsOfCommands(in declarations: [AppShortcut]) -> Set<Int> {
        sharedRepeats ?? declarations.repeatsOfCommands
    }

    /// A note on the rulebook row a finding is about: at the row in the guidelines the app
    /// named, or, for the built-in rulebook, by edition and id.
    func note(for entry: Entry) -> Diagnostic.Note {
        var claim =
            "\(entry.table.title) lists \(entry.shortcut.words) (\(entry.scope == .system ? "used by the system" : "used by apps")): \(entry.action)"
        if let availability = entry.availability { claim += " Today: \(availability.summary)." }
        guard let builtInEdition else { return Diagnostic.Note(claim, at: entry.source) }
        return Diagnostic.Note(
            "built-in rulebook \(builtInEdition), \(entry.id): \(claim) (hig-gen explain '\(entry.shortcut.words)')")
    }

    /// The rows pressing `shortcut` would trigger in the reserved, international, standard
    /// and focus tables, on the target's platforms; custom tables hold examples, not claims.
    func claims(on shortcut: Shortcut) -> [Entry] {
        rulebook.entries(for: shortcut).filter { $0.table != .custom && applies($0) }
    }

    /// The rows on `shortcut` for platforms the target does not run on (macOS's Spotlight or
    /// Hide, for iPad code): facts worth a note, never an error.
    func claimsElsewhere(on shortcut: Shortcut) -> [Entry] {
        rulebook.entries(for: shortcut).filter { $0.table != .custom && !applies($0) }
    }

    /// Whether the rulebook lists system rows for one of the target's platforms (the built-in
    /// rulebook does for macOS and iPadOS): the target is then judged by those rows alone, and
    /// another platform's rows say nothing about it.
    func hasSystemRows(for target: AppTarget) -> Bool {
        !target.platforms.isEmpty
            && rulebook.entries.contains { $0.scope == .system && $0.table.isReserved && target.runs(on: $0.platforms) }
    }

    /// Whether the target may run on the Mac: it says so, or nothing says where it runs.
    var runsOnMac: Bool {
        target.map { $0.platforms.isEmpty || $0.platforms.contains(.macOS) } ?? true
    }

    /// Whether a row applies to the target. The apps' standard commands (Copy, Undo, Find)
    /// are what people expect wherever a keyboard is attached, but for the Mac's own app and
    /// window commands, which iPadOS has not; the system's rows hold only on their platforms.
    func applies(_ entry: Entry) -> Bool {
        guard let target, !target.runs(on: entry.platforms) else { return true }
        return entry.scope == .apps && !Self.macOnlyCommands.contains(entry.commandName)
    }

    /// The apps rows for commands only a Mac app has: hiding and quitting the app, minimizing
    /// its windows.
    static let macOnlyCommands: Set<String> = ["Hide", "Hide Others", "Quit", "Minimize", "Minimize All"]

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
        // A title in another language's copy of a resource (de.lproj) cannot be compared either.
        let english = Localization(path: declaration.span.location.file)?.isEnglish ?? true
        return english && declaration.title.map(TitleWords.isComparable) ?? false || declaration.origin == .globalHotKey
            || assumesUnrelatedCommand
    }
}
