import Foundation
import HIGGenKit
import HIGModel
import Testing

@testable import HIGLintKit

/// A baseline excuses the findings it recorded by rule, file and line text, each once, so
/// lines added above a finding do not make it new.
@Suite struct BaselineTests {
    static func finding(_ file: String, line: Int, rule: String = "reserved-conflict") -> Diagnostic {
        Diagnostic(.error, rule, "Control-Command-Space is reserved", at: SourceLocation(file: file, line: line, column: 3))
    }

    @Test func aFindingMovedDownALineIsNotNew() throws {
        let scratch = try Scratch()
        let file = try scratch.write("shortcuts.md", "| a |\n| ⌃⌘Space | Quick Search |\n")
        let baseline = Baseline([Self.finding(file, line: 2)])
        #expect(baseline.findings.map(\.content) == ["| ⌃⌘Space | Quick Search |"])

        try scratch.write("shortcuts.md", "| a |\n| new row |\n| ⌃⌘Space | Quick Search |\n")
        #expect(baseline.new([Self.finding(file, line: 3)]).isEmpty)
        // Another rule at the same line is new.
        #expect(baseline.new([Self.finding(file, line: 3, rule: "terse-title")]).count == 1)
    }

    @Test func eachRecordedFindingExcusesOneOccurrence() throws {
        let scratch = try Scratch()
        let file = try scratch.write("shortcuts.md", "| ⌃⌘Space |\n| ⌃⌘Space |\n")
        let baseline = Baseline([Self.finding(file, line: 1)])
        let new = baseline.new([Self.finding(file, line: 1), Self.finding(file, line: 2)])
        #expect(new == [Self.finding(file, line: 2)])
    }

    @Test func writtenThenReadIsTheSame() throws {
        let scratch = try Scratch()
        let file = try scratch.write("shortcuts.md", "| ⌃⌘Space |\n")
        let baseline = Baseline([Self.finding(file, line: 1), Self.finding(file, line: 1, rule: "avoid-control")])
        let path = scratch.url.appendingPathComponent("baseline.json").path
        try baseline.write(to: path)
        #expect(try Baseline.read(path) == baseline)
    }

    @Test func aFileThatIsNoBaselineIsLocated() throws {
        let scratch = try Scratch()
        let path = try scratch.write("baseline.json", "[1, 2]")
        #expect {
            _ = try Baseline.read(path)
        } throws: { error in
            let diagnostics = (error as? DiagnosticError)?.diagnostics ?? []
            return diagnostics.map(\.id) == ["baseline.invalid"] && diagnostics.first?.location.file == path
        }
        #expect {
            _ = try Baseline.read(scratch.url.appendingPathComponent("absent.json").path)
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.map(\.id) == [DiagnosticKind.inputNotFound.id]
        }
    }
}
