import HIGModel

/// Which guideline table a shortcut table is, from what surrounds it: the paragraph that
/// introduces it, the headings above it, and its own shape. One place, used both to read the
/// table and to decide whether a file is guidelines or an app's own table.
struct TableKindEvidence: Sendable {
    enum Source: Sendable { case heading, introduction, shape }

    var kind: TableKind
    var source: Source

    /// The paragraph decides when it names the international table (pages put that table under
    /// the standard table's heading) or when no heading names a kind; otherwise the nearest
    /// heading that names one does. When neither does, a `Primary key | Keyboard sequence |
    /// Action` table is the old editions' appendix: the standard shortcuts, grouped by key, a
    /// shape apps' own tables never take.
    static func of(headings: [String], introduction: String?, layout: TableLayout) -> TableKindEvidence? {
        // A numbered caption ("Table 2-5 Recommended keyboard shortcuts…") names its own table,
        // so it outranks headings, whose levels a PDF conversion gets wrong: a section's
        // heading can come out one level too deep and sit under its neighbour's.
        if let introduction, let kind = captionKind(introduction) { return TableKindEvidence(kind: kind, source: .introduction) }
        let fromHeadings = headings.lazy.compactMap(TableKind.init(heading:)).first
        if let introduction, let fromText = TableKind(introduction: introduction), fromText != fromHeadings,
            fromHeadings == nil || fromText == .international
        {
            return TableKindEvidence(kind: fromText, source: .introduction)
        }
        if let fromHeadings { return TableKindEvidence(kind: fromHeadings, source: .heading) }
        if layout.kind == .shortcuts, layout.column(.primaryKey) != nil, layout.column(.shortcut) != nil {
            return TableKindEvidence(kind: .standard, source: .shape)
        }
        return nil
    }

    /// The kind a numbered caption names; nil for any other paragraph. "Recommended" shortcuts
    /// are the standard ones.
    private static func captionKind(_ text: String) -> TableKind? {
        let words = text.split(separator: " ", maxSplits: 2)
        guard words.count == 3, words[0] == "Table", words[1].contains("-"), words[1].contains(where: \.isNumber) else {
            return nil
        }
        if let kind = TableKind(introduction: String(words[2])) { return kind }
        let title = words[2].lowercased()
        return title.contains("recommended") && title.contains("shortcut") ? .standard : nil
    }
}
