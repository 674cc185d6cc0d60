import Foundation
import HIGJSON
import HIGModel
import Testing

/// Runs the real `hig-gen` executable, built next to this test bundle.
struct HIGGenProcess {
    static let executable: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // On Linux the test runner sits in the build folder; in Xcode it is inside a bundle.
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("hig-gen").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("hig-gen")
    }()

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let cacheHome = packageRoot.appending(path: ".build/test-cache").path

    struct Result {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String
    }

    static func run(_ arguments: [String], in directory: URL = packageRoot) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // `check`'s read cache stays inside the package's build folder, not the user's.
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": cacheHome]) { _, ours in ours }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Drain both pipes at once: a child that fills one while we wait on the other stalls.
        let stderrReader = PipeReader(err)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = stderrReader.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: Array(stdout), stderr: String(decoding: stderr, as: UTF8.self))
    }
}

/// Reads a pipe to its end on another thread.
final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        Thread.detachNewThread { [self] in
            data = pipe.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
    }

    /// The pipe's bytes, once the writer has closed it.
    func wait() -> Data {
        done.wait()
        return data
    }
}

/// A scratch folder with guideline files, removed afterwards.
final class Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("hig-gen-cli-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ relative: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// Every file below the folder with its bytes and modification date.
    func snapshot(_ relative: String) throws -> [String: (Data, Date)] {
        let root = url.appendingPathComponent(relative)
        var result: [String: (Data, Date)] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.contentModificationDateKey])
        while let file = enumerator?.nextObject() as? URL {
            guard !file.hasDirectoryPath else { continue }
            let date = try file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate ?? .distantPast
            result[String(file.path.dropFirst(root.path.count))] = (try Data(contentsOf: file), date)
        }
        return result
    }
}

let goodGuideline = """
    ## Standard keyboard shortcuts
    | Shortcut | Action |
    |---|---|
    | Command-C | Copy. |
    """

@Suite("hig-gen command line", .serialized)
struct CLITests {
    @Test("exit 0 and JSON on stdout for good input")
    func jsonCommand() throws {
        let scratch = try Scratch()
        try scratch.write("a.md", goodGuideline)
        let result = try HIGGenProcess.run(["json", "a.md"], in: scratch.url)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let rulebook = try RulebookJSON.decode(result.stdout)
        #expect(rulebook.entries.map(\.shortcut.words) == ["Command-C"])
        #expect(rulebook.entries.first?.source == SourceLocation(file: "a.md", line: 4, column: 3))
    }

