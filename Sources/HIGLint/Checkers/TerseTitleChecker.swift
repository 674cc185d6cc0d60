import HIGModel

/// `terse-title`: a one-word title that says nothing once the shortcut interface lists it
/// without its menu ("Name" rather than "Sort Bookmarks by Name").
///
/// A word that is itself a standard command's title (Copy, Print, Find) stands alone well:
/// the rulebook's Title column says which.
struct TerseTitleChecker: Checker {
    let rule = LintRule.ID.terseTitle

    func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        let standalone = Set(
            context.rulebook.entries.compactMap { $0.title.map(TitleWords.init) }.filter { $0.words.count == 1 })
        return declarations.compactMap { declaration in
            guard let title = declaration.title else { return nil }
            let words = TitleWords(title)
            guard words.words.count <= 1, !standalone.contains(words) else { return nil }
            return Diagnostic(
                LintRule.rule(rule).defaultSeverity, rule.rawValue,
                "title '\(title.clipped())' is too terse to stand alone in the shortcut list; say what it acts on, as in 'Sort Bookmarks by Name'",
                at: declaration.titleSpan?.location ?? declaration.span.location,
                length: declaration.titleSpan?.length ?? declaration.span.length)
        }
    }
}
