import HIGModel

/// `upper-case-letter`: a SwiftUI or UIKit letter key written in upper case ("R"), which adds
/// Shift: SwiftUI reads `"R"` as Shift-Command-R, and UIKit matches it only when Shift types "R".
///
/// A note: the app may mean it, but nothing in the code shows Shift, so "Run" on Command-R is
/// silently Shift-Command-R. AppKit's upper-case key equivalent is how Interface Builder and
/// AppKit code write Shift ("S" for Save As), so it is left alone there.
struct UpperCaseLetter: RuleDefinition {
    static let id = "upper-case-letter"
    static let defaultSeverity = Diagnostic.Severity.note
    static let guideline: CustomShortcutRule.ID? = nil
    static let premises: [Premise.Fact] = []
    static let summary = "A letter key is written in upper case, which adds Shift"
    static let rationale = """
        SwiftUI reads an upper-case key as the letter with Shift ("R" is Shift-Command-R), and UIKit \
        compares the input with the character typed, which is upper case only with Shift. The code \
        does not show the Shift, so whoever reads it expects another shortcut than people press. \
        Write the letter in lower case, and add Shift to the modifiers where Shift is meant. (In \
        AppKit and Interface Builder an upper-case key equivalent is the usual way to write Shift.)
        """
    static let examples: [RuleExample] = [
        .fires(.swift, #"struct C: Commands { var body: some Commands { Button("Run") {}.keyboardShortcut(↓"R") } }"#),
        .quiet(.swift, #"struct C: Commands { var body: some Commands { Button("Run") {}.keyboardShortcut("r") } }"#),
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

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        declarations.compactMap { declaration in
            guard let letter = declaration.upperCaseLetter, let shortcut = declaration.shortcut,
                declaration.origin == .swiftUI || declaration.origin == .uiKit
            else { return nil }
            let lower = Character(letter.lowercased())
            let message =
                declaration.origin == .uiKit
                ? "'\(letter)' is upper case, which UIKit matches only when Shift types it, so this is pressed as \(shortcut.words) though the modifiers name no Shift; write \"\(lower)\", and add .shift if Shift is meant"
                : "'\(letter)' is upper case, so SwiftUI makes this \(shortcut.words), with a Shift the code does not show; write \"\(lower)\" for \(Shortcut(key: shortcut.key, modifiers: shortcut.modifiers.subtracting(.shift)).words), or \"\(lower)\" with .shift among the modifiers to keep \(shortcut.words)"
            return finding(message, at: declaration)
        }
    }
}
