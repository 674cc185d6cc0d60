import HIGBytes
import Testing

@testable import HIGSwift

/// The literal and comment writers work on UTF-8 bytes and take shortcuts for ASCII; these
/// tests hold them to the plain scalar-by-scalar rules (``ReferenceText``) on text made to
/// break such shortcuts.
@Suite("Byte-level writers say what the plain rules say")
struct ByteLevelWriterTests {
    static let samples = TrickyText.samples(count: 3000) + HostileRulebook.actions + TrickyText.pieces

    @Test("string literals")
    func literals() {
        for text in Self.samples {
            #expect(SwiftStringLiteral.quoted(text) == ReferenceText.quoted(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test("doc comment lines, with trailing spaces dropped by characters")
    func docComments() {
        for text in Self.samples {
            #expect(
                SwiftDocComment.lines(text, indent: "    ") == ReferenceText.docLines(text, indent: "    "),
                "\(Array(text.unicodeScalars))")
        }
        // A space after a prepended mark belongs to its character, so it is not trailing.
        #expect(SwiftDocComment.lines("x\u{D4E} ", indent: "") == ["/// x\u{D4E} "])
    }

    @Test("inline code, whose backticks are counted by characters")
    func inlineCode() {
        for text in Self.samples {
            #expect(SwiftDocComment.code(text) == ReferenceText.code(text), "\(Array(text.unicodeScalars))")
        }
        #expect(SwiftDocComment.code("a`\u{301}") == "`a`\u{301}`")
    }

    @Test("code in two parts around a line number is the code of the whole")
    func codeParts() {
        for text in Self.samples {
            let (start, end) = SwiftDocComment.codeParts(text)
            let joined = String(decoding: start + Array(":21".utf8) + end, as: UTF8.self)
            #expect(joined == ReferenceText.code(text + ":21"), "\(Array(text.unicodeScalars))")
        }
    }

    @Test("titles drop final periods and spaces by characters")
    func titles() {
        for text in Self.samples + Self.samples.map({ $0 + ". " }) {
            #expect(SwiftRulebookContext.title(from: text) == ReferenceText.title(from: text), "\(Array(text.unicodeScalars))")
        }
        #expect(SwiftRulebookContext.title(from: "x\u{600}.") == "x\u{600}.")
    }

    @Test("words of ASCII text skip accent folding and are the same")
    func words() {
        for text in Self.samples {
            #expect(SwiftIdentifier.words(in: text) == ReferenceText.words(in: text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test("fixed code is cut into lines where split(separator: \"\\n\") cuts it, and indented")
    func fixedCodeLines() {
        for block in Self.samples {
            let bytes = SwiftWriter.source(access: .public, capacity: 16) { writer in
                writer.block("enum E") { $0.lines(block) }
            }
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
            let expected = "enum E {\n" + lines.map { $0.isEmpty ? "\n" : "    \($0)\n" }.joined() + "}\n"
            #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(Array(block.unicodeScalars))")
        }
    }

    @Test("a sink too small for what is written starts again with more room")
    func sinkOverflow() {
        var runs = 0
        let bytes = ByteSink.collect(capacity: 1) { sink in
            runs += 1
            for index in 0..<10_000 { sink.append(UInt8(truncatingIfNeeded: index)) }
            sink.append(literal: "end")
        }
        #expect(bytes == (0..<10_000).map { UInt8(truncatingIfNeeded: $0) } + Array("end".utf8))
        #expect(runs > 1)
    }
}
