import Foundation
import Testing

@Suite("hig-gen swift", .serialized)
struct SwiftCommandTests {
    @Test("prints exactly the committed Output/swift for Content/")
    func printsContent() throws {
        let result = try HIGGenProcess.run(["swift", "--quiet", "Content"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let committed = try Data(
            contentsOf: HIGGenProcess.packageRoot.appendingPathComponent("Output/swift/HIGRulebook.generated.swift"))
        #expect(result.stdout == Array(committed))
    }

    @Test("notes on renamed constants go to stderr; --quiet leaves them out")
    func notes() throws {
        let names = HIGGenProcess.packageRoot.appendingPathComponent("Tests/Fixtures/swift-names.md").path
        let loud = try HIGGenProcess.run(["swift", names])
        #expect(loud.stderr.contains("note: 2 members of HIG.Custom would be named 'toggleBookmarksBar'"))
        #expect(loud.stderr.contains("[swift.name-collision]"))
        // Our own guidelines name every constant without a note.
        #expect(try HIGGenProcess.run(["swift", "Content"]).stderr.isEmpty)
        let quiet = try HIGGenProcess.run(["swift", "--quiet", names])
        #expect(!quiet.stderr.contains("[swift.name-collision]"))
        #expect(quiet.stdout == loud.stdout)
    }

    @Test("--output writes the file once; an unchanged rerun leaves it alone")
    func output() throws {
        let scratch = try Scratch()
        try scratch.write("g/a.md", goodGuideline)
        let target = scratch.url.appendingPathComponent("out/Gen.swift")
        let first = try HIGGenProcess.run(["swift", "g", "--output", target.path], in: scratch.url)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.isEmpty)
        let before = try FileManager.default.attributesOfItem(atPath: target.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        #expect(try HIGGenProcess.run(["swift", "g", "--output", target.path], in: scratch.url).status == 0)
        let after = try FileManager.default.attributesOfItem(atPath: target.path)[.modificationDate] as? Date
        #expect(before == after)
        let text = try String(contentsOf: target, encoding: .utf8)
        #expect(text.contains("public static let copy = HIGEntry("))
    }

    @Test("--access-level internal and --source-root")
    func options() throws {
        let scratch = try Scratch()
        try scratch.write("g/a.md", goodGuideline)
        let result = try HIGGenProcess.run(
            ["swift", "--access-level", "internal", "--source-root", scratch.url.path, scratch.url.path + "/g/a.md"],
            in: scratch.url)
        let text = String(decoding: result.stdout, as: UTF8.self)
        #expect(!text.contains("public "))
        #expect(text.contains("source: \"g/a.md:4\""))
        #expect(try HIGGenProcess.run(["swift", "--access-level", "open"]).status == 2)
    }

    @Test("an error in a guideline file: exit 1 and the output file untouched")
    func failure() throws {
        let scratch = try Scratch()
        try scratch.write("g/a.md", goodGuideline)
        let target = scratch.url.appendingPathComponent("Gen.swift")
        #expect(try HIGGenProcess.run(["swift", "g", "--output", target.path], in: scratch.url).status == 0)
        let before = try Data(contentsOf: target)
        try scratch.write("g/a.md", goodGuideline + "\n| Comand-V | Paste. |\n")
        let failed = try HIGGenProcess.run(["swift", "g", "--output", target.path], in: scratch.url)
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("error: unknown modifier 'Comand'"))
        #expect(failed.stderr.contains("Gen.swift was left unchanged"))
        #expect(try Data(contentsOf: target) == before)
    }
}
