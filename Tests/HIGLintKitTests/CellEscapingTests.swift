import Testing

@testable import HIGLintKit

/// A cell of the table `init --from` writes is escaped byte by byte when each byte it changes is
/// a character of its own, else character by character: both ways give the same text.
@Suite struct CellEscapingTests {
    static let cells = [
        "Export | Share", "a_b*c", "[x] <y> `z` \\", "tab\there", "line\nbreak\rreturn", "CR LF\r\nend",
        "control \u{1}\u{7F} bytes", "“Save…” on ⌘S [duplicate-shortcut]", "é|è", "|\u{301} combined",
        "\u{600}| prepended", "emoji 👍🏽 | ok", "ZWJ \u{200D}_", "_\u{200D}", "\u{1}\u{301}", "\r\n|", "plain",
    ]

    @Test(arguments: cells) func byteAndCharacterEscapingAgree(cell: String) {
        #expect(CommandTable.escaped(cell) == CommandTable.escapedByCharacter(cell))
    }

    @Test func markupIsEscapedAndBreaksBecomeSpaces() {
        #expect(CommandTable.escaped("a|b_c\nd “e”") == "a\\|b\\_c d “e”")
    }
}
