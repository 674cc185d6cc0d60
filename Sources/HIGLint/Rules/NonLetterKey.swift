import HIGModel

/// `non-letter-key`: Option, Shift or Control with a digit or punctuation key. Some layouts
/// need those modifiers just to type the character, so the shortcut cannot be pressed there.
///
/// Shift on a two-character key (Command-Question mark, or Shift-Command-Forward slash, which
/// ShiftWithTwoCharacterKey rewrites to it) is the guidelines' own advice and does not
/// count; keys that type nothing (arrows, Space, F-keys) are on every layout and are not checked.
struct NonLetterKey: RuleDefinition {
    static let id = "non-letter-key"
    static let defaultSeverity = Diagnostic.Severity.warning
    static let guideline: CustomShortcutRule.ID? = .nonLetterKeysAndLayouts
    static let premises: [Premise.Fact] = [.keysAsWritten]
    static let summary = "A modifier other than Command is paired with a non-letter key"
    static let rationale = """
        Some keyboard layouts need Option or Shift just to type a digit or a punctuation mark (a \
        German keyboard types "[" with Option-5), so such a shortcut needs another modifier there or \
        cannot be pressed at all. The finding names the layouts (of all of them, or the ones in \
        `lint: layouts:`) where the added modifier is what breaks it, and is quiet where Command alone \
        would need the same; SwiftUI, UIKit and AppKit's menu items (macOS 12 and later) remap shortcuts \
        for the layout by default, so there it is a note, unless the code turns that off (SwiftUI's \
        `localization: .custom`); an AppKit button's key is not remapped. A global hot key \
        names a key by its place, pressed the same on every layout: a note that says how it is labelled. Pair Option, \
        Shift and Control only with letters; Command alone is generally safe.
        """
    static let examples: [RuleExample] = [
        // "[" needs Option on German, so Option cannot also be the shortcut's modifier there.
        .fires(.manifest, #"shortcuts: [{title: Previous Bookmark, shortcut: ↓Option-Command-Left bracket}]"#),
        .quiet(.manifest, #"shortcuts: [{title: Previous Bookmark, shortcut: Command-Left bracket}]"#),
        // Every layout types 5 with Option-Command as well as with Command.
        .quiet(.manifest, #"shortcuts: [{title: Go to Bookmark 5, shortcut: Option-Command-5}]"#),
        .fires(
            .appTable,
            "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| ↓Option-Command-Left bracket | Previous Bookmark | Run it. |"
        ),
        .quiet(
            .appTable,
            "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| Option-Command-Down arrow | Next Folder | Run it. |"),
        .fires(
            .swift,
            #"struct V: View { var body: some View { Button("First Bookmark") {}.keyboardShortcut(↓"1", modifiers: [.shift, .command]) } }"#
        ),
        .quiet(.swift, #"struct V: View { var body: some View { Button("First Bookmark") {}.keyboardShortcut("1") } }"#),
        // Control adds nothing on French, where "1" needs Shift with Command alone too.
        .quiet(
            .swift,
            #"struct V: View { var body: some View { Button("First Tab") {}.keyboardShortcut("1", modifiers: [.control, .command]) } }"#
        ),
        .fires(
            .interfaceBuilder,
            #"<menuItem title="Previous Bookmark" keyEquivalent="↓["><modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/></menuItem>"#
        ),
        .quiet(.interfaceBuilder, #"<menuItem title="Go to Bookmark 5" keyEquivalent="5"/>"#),
    ]

    /// What Apple documents for `keyboardShortcut(_:modifiers:localization:)`,
    /// `UIKeyCommand.allowsAutomaticLocalization` and `NSMenuItem.allowsAutomaticKeyEquivalentLocalization`.
    static let automaticLocalization = Diagnostic.Note(
        "SwiftUI, UIKit and AppKit's menu items (macOS 12 and later) remap a shortcut for the person's layout by default "
            + "(SwiftUI's localization: .automatic, UIKit's allowsAutomaticLocalization, NSMenuItem's "
            + "allowsAutomaticKeyEquivalentLocalization; Apple's example: Command-[ becomes Command-Ö on German), which may "
            + "spare some of these layouts; check it on them")

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        // What the layouts say of a shortcut depends on it alone: worked out once for each, as a
        // large app repeats its shortcuts (asking every layout for every declaration was a
        // thirtieth of `init --from` on a large menu).
        // (By spelling too: shortcuts equal as keys pressed are typed and written by theirs.)
        var breakingByShortcut: [Spelt: Breaking] = [:]
        func breaking(_ shortcut: Shortcut) -> Breaking {
            let spelt = Spelt(shortcut: shortcut, spelling: shortcut.keySpelling)
            if let known = breakingByShortcut[spelt] { return known }
            let found = Breaking(shortcut, on: context.layouts)
            breakingByShortcut[spelt] = found
            return found
        }
        return declarations.compactMap { declaration in
            guard let shortcut = declaration.shortcut, [.digit, .punctuation].contains(shortcut.key.family),
                context.isCustom(shortcut)
            else { return nil }
            let others = shortcut.modifiers.ordered.filter { $0 != .command && !($0 == .shift && shortcut.key.isTwoCharacter) }
            guard !others.isEmpty else { return nil }
            let names = others.map(\.name).joined(separator: " and ")
            // A key named by its place is pressed the same on every layout; only its label
            // differs, which is worth knowing where the app shows it.
            if declaration.facts.byKeyPosition {
                return finding(
                    "\(shortcut.words) pairs \(names) with \(shortcut.keyName), which is not a letter; "
                        + LayoutReport.labels(of: shortcut.key.code, on: context.layouts) + "; use Command alone or a letter key",
                    at: declaration, severity: .note)
            }
            guard let found = breaking(shortcut).found else { return nil }
            // The framework remaps it for the person's layout by default: worth knowing, not a warning.
            let localizes = Self.localizes(declaration)
            return finding(
                "\(shortcut.words) pairs \(names) with \(shortcut.keyName), which is not a letter; "
                    + found.summary + "; use Command alone or a letter key",
                at: declaration, severity: localizes ? .note : Self.defaultSeverity,
                notes: localizes ? [Self.automaticLocalization] : [], premises: [found.premise])
        }
    }

    private struct Spelt: Hashable {
        var shortcut: Shortcut
        var spelling: Shortcut.KeySpelling
    }

    /// The layouts where a shortcut's added modifiers break it (see ``addedModifiersBreakTyping(_:on:)``),
    /// as the finding says it; `found` is nil where none does.
    private struct Breaking {
        var found: (summary: String, premise: Premise)?

        init(_ shortcut: Shortcut, on layouts: [KeyboardLayout]) {
            // Only the layouts where the added modifier is what breaks it: ⌃⌘1 needs Shift on
            // French, but so does ⌘1, so Control is not to blame there.
            let affected = layouts.filter { NonLetterKey.addedModifiersBreakTyping(shortcut, on: $0) }
            guard !affected.isEmpty else { return }
            found = (LayoutReport(shortcut, on: affected).summary, NonLetterKey.typingBreaks(shortcut, on: affected))
        }
    }

    /// Whether the shortcut's modifiers other than Command make it harder to press on the
    /// layout than the same key with Command alone: it cannot be typed while Command alone
    /// can, it needs more extra modifiers, or its own Shift types the character (so it is
    /// pressed like the shortcut without Shift).
    static func addedModifiersBreakTyping(_ shortcut: Shortcut, on layout: KeyboardLayout) -> Bool {
        let full = layout.typing(shortcut)
        if full.shiftTypesCharacter { return true }
        let plainModifiers: ModifierSet = shortcut.keySpelling == .upper ? [.shift, .command] : [.command]
        let plain = layout.typing(
            Shortcut(
                key: shortcut.key, modifiers: shortcut.modifiers.intersection(plainModifiers), keySpelling: shortcut.keySpelling))
        switch (full.outcome, plain.outcome) {
        case (.asWritten, _): return false
        case (.untypeable, .untypeable): return false
        case (.untypeable, _): return true
        case (.extraModifiers(let extra), .extraModifiers(let plainExtra)): return !extra.isSubset(of: plainExtra)
        case (.extraModifiers, _): return true
        }
    }

    /// Whether the layouts show the shortcut cannot be pressed as written. That Shift is what
    /// types the key's character there proves no clash: a Mac layout gives Command its own
    /// characters (French types "1" with Command alone), which the layout data does not hold.
    static func typingBreaks(_ shortcut: Shortcut, on affected: [KeyboardLayout]) -> Premise {
        .fact(
            .keysAsWritten, proven: affected.contains { !$0.typing(shortcut).shiftTypesCharacter }, else: .unknown,
            "the layout's Command keys read \(shortcut.words) as \(Shortcut(key: shortcut.key, modifiers: shortcut.modifiers.subtracting(.shift)).words)"
        )
    }

    /// SwiftUI (`localization: .automatic`), UIKit (`allowsAutomaticLocalization`) and AppKit's
    /// menu items remap a shortcut for the person's layout by default; `localization: .custom`
    /// turns it off (AppKit's switch, set at run time, is not followed).
    static func localizes(_ declaration: AppShortcut) -> Bool {
        guard !declaration.facts.notLocalized else { return false }
        switch declaration.origin {
        case .swiftUI, .uiKit: return true
        // AppKit remaps a menu item's key equivalent since macOS 12
        // (`NSMenuItem.allowsAutomaticKeyEquivalentLocalization`); a button's it does not.
        case .appKit, .interfaceBuilder: return !declaration.isViewControl
        default: return false
        }
    }
}