    @Test("exit 1 and a located, human diagnostic for an error")
    func errorExit() throws {
        let scratch = try Scratch()
        try scratch.write("bad.md", goodGuideline + "\n| Comand-V | Paste. |\n")
        let result = try HIGGenProcess.run(["json", "bad.md"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                bad.md:5:3: error: unknown modifier 'Comand'; did you mean 'Command'? [shortcut.unknown-modifier]
                  5 | | Comand-V | Paste. |
                    |   ^~~~~~
                    = fix-it: replace 'Comand' with 'Command'
                1 error

                """)
    }

    @Test("exit 2 for a usage error; 0 for help")
    func usage() throws {
        #expect(try HIGGenProcess.run(["build", "--no-such-option"]).status == 2)
        #expect(try HIGGenProcess.run(["frobnicate"]).status == 2)
        let help = try HIGGenProcess.run(["--help"])
        #expect(help.status == 0)
        #expect(String(decoding: help.stdout, as: UTF8.self).contains("build"))
    }

    @Test("warnings pass, unless --warnings-as-errors")
    func warningsAsErrors() throws {
        let scratch = try Scratch()
        try scratch.write("warn.md", goodGuideline + "\n| Shift-Shift-Command-P | Page Setup. |\n")
        let lenient = try HIGGenProcess.run(["json", "warn.md"], in: scratch.url)
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("warn.md:5:3: warning: Shift is written twice"))
        let strict = try HIGGenProcess.run(["json", "--warnings-as-errors", "warn.md"], in: scratch.url)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("warn.md:5:3: error: Shift is written twice"))
    }

    @Test("--diagnostics-format json prints diagnostics as JSON")
    func jsonDiagnostics() throws {
        let scratch = try Scratch()
        try scratch.write("bad.md", goodGuideline + "\n| Command-Spcae | Nothing. |\n")
        let result = try HIGGenProcess.run(["json", "--diagnostics-format", "json", "bad.md"], in: scratch.url)
        #expect(result.status == 1)
        let diagnostics = try JSONDecoder().decode([Diagnostic].self, from: Data(result.stderr.utf8))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.id == "shortcut.unknown-key")
        #expect(diagnostics.first?.location == SourceLocation(file: "bad.md", line: 5, column: 11))
        #expect(diagnostics.first?.fixIts.first?.replacement == "Space")
    }

    @Test("build writes the JSON and its schema; a second build rewrites nothing")
    func build() throws {
        let scratch = try Scratch()
        try scratch.write("Content/a.md", goodGuideline)
        let first = try HIGGenProcess.run(["build"], in: scratch.url)
        #expect(first.status == 0, "\(first.stderr)")
        let written = try scratch.snapshot("Output")
        #expect(
            written.keys.filter { $0.hasPrefix("/json/") || $0.hasPrefix("/swift/") }.sorted() == [
                "/json/rulebook.json", "/json/rulebook.schema.json", "/swift/HIGRulebook.generated.swift",
            ])
        #expect(written.keys.contains("/site/index.html"))
        Thread.sleep(forTimeInterval: 0.05)
        let second = try HIGGenProcess.run(["build"], in: scratch.url)
        #expect(second.status == 0)
        let again = try scratch.snapshot("Output")
        for (path, (bytes, date)) in written {
            #expect(again[path]?.0 == bytes)
            #expect(again[path]?.1 == date, "\(path) was rewritten though unchanged")
        }
        let json = try HIGGenProcess.run(["json", "Content"], in: scratch.url)
        #expect(json.stdout == Array(written["/json/rulebook.json"]!.0))
    }

    @Test("a failing build leaves the output folder byte-for-byte and date-for-date as it was")
    func failingBuildTouchesNothing() throws {
        let scratch = try Scratch()
        try scratch.write("Content/a.md", goodGuideline)
        #expect(try HIGGenProcess.run(["build"], in: scratch.url).status == 0)
        try scratch.write("Output/keep.txt", "mine")
        let before = try scratch.snapshot("Output")
        try scratch.write("Content/a.md", goodGuideline + "\n| Command-Q | Quit. |\n| Optin-Q | Broken. |\n")
        let failed = try HIGGenProcess.run(["build"], in: scratch.url)
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("Output was left unchanged"))
        let after = try scratch.snapshot("Output")
        #expect(after.keys.sorted() == before.keys.sorted())
        for (path, (bytes, date)) in before {
            #expect(after[path]?.0 == bytes)
            #expect(after[path]?.1 == date)
        }
    }

    @Test("output is byte-identical across runs and working directories")
    func deterministic() throws {
        let one = try HIGGenProcess.run(["json", "Content"])
        let two = try HIGGenProcess.run(["json", "Content"])
        #expect(one.stdout == two.stdout)
        let scratch = try Scratch()
        try FileManager.default.copyItem(
            at: HIGGenProcess.packageRoot.appendingPathComponent("Content"), to: scratch.url.appendingPathComponent("Content"))
        let elsewhere = try HIGGenProcess.run(["json", "Content"], in: scratch.url)
        #expect(elsewhere.stdout == one.stdout)
    }

    @Test("the committed Output/json is what the build produces")
    func committedOutputIsFresh() throws {
        let scratch = try Scratch()
        let result = try HIGGenProcess.run(["build", "--output", scratch.url.path])
        #expect(result.status == 0)
        for name in [RulebookJSON.fileName, RulebookJSON.schemaFileName] {
            let committed = try Data(contentsOf: HIGGenProcess.packageRoot.appendingPathComponent("Output/json/\(name)"))
            let built = try Data(contentsOf: scratch.url.appendingPathComponent("json/\(name)"))
            #expect(committed == built, "Output/json/\(name) is stale: run 'make'")
        }
    }

    @Test("missing paths are errors with exit 1")
    func missingPath() throws {
        let result = try HIGGenProcess.run(["json", "no/such/place"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("no/such/place: error: no such file or folder; check the path [input.not-found]"))
    }
}
