import HIGModel

extension SectionBuilder {
    /// A shortcut table: the entries at `positions`, in source order (file, then line), each with
    /// key caps for both notations, spoken names and search terms; nil when there are none.
    mutating func shortcutSection(_ kind: TableKind, entries positions: [Int]) -> SiteSection? {
        guard !positions.isEmpty else { return nil }
        let id = anchors.claim(kind.rawValue)
        var platforms: Set<Platform> = []
        var rows: [ShortcutRow] = []
        rows.reserveCapacity(positions.count)
        // Entries are read in place: copying one out of the array would copy every reference it holds.
        rulebook.entries.withUnsafeBufferPointer { entries in
            var positions = positions
            if !positions.isSorted(by: { Self.precedes(entries[$0].source, entries[$1].source) }) {
                positions.sort { Self.precedes(entries[$0].source, entries[$1].source) }
            }
            // The ids of each shortcut's rows, by presentation number.
            var series: [AnchorNamer.Series?] = []
            var lastPlatforms: [Platform]?
            for position in positions {
                let number = presentations.number(of: entries[position].shortcut)
                // Rows of one file share their platforms; add each list once, not once a row.
                if entries[position].platforms != lastPlatforms {
                    lastPlatforms = entries[position].platforms
                    platforms.formUnion(entries[position].platforms)
                }
                if number >= series.count { series += Array(repeating: nil, count: number + 1 - series.count) }
                if series[number] == nil { series[number] = AnchorNamer.Series(base: presentations[number].idBase(in: id)) }
                rows.append(
                    ShortcutRow(
                        id: anchors.claim(&series[number]!), action: entries[position].action, shown: presentations[number]))
            }
        }
        var section = makeSection(
            id: id, title: kind.title, count: rows.count, noun: ("shortcut", "shortcuts"), platforms: Array(platforms))
        section.shortcuts = ShortcutTable(rows: rows)
        return section
    }

    /// `SourceLocation`'s order (file, then line, then column), without building tuples of
    /// copied strings for the common case of two rows of one file.
    static func precedes(_ lhs: SourceLocation, _ rhs: SourceLocation) -> Bool {
        guard lhs.file == rhs.file else { return lhs.file < rhs.file }
        return (lhs.line ?? 0, lhs.column ?? 0) < (rhs.line ?? 0, rhs.column ?? 0)
    }
}

extension Array {
    /// Whether the elements are already in `areInIncreasingOrder`, so a sort can be skipped.
    func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        indices.dropFirst().allSatisfy { !areInIncreasingOrder(self[$0], self[$0 - 1]) }
    }
}
