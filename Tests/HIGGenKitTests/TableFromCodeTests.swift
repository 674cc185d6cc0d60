import Foundation
import HIGModel
import Testing

/// `hig-gen init --from`: the table made from an app's code says what the code says. `check`
/// on the table gives the code's findings (on every corpus app), a second run writes the same
/// bytes, and `check --against` / `--update` keep code and table together.
@Suite("init --from and check --against", .serialized)
struct TableFromCodeTests {
    /// One finding, placed at a row of the table: for the code, the row whose place in the
    /// code is the nearest at or above the finding's line.
    struct Finding: Hashable, Comparable, CustomStringConvertible {
        var rule: String
        var severity: String
        var row: Int
        var message: String

        var description: String { "\(row) \(severity) \(rule): \(message)" }
        static func < (lhs: Finding, rhs: Finding) -> Bool { lhs.description < rhs.description }
    }

    /// Rules about what the code cannot say: their declarations are a comment under the table.
    static let codeOnlyRules: Set<String> = ["unresolved-shortcut", "malformed-key-equivalent"]

    @Test(arguments: AppCorpusTests.apps) func tableFindingsAreTheCodes(app: String) throws {
        let scratch = try Scratch()
        let root = try copy(app, into: scratch)
        let made = try HIGGenProcess.run(["init", "--from", "."], in: root)
        #expect(made.status == 0, "\(made.stderr)")
        let table = try String(contentsOf: root.appending(path: "shortcuts.md"), encoding: .utf8)
        let rows = Self.rows(of: table)
        #expect(!rows.isEmpty)

        let fromCode = try Self.findings(["."], in: root).compactMap { finding -> Finding? in
            guard !Self.codeOnlyRules.contains(finding.rule), let row = Self.row(of: finding, in: rows) else {
                return nil
            }
            // A command the code names only by its shortcut's place gets its row's ID as a name.
            let message =
                row.id.isEmpty ? finding.message : finding.message.replacingOccurrences(of: "this command", with: "'\(row.id)'")
            return Finding(rule: finding.rule, severity: finding.severity, row: row.line, message: message)
        }
        let fromTable = try Self.findings(["shortcuts.md"], in: root).map {
            Finding(rule: $0.rule, severity: $0.severity, row: $0.line, message: $0.message)
        }
        #expect(Set(fromCode).sorted() == Set(fromTable).sorted())
        // The findings are beside their rows.
        for finding in Set(fromTable) {
            let line = table.split(separator: "\n", omittingEmptySubsequences: false)[finding.row - 1]
            #expect(line.contains("[\(finding.rule)\\]"), "row \(finding.row) does not show \(finding.rule)")
        }

        // Made again from the same code: the same bytes, and the table agrees with the code.
        let again = try HIGGenProcess.run(["init", "--from", ".", "--force"], in: root)
        #expect(again.status == 0)
        #expect(try String(contentsOf: root.appending(path: "shortcuts.md"), encoding: .utf8) == table)
        let compared = try HIGGenProcess.run(["init", "--from", "."], in: root)
        #expect(compared.status == 0, "\(String(decoding: compared.stdout, as: UTF8.self))")
        let against = try HIGGenProcess.run(["check", "--against", "shortcuts.md", "--format", "json", "."], in: root)
        #expect(!String(decoding: against.stdout, as: UTF8.self).contains("agreement."))
    }

    static let app = """
        import SwiftUI

        @main
        struct PlannerApp: App {
            var body: some Scene {
                WindowGroup { Text("Plans") }
                    .commands {
                        CommandMenu("Plan") {
                            Button("New Task") {}
                                .keyboardShortcut("t", modifiers: [.command])
                            Button("Archive Task") {}
                                .keyboardShortcut("e", modifiers: [.command, .shift])
                            Button("Show Calendar") {}
                                .keyboardShortcut("k", modifiers: [.command])
                            Button("Zoom", action: {})
                                .keyboardShortcut(KeyboardShortcut(KeyEquivalent(key), modifiers: .command))
                        }
                    }
            }
        }

        """

