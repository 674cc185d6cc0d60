import Foundation
import HIGMarkdown
import Testing

/// Every input the fuzzer ever broke the front end with (Fuzz/regressions), kept so the bug
/// stays fixed: each must compile without breaking a promise.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let folder = Support.packageRoot.appendingPathComponent("Fuzz/regressions")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test("each past finding compiles and keeps the compiler's promises", arguments: inputs)
    func finding(name: String) throws {
        let bytes = try Array(Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let output = RulebookCompiler.compile(bytes: bytes, path: name)
        #expect(output.invariantViolations(source: bytes) == [])
    }

    @Test("front matter never closed and never followed by a blank line is reported at the end of the file")
    func unclosedToEndOfFile() {
        let output = Support.compile("---\ntitle: X\nplatforms: [macOS]")
        #expect(output.briefs == ["-:- warning input.no-tables", "3:19 warning front-matter.unclosed"])
        #expect(output.diagnostics[1].fixIts.first?.replacement == "\n---\n")
    }

    @Test("a lone CR ends a line, as in CommonMark, so positions match the parser's")
    func loneCarriageReturns() {
        let output = Support.compile("## Standard\r| Shortcut | Action |\r|---|---|\r| Comand-C | Copy. |\r")
        #expect(output.briefs == ["4:3 error shortcut.unknown-modifier"])
    }
}
