import HIGModel

/// `modifier-order`: modifiers written out of the order Control, Option, Shift, Command, in
/// a manifest's shortcut or in a title that spells a shortcut out.
///
/// Swift code names modifiers as a set (`[.command, .shift]`), which menus print in order
/// anyway, so only text people read is checked.
struct ModifierOrder: RuleDefinition {
    static let id = "modifier-order"
    static let defaultSeverity = Diagnostic.Severity.warning
    static let guideline: CustomShortcutRule.ID? = .modifierOrder
    static let premises: [Premise.Fact] = []
    static let summary = "Modifiers are written out of order"
    static let rationale = """
        Write modifiers in the order Control, Option, Shift, Command, in manifests and in titles \
        that spell a shortcut out, as menus do.
        """
    static let examples: [RuleExample] = [
        .fires(
            .manifest, #"shortcuts: [{title: Open Quickly, shortcut: ↓Command-Shift-O}]"#,
            corrected: #"shortcuts: [{title: Open Quickly, shortcut: Shift-Command-O}]"#),
        .quiet(.manifest, #"shortcuts: [{title: Open Quickly, shortcut: Shift-Command-O}]"#),
        .fires(
            .appTable,
            "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| ↓Shift-Command-R | Reveal (Cmd-Shift-R) | Run it. |"),
        .quiet(.appTable, "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| Shift-Command-O | Open Quickly | Run it. |"),
        .fires(
            .swift,
            #"let c = UIKeyCommand(input: "y", modifierFlags: [.command, .shift], action: #selector(x), discoverabilityTitle: "Export (↓⌘⇧Y)")"#,
            corrected:
                #"let c = UIKeyCommand(input: "y", modifierFlags: [.command, .shift], action: #selector(x), discoverabilityTitle: "Export (⇧⌘Y)")"#
        ),
        .quiet(
            .swift,
            #"struct V: View { var body: some View { Button("Export List") {}.keyboardShortcut("y", modifiers: [.command, .shift]) } }"#
        ),
        .quiet(
            .interfaceBuilder,
            #"<menuItem title="Open Quickly" keyEquivalent="o"><modifierMask key="keyEquivalentModifierMask" shift="YES" command="YES"/></menuItem>"#
        ),
    ]

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        declarations.flatMap { declaration in
            var findings: [Diagnostic] = []
            if let shortcut = declaration.shortcut,
                declaration.writtenIssues.contains(where: { $0.kind == .shortcutModifierOrder })
            {
                findings.append(
                    finding(
                        "modifiers out of order; the order is \(Modifier.orderText(withGlobe: shortcut.modifiers.contains(.globe))): \(shortcut.written(in: notation(of: declaration)))",
                        at: declaration, fixIts: ShortcutRewriter.fixIts(for: declaration, writing: shortcut)))
            }
            if let title = declaration.title { findings += titleFindings(title, of: declaration) }
            return findings
        }
    }

    private func notation(of declaration: AppShortcut) -> Shortcut.Notation {
        if case .text(let notation) = declaration.spelling { return notation }
        return .words
    }

    /// Shortcuts spelt out in the title ("Export (Cmd-Shift-E)") in the wrong order.
    private func titleFindings(_ title: String, of declaration: AppShortcut) -> [Diagnostic] {
        ShortcutMention.find(in: title).compactMap { mention in
            guard let shortcut = mention.parsed.shortcut,
                mention.parsed.issues.contains(where: { $0.kind == .shortcutModifierOrder })
            else { return nil }
            let canonical = shortcut.written(in: mention.parsed.notation)
            let span = declaration.titleSpan
            let location = span?.location(at: mention.range.lowerBound) ?? declaration.span.location
            let fixIts =
                span?.isVerbatim == true
                ? [FixIt(at: location, length: mention.range.count, replacement: canonical)] : []
            return Diagnostic(
                Self.defaultSeverity, Self.id,
                "the title spells its shortcut with modifiers out of order; write \(canonical)", at: location,
                length: span == nil ? declaration.span.length : mention.range.count, fixIts: fixIts)
        }
    }
}
