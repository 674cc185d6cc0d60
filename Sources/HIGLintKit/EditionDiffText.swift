import HIGModel

/// `hig-gen diff` for people: added, removed and changed rows, then rules, then a count.
package enum EditionDiffText {
    package static func render(_ diff: RulebookDiff, old: String, new: String) -> String {
        var text = "--- \(old)\n+++ \(new)\n"
        if diff.isEmpty { return text + "No changes.\n" }
        if !diff.added.isEmpty {
            text += "\nAdded rows\n"
            for entry in diff.added { text += "  + \(row(entry))\n      \(entry.action)  (\(entry.source.formatted))\n" }
        }
        if !diff.removed.isEmpty {
            text += "\nRemoved rows\n"
            for entry in diff.removed { text += "  - \(row(entry))\n      \(entry.action)  (\(entry.source.formatted))\n" }
        }
        if !diff.changed.isEmpty {
            text += "\nChanged rows\n"
            for change in diff.changed {
                text += "  ~ \(row(change.new))  (\(change.new.source.formatted))\n"
                for field in change.fields { text += "      \(describe(field, change))\n" }
            }
        }
        if !(diff.rulesAdded.isEmpty && diff.rulesRemoved.isEmpty && diff.rulesChanged.isEmpty) {
            text += "\nRules\n"
            for rule in diff.rulesAdded { text += "  + \(rule.id.rawValue): \(rule.title)\n" }
            for rule in diff.rulesRemoved { text += "  - \(rule.id.rawValue): \(rule.title)\n" }
            for change in diff.rulesChanged {
                text += "  ~ \(change.new.id.rawValue)\n"
                if change.old.title != change.new.title {
                    text += "      title: \(quote(change.old.title)) → \(quote(change.new.title))\n"
                }
                if change.old.guidance != change.new.guidance { text += "      guidance reworded\n" }
            }
        }
        let counts = [
            "\(diff.added.count) added", "\(diff.removed.count) removed", "\(diff.changed.count) changed",
        ]
        let rules = diff.rulesAdded.count + diff.rulesRemoved.count + diff.rulesChanged.count
        text += "\n" + counts.joined(separator: ", ") + " " + (diff.changed.count == 1 ? "row" : "rows")
        text += rules > 0 ? "; \(rules.counted("rule")) changed\n" : "\n"
        return text
    }

    /// "Command-Period  ⌘.  in Reserved keyboard shortcuts".
    private static func row(_ entry: Entry) -> String {
        "\(entry.shortcut.words)  \(entry.shortcut.glyphs)  in \(entry.table.title)"
    }

    private static func describe(_ field: RulebookDiff.Field, _ change: RulebookDiff.Change) -> String {
        let (old, new) = (change.old, change.new)
        switch field {
        case .action: return "action: \(quote(old.action)) → \(quote(new.action))"
        case .table: return "moved: \(old.table.title) → \(new.table.title)"
        case .title: return "title: \(quote(old.title ?? "")) → \(quote(new.title ?? ""))"
        case .usedBy: return "used by: \(old.scope.columnText) → \(new.scope.columnText)"
        case .platforms:
            return
                "platforms: \(old.platforms.map(\.rawValue).joined(separator: ", ")) → \(new.platforms.map(\.rawValue).joined(separator: ", "))"
        case .id: return "id: \(old.givenID ?? old.id) → \(new.givenID ?? new.id)"
        case .shortcut: return "shortcut: \(old.shortcut.words) → \(new.shortcut.words)"
        case .menu: return "menu: \(quote(old.menu ?? "")) → \(quote(new.menu ?? ""))"
        }
    }

    private static func quote(_ text: String) -> String { "\"\(text)\"" }
}
