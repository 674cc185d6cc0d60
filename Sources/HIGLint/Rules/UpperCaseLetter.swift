import HIGModel

/// `upper-case-letter`: a SwiftUI or UIKit letter key written in upper case ("R"). SwiftUI
/// documents `"R"` as Shift-Command-R; UIKit matches the letter whatever its case, so there the
/// case only misleads whoever reads the code (Docs/KeyCase.md has the evidence).
///
/// A note that says more where the title is the standard command on the key without Shift
/// ("Open…" on `"O"`): the code means that key, and people press it for that command. Either
/// way a note: the app may mean it, but nothing in the code shows Shift, so "Run" on Command-R is
/// silently Shift-Command-R in SwiftUI (blind reviewers of 26 such SwiftUI declarations called 22 of them
/// worth a note, not a warning: the shifted key is most often harmless). AppKit's upper-case key
/// equivalent is how Interface Builder and AppKit code write Shift ("S" for Save As), so it is
/// left alone there.
struct UpperCaseLetter: RuleDefinition {
    static let id = "upper-case-letter"
    static let defaultSeverity = Diagnostic.Severity.note
    static let guideline: CustomShortcutRule.ID? = nil
    static let premises: [Premise.Fact] = []
    static let summary = "A letter key is written in upper case, which adds Shift in SwiftUI"
    static let rationale = """
        SwiftUI reads an upper-case key as the letter with Shift ("R" is Shift-Command-R, as its \
        documentation of KeyEquivalent says). The code does not show the Shift, so whoever reads it \
        expects another shortcut than people press. Where the code writes .shift as well, the shortcut \
        is the one meant and the upper case only redundant. UIKit matches a letter key command whatever the \
        letter's case (Apple's own Mac Catalyst sample puts "N" on Command and on Shift-Command), so \
        there "R" is Command-R and the upper case only misleads the reader. Where the title is the standard \
        command on the key without Shift ("Open…" on "O"), or a command of its family in SwiftUI's group of that \
        command where nothing else answers that key ("New Entry" on "N" in the New item group), the code plainly \
        means that key, and people \
        pressing it for that command get nothing: the finding says so, as a note all the same, since nothing \
        clashes and the command is one Shift away (blind reviewers called 5 of 5 such declarations notes). \
        Write the letter in lower \
        case, and add Shift to the modifiers where Shift is meant. (In AppKit and Interface Builder an \
        upper-case key equivalent is the usual way to write Shift.)
        """
    static let examples: [RuleExample] = [
        .fires(.swift, #"struct C: Commands { var body: some Commands { Button("Run") {}.keyboardShortcut(↓"R") } }"#),
        // Open's own key, written so that SwiftUI makes it Shift-Command-O: a warning.
        .fires(.swift, #"struct C: Commands { var body: some Commands { Button("Open…") {}.keyboardShortcut(↓"O") } }"#),
        .quiet(.swift, #"struct C: Commands { var body: some Commands { Button("Run") {}.keyboardShortcut("r") } }"#),
        // A command of New's family on "N" where nothing else answers Command-N.
        .fires(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandGroup(replacing: .newItem) { Button("New Entry") {}.keyboardShortcut(↓"N") } } }"#
        ),
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { Button("Run Again") {}.keyboardShortcut("r", modifiers: [.shift, .command]) } }"#
        ),
        .fires(
            .swift,
            #"let c = UIKeyCommand(input: ↓"T", modifierFlags: .command, action: #selector(x), discoverabilityTitle: "Tag")"#),
        .quiet(.swift, #"let item = NSMenuItem(title: "Save As…", action: #selector(saveAs), keyEquivalent: "S")"#),
        .quiet(.interfaceBuilder, #"<menuItem title="Save As…" keyEquivalent="S"/>"#),
        // Tables and manifests name their modifiers; there is no case to read.
        .quiet(.manifest, #"shortcuts: [{title: Run Again, shortcut: Shift-Command-R}]"#),
        .quiet(.appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| Shift-Command-R | Run Again | Run it. |"),
    ]

    /// SwiftUI's command groups that hold one standard command (`CommandGroupPlacement.newItem`).
    private static let groupCommand = ["newItem": "New", "saveItem": "Save", "printItem": "Print"]

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        // The app-wide shortcuts something answers, the frameworks' own commands among them.
        let answered = Set((declarations + context.impliedCommands).filter { $0.scope == .app }.compactMap(\.shortcut))
        return declarations.compactMap { declaration in
            guard let letter = declaration.facts.upperCaseLetter, let shortcut = declaration.shortcut,
                declaration.origin == .swiftUI || declaration.origin == .uiKit
            else { return nil }
            let lower = Character(letter.lowercased())
            if declaration.origin == .uiKit {
                return finding(
                    "'\(letter)' is upper case; UIKit matches a letter whatever its case, so this is \(shortcut.words) as the modifiers say; write \"\(lower)\" so the code reads as what people press",
                    at: declaration, severity: .note)
            }
            // A Shift that makes a shortcut today's system takes is the reserved-shortcut rule's
            // finding, which names the upper case as its cause.
            if !declaration.writesShiftWithUpperCharacter, declaration.origin == .swiftUI,
                context.claims(on: shortcut).contains(where: {
                    $0.scope == .system && ($0.availability?.isTakenByDefault ?? true)
                })
            {
                return nil
            }
            if declaration.writesShiftWithUpperCharacter {
                return finding(
                    "'\(letter)' is upper case and the modifiers hold .shift as well: this is \(shortcut.words), as written; write \"\(lower)\" so the Shift is written once",
                    at: declaration, severity: .note)
            }
            // A title that is the standard command on the key without Shift says which key the code
            // means ("Open…" on "O"): people press that key for it, and nothing answers.
            let meant = Shortcut(key: shortcut.key, modifiers: shortcut.modifiers.subtracting(.shift))
            let standard = context.claims(on: meant).filter { $0.scope == .apps }
            // (Not when the title names the command on the key as written: "Save As…" on "S".)
            let written = context.claims(on: shortcut).filter { $0.scope == .apps }
            // (A context or status menu's item takes the key only while its menu is open.)
            // (Or a command of its family in SwiftUI's group of that command, "New Entry" in the
            // New item group, where nothing else answers that key: it stands in its place.)
            let inItsGroup = declaration.facts.group.flatMap { Self.groupCommand[$0] }.map { command in
                standard.contains { $0.commandName == command }
            }
            let isStandard =
                LintContext.title(declaration.title, is: standard)
                || (inItsGroup == true && !answered.contains(meant) && LintContext.title(declaration.title, names: standard))
            if !standard.isEmpty, !declaration.isInStandaloneMenu, isStandard,
                !LintContext.title(declaration.title, names: written)
            {
                return finding(
                    "'\(letter)' is upper case, so SwiftUI makes this \(shortcut.words), with a Shift the code does not show; \(declaration.quotedTitle) is \(standard.commandNames), which people press \(meant.words) for, and nothing answers it there; write \"\(lower)\"",
                    at: declaration, notes: standard.map(context.note(for:)))
            }
            return finding(
                "'\(letter)' is upper case, so SwiftUI makes this \(shortcut.words), with a Shift the code does not show; write \"\(lower)\" for \(Shortcut(key: shortcut.key, modifiers: shortcut.modifiers.subtracting(.shift)).words), or \"\(lower)\" with .shift among the modifiers to keep \(shortcut.words)",
                at: declaration)
        }
    }
}
