import HIGModel

extension SectionBuilder {
    /// A shortcut table: the entries at `positions`, in source order (file, then line), each with
    /// key caps for both notations, spoken names and search terms; nil when there are none.
    /// A row's anchor is its entry's stable id as a slug ("reserved-shift-command-3"), so a
    /// permalink survives reordered and reworded rows.
    mutating func shortcutSection(_ kind: TableKind, entries positions: [Int], title: String? = nil) -> SiteSection? {
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
            var lastPlatforms: [Platform]?
            for position in positions {
                let number = presentations.number(of: entries[position].shortcut)
                // Rows of one file share their platforms; add each list once, not once a row.
                if entries[position].platforms != lastPlatforms {
                    lastPlatforms = entries[position].platforms
                    platforms.formUnion(entries[position].platforms)
                }
                let entry = entries.baseAddress! + position
                rows.append(
                    ShortcutRow(
                        id: anchors.claim(base: anchorBase(of: entry, shown: presentations[number], in: id)),
                        action: entry.pointee.action,
                        entryID: entry.pointee.id, title: entry.pointee.title, menu: entry.pointee.menu,
                        usedBy: entry.pointee.usedBy?.columnText,
                        today: entry.pointee.availability.map { "today: " + $0.summary(withSource: false) },
                        shown: presentations[number]))
            }
        }
        var section = makeSection(
            id: id, title: title ?? kind.title, count: rows.count, noun: ("shortcut", "shortcuts"), platforms: Array(platforms))
        section.shortcuts = ShortcutTable(rows: rows)
        return section
    }

    /// The slug of an entry's id. A derived id is its table, its shortcut's slug and perhaps a
    /// command's slug ("reserved.command-i.italic"), so its anchor is made from the shortcut's
    /// cached slug and the rest as it is, which saves slugging every row of a large set.
    private func anchorBase(of entry: UnsafePointer<Entry>, shown: ShortcutPresentation, in section: String) -> String {
        let table = entry.pointee.table.rawValue
        let plain = table.utf8.count + 1 + shown.slug.utf8.count
        let id = entry.pointee.id.utf8
        if entry.pointee.givenID == nil, section == table, id.count >= plain, !shown.slug.isEmpty {
            if id.count == plain { return section + "-" + shown.slug }
            if id[id.index(id.startIndex, offsetBy: plain)] == UInt8(ascii: ".") {
                return section + "-" + shown.slug + "-" + String(entry.pointee.id.utf8.dropFirst(plain + 1))!
            }
        }
        return Slug.make(entry.pointee.id)
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
