import HIGModel

/// `implicit-command`: a SwiftUI shortcut on Esc or Return with no modifiers written, which
/// SwiftUI makes Command-Esc or Command-Return: `.keyboardShortcut(.escape)` is not Esc.
struct ImplicitCommand: RuleDefinition {
    static let id = "implicit-command"
    static let defaultSeverity = Diagnostic.Severity.note
    static let guideline: CustomShortcutRule.ID? = nil
    static let premises: [Premise.Fact] = []
    static let summary = "SwiftUI adds Command to Esc or Return when no modifiers are written"
    static let rationale = """
        `keyboardShortcut(_:modifiers:)` defaults its modifiers to Command, so `.keyboardShortcut(.escape)` \
        is Command-Esc and `.keyboardShortcut(.return)` Command-Return. A button meant to cancel or \
        confirm wants `.cancelAction` or `.defaultAction` (Esc and Return, with the button's look), \
        or `modifiers: []`. On a button in a view, Esc then does not cancel. That is a note, as an upper-case \
        letter's Shift is (`upper-case-letter`): the key pressed clashes with nothing (no system or app \
        command is on Command-Esc), and the command is one modifier away; blind reviewers of 18 rounds \
        (R43 to R60) called all 27 such buttons notes or fine, though earlier sets called most of them \
        problems. Command-Return is how many apps send or save a form whose fields take Return \
        themselves, so on a button it may be meant. Where the button's chain also gives it \
        `.cancelAction` or `.defaultAction`, the code means that key: only the extra modifier is said; so \
        is the button beside it that still answers Esc alone (a sheet's Cancel).
        """
    static let examples: [RuleExample] = [
        .fires(.swift, #"struct S: View { var body: some View { Button("Cancel") {}.keyboardShortcut(↓.escape) } }"#),
        .quiet(.swift, #"struct S: View { var body: some View { Button("Cancel") {}.keyboardShortcut(.cancelAction) } }"#),
        .quiet(
            .swift, #"struct S: View { var body: some View { Button("Cancel") {}.keyboardShortcut(.escape, modifiers: []) } }"#),
        .fires(.swift, #"struct S: View { var body: some View { Button("Send") {}.keyboardShortcut(↓.return) } }"#),
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { CommandMenu("Mail") { Button("Send Now") {}.keyboardShortcut(.return) } } }"#
        ),
        // A role in the same chain shows what the code means: only the extra modifier is a note.
        .fires(
            .swift,
            #"struct S: View { var body: some View { Button("Cancel") {}.keyboardShortcut(↓.escape).keyboardShortcut(.cancelAction) } }"#
        ),
        // Another button of the sheet answers Esc alone: Esc still cancels.
        .fires(
            .swift,
            #"struct S: View { var body: some View { Button("Close") {}.keyboardShortcut(↓.escape); Button("Cancel") {}.keyboardShortcut(.cancelAction) } }"#
        ),
        // Tables, manifests and Interface Builder write every modifier out.
        .quiet(.manifest, #"shortcuts: [{title: Cancel Upload, shortcut: Command-Esc}]"#),
        .quiet(.appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| Command-Return | Send | Run it. |"),
        .quiet(.interfaceBuilder, #"<menuItem title="Send" keyEquivalent="&#13;"/>"#),
    ]

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        // The views (and their presentations) where a button already answers Esc or Return alone
        // (`.cancelAction`): one file may hold many views, each a scope of its own.
        let answered = Dictionary(
            grouping: declarations.filter { $0.isViewControl && $0.shortcut?.modifiers.isEmpty == true },
            by: { [$0.span.location.file, $0.scope.text] })
        return declarations.compactMap { declaration in
            // Command-Return is a fine menu command; on a view's button it is likely meant as Return.
            guard declaration.facts.implicitCommand, let shortcut = declaration.shortcut,
                shortcut.key == .escape || (shortcut.key == .return && declaration.isViewControl)
            else { return nil }
            let role = shortcut.key == .escape ? ".cancelAction" : ".defaultAction"
            // The chain gives the button its role too: the code meant the role's key, so only
            // this modifier is extra.
            if declaration.facts.roleInChain {
                return finding(
                    "this is \(shortcut.words): SwiftUI adds Command when no modifiers are written; the button's chain also gives it \(role), so drop this modifier and let \(role) give \(shortcut.keyName)",
                    at: declaration, severity: .note)
            }
            // Another button of its view answers the key alone: it still cancels (or confirms) there.
            let other = answered[[declaration.span.location.file, declaration.scope.text]]?.first {
                $0.shortcut?.key == shortcut.key
            }
            let stillAnswered = other.map { "; \($0.quotedTitle) beside it still answers \(shortcut.keyName) alone" } ?? ""
            // Esc alone then reaches nothing in the view: the button misses the key people press.
            let misses =
                shortcut.key == .escape && declaration.isViewControl && other == nil
                ? "; Esc alone does not run \(declaration.quotedTitle)" : ""
            return finding(
                "this is \(shortcut.words): SwiftUI adds Command when no modifiers are written; for \(shortcut.keyName) alone write \(role) (or modifiers: [])\(stillAnswered)\(misses)",
                at: declaration)
        }
    }
}
