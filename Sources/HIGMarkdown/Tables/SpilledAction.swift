import HIGModel

/// A row whose action ran into the shortcut cell ('Command-U Underlines the selected text'
/// beside an empty action cell): a conversion lost the column boundary between them. The
/// shortcut is the longest run of leading words that reads as one; the rest is the action.
enum SpilledAction {
    static func split(_ rows: inout [[CellText]], context: TableContext, into diagnostics: inout [Diagnostic]) {
        guard let shortcutColumn = context.layout.column(.shortcut), let actionColumn = context.layout.column(.text)
        else { return }
        var first: CellText?
        var count = 0
        for index in rows.indices where rows[index].count > max(shortcutColumn, actionColumn) {
            let cell = rows[index][shortcutColumn]
            guard rows[index][actionColumn].isEmpty, cell.text.contains(" "),
                context.shortcutParses.parse(cell.text).shortcut == nil,
                let (shortcut, action) = leadingShortcut(of: cell.text, context: context)
            else { continue }
            first = first ?? cell
            count += 1
            rows[index][shortcutColumn].replaceText(with: shortcut)
            rows[index][actionColumn] = cell
            rows[index][actionColumn].replaceText(with: action)
        }
        if let first {
            diagnostics.append(
                Diagnostic(
                    .tableSpilledAction,
                    "\(count) shortcut \(count == 1 ? "cell holds" : "cells hold") the action too, beside an empty action cell; "
                        + "split after the shortcut",
                    at: first.location(in: context.source), length: first.length))
        }
    }

    private static func leadingShortcut(of text: String, context: TableContext) -> (String, String)? {
        let words = text.split(separator: " ")
        for count in stride(from: words.count - 1, through: 1, by: -1) {
            let candidate = words[..<count].joined(separator: " ")
            let parsed = context.shortcutParses.parse(candidate)
            if parsed.shortcut != nil, !parsed.isBareKey, !parsed.issues.contains(where: { $0.severity == .error }) {
                return (candidate, words[count...].joined(separator: " "))
            }
        }
        return nil
    }
}
