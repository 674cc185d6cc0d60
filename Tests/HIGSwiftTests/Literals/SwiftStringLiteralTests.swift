import HIGBytes
import Testing

@testable import HIGSwift

@Suite("String literals and doc comments")
struct SwiftStringLiteralTests {
    @Test(
        "quotes, backslashes and interpolation are escaped; readable text stays as it is",
        arguments: [
            ("plain", #""plain""#),
            ("say \"hi\"", #""say \"hi\"""#),
            (#"back\slash"#, #""back\\slash""#),
            (#"\(boom)"#, #""\\(boom)""#),
            ("\"\"\"", #""\"\"\"""#),
            ("#\"raw\"#", ##""#\"raw\"#""##),
            ("line\nbreak\r\ttab\0", #""line\nbreak\r\ttab\0""#),
            ("⌘ 🎉 שלום", "\"⌘ 🎉 שלום\""),
        ])
    func quoted(text: String, literal: String) {
        #expect(SwiftStringLiteral.quoted(text) == literal)
    }

    @Test("invisible and direction-changing characters are written as escapes")
    func invisible() {
        #expect(SwiftStringLiteral.quoted("a\u{202E}b") == #""a\u{202E}b""#)
        #expect(SwiftStringLiteral.quoted("\u{1F310}\u{FE0E}") == "\"\u{1F310}\\u{FE0E}\"")
        #expect(SwiftStringLiteral.quoted("x\u{200B}y\u{2028}z\u{7F}") == #""x\u{200B}y\u{2028}z\u{7F}""#)
        #expect(SwiftStringLiteral.quoted("a\u{00A0}b") == #""a\u{A0}b""#)
    }

    @Test("doc comments split at every kind of line break and show invisible characters")
    func docComment() {
        #expect(
            SwiftDocComment.lines("one\r\ntwo\rthree\u{2028}four", indent: "  ") == [
                "  /// one", "  /// two", "  /// three", "  /// four",
            ])
        #expect(SwiftDocComment.lines("a\u{202E}b */ c", indent: "") == ["/// aU+202Eb */ c"])
        #expect(SwiftDocComment.lines("", indent: "") == ["///"])
    }

    @Test("inline code uses double backticks around text with a backtick")
    func code() {
        #expect(SwiftDocComment.code("⌘S") == "`⌘S`")
        #expect(SwiftDocComment.code("⌘`") == "`` ⌘` ``")
    }
}
