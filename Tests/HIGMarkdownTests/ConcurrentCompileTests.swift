import Foundation
import HIGMarkdown
import HIGModel
import Testing

/// Files are compiled on several threads at once; the result must not depend on it.
@Suite("Compiling many files at once")
struct ConcurrentCompileTests {
    /// A folder of guideline files that differ from each other, some with problems, so a
    /// mix-up between threads would show in entries or diagnostics.
    private func makeFolder(files: Int) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-gen-concurrent-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let keys = ["A", "B", "C", "D", "E", "F", "G", "H", "Space", "Tab", "Left arrow", "F5"]
        for index in 0..<files {
            var text = "# File \(index)\n\n## \(index % 2 == 0 ? "Reserved" : "Standard") keyboard shortcuts\n\n"
            text += "| Keyboard shortcut | Action |\n|---|---|\n"
            for row in 0..<(20 + index) {
                let key = keys[(index + row) % keys.count]
                let modifiers = ["Command", "Shift-Command", "Option-Command", "Control-Command"][row % 4]
                text += "| \(modifiers)-\(key) | Action \(row) of file \(index). |\n"
            }
            // Problems in some files only: an unknown key, a stray no-break space.
            if index % 3 == 0 { text += "| Command-Kee | Broken in file \(index). |\n" }
            if index % 4 == 1 { text += "| Control-\u{00A0}F3 | Spaced in file \(index). |\n" }
            // And one row listed twice with the same action, a warning.
            if index == 5 { text += "| Command-\(keys[5]) | Action 0 of file 5. |\n" }
            try Data(text.utf8).write(to: folder.appendingPathComponent(String(format: "file-%03d.md", index)))
        }
        return folder
    }

    @Test("the same rulebook and diagnostics as compiling the files one by one, on every run")
    func matchesOneByOne() throws {
        let folder = try makeFolder(files: 40)
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = RulebookCompiler.compile(paths: [folder.path])
        #expect(whole.rulebook.documents.count == 40)

        // One by one: entries in file order, and each file's own diagnostics. Notes about a
        // shortcut repeated across files exist only when the files are compiled together.
        let crossFile: Set = ["entry.several-actions", "entry.several-tables", "entry.duplicate"]
        var entries: [Entry] = []
        var ownDiagnostics: [Diagnostic] = []
        for document in whole.rulebook.documents {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: document.path)))
            let single = RulebookCompiler.compile(bytes: bytes, path: document.path)
            entries += single.rulebook.entries
            ownDiagnostics += single.diagnostics.filter { !crossFile.contains($0.id) }
        }
        // Ids are made unique across the whole set, so a shortcut repeated in two files gets
        // longer ids together than apart; everything else is the same.
        func withoutIDs(_ entries: [Entry]) -> [Entry] {
            entries.map { entry in
                var entry = entry
                entry.id = ""
                return entry
            }
        }
        #expect(withoutIDs(whole.rulebook.entries) == withoutIDs(entries))
        #expect(Set(whole.rulebook.entries.map(\.id)).count == whole.rulebook.entries.count)
        #expect(whole.diagnostics.filter { !crossFile.contains($0.id) } == ownDiagnostics)
        #expect(ownDiagnostics.contains { $0.id == "shortcut.unknown-key" })

        for _ in 0..<5 {
            let again = RulebookCompiler.compile(paths: [folder.path])
            #expect(again.rulebook == whole.rulebook)
            #expect(again.diagnostics == whole.diagnostics)
        }
    }

    @Test("without notes, the checks give the same warnings and errors and no notes")
    func withoutNotes() throws {
        let folder = try makeFolder(files: 12)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pending = RulebookCompiler.compileDeferringChecks(paths: [folder.path])
        let all = pending.finish().diagnostics
        let quiet = pending.finish(notes: false).diagnostics
        #expect(all.contains { $0.id == "entry.duplicate" })
        #expect(all.contains { $0.id == "entry.several-actions" })
        #expect(quiet == all.filter { !["entry.several-tables", "entry.several-actions"].contains($0.id) })
    }

    @Test("repeated shortcuts in a set large enough to be checked on several threads are reported in row order")
    func repeatedShortcutsOnSeveralThreads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-gen-repeats-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        let modifiers = ["Command", "Shift-Command", "Option-Command", "Control-Command"]
        let tables = ["Reserved", "Standard", "Reserved"]
        // (shortcut text, table, line) of every row, in file order.
        var rows: [(shortcut: String, table: String, file: String, line: Int)] = []
        for (index, table) in tables.enumerated() {
            let file = folder.appendingPathComponent("set-\(index).md")
            var text = "# Set \(index)\n\n## \(table) keyboard shortcuts\n\n| Keyboard shortcut | Action |\n|---|---|\n"
            for row in 0..<7_000 {
                let shortcut = "\(modifiers[(row / 26 + index) % 4])-\(letters[row % 26])"
                text += "| \(shortcut) | Action \(row) of set \(index). |\n"
                rows.append((shortcut, table, file.path, 7 + row))
            }
            try Data(text.utf8).write(to: file)
        }
        let output = RulebookCompiler.compile(paths: [folder.path])
        #expect(output.rulebook.entries.count == 21_000)

        // What the check must say, worked out the simple way: every action differs, so a row
        // repeating a shortcut of its own table gets 'several-actions', and one repeating a
        // shortcut of another table only gets 'several-tables'.
        var seenInTable: Set<String> = []
        var seen: Set<String> = []
        var expected: [String] = []
        for row in rows {
            let key = row.table + "|" + row.shortcut
            if seenInTable.contains(key) {
                expected.append("\(row.file):\(row.line) entry.several-actions")
            } else if seen.contains(row.shortcut) {
                expected.append("\(row.file):\(row.line) entry.several-tables")
            }
            seenInTable.insert(key)
            seen.insert(row.shortcut)
        }
        let repeats = output.diagnostics.filter { $0.id.hasPrefix("entry.") }
        #expect(repeats.map { "\($0.location.file):\($0.location.line ?? 0) \($0.id)" } == expected)
    }
}
