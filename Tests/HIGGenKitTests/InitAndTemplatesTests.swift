import Foundation
import HIGJSON
import Testing

/// `hig-gen init` starts an app's table that builds as it is; `templates export` gives the
/// built-in templates to customise.
@Suite("init and templates export", .serialized)
struct InitAndTemplatesTests {
    @Test("init, then build, in an empty folder: the example rows pass every rule and make every output")
    func initThenBuild() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent("Sketchy"), withIntermediateDirectories: true)
        let made = try HIGGenProcess.run(["init", "--target", "Sketchy"], in: scratch.url)
        #expect(made.status == 0, "\(made.stderr)")
        let config = try String(contentsOf: scratch.url.appendingPathComponent("Sketchy/.hig-gen.json"), encoding: .utf8)
        #expect(config.contains("\"namespace\": \"SketchyShortcuts\""))
        let check = try HIGGenProcess.run(["check", "--strict", "Sketchy/shortcuts.md"], in: scratch.url)
        #expect(check.status == 0, "\(String(decoding: check.stdout, as: UTF8.self))")
        let build = try HIGGenProcess.run(["build"], in: scratch.url)
        #expect(build.status == 0, "\(build.stderr)")
        let json = try RulebookJSON.decode(
            Array(try Data(contentsOf: scratch.url.appendingPathComponent("ShortcutsCheatSheet/json/rulebook.json"))))
        #expect(json.entries.map(\.id) == ["newDocument", "exportAsPDF", "showInspector"])
        // The target config is one hig-gen itself accepts.
        let swift = try HIGGenProcess.run(
            ["swift", "--target-config", "Sketchy/.hig-gen.json", "Sketchy/shortcuts.md"], in: scratch.url)
        #expect(swift.status == 0, "\(swift.stderr)")
    }

    @Test("init's next steps keep their comments in one column, however long the table's path")
    func nextStepsLineUp() throws {
        let scratch = try Scratch()
        let folder = "Sources/A Rather Long Target Name"
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent(folder), withIntermediateDirectories: true)
        let made = try HIGGenProcess.run(["init", "--target", folder], in: scratch.url)
        let commented = String(decoding: made.stdout, as: UTF8.self).split(separator: "\n").filter {
            $0.hasPrefix("  hig-gen") && $0.contains("# ")
        }
        #expect(commented.count == 2)
        #expect(Set(commented.map { $0.distance(from: $0.startIndex, to: $0.firstRange(of: "# ")!.lowerBound) }).count == 1)
    }

    @Test("init never replaces a file without --force")
    func initRefusesToOverwrite() throws {
        let scratch = try Scratch()
        try scratch.write("shortcuts.md", "mine\n")
        let refused = try HIGGenProcess.run(["init"], in: scratch.url)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("shortcuts.md: error: already exists"))
        #expect(try String(contentsOf: scratch.url.appendingPathComponent("shortcuts.md"), encoding: .utf8) == "mine\n")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("hig-gen.yml").path))
        let forced = try HIGGenProcess.run(["init", "--force"], in: scratch.url)
        #expect(forced.status == 0)
        #expect(try String(contentsOf: scratch.url.appendingPathComponent("shortcuts.md"), encoding: .utf8) != "mine\n")
    }

    @Test("exported templates give a byte-identical site; a one-letter output folder works")
    func templatesRoundTrip() throws {
        let scratch = try Scratch()
        let export = try HIGGenProcess.run(["templates", "export", "T"], in: scratch.url)
        #expect(export.status == 0, "\(export.stderr)")
        let builtIn = try HIGGenProcess.run(["build", "--quiet", "--output", "A"], in: scratch.url)
        let exported = try HIGGenProcess.run(["build", "--quiet", "--output", "B", "--templates", "T"], in: scratch.url)
        #expect(builtIn.status == 0 && exported.status == 0, "\(builtIn.stderr)\(exported.stderr)")
        let a = try scratch.snapshot("A/site").mapValues(\.0)
        let b = try scratch.snapshot("B/site").mapValues(\.0)
        #expect(!a.isEmpty && a == b)
        let again = try HIGGenProcess.run(["templates", "export", "T"], in: scratch.url)
        #expect(again.status == 1, "existing templates are not replaced without --force")
    }
}
