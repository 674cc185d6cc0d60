import Foundation
import HIGGenKit
import HIGModel
import HIGReport
import Testing

/// Reports count characters; inside, columns and lengths are UTF-8 bytes.
@Suite struct ReportedColumnsTests {
    @Test func bytesBecomeCharactersOnlyWhereTheLineIsNotASCII() throws {
        let scratch = try Scratch()
        let file = try scratch.write("t.md", "| Command-C | Copy |\n| ⇧⌘D | Delete | x |\n").path
        var lines = SourceLines()
        // "Delete" starts at byte 12 of line 2 ("| ⇧⌘D | " is 6 ASCII bytes and two 3-byte glyphs).
        let (location, length) = lines.reported(SourceLocation(file: file, line: 2, column: 12), length: 6)
        #expect(location.column == 8 && length == 6)
        let glyphs = lines.reported(SourceLocation(file: file, line: 2, column: 3), length: 7)
        #expect(glyphs.location.column == 3 && glyphs.length == 3)
        #expect(lines.reported(SourceLocation(file: file, line: 1, column: 15)).column == 15)
        // A point past the end of the line keeps counting.
        #expect(lines.reported(SourceLocation(file: file, line: 2, column: 30)).column == 26)
        let diagnostic = Diagnostic(
            .tableUnescapedPipe, "m", at: SourceLocation(file: file, line: 2, column: 12), length: 6,
            fixIts: [FixIt(at: SourceLocation(file: file, line: 2, column: 12), length: 6, replacement: "Erase")],
            notes: [.init("n", at: SourceLocation(file: file, line: 2, column: 19))])
        let shown = lines.reported(diagnostic)
        #expect(shown.location.column == 8 && shown.fixIts.first?.location.column == 8 && shown.fixIts.first?.length == 6)
        #expect(shown.notes.first?.location?.column == 15)
    }
}
