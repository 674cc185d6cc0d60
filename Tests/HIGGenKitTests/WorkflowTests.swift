import Foundation
import HIGJSON
import Testing

@Suite("Build workflow: check, config, watch, concurrency", .serialized)
struct WorkflowTests {
    @Test("--check writes nothing and lists what would change")
    func check() throws {
        let scratch = try Scratch()
        try scratch.write("Content/a.md", goodGuideline)
        let fresh = try HIGGenProcess.run(["build", "--check"], in: scratch.url)
        #expect(fresh.status == 1)
        #expect(
            fresh.stderr.contains(
                "Output/json/rulebook.json: error: would change; run 'hig-gen build' and commit it [output.stale]"))
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Output").path))
        #expect(try HIGGenProcess.run(["build"], in: scratch.url).status == 0)
        #expect(try HIGGenProcess.run(["build", "--check"], in: scratch.url).status == 0)
        try scratch.write("Content/a.md", goodGuideline + "\n| Command-V | Paste. |\n")
        let stale = try HIGGenProcess.run(["build", "--check"], in: scratch.url)
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("Output/json/rulebook.json: error: would change"))
        #expect(!stale.stderr.contains("rulebook.schema.json: error"))
    }

    @Test("a config file sets paths and options; flags override it")
    func config() throws {
        let scratch = try Scratch()
        try scratch.write("Guides/a.md", goodGuideline + "\n| Shift-Shift-Command-V | Paste and match. |\n")
        try scratch.write("hig-gen.yml", "content: [Guides]\noutput: Built\n")
        let built = try HIGGenProcess.run(["build"], in: scratch.url)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Built/json/rulebook.json").path))
        try scratch.write("hig-gen.yml", "content: [Guides]\noutput: Built\nwarnings-as-errors: true\n")
        #expect(try HIGGenProcess.run(["build"], in: scratch.url).status == 1)
        #expect(try HIGGenProcess.run(["build", "--no-warnings-as-errors"], in: scratch.url).status == 0)
        #expect(
            try HIGGenProcess.run(["build", "--output", "Elsewhere", "--no-warnings-as-errors"], in: scratch.url).status == 0)
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Elsewhere/json/rulebook.json").path))
    }

    @Test("config lint reports located errors, with suggestions")
    func configLint() throws {
        let scratch = try Scratch()
        try scratch.write(
            "hig-gen.yml",
            "content: [Content]\noutptu: Out\noutputs: [json, pdf]\nlint:\n  rules:\n    avoid-control: off\n    x: loud\n")
        let result = try HIGGenProcess.run(["config", "lint"], in: scratch.url)
        #expect(result.status == 1)
        let allOutputs = try #require(result.stderr.split(separator: "\n").first { $0.contains("the outputs are") })
            .components(separatedBy: "the outputs are ")[1].components(separatedBy: " [")[0]
        #expect(allOutputs.hasPrefix("json, "))
        let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("hig-gen.yml:") }
        #expect(
            lines == [
                "hig-gen.yml:2:1: error: unknown setting 'outptu'; did you mean 'output'? [config.unknown-setting]",
                "hig-gen.yml:3:17: error: unknown output 'pdf'; the outputs are \(allOutputs) [config.unknown-output]",
                "hig-gen.yml:7:5: error: unknown rule 'x'; 'hig-gen explain --rules' lists them [config.unknown-rule]",
            ])
        try scratch.write("hig-gen.yml", "content: Content\nlint:\n  rules:\n    avoid-control: off\n")
        #expect(try HIGGenProcess.run(["config", "lint"], in: scratch.url).status == 0)
        // A build refuses a broken config rather than guessing.
        try scratch.write("hig-gen.yml", "outptu: Out\n")
        #expect(try HIGGenProcess.run(["build"], in: scratch.url).status == 1)
    }

    @Test("--quiet prints only problems; --verbose says what was read, written and how long it took; no colour when piped")
    func verbosity() throws {
        let scratch = try Scratch()
        try scratch.write("Content/a.md", goodGuideline + "\n| Shift-Shift-Command-V | Paste and match. |\n")
        try scratch.write(
            "Content/b.md", goodGuideline.replacingOccurrences(of: "Command-C", with: "Command-I") + "\n| Command-I | Info. |\n")
        let quiet = try HIGGenProcess.run(["build", "--quiet"], in: scratch.url)
        #expect(quiet.status == 0)
        // The warning stays; the note about Command-I, the summary and the progress line go.
        #expect(quiet.stderr.hasPrefix("Content/a.md:5:3: warning: Shift is written twice"))
        #expect(!quiet.stderr.contains("note:"))
        #expect(!quiet.stderr.contains("hig-gen:"))
        #expect(!quiet.stderr.contains("1 warning"))
        let verbose = try HIGGenProcess.run(["build", "--verbose"], in: scratch.url)
        #expect(verbose.stderr.contains("  read Content/a.md"))
        #expect(verbose.stderr.contains("hig-gen: compiled 2 guideline files in "))
        #expect(verbose.stderr.contains("warning: Shift is written twice"))
        #expect(!verbose.stderr.contains("\u{1B}["))
        #expect(try HIGGenProcess.run(["build", "--quiet", "--verbose"], in: scratch.url).status == 2)
    }

    @Test("concurrent builds into one folder leave every file whole and from a single build")
    func concurrentBuilds() throws {
        let scratch = try Scratch()
        try scratch.write("A/a.md", goodGuideline)
        try scratch.write("B/b.md", goodGuideline + "\n| Command-V | Paste. |\n| Command-X | Cut. |\n")
        let expectedA = try HIGGenProcess.run(["json", "A"], in: scratch.url).stdout
        let expectedB = try HIGGenProcess.run(["json", "B"], in: scratch.url).stdout
        for round in 0..<4 {
            let processes = try (0..<6).map { index -> Process in
                let process = Process()
                process.executableURL = HIGGenProcess.executable
                process.arguments = ["build", "--quiet", "--content", index % 2 == 0 ? "A" : "B", "--output", "Out"]
                process.currentDirectoryURL = scratch.url
                try process.run()
                return process
            }
            for process in processes {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0, "round \(round)")
            }
            let json = try Array(Data(contentsOf: scratch.url.appendingPathComponent("Out/json/rulebook.json")))
            #expect(json == expectedA || json == expectedB, "round \(round): torn or mixed rulebook.json")
            let leftovers = try FileManager.default.contentsOfDirectory(
                atPath: scratch.url.appendingPathComponent("Out/json").path)
            #expect(leftovers.sorted() == ["rulebook.json", "rulebook.schema.json"])
        }
    }

    @Test("a build that fails while replacing files puts back the ones it already replaced")
    func failingMidway() throws {
        let scratch = try Scratch()
        try scratch.write("Content/a.md", goodGuideline)
        #expect(try HIGGenProcess.run(["build"], in: scratch.url).status == 0)
        let json = scratch.url.appendingPathComponent("Output/json/rulebook.json")
        let before = try Data(contentsOf: json)
        // A folder where the schema should go: staging works, but its rename must fail,
        // after rulebook.json has already been replaced.
        let schema = scratch.url.appendingPathComponent("Output/json/rulebook.schema.json")
        try FileManager.default.removeItem(at: schema)
        try scratch.write("Output/json/rulebook.schema.json/blocker", "x")
        try scratch.write("Content/a.md", goodGuideline + "\n| Command-V | Paste. |\n")
        let result = try HIGGenProcess.run(["build"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("no output file was changed"))
        #expect(try Data(contentsOf: json) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: scratch.url.appendingPathComponent("Output/json").path)
        #expect(leftovers.sorted() == ["rulebook.json", "rulebook.schema.json"])
    }

    @Test("--watch rebuilds after an edit, and reports errors without touching the output")
    func watch() throws {
        let scratch = try Scratch()
        try scratch.write("Content/a.md", goodGuideline)
        let process = Process()
        process.executableURL = HIGGenProcess.executable
        process.arguments = ["build", "--watch"]
        process.currentDirectoryURL = scratch.url
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        let json = scratch.url.appendingPathComponent("Output/json/rulebook.json")
        #expect(
            waitUntil { (try? Data(contentsOf: json)).map { String(decoding: $0, as: UTF8.self).contains("Command-C") } ?? false }
        )
        try scratch.write("Content/a.md", goodGuideline + "\n| Command-V | Paste. |\n")
        #expect(
            waitUntil { (try? Data(contentsOf: json)).map { String(decoding: $0, as: UTF8.self).contains("Command-V") } ?? false }
        )
        let good = try Data(contentsOf: json)
        try scratch.write("Content/a.md", goodGuideline + "\n| Comand-Z | Undo. |\n")
        Thread.sleep(forTimeInterval: 1.5)
        #expect(try Data(contentsOf: json) == good)
        process.terminate()
        process.waitUntilExit()
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(log.contains("hig-gen: watching Content"))
        #expect(log.contains("Content/a.md:5:3: error: unknown modifier 'Comand'"))
    }

    private func waitUntil(seconds: Double = 10, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return condition()
    }
}
