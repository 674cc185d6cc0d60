import HIGModel

/// `duplicate-shortcut`: two commands share a shortcut in one context. A declaration with
/// no context is app-wide (a menu command) and clashes with every context.
///
/// Reported at the later declaration, with a note at the first.
struct DuplicateShortcutChecker: Checker {
    let rule = LintRule.ID.duplicateShortcut

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        var seen: [Shortcut: [AppShortcut]] = [:]
        var findings: [Diagnostic] = []
        for declaration in declarations {
            guard let shortcut = declaration.shortcut else { continue }
            let earlier = seen[shortcut, default: []]
            if let first = earlier.first(where: { clash($0.context, declaration.context) }) {
                let scope = declaration.context == first.context ? declaration.context : nil
                findings.append(
                    finding(
                        "\(shortcut.words) is already used by \(first.quotedTitle)"
                            + (scope.map { " in context '\($0)'" } ?? " app-wide"),
                        at: declaration,
                        notes: [Diagnostic.Note("first used here by \(first.quotedTitle)", at: first.span.location)]))
            }
            seen[shortcut, default: []].append(declaration)
        }
        return findings
    }

    private func clash(_ one: String?, _ other: String?) -> Bool {
        one == nil || other == nil || one == other
    }
}
