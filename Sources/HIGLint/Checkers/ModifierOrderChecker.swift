import HIGModel

/// `modifier-order`: modifiers written out of the order Control, Option, Shift, Command, in
/// a manifest's shortcut or in a title that spells a shortcut out.
///
/// Swift code names modifiers as a set (`[.command, .shift]`), which menus print in order
/// anyway, so only text people read is checked.
struct ModifierOrderChecker: Checker {
    let rule = LintRule.ID.modifierOrder

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        declarations.flatMap { declaration in
            var findings: [Diagnostic] = []
            if let shortcut = declaration.shortcut, declaration.writtenIssues.contains(where: { $0.kind == .modifierOrder }) {
                findings.append(
                    finding(
                        "modifiers out of order; the order is Control, Option, Shift, Command: \(shortcut.written(in: notation(of: declaration)))",
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
                mention.parsed.issues.contains(where: { $0.kind == .modifierOrder })
            else { return nil }
            let canonical = shortcut.written(in: mention.parsed.notation)
            let span = declaration.titleSpan
            let location = span?.location(at: mention.range.lowerBound) ?? declaration.span.location
            let fixIts =
                span?.isVerbatim == true
                ? [FixIt(at: location, length: mention.range.count, replacement: canonical)] : []
            return Diagnostic(
                LintRule.rule(rule).defaultSeverity, rule.rawValue,
                "the title spells its shortcut with modifiers out of order; write \(canonical)", at: location,
                length: span == nil ? declaration.span.length : mention.range.count, fixIts: fixIts)
        }
    }
}
