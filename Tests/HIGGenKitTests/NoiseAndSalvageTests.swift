import Foundation
import HIGModel
import Testing

/// A messy document should give a readable report and, on request, whatever did compile.
@Suite("noise control and salvage", .serialized)
struct NoiseAndSalvageTests {
    /// Sixty rows that all repeat the same harmless mistake, and one real error.
    static let noisy: String = {
        var text = "## Reserved keyboard shortcuts\n| Keyboard shortcut | Action |\n|---|---|\n"
        for number in 1...60 { text += "| Control- F\(number % 19 + 1) | Action \(number). |\n" }
        return text + "| Command-Frob | Broken. |\n"
    }()

    @Test func alikeDiagnosticsAreGroupedForPeopleAndAllInJSON() throws {
        let scratch = try Scratch()
        try scratch.write("noisy.md", Self.noisy)
        let human = try HIGGenProcess.run(["json", "noisy.md"], in: scratch.url)
        let warnings = human.stderr.components(separatedBy: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.count == 1, "\(human.stderr)")
        #expect(human.stderr.contains("= note: and 59 more like it: noisy.md:5:10, noisy.md:6:10, noisy.md:7:10, …"))
        #expect(human.stderr.contains("1 error, 60 warnings"))
        let json = try HIGGenProcess.run(["json", "noisy.md", "--diagnostics-format", "json"], in: scratch.url)
        let all = try JSONDecoder().decode([Diagnostic].self, from: Data(json.stderr.utf8))
        #expect(all.count { $0.id == "shortcut.stray-whitespace" } == 60)
    }

    @Test func maxDiagnosticsCapsWhatPeopleRead() throws {
        let scratch = try Scratch()
        var text = "## Reserved keyboard shortcuts\n| Keyboard shortcut | Action |\n|---|---|\n"
        for name in ["Frob", "Blarg", "Quux", "Zork"] { text += "| Command-\(name) | Broken. |\n" }
        try scratch.write("bad.md", text)
        let capped = try HIGGenProcess.run(["json", "bad.md", "--max-diagnostics", "2"], in: scratch.url)
        #expect(capped.status == 1)
        #expect(capped.stderr.components(separatedBy: "\n").filter { $0.contains(": error: ") }.count == 2)
        #expect(capped.stderr.contains("hig-gen: 2 more diagnostics not shown (--max-diagnostics 2)"))
        #expect(try HIGGenProcess.run(["json", "bad.md", "--max-diagnostics", "0"], in: scratch.url).status == 2)
    }

    @Test func allowErrorsPrintsWhatCompiledAndStillFails() throws {
        let scratch = try Scratch()
        try scratch.write("noisy.md", Self.noisy)
        let refused = try HIGGenProcess.run(["json", "noisy.md"], in: scratch.url)
        #expect(refused.status == 1 && refused.stdout.isEmpty)
        let salvaged = try HIGGenProcess.run(["json", "noisy.md", "--allow-errors"], in: scratch.url)
        #expect(salvaged.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(salvaged.stdout)) as? [String: Any])
        #expect((object["entries"] as? [Any])?.count == 60)

        let build = try HIGGenProcess.run(
            ["build", "--guidelines", "noisy.md", "--output", "preview", "--allow-errors", "-q"], in: scratch.url)
        #expect(build.status == 1)
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("preview/site/index.html").path))
        let strict = try HIGGenProcess.run(["build", "--guidelines", "noisy.md", "--output", "kept", "-q"], in: scratch.url)
        #expect(strict.status == 1)
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("kept").path))
    }
}