    @Test("check --against: a changed key and a row the table lacks, at the code's lines; a row the code lacks, at the row")
    func againstFindsDrift() throws {
        let scratch = try Scratch()
        try scratch.write("Planner/PlannerApp.swift", Self.app)
        let root = scratch.url.appending(path: "Planner")
        #expect(try HIGGenProcess.run(["init", "--from", "."], in: root).status == 0)
        let table = try String(contentsOf: root.appending(path: "shortcuts.md"), encoding: .utf8)
        #expect(table.contains("| newTask | Command-T | New Task |"))
        // The key made at run time is a comment, with why; never a guessed row.
        #expect(table.contains("<!-- Not in the table"))
        #expect(table.contains("PlannerApp.swift:16: 'Zoom'"))
        #expect(!table.contains("| zoom |"))

        var code = Self.app.replacingOccurrences(of: "\"k\", modifiers: [.command]", with: "\"j\", modifiers: [.command]")
        let zoom = ".keyboardShortcut(KeyboardShortcut(KeyEquivalent(key), modifiers: .command))"
        code = code.replacingOccurrences(of: zoom, with: zoom + "\nButton(\"Print Plan\") {}\n.keyboardShortcut(\"p\")")
        try scratch.write("Planner/PlannerApp.swift", code)
        var lines = table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeAll { $0.hasPrefix("| archiveTask |") }
        lines.insert(
            "| sharePlan | Command-Y | Share Plan |  |  |  | app |  |  |  |", at: lines.lastIndex { $0.hasPrefix("| ") }! + 1)
        try Data(lines.joined(separator: "\n").utf8).write(to: root.appending(path: "shortcuts.md"))

        let found = try Self.findings(["--against", "shortcuts.md", "."], in: root).filter { $0.rule.hasPrefix("agreement.") }
        let tableLines = lines
        let shareRow = tableLines.firstIndex { $0.hasPrefix("| sharePlan |") }! + 1
        #expect(
            found.map { "\($0.file):\($0.line) \($0.rule)" }.sorted() == [
                "./PlannerApp.swift:12 agreement.not-in-table",
                "./PlannerApp.swift:14 agreement.shortcut-differs",
                "./PlannerApp.swift:18 agreement.not-in-table",
                "shortcuts.md:\(shareRow) agreement.not-in-code",
            ])
        let status = try HIGGenProcess.run(["check", "--against", "shortcuts.md", "."], in: root).status
        #expect(status == 1)

        // --update adds the two missing rows and keeps every row people wrote, ids and all.
        let update = try HIGGenProcess.run(["init", "--from", ".", "--update"], in: root)
        #expect(update.status == 0, "\(update.stderr)")
        let updated = try String(contentsOf: root.appending(path: "shortcuts.md"), encoding: .utf8)
        for line in lines where line.hasPrefix("| ") { #expect(updated.contains(line)) }
        #expect(updated.contains("| archiveTask | Shift-Command-E | Archive Task |"))
        #expect(updated.contains("| printPlan | Command-P | Print Plan |"))
        let left = try Self.findings(["--against", "shortcuts.md", "."], in: root).map(\.rule).filter {
            $0.hasPrefix("agreement.")
        }
        #expect(left.sorted() == ["agreement.not-in-code", "agreement.shortcut-differs"])
    }

    @Test("lines moving in the code break no pairing, named or not, nor a title that stops reading")
    func movedLines() throws {
        let scratch = try Scratch()
        let code = """
            import UIKit

            final class BoardController: UIViewController {
                override var keyCommands: [UIKeyCommand]? {
                    [
                        UIKeyCommand(input: "1", modifierFlags: .command, action: #selector(first)),
                        UIKeyCommand(input: "2", modifierFlags: .command, action: #selector(second)),
                        UIKeyCommand(title: label, action: #selector(third), input: "3", modifierFlags: .command),
                        UIKeyCommand(title: label, action: #selector(third), input: "4", modifierFlags: .command),
                        UIKeyCommand(input: "5", modifierFlags: .command, action: picked),
                        UIKeyCommand(input: "6", modifierFlags: .command, action: picked),
                        UIKeyCommand(title: "Clear Board", action: picked, input: "k", modifierFlags: .command),
                    ]
                }
            }

            """
        try scratch.write("Board/BoardController.swift", code)
        let root = scratch.url.appending(path: "Board")
        #expect(try HIGGenProcess.run(["init", "--from", "."], in: root).status == 0)
        // Two lines above everything: each declaration now sits where the one before it was; and
        // a title the scanner can no longer read still finds its row, by its file and key.
        let moved = code.replacingOccurrences(of: "title: \"Clear Board\"", with: "title: clearLabel")
        try scratch.write("Board/BoardController.swift", "// Board\n// Keys\n" + moved)
        let against = try Self.findings(["--against", "shortcuts.md", "."], in: root).filter { $0.rule.hasPrefix("agreement.") }
        #expect(against.map(\.message) == [])
    }

