import Foundation
import HIGModel
import Synchronization

/// Says so when a shortcut is listed more than once: twice with the same action in one table
/// is a mistake (warning); with different actions (Command-I: italic, or Get Info) or in two
/// tables (Command-Right arrow) it is how the guidelines are, and worth a note.
enum RepeatedShortcutCheck {
    /// Every listing of one shortcut: its words, spelt once, and each table it is in.
    private struct Listings {
        var words: String
        var tables: [Listing] = []
    }

    /// The first row of a shortcut in one table (also as text, written once for all the
    /// notes that point at it), and the first row of each action it has.
    private struct Listing {
        var table: TableKind
        var first: SourceLocation
        var firstText: String
        var actions: [String: SourceLocation]
    }

    /// Below this many entries the check runs on one thread; above, on every core, each
    /// thread taking the shortcuts whose hash falls to it (all rows of one shortcut go to one
    /// thread, so each thread sees every listing it needs).
    private static let entriesPerThread = 10_000

    /// The diagnostics, shard by shard; the compiler sorts every diagnostic by position.
    /// Without `notes`, only the warnings (a row listed twice with the same action) are made:
    /// a large set has a note for nearly every row, and a quiet build would drop them unread.
    static func diagnostics(for entries: [Entry], notes: Bool = true) -> [Diagnostic] {
        let shards = min(ProcessInfo.processInfo.activeProcessorCount, max(1, entries.count / entriesPerThread))
        guard shards > 1 else { return check(entries, shard: 0, of: 1, notes: notes) }
        let results = Mutex([[Diagnostic]](repeating: [], count: shards))
        DispatchQueue.concurrentPerform(iterations: shards) { shard in
            let found = check(entries, shard: shard, of: shards, notes: notes)
            results.withLock { $0[shard] = found }
        }
        return Array(results.withLock { $0 }.joined())
    }

    /// One pass with one hashed look-up per row, so a large set stays linear. A shortcut is
    /// in a handful of tables at most, so they are searched in order.
    private static func check(_ entries: [Entry], shard: Int, of shards: Int, notes: Bool) -> [Diagnostic] {
        var indexByShortcut: [Shortcut: Int] = [:]
        var all: [Listings] = []
        var result: [Diagnostic] = []
        // Rows are read in place, field by field: copying a whole entry per row costs a
        // retain and release of each of its strings and arrays.
        for row in entries.indices
        where shards == 1 || Int(UInt(bitPattern: entries[row].shortcut.hashValue) % UInt(shards)) == shard {
            let shortcut = entries[row].shortcut
            let source = entries[row].source
            guard let index = indexByShortcut[shortcut] else {
                indexByShortcut[shortcut] = all.count
                all.append(Listings(words: shortcut.words, tables: [listing(of: entries[row])]))
                continue
            }
            let table = entries[row].table
            let words = all[index].words
            guard let position = all[index].tables.firstIndex(where: { $0.table == table }) else {
                // Listed first in a table this shortcut was not in yet; point at its earliest row.
                if notes, let other = all[index].tables.min(by: { $0.first < $1.first }) {
                    result.append(
                        Diagnostic(
                            .note, "entry.several-tables",
                            "\(words) is also in \(other.table.title) (\(other.firstText)); both entries are kept",
                            at: source))
                }
                all[index].tables.append(listing(of: entries[row]))
                continue
            }
            if let same = all[index].tables[position].actions[entries[row].action] {
                result.append(
                    Diagnostic(
                        .warning, "entry.duplicate",
                        "\(words) is already listed with the same action at \(same.formatted); remove one of the rows",
                        at: source))
            } else {
                if notes {
                    result.append(
                        Diagnostic(
                            .note, "entry.several-actions",
                            "\(words) is also listed at \(all[index].tables[position].firstText) with another action; both are kept",
                            at: source))
                }
                // Written in place, through the arrays, so the dictionary is not copied.
                all[index].tables[position].actions[entries[row].action] = source
            }
        }
        return result
    }

    private static func listing(of entry: Entry) -> Listing {
        Listing(
            table: entry.table, first: entry.source, firstText: entry.source.formatted,
            actions: [entry.action: entry.source])
    }
}
