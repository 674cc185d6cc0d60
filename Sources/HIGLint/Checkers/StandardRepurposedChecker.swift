import HIGModel

/// `standard-repurposed`: a standard shortcut runs something other than its usual command.
///
/// "Command-C is Copy": the message says what people expect. Declarations without a title
/// cannot be judged and are skipped; a title that names the standard command is its use.
struct StandardRepurposedChecker: Checker {
    let rule = LintRule.ID.standardRepurposed

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        declarations.compactMap { declaration in
            guard let shortcut = declaration.shortcut, context.knowsCommand(of: declaration) else { return nil }
            let claims = context.claims(on: shortcut)
            let standard = claims.filter { $0.scope == .apps }
            // A system shortcut is reserved-conflict's finding, not this one's.
            guard !standard.isEmpty, !claims.contains(where: { $0.scope == .system }),
                !LintContext.title(declaration.title, names: standard)
            else { return nil }
            return finding(
                "\(shortcut.words) is \(standard.commandNames); people expect it to do that in every app, not \(declaration.quotedTitle)",
                at: declaration, notes: standard.map(note(for:)))
        }
    }
}