    @Test("commands with one title get its id numbered in code order")
    func numberedIDs() throws {
        let scratch = try Scratch()
        let items = ["a", "b", "c", "d"].map { key in
            "<menuItem title=\"Untitled\" keyEquivalent=\"\(key)\"><modifierMask key=\"keyEquivalentModifierMask\" option=\"YES\" command=\"YES\"/></menuItem>"
        }
        try scratch.write(
            "Notes/MainMenu.xib",
            "<document><objects><menu title=\"Main Menu\" systemMenu=\"main\"><items><menuItem title=\"File\"><menu title=\"File\"><items>"
                + items.joined(separator: "\n") + "</items></menu></menuItem></items></menu></objects></document>\n")
        let root = scratch.url.appending(path: "Notes")
        #expect(try HIGGenProcess.run(["init", "--from", "."], in: root).status == 0)
        let table = try String(contentsOf: root.appending(path: "shortcuts.md"), encoding: .utf8)
        let ids = Self.rows(of: table).map(\.id)
        #expect(ids == ["untitled", "untitled2", "untitled3", "untitled4"])
    }

    @Test("a rule silenced in the code is silenced on its row, and on no other")
    func silencedRules() throws {
        let scratch = try Scratch()
        try scratch.write(
            "Timer/TimerApp.swift",
            """
            import SwiftUI

            @main
            struct TimerApp: App {
                var body: some Scene {
                    WindowGroup { Text("Timer") }
                        .commands {
                            CommandMenu("Timer") {
                                Button("Toggle Mode") {}
                                    .keyboardShortcut("m", modifiers: [.control, .command])  // hig-gen:ignore avoid-control
                                Button("Mark Lap") {}
                                    .keyboardShortcut("l", modifiers: [.control, .command])
                            }
                        }
                }
            }

            """)
        let root = scratch.url.appending(path: "Timer")
        #expect(try HIGGenProcess.run(["init", "--from", "."], in: root).status == 0)
        let table = try String(contentsOf: root.appending(path: "shortcuts.md"), encoding: .utf8)
        #expect(table.contains("<!-- hig-gen:disable:this avoid-control -->"))
        let rules = { (paths: [String]) in try Self.findings(paths, in: root).map { "\($0.rule) \($0.message.prefix(17))" } }
        #expect(try rules(["."]) == ["avoid-control Control-Command-L"])
        #expect(try rules(["shortcuts.md"]) == ["avoid-control Control-Command-L"])
    }

    // MARK: - Reading tables and reports

    struct Row {
        var line: Int
        var id: String
        /// The code's places: path (relative to the table) and line.
        var places: [(path: String, line: Int)]
    }

    /// The rows of a table `init --from` wrote, with their places in the code.
    static func rows(of table: String) -> [Row] {
        var rows: [Row] = []
        for (index, line) in table.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.hasPrefix("| ") && !line.hasPrefix("| ID ") && !line.hasPrefix("| ---") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count > 10 else { continue }
            let declared = cells[9].replacingOccurrences(of: #"<!--.*-->"#, with: "", options: .regularExpression)
                .replacingOccurrences(of: "\\", with: "")
            let places = declared.components(separatedBy: CommandPlacement.listSeparator).compactMap {
                CommandPlacement.Place(text: $0)
            }
            rows.append(Row(line: index + 1, id: cells[1], places: places.map { ($0.path, $0.line) }))
        }
        return rows
    }

    /// The row of a code finding: of the places in its file, the last at or above its line.
    static func row(of finding: Reported, in rows: [Row]) -> (line: Int, id: String)? {
        let file = finding.file.hasPrefix("./") ? String(finding.file.dropFirst(2)) : finding.file
        var best: (place: Int, row: Row)?
        for row in rows {
            for place in row.places where place.path == file && place.line <= finding.line {
                if best == nil || place.line > best!.place { best = (place.line, row) }
            }
        }
        return best.map { ($0.row.line, $0.row.id) }
    }

    struct Reported {
        var rule: String
        var severity: String
        var file: String
        var line: Int
        var message: String
    }

    /// `check --format json`'s findings, without the diagnostics of reading (dotted ids) unless
    /// they are the agreement's.
    static func findings(_ arguments: [String], in folder: URL) throws -> [Reported] {
        let run = try HIGGenProcess.run(["check", "--format", "json"] + arguments, in: folder)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any]
        let diagnostics = object?["diagnostics"] as? [[String: Any]] ?? []
        return diagnostics.compactMap { diagnostic in
            guard let rule = diagnostic["id"] as? String, !rule.contains(".") || rule.hasPrefix("agreement."),
                let location = diagnostic["location"] as? [String: Any], let file = location["file"] as? String,
                let line = location["line"] as? Int
            else { return nil }
            let message = (diagnostic["message"] as? String ?? "")
                .replacingOccurrences(of: #" \(targets? .*\)$"#, with: "", options: .regularExpression)
            return Reported(
                rule: rule, severity: diagnostic["severity"] as? String ?? "", file: file, line: line, message: message)
        }
    }

    private func copy(_ app: String, into scratch: Scratch) throws -> URL {
        let target = scratch.url.appending(path: app)
        try FileManager.default.copyItem(at: AppCorpusTests.root.appending(path: app), to: target)
        return target
    }
}
