import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `check --format github`, `junit` and `xcode`: the reports CI systems and editors read; and
/// the same formats from the commands that compile guidelines.
@Suite("check reports for CI", .serialized)
struct CIReportFormatTests {
    static let fixture = "Tests/Fixtures/interface-builder/MainMenu.xib"

    @Test func githubAnnotationsAreOneCommandPerFinding() throws {
        let result = try HIGGenProcess.run(["check", "--format", "github", Self.fixture])
        #expect(result.status == 1)
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        // Quick Search's reserved shortcut, Show Help on F1 (the top row's brightness key out of the
        // box), and Tom & Jerry's Control (a note; its variant of Jump to Selection, in the same
        // menu, is a related command).
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
        let conflict = try #require(lines.first { $0.contains("title=reserved-conflict") })
        #expect(conflict.hasPrefix("::error file=\(Self.fixture),line=39,col=75,endColumn=76,title=reserved-conflict::"))
        // Notes ride along on escaped line breaks; a message never breaks the command.
        #expect(conflict.contains("%0Abuilt-in rulebook "))
    }

    @Test func junitIsValidXMLWithAFailurePerProblem() throws {
        let result = try HIGGenProcess.run(["check", "--format", "junit", Self.fixture])
        #expect(result.status == 1)
        let document = try XMLDocument(data: Data(result.stdout))
        let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "tests")?.stringValue == "3")
        // Quick Search's error fails; Show Help on F1 (reached with Fn) and Tom & Jerry are notes.
        #expect(suite.attribute(forName: "failures")?.stringValue == "1")
        let failures = try document.nodes(forXPath: "//testcase/failure")
        #expect(failures.count == 1)
        let emoji = try document.nodes(forXPath: "//failure[contains(@message, 'Emoji & Symbols')]")
        #expect(emoji.count == 1, "entities decode back to the message")
    }

    @Test func aCleanRunIsOnePassingCase() throws {
        let scratch = try Scratch()
        try scratch.write("shortcuts.yml", "shortcuts:\n  - {title: Sort Bookmarks by Name, shortcut: Option-Command-K}\n")
        let result = try HIGGenProcess.run(["check", "--format", "junit", "shortcuts.yml"], in: scratch.url)
        #expect(result.status == 0)
        let document = try XMLDocument(data: Data(result.stdout))
        #expect(try document.nodes(forXPath: "//testcase").count == 1)
        #expect(try document.nodes(forXPath: "//failure").isEmpty)
    }

    @Test func xcodeKeepsOneLinePerFindingWhenAFileNameHasALineBreak() throws {
        let scratch = try Scratch()
        try scratch.write("a\nb.yml", "shortcuts:\n  - {title: Open Spotlight Here, shortcut: Command-Space}\n")
        let result = try HIGGenProcess.run(["check", "--format", "xcode", "--manifest", "a\nb.yml"], in: scratch.url)
        #expect(result.status == 1)
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix(#"a\nb.yml:2:"#) == true, "\(lines)")
        #expect(lines.allSatisfy { $0.contains(": error: ") || $0.contains(": note: ") })
    }

    @Test func buildReportsInTheCheckFormatsToo() throws {
        let scratch = try Scratch()
        try scratch.write(
            "guides/g.md", "## Standard keyboard shortcuts\n\n| Shortcut | Action |\n|---|---|\n| Command-Qx | Quit. |\n")
        let result = try HIGGenProcess.run(["json", "--diagnostics-format", "xcode", "guides"], in: scratch.url)
        let errors = result.stderr.split(separator: "\n")
        #expect(!errors.isEmpty && errors.allSatisfy { $0.hasPrefix("guides/g.md:5:") }, "\(result.stderr)")
        let github = try HIGGenProcess.run(["json", "--diagnostics-format", "github", "guides"], in: scratch.url)
        #expect(github.stderr.hasPrefix("::"), "\(github.stderr)")
    }
}
