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

    /// The first row of a shortcut in one table, and the first row of each action it has.
    private struct Listing {
        var table: TableKind
        var first: SourceLocation
        var actions: [String: SourceLocation]
    }

    /// Below this many entries the check runs on one thread; above, on every core, each
    /// thread taking the shortcuts whose hash falls to it (all rows of one shortcut go to one
    /// thread, so each thread sees every listing it needs).
    private static let entriesPerThread = 10_000

    /// The diagnostics, shard by shard; the compiler sorts every diagnostic by position.
    static func diagnostics(for entries: [Entry]) -> [Diagnostic] {
        let shards = min(ProcessInfo.processInfo.activeProcessorCount, max(1, entries.count / entriesPerThread))
        guard shards > 1 else { return check(entries, shard: 0, of: 1) }
        let results = Mutex([[Diagnostic]](repeating: [], count: shards))
        DispatchQueue.concurrentPerform(iterations: shards) { shard in
            let found = check(entries, shard: shard, of: shards)
            results.withLock { $0[shard] = found }
        }
        return Array(results.withLock { $0 }.joined())
    }

    /// One pass with one hashed look-up per row, so a large set stays linear. A shortcut is
    /// in a handful of tables at most, so they are searched in order.
    private static func check(_ entries: [Entry], shard: Int, of shards: Int) -> [Diagnostic] {
        var indexByShortcut: [Shortcut: Int] = [:]
        var all: [Listings] = []
        var result: [Diagnostic] = []
        for entry in entries
        where shards == 1 || Int(UInt(bitPattern: entry.shortcut.hashValue) % UInt(shards)) == shard {
            guard let index = indexByShortcut[entry.shortcut] else {
                indexByShortcut[entry.shortcut] = all.count
                all.append(Listings(words: entry.shortcut.words, tables: [listing(of: entry)]))
                continue
            }
            let words = all[index].words
            guard let position = all[index].tables.firstIndex(where: { $0.table == entry.table }) else {
                // Listed first in a table this shortcut was not in yet; point at its earliest row.
                let other = all[index].tables.min { $0.first < $1.first }!
                result.append(
                    Diagnostic(
                        .note, "entry.several-tables",
                        "\(words) is also in \(other.table.title) (\(other.first.formatted)); both entries are kept",
                        at: entry.source))
                all[index].tables.append(listing(of: entry))
                continue
            }
            if let same = all[index].tables[position].actions[entry.action] {
                result.append(
                    Diagnostic(
                        .warning, "entry.duplicate",
                        "\(words) is already listed with the same action at \(same.formatted); remove one of the rows",
                        at: entry.source))
            } else {
                result.append(
                    Diagnostic(
                        .note, "entry.several-actions",
                        "\(words) is also listed at \(all[index].tables[position].first.formatted) with another action; both are kept",
                        at: entry.source))
                // Written in place, through the arrays, so the dictionary is not copied.
                all[index].tables[position].actions[entry.action] = entry.source
            }
        }
        return result
    }

    private static func listing(of entry: Entry) -> Listing {
        Listing(table: entry.table, first: entry.source, actions: [entry.action: entry.source])
    }
}
