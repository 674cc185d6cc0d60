import HIGModel

/// Reads the custom-shortcut rules table: `ID | Rule | Guidance`.
struct RuleTableReader {
    let context: TableContext

    func read(into diagnostics: inout [Diagnostic]) -> [CustomShortcutRule] {
        var rules: [CustomShortcutRule] = []
        let rows = context.rows(into: &diagnostics) { row in
            context.cell(.id, in: row).map { Self.id($0.text) != nil } ?? false
        }
        for row in rows {
            guard let cell = context.cell(.id, in: row) else { continue }
            guard let id = Self.id(cell.text) else {
                let names = CustomShortcutRule.ID.allCases.map(\.rawValue)
                let suggestion = CustomShortcutRule.ID.suggestion(for: cell.text)
                diagnostics.append(
                    cell.unknownValue(
                        .tableUnknownRule, "rule id", suggestion: suggestion,
                        otherwise: "the rules are \(names.joined(separator: ", "))", in: context.source))
                continue
            }
            guard let guidance = context.requireText(context.cell(.text, in: row), "guidance", into: &diagnostics) else {
                continue
            }
            let title = context.cell(.title, in: row).flatMap { $0.isEmpty ? nil : $0.text } ?? guidance
            if let first = rules.first(where: { $0.id == id }) {
                diagnostics.append(duplicate("Rule '\(id.rawValue)'", first: first.source, at: cell.location(in: context.source)))
                continue
            }
            rules.append(CustomShortcutRule(id: id, title: title, guidance: guidance, source: cell.location(in: context.source)))
        }
        return rules
    }

    /// Whether a table with an ID column and no shortcut column is the rules table: some ID
    /// names a rule, or nearly does. An app's `Id | Description` list of menu commands does not.
    static func namesRules(_ table: MarkdownOutline.Table, layout: TableLayout) -> Bool {
        guard let column = layout.column(.id) else { return false }
        return table.rows.contains { row in
            guard column < row.cells.count else { return false }
            let text = row.cells[column].text
            return id(text) != nil || CustomShortcutRule.ID.suggestion(for: text) != nil
        }
    }

    private static func id(_ text: String) -> CustomShortcutRule.ID? {
        CustomShortcutRule.ID(rawValue: text.lowercased().trimmingCharacters(ofSet: "` "))
    }
}
