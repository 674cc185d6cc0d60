import HIGModel

/// Which guideline table a shortcut table is, from what surrounds it: the paragraph that
/// introduces it and the headings above it. One place, used both to read the table and to
/// decide whether a file is guidelines or an app's own table.
enum TableKindEvidence {
    /// The kind, and whether the introducing paragraph (not a heading) decided it.
    ///
    /// The paragraph decides when it names the international table (pages put that table under
    /// the standard table's heading) or when no heading names a kind; otherwise the nearest
    /// heading that names one does.
    static func kind(headings: [String], introduction: String?) -> (kind: TableKind, fromIntroduction: Bool)? {
        let fromHeadings = headings.lazy.compactMap(TableKind.init(heading:)).first
        if let introduction, let fromText = TableKind(introduction: introduction), fromText != fromHeadings,
            fromHeadings == nil || fromText == .international
        {
            return (fromText, true)
        }
        return fromHeadings.map { ($0, false) }
    }
}
