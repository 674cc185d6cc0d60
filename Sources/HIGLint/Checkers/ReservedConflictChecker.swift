import HIGModel

/// `reserved-conflict`: the app uses a shortcut the system takes for itself.
///
/// A title that names the system command (an Edit menu's "Emoji & Symbols" on
/// Control-Command-Space) is the app showing the system's shortcut, not a conflict.
struct ReservedConflictChecker: Checker {
    let rule = LintRule.ID.reservedConflict

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        declarations.compactMap { declaration in
            guard let shortcut = declaration.shortcut else { return nil }
            let system = context.claims(on: shortcut).filter { $0.scope == .system }
            guard !system.isEmpty, !LintContext.title(declaration.title, names: system) else { return nil }
            return finding(
                "\(shortcut.words) is reserved by the system (\(system.commandNames)); it never reaches \(declaration.quotedTitle)",
                at: declaration, notes: system.map(note(for:)))
        }
    }
}
