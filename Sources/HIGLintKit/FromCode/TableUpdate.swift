import Foundation
import HIGMarkdown
import HIGModel

/// Adds the code's missing commands to an existing app table (`hig-gen init --from --update`):
/// new rows go at the end of its first app table, filled in the columns that table has; every
/// other byte of the file stays as it was, so the rows people wrote keep their ids and words.
package struct TableUpdate {
    package var text: String
    /// The 1-based line of a row of the table to extend (its first entry's).
    package var rowLine: Int

    package init(text: String, rowLine: Int) {
        self.text = text
        self.rowLine = rowLine
    }

    /// The file with `rows` added, or nil when the table's header cannot be found above the row.
    package func adding(_ commands: [CodeCommand], from table: CommandTable, takenIDs: [String]) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var header = rowLine - 1
        while header > 0, !Self.isDelimiter(lines[header]) { header -= 1 }
        header -= 1
        guard header >= 0, rowLine - 1 < lines.count else { return nil }
        let columns = Self.cells(of: lines[header]).map(AppColumn.init(header:))
        var end = header + 2
        while end < lines.count, lines[end].contains("|"), !lines[end].allSatisfy(\.isWhitespace) { end += 1 }
        var ids = IDAllocator(reserving: takenIDs)
        let rows = commands.map { command in
            let cells = table.cells(of: command, id: ids.claim(for: command))
            return String(table.row(columns.map { $0.flatMap { cells[$0] } ?? "" }).dropLast())
        }
        lines.insert(contentsOf: rows, at: end)
        return lines.joined(separator: "\n")
    }

    /// A table's delimiter row: `|---|:---:|`.
    static func isDelimiter(_ line: String) -> Bool {
        let trimmed = line.filter { !$0.isWhitespace }
        return trimmed.contains("-") && trimmed.allSatisfy { "|-:".contains($0) }
    }

    /// The header cells of a table line, split at unescaped pipes.
    static func cells(of line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaping = false
        for character in line {
            if escaping {
                current.append(character)
                escaping = false
            } else if character == "\\" {
                current.append(character)
                escaping = true
            } else if character == "|" {
                cells.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        cells.append(current)
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("|") { cells.removeFirst() }
        if trimmed.hasSuffix("|") && !trimmed.hasSuffix("\\|") { cells.removeLast() }
        return cells.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
