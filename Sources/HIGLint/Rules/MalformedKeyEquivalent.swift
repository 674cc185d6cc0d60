import HIGModel

/// `malformed-key-equivalent`: a key written so that it cannot be one key: empty, several
/// characters, a NUL, or a key's menu symbol (`↩`) in place of its character.
struct MalformedKeyEquivalent: RuleDefinition {
    static let id = "malformed-key-equivalent"
    static let defaultSeverity = Diagnostic.Severity.warning
    static let guideline: CustomShortcutRule.ID? = nil
    static let premises: [Premise.Fact] = []
    static let summary = "A key equivalent is empty, several characters or a NUL"
    static let rationale = """
        A key equivalent is one character. An empty one gives the command no shortcut, several characters \
        never match a key press, and Swift has no octal escapes: "\\033" is a NUL followed by "33", not Escape \
        (write "\\u{1B}", or KeyEquivalent.escape). The command ends up with no working shortcut, silently: \
        a warning, since the command itself still runs from its menu or button (every blind label called \
        it a warning or less). UIKit is the exception for several characters: its \
        keyboard-shortcut list shows a key command's input as written, and apps use that to list a gesture \
        ("tap link") beside real keys, so there the finding is a note. So is a lone NUL ("\\0"), which some \
        code writes to show no shortcut.
        """
    static let examples: [RuleExample] = [
        .quiet(.manifest, #"shortcuts: [{title: Close Panel, shortcut: Escape}]"#),
        .quiet(.appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| Esc | Close Panel | Run it. |"),
        .fires(
            .swift,
            #"struct V: View { var body: some View { Button("Close Panel") {}.keyboardShortcut(↓"\033", modifiers: []) } }"#),
        .fires(.swift, #"struct V: View { var body: some View { Button("Close Panel") {}.keyboardShortcut(↓"") } }"#),
        .quiet(
            .swift,
            #"struct V: View { var body: some View { Button("Close Panel") {}.keyboardShortcut(.escape, modifiers: []) } }"#),
        .fires(.interfaceBuilder, #"<menuItem title="Close Panel" keyEquivalent="↓esc"/>"#),
        // Return's menu symbol, not the character Return types: a warning.
        .fires(.interfaceBuilder, #"<menuItem title="Zoom" keyEquivalent="↓↩"/>"#),
        .quiet(.interfaceBuilder, #"<menuItem title="Close Panel" keyEquivalent="w"/>"#),
        // A note: a lone NUL, written to show no shortcut.
        .fires(.swift, #"let item = NSMenuItem(title: "Simulators", action: nil, keyEquivalent: ↓"\0")"#),
        .quiet(.swift, #"let caps = UIKeyCommand(input: "", modifierFlags: .alphaShift, action: #selector(escape))"#),
        // A note, not an error: UIKit lists the input as written, a gesture beside the keys.
        .fires(
            .swift,
            #"let hint = UIKeyCommand(title: "", action: #selector(noOp), input: ↓"tap link", modifierFlags: .command, discoverabilityTitle: "Open in New Tab")"#
        ),
    ]

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        declarations.compactMap { declaration in
            // UIKit reads an empty input as the modifier flags alone (Caps Lock remapped to Esc).
            guard let text = declaration.malformedKey, !(text.isEmpty && declaration.origin == .uiKit) else { return nil }
            let shown = Self.escaped(text).clipped()
            let message: String
            if text.isEmpty {
                message = "the key equivalent is empty, so the command has no shortcut; write its key, or remove the call"
            } else if text.unicodeScalars.first == "\0", text.unicodeScalars.dropFirst().allSatisfy({ ("0"..."7").contains($0) }),
                text.count > 1
            {
                message =
                    "'\(shown)' is a NUL followed by '\(String(text.dropFirst()))': Swift has no octal escapes; write \"\\u{1B}\" or KeyEquivalent.escape for Escape"
            } else if text == "\0" {
                // A lone NUL is how some code writes "no shortcut" (a menu of apps that lists none):
                // it says nothing it means, so a note.
                return finding(
                    "'\(shown)' is a NUL, which no key types, so the item has no shortcut; if it should have one, write the key's character",
                    at: declaration, severity: .note)
            } else if text.unicodeScalars.contains("\0") {
                message = "'\(shown)' holds a NUL, which no key types; write the key's character"
            } else if let key = KeyNames.key(shownBy: text) {
                // The symbol menus show for a key, which no key press types. AppKit does not
                // document matching it, so most likely, not certainly, it never does.
                let typed = key.appKitKeyEquivalent.map { " (\"\(Self.escaped($0))\")" }
                return finding(
                    "'\(text)' is a symbol menus show for \(key.name), which no key press types, so this most likely never matches; write the character \(key.name) types\(typed ?? "")",
                    at: declaration, severity: .warning)
            } else if declaration.origin == .uiKit {
                // UIKit's shortcut list shows the input as written: a gesture listed beside the keys.
                return finding(
                    "'\(shown)' is \(text.count) characters, so no key press matches it; UIKit only lists it as written among the shortcuts. If it is meant as a key, write one character",
                    at: declaration, severity: .note)
            } else {
                message = "'\(shown)' is \(text.count) characters; a key equivalent is one character, such as 'e'"
            }
            return finding(message, at: declaration)
        }
    }

    /// The text with every character outside printable ASCII escaped, as Swift writes it.
    private static func escaped(_ text: String) -> String {
        text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
    }
}
