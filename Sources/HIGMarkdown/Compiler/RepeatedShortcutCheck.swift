import HIGModel
import HIGParallel

/// Says so when a shortcut is listed more than once: twice with the same action in one table
/// is a mistake (warning); with different actions (Command-I: italic, or Get Info) or in two
/// tables (Command-Right arrow) it is how the guidelines are, and worth a note, unless the
/// later row names its command (a Title or an ID): then the author listed it on purpose.
enum RepeatedShortcutCheck {
    /// Every table one shortcut is listed in, with its words spelt once.
    private struct Listings {
        var words: String
        var tables: [Listing]
    }

    /// The first row of a shortcut in one table; its position as text is written once, for
    /// the first note that points at it.
    private struct Listing {
        var table: TableKind
        var firstRow: Int
        var firstText: String?
    }

    /// One action of one shortcut in one table: the shortcut's place in the listings, and
    /// the table's place among its tables.
    private struct ActionKey: Hashable {
        var shortcut: Int
        var table: Int
        var action: String
    }

    /// Below this many entries the check runs on one thread; above, on every core, each
    /// thread taking the shortcuts whose hash falls to it (all rows of one shortcut go to one
    /// thread, so each thread sees every listing it needs).
    private static let entriesPerThread = 10_000

    /// The diagnostics, shard by shard; the compiler sorts every diagnostic by position.
    /// Without `notes`, only the warnings (a row listed twice with the same action) are made:
    /// a large set has a note for nearly every row, and a quiet build would drop them unread.
    static func diagnostics(for entries: [Entry], notes: Bool = true) -> [Diagnostic] {
        let shards = min(Parallel.processorCount, max(1, entries.count / entriesPerThread))
        return Parallel.map(Array(0..<shards)) { shard in check(entries, shard: shard, of: shards, notes: notes) }
            .flatMap { $0 }
    }

    /// One pass with two hashed look-ups per row (the shortcut, then its action), so a large
    /// set stays linear. A shortcut is in a handful of tables at most, so they are searched in
    /// order.
    private static func check(_ entries: [Entry], shard: Int, of shards: Int, notes: Bool) -> [Diagnostic] {
        // Rows are read in place, field by field: copying a whole entry per row costs a
        // retain and release of each of its strings and arrays.
        entries.withUnsafeBufferPointer { entries in
            var indexByShortcut: [Shortcut: Int] = [:]
            var all: [Listings] = []
            // The first row of each action, for every shortcut and table.
            var firstRowOfAction: [ActionKey: Int] = [:]
            firstRowOfAction.reserveCapacity(entries.count / shards + 1)
            var result: [Diagnostic] = []

            /// "path:line:column" of a listing's first row, written once.
            func firstText(_ index: Int, _ position: Int) -> String {
                if let text = all[index].tables[position].firstText { return text }
                let text = entries[all[index].tables[position].firstRow].source.formatted
                all[index].tables[position].firstText = text
                return text
            }

            // An app's own rows are checked by the linter, against the guidelines.
            for row in entries.indices
            where entries[row].table != .custom
                && (shards == 1 || Int(UInt(bitPattern: entries[row].shortcut.hashValue) % UInt(shards)) == shard)
            {
                let shortcut = entries[row].shortcut
                let table = entries[row].table
                let noted = notes && entries[row].title == nil && entries[row].givenID == nil
                guard let index = indexByShortcut[shortcut] else {
                    indexByShortcut[shortcut] = all.count
                    all.append(Listings(words: shortcut.words, tables: [Listing(table: table, firstRow: row)]))
                    firstRowOfAction[ActionKey(shortcut: all.count - 1, table: 0, action: entries[row].action)] = row
                    continue
                }
                guard let position = all[index].tables.firstIndex(where: { $0.table == table }) else {
                    // Listed first in a table this shortcut was not in yet; point at its earliest row.
                    if noted,
                        let other = all[index].tables.indices.min(by: {
                            entries[all[index].tables[$0].firstRow].source < entries[all[index].tables[$1].firstRow].source
                        })
                    {
                        result.append(
                            Diagnostic(
                                .entrySeveralTables,
                                "\(all[index].words) is also in \(all[index].tables[other].table.title) "
                                    + "(\(firstText(index, other))); both entries are kept",
                                at: entries[row].source))
                    }
                    all[index].tables.append(Listing(table: table, firstRow: row))
                    let key = ActionKey(shortcut: index, table: all[index].tables.count - 1, action: entries[row].action)
                    firstRowOfAction[key] = row
                    continue
                }
                let key = ActionKey(shortcut: index, table: position, action: entries[row].action)
                if let same = firstRowOfAction.updateValue(row, forKey: key) {
                    // Keep pointing at the first row of the action.
                    firstRowOfAction[key] = same
                    result.append(
                        Diagnostic(
                            .entryDuplicate,
                            "\(all[index].words) is already listed with the same action at "
                                + "\(entries[same].source.formatted); remove one of the rows",
                            at: entries[row].source))
                } else if noted {
                    result.append(
                        Diagnostic(
                            .entrySeveralActions,
                            "\(all[index].words) is also listed at \(firstText(index, position)) with another action; both are kept",
                            at: entries[row].source))
                }
            }
            return result
        }
    }
}
