import Foundation
import HIGModel
import Testing

@testable import HIGMarkdown

@Suite("Bad input gets a located diagnostic, never a crash")
struct BadInputTests {
    private let table = "## Reserved keyboard shortcuts\n| Primary key | Keyboard shortcut | Action |\n|---|---|---|\n"

    @Test("unknown key: error at the key, with a suggestion and fix-it")
    func unknownKey() {
        let output = Support.compile(table + "| Space | Command-Spcae | Spotlight. |\n")
        #expect(output.briefs == ["4:19 error shortcut.unknown-key"])
        let diagnostic = output.diagnostics[0]
        #expect(diagnostic.message == "unknown key 'Spcae'; did you mean 'Space'?")
        #expect(diagnostic.length == 5)
        #expect(
            diagnostic.fixIts == [
                FixIt(at: SourceLocation(file: "test.md", line: 4, column: 19), length: 5, replacement: "Space")
            ])
        #expect(output.rulebook.entries.isEmpty)
        #expect(output.hasErrors)
    }

    @Test("unknown modifier: error with a suggestion")
    func unknownModifier() {
        let output = Support.compile(table + "| Space | Optin-Command-Space | Results. |\n")
        #expect(output.briefs == ["4:11 error shortcut.unknown-modifier"])
        #expect(output.diagnostics[0].message == "unknown modifier 'Optin'; did you mean 'Option'?")
    }

    @Test("an unparsable shortcut")
    func unparsable() {
        let output = Support.compile(table + "| Space | Command-Shift | Nothing. |\n")
        // Points at "Shift", which is where a key was expected.
        #expect(output.briefs == ["4:19 error shortcut.missing-key"])
    }

    @Test("a stray space is a warning with a fix-it, and the row is kept")
    func straySpace() {
        let output = Support.compile(table + "| F3 | Control- F3 | Dock. |\n")
        #expect(output.briefs == ["4:15 warning shortcut.stray-whitespace"])
        #expect(output.diagnostics[0].fixIts.first?.replacement == "-")
        #expect(output.words == ["Control-F3"])
        #expect(!output.hasErrors)
    }

    @Test("modifiers out of order: a note, canonical fix-it, row kept")
    func order() {
        let output = Support.compile(table + "| P | Command-Shift-P | Page Setup. |\n")
        #expect(output.briefs == ["4:7 note shortcut.modifier-order"])
        #expect(output.diagnostics[0].fixIts.first?.replacement == "Shift-Command-P")
        #expect(output.words == ["Shift-Command-P"])
    }

    @Test("a bare pipe that splits a cell is recovered with a warning")
    func barePipe() {
        let output = Support.compile(table + "| Pipe (|) | Command-Pipe | Center. |\n")
        #expect(output.briefs == ["4:9 warning table.unescaped-pipe"])
        #expect(
            output.diagnostics[0].fixIts == [
                FixIt(at: SourceLocation(file: "test.md", line: 4, column: 9), length: 0, replacement: "\\")
            ])
        #expect(output.words == ["Command-Pipe"])
        #expect(output.rulebook.entries.first?.action == "Center.")
    }

    @Test("a row with too many cells that no merge explains is an error")
    func tooManyCells() {
        let output = Support.compile(table + "| A | Command-A | Select all. | extra |\n")
        #expect(output.briefs == ["4:1 error table.cell-count"])
        #expect(
            output.diagnostics[0].message == "row has 4 cells but the table has 3 columns; write a literal '|' in a cell as '\\|'"
        )
    }

    @Test("a continuation row without its empty first cell is recovered")
    func missingFirstCell() {
        let output = Support.compile(table + "| A | Command-A | Select all. |\n| Shift-Command-A | Deselect. |\n")
        #expect(output.briefs == ["5:1 warning table.missing-cell"])
        #expect(output.words == ["Command-A", "Shift-Command-A"])
    }

    @Test("a row with too few cells is an error")
    func tooFewCells() {
        let output = Support.compile(table + "| A |\n")
        #expect(output.briefs == ["4:1 error table.cell-count"])
        #expect(output.diagnostics[0].message == "row has 1 cell but the table has 3 columns")
    }

    @Test("a row with no action is an error")
    func missingAction() {
        let output = Support.compile(table + "| A | Command-A |  |\n")
        #expect(output.briefs == ["4:20 error table.empty-cell"])
    }

    @Test("a table of shortcuts whose header names no shortcut column")
    func missingShortcutColumn() {
        let output = Support.compile(
            "## Reserved keyboard shortcuts\n| Name | Action |\n|---|---|\n| Command-C | Copies. |\n| Command-V | Pastes. |\n")
        #expect(output.briefs.contains("2:1 warning table.missing-shortcut-column"))
        #expect(!output.diagnostics.contains { $0.severity == .error })
        #expect(
            output.diagnostics.first { $0.id == "table.missing-shortcut-column" }?.message
                == "column 'Name' of table 'Name | Action' holds shortcuts; name it 'Keyboard shortcut' (and the text 'Action') to read the table"
        )
    }

    @Test("a table under a shortcut heading that holds no shortcuts is skipped with a note, not an error")
    func tableOfOtherThings() {
        let output = Support.compile("## Reserved keyboard shortcuts\n| Name | Action |\n|---|---|\n| Copy | Copies. |\n")
        #expect(output.briefs == ["-:- warning input.no-guideline-tables", "2:1 note table.ignored"])
    }

    @Test("an empty file is a warning")
    func emptyFile() {
        let output = Support.compile("   \n\n")
        #expect(output.briefs == ["-:- warning input.empty-file"])
        #expect(!output.hasErrors)
    }

    @Test("a file without tables is a warning")
    func noTables() {
        let output = Support.compile("# Keyboards\n\nJust prose.\n")
        #expect(output.briefs == ["-:- warning input.no-tables"])
    }

    @Test("invalid UTF-8 is an error naming the byte offset")
    func invalidUTF8() {
        var bytes = Array("# Title\n| Shortcut | Action |\n".utf8)
        let offset = bytes.count + 4
        bytes += Array("| Co".utf8) + [0xFF] + Array("mmand-C | Copy. |\n".utf8)
        let output = RulebookCompiler.compile(bytes: bytes, path: "bad.md")
        #expect(output.briefs == ["3:5 error input.invalid-utf8"])
        #expect(output.diagnostics[0].message == "invalid UTF-8: byte 0xFF at byte offset \(offset); save the file as UTF-8")
    }

    @Test("truncated and overlong UTF-8 sequences and encoded surrogates are invalid")
    func utf8Validation() {
        #expect(SourceText.firstInvalidUTF8(in: Array("héllo ⌘ 🌐".utf8)) == nil)
        #expect(SourceText.firstInvalidUTF8(in: [0x41, 0xE2, 0x8C]) == 1)
        #expect(SourceText.firstInvalidUTF8(in: [0xC0, 0xAF]) == 0)
        #expect(SourceText.firstInvalidUTF8(in: [0xED, 0xA0, 0x80]) == 1)
        #expect(SourceText.firstInvalidUTF8(in: [0xF4, 0x90, 0x80, 0x80]) == 1)
    }

    @Test("a byte-order mark and CRLF line endings are accepted silently, with the same positions")
    func bomAndCRLF() {
        let markdown = table + "| Esc |  | Cancel. |\n|  | Option-Command-Esc | Force quit. |\n"
        let plain = Support.compile(markdown)
        let windows = RulebookCompiler.compile(
            bytes: [0xEF, 0xBB, 0xBF] + Array(markdown.replacingOccurrences(of: "\n", with: "\r\n").utf8), path: "test.md")
        #expect(windows.diagnostics.isEmpty)
        #expect(windows.rulebook == plain.rulebook)
    }

    @Test("a missing path, and a folder without Markdown, are errors")
    func paths() throws {
        let missing = RulebookCompiler.compile(paths: ["/nonexistent/guidelines"])
        #expect(missing.briefs == ["-:- error input.not-found"])
        #expect(missing.diagnostics[0].location.file == "/nonexistent/guidelines")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-gen-empty-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not markdown".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        #expect(RulebookCompiler.compile(paths: [folder.path]).briefs == ["-:- error input.no-markdown"])
    }

    @Test("a file over the size limit is refused before it is read")
    func tooLarge() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hig-gen-large-\(UUID()).md")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(InputFile.sizeLimit + 1))
        try handle.close()
        defer { try? FileManager.default.removeItem(at: file) }
        let output = RulebookCompiler.compile(paths: [file.path])
        #expect(output.briefs == ["-:- error input.too-large"])
        #expect(output.diagnostics[0].message.contains("the limit is 64 MiB"))
    }

    @Test("front matter: unclosed is a warning; invalid YAML is an error at its line")
    func frontMatter() {
        let unclosed = Support.compile("---\ntitle: X\n\n## Standard\n| Shortcut | Action |\n|---|---|\n| Command-C | Copy. |\n")
        #expect(unclosed.briefs == ["3:1 warning front-matter.unclosed"])
        #expect(unclosed.rulebook.documents.first?.title == "X")
        #expect(unclosed.words == ["Command-C"])
        let invalid = Support.compile("---\ntitle: X\nplatforms: [macOS\n---\n# T\n")
        let yamlError = invalid.diagnostics.first { $0.id == "front-matter.invalid" }
        #expect(yamlError?.severity == .error)
        #expect((yamlError?.location.line ?? 0) >= 3)
        let platform = Support.compile(
            "---\nplatforms: [macOs X]\n---\n# T\n| Shortcut | Action |\n|---|---|\n| Command-C | Copy. |\n")
        #expect(platform.diagnostics.first?.id == "front-matter.unknown-platform")
    }
}
