import Foundation
import Testing

/// One vocabulary: every command that reads guidelines takes `--guidelines PATH`, and the
/// spellings before it (`--content`, positional paths, `--format` for text or JSON) still work.
@Suite("--guidelines on every command", .serialized)
struct GuidelinesOptionTests {
    let guideline = goodGuideline + "\n| Command-V | Paste the clipboard. |\n"

    private func scratch() throws -> Scratch {
        let scratch = try Scratch()
        // A folder with no Content/: without the option, commands use the built-in rulebook.
        try scratch.write("g.md", guideline)
        return scratch
    }

    @Test func jsonAndSwiftCompileTheGuidelinesOrTheOldPositionalPaths() throws {
        let scratch = try scratch()
        for command in ["json", "swift"] {
            let new = try HIGGenProcess.run([command, "--guidelines", "g.md"], in: scratch.url)
            let old = try HIGGenProcess.run([command, "g.md"], in: scratch.url)
            let builtIn = try HIGGenProcess.run([command], in: scratch.url)
            #expect(new.status == 0 && old.status == 0, "\(new.stderr)\(old.stderr)")
            #expect(new.stdout == old.stdout)
            #expect(String(decoding: new.stdout, as: UTF8.self).contains("Paste the clipboard"))
            #expect(new.stdout != builtIn.stdout)
        }
    }

    @Test func buildAndWatchTakeTheGuidelines() throws {
        let scratch = try scratch()
        #expect(try HIGGenProcess.run(["build", "--guidelines", "g.md", "--output", "new", "-q"], in: scratch.url).status == 0)
        #expect(try HIGGenProcess.run(["build", "--content", "g.md", "--output", "old", "-q"], in: scratch.url).status == 0)
        let read = { (folder: String) in
            try Data(contentsOf: scratch.url.appendingPathComponent("\(folder)/json/rulebook.json"))
        }
        #expect(try read("new") == read("old"))
        #expect(String(decoding: try read("new"), as: UTF8.self).contains("Paste the clipboard"))

        let watch = Process()
        watch.executableURL = HIGGenProcess.executable
        watch.arguments = ["watch", "--guidelines", "g.md", "--output", "watched", "-q"]
        watch.currentDirectoryURL = scratch.url
        watch.standardError = FileHandle.nullDevice
        try watch.run()
        defer { watch.terminate() }
        let written = scratch.url.appendingPathComponent("watched/json/rulebook.json")
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: written.path), Date() < deadline { usleep(50_000) }
        #expect(try Data(contentsOf: written) == read("new"))
    }

    @Test func checkExplainAndDiffTakeTheGuidelines() throws {
        let scratch = try scratch()
        try scratch.write("shortcuts.yml", "shortcuts:\n  - title: Duplicate Layer\n    shortcut: Command-V\n")
        let check = try HIGGenProcess.run(["check", "--guidelines", "g.md", "shortcuts.yml"], in: scratch.url)
        #expect(String(decoding: check.stdout, as: UTF8.self).contains("Paste the clipboard"), "\(check.stderr)")
        let explain = try HIGGenProcess.run(["explain", "--guidelines", "g.md", "Command-V"], in: scratch.url)
        #expect(String(decoding: explain.stdout, as: UTF8.self).contains("Paste the clipboard"))
        let diff = try HIGGenProcess.run(["diff", "g.md", "--guidelines", "g.md", "--as", "json"], in: scratch.url)
        let oldDiff = try HIGGenProcess.run(["diff", "g.md", "g.md", "--format", "json"], in: scratch.url)
        #expect(diff.status == 0 && oldDiff.status == 0)
        #expect(diff.stdout == oldDiff.stdout && !diff.stdout.isEmpty)
    }
}
