import HIGModel

/// The rows of a `Primary key | Keyboard sequence | Action` table as a PDF conversion leaves
/// them, repaired: an action split at a page break is joined again, cross references are
/// taken off the actions, and a table whose modifier symbols were lost is recognised rather
/// than read as bare keys. Each repair is said once per table, at its first row.
struct AppendixRows {
    let context: TableContext

    /// The repaired rows, or nil when the table's modifiers were lost and it is left out.
    func repaired(_ rows: [[CellText]], into diagnostics: inout [Diagnostic]) -> [[CellText]]? {
        guard let primaryColumn = context.layout.column(.primaryKey), let shortcutColumn = context.layout.column(.shortcut),
            let actionColumn = context.layout.column(.text)
        else { return rows }
        if modifiersLost(rows, primaryColumn: primaryColumn, shortcutColumn: shortcutColumn) {
            diagnostics.append(
                Diagnostic(
                    .tableModifiersLost,
                    "no key sequence of the table's \(rows.count) rows has a modifier and keys repeat within a group; "
                        + "its modifier symbols were lost in conversion, so the table is left out",
                    at: context.headerLocation))
            return nil
        }
        let isRunOn = { (row: [CellText]) in
            row[primaryColumn].isEmpty && row[shortcutColumn].isEmpty && !row[actionColumn].isEmpty
        }
        // A table as written (a large guideline set, row after row) is passed on as it is.
        var joined = rows
        var runOns: [CellText] = []
        if rows.dropFirst().contains(where: isRunOn) {
            joined = []
            for row in rows {
                if isRunOn(row), !joined.isEmpty {
                    runOns.append(row[actionColumn])
                    joined[joined.count - 1][actionColumn].append(row[actionColumn].text)
                } else {
                    joined.append(row)
                }
            }
        }
        if let first = runOns.first {
            diagnostics.append(
                Diagnostic(
                    .tableRunOnRow,
                    "\(runOns.count) \(runOns.count == 1 ? "row holds" : "rows hold") only the rest of an action split at a page break; "
                        + "joined to the row above",
                    at: first.location(in: context.source), length: first.length))
        }
        var references: [CellText] = []
        for index in joined.indices {
            guard let action = CrossReference.removed(from: joined[index][actionColumn].text), !action.isEmpty else { continue }
            references.append(joined[index][actionColumn])
            joined[index][actionColumn].replaceText(with: action)
        }
        if let first = references.first {
            diagnostics.append(
                Diagnostic(
                    .tableCrossReference,
                    "\(references.count) \(references.count == 1 ? "action ends" : "actions end") with a cross reference "
                        + "('See … (page …)'); taken off the action",
                    at: first.location(in: context.source), length: first.length))
        }
        return joined
    }

    /// Whether the sequences are keys alone, as when a conversion drops the modifier symbols:
    /// no sequence has a modifier, and one key is listed twice in a group, or a row under a
    /// group has no sequence at all (its key was a symbol too).
    private func modifiersLost(_ rows: [[CellText]], primaryColumn: Int, shortcutColumn: Int) -> Bool {
        var group = 0
        var seen: Set<[String]> = []
        var repeats = false
        for row in rows {
            let sequence = row[shortcutColumn]
            if !row[primaryColumn].isEmpty {
                group += 1
            } else if group > 0, sequence.isEmpty {
                repeats = true
            }
            guard !sequence.isEmpty else { continue }
            let parsed = context.shortcutParses.parse(sequence.text)
            if !parsed.isBareKey { return false }
            if !seen.insert([String(group), sequence.text]).inserted { repeats = true }
        }
        return repeats
    }
}
