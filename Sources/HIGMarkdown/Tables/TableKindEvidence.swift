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
}
