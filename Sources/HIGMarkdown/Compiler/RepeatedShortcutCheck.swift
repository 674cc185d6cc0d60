import HIGModel

/// Says so when a shortcut is listed more than once: twice with the same action in one table
/// is a mistake (warning); with different actions (Command-I: italic, or Get Info) or in two
/// tables (Command-Right arrow) it is how the guidelines are, and worth a note.
enum RepeatedShortcutCheck {
    static func diagnostics(for entries: [Entry]) -> [Diagnostic] {
        var firstSeen: [Shortcut: [Entry]] = [:]
        var result: [Diagnostic] = []
        for entry in entries {
            let earlier = firstSeen[entry.shortcut, default: []]
            if let same = earlier.first(where: { $0.table == entry.table && $0.action == entry.action }) {
                result.append(
                    Diagnostic(
                        .warning, "entry.duplicate",
                        "\(entry.shortcut.words) is already listed with the same action at \(same.source.formatted); remove one of the rows",
                        at: entry.source))
            } else if let other = earlier.first(where: { $0.table == entry.table }) {
                result.append(
                    Diagnostic(
                        .note, "entry.several-actions",
                        "\(entry.shortcut.words) is also listed at \(other.source.formatted) with another action; both are kept",
                        at: entry.source))
            } else if let other = earlier.first {
                result.append(
                    Diagnostic(
                        .note, "entry.several-tables",
                        "\(entry.shortcut.words) is also in \(other.table.title) (\(other.source.formatted)); both entries are kept",
                        at: entry.source))
            }
            firstSeen[entry.shortcut, default: []].append(entry)
        }
        return result
    }
}
