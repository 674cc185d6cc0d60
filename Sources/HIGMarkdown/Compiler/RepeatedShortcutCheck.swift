import HIGModel

/// Says so when a shortcut is listed more than once: twice with the same action in one table
/// is a mistake (warning); with different actions (Command-I: italic, or Get Info) or in two
/// tables (Command-Right arrow) it is how the guidelines are, and worth a note.
enum RepeatedShortcutCheck {
    /// The first row of a shortcut in one table, and the first row of each action it has.
    private struct Listing {
        var first: Entry
        var actions: [String: SourceLocation]
    }

    /// One pass with hashed look-ups, so a file of many rows stays linear.
    static func diagnostics(for entries: [Entry]) -> [Diagnostic] {
        var listings: [Shortcut: [TableKind: Listing]] = [:]
        var result: [Diagnostic] = []
        for entry in entries {
            let words = entry.shortcut.words
            // Mutated in place: copying the inner dictionary per row made large files quadratic.
            // Read what is needed, then let go before writing, so the write does not copy.
            if let first = listings[entry.shortcut]?[entry.table]?.first {
                if let same = listings[entry.shortcut]?[entry.table]?.actions[entry.action] {
                    result.append(
                        Diagnostic(
                            .warning, "entry.duplicate",
                            "\(words) is already listed with the same action at \(same.formatted); remove one of the rows",
                            at: entry.source))
                } else {
                    result.append(
                        Diagnostic(
                            .note, "entry.several-actions",
                            "\(words) is also listed at \(first.source.formatted) with another action; both are kept",
                            at: entry.source))
                    listings[entry.shortcut]?[entry.table]?.actions[entry.action] = entry.source
                }
                continue
            }
            if let other = listings[entry.shortcut]?.values.map(\.first).min(by: { $0.source < $1.source }) {
                result.append(
                    Diagnostic(
                        .note, "entry.several-tables",
                        "\(words) is also in \(other.table.title) (\(other.source.formatted)); both entries are kept",
                        at: entry.source))
            }
            listings[entry.shortcut, default: [:]][entry.table] = Listing(first: entry, actions: [entry.action: entry.source])
        }
        return result
    }
}
