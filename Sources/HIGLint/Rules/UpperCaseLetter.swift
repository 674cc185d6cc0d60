import HIGModel

/// `upper-case-letter`: a letter key written in upper case ("R"), which adds Shift: SwiftUI
/// and AppKit read `"R"` as Shift-Command-R, and UIKit matches it only when Shift types "R".
///
/// A note: the app may mean it, but nothing in the code shows Shift, so "Run" on Command-R is
/// silently Shift-Command-R.
struct UpperCaseLetter: RuleDefinition {
    static let id = "upper-case-letter"
    static let defaultSeverity = Diagnostic.Severity.note
    static let guideline: CustomShortcutRule.ID? = nil
    static let summary = "A letter key is written in upper case, which adds Shift"
    static let rationale = """
        SwiftUI and AppKit read an upper-case key equivalent as the letter with Shift ("R" is \
        Shift-Command-R), and UIKit compares the input with the character typed, which is upper \
        case only with Shift. The code does not show the Shift, so readers and the app's menus \
        disagree. Write the letter in lower case, and add Shift to the modifiers where Shift is meant.
        """
    static let examples: [RuleExample] = [
        .fires(.swift, #"struct C: Commands { var body: some Commands { Button("Run") {}.keyboardShortcut(↓"R") } }"#),
        .quiet(.swift, #"struct C: Commands { var body: some Commands { Button("Run") {}.keyboardShortcut("r") } }"#),
        .quiet(
            .swift,
            #"struct C: Commands { var body: some Commands { Button("Run Again") {}.keyboardShortcut("r", modifiers: [.shift, .command]) } }"#
        ),
        .fires(.swift, #"let c = UIKeyCommand(input: ↓"T", modifierFlags: .command, action: #selector(x), discoverabilityTitle: "Tag")"#),
        .fires(.swift, #"let item = NSMenuItem(title: "Run", action: #selector(run), keyEquivalent: ↓"R")"#),
        .fires(.interfaceBuilder, #"<menuItem title="Run" keyEquivalent="↓R"/>"#),
        .quiet(.interfaceBuilder, #"<menuItem title="Run" keyEquivalent="r"/>"#),
    ]

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        declarations.compactMap { declaration in
            guard let letter = declaration.upperCaseLetter, let shortcut = declaration.shortcut else { return nil }
            let lower = Character(letter.lowercased())
            let message =
                declaration.origin == .uiKit
                ? "'\(letter)' is upper case, which UIKit matches only when Shift types it, though the modifiers name no Shift; write \"\(lower)\", and add .shift if Shift is meant"
                : "'\(letter)' is upper case, so this is \(shortcut.words), with a Shift the code does not show; write \"\(lower)\" for \(Shortcut(key: shortcut.key, modifiers: shortcut.modifiers.subtracting(.shift)).words), or \"\(lower)\" with Shift among the modifiers to keep \(shortcut.words)"
            return finding(message, at: declaration)
        }
    }
}
