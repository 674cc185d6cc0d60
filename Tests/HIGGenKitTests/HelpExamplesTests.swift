import Foundation
import Testing

/// `hig-gen help <command>` shows examples, and every example runs: each in a fresh folder
/// holding the files the examples name, through a shell (so quotes and redirections work).
/// An example may find problems (exit 1) but must never be a usage error (exit 2).
@Suite("help examples", .serialized)
struct HelpExamplesTests {
    /// Commands as `help` lists them, nested ones as "config lint".
    static func commands(under parent: [String] = []) throws -> [[String]] {
        let help = String(decoding: try helpPage(parent).stdout, as: UTF8.self)
        guard let section = help.components(separatedBy: "SUBCOMMANDS:\n").dropFirst().first else { return [] }
        let names = section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   "), !line.contains("See '") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
        return try names.flatMap { name -> [[String]] in
            let nested = try commands(under: parent + [name])
            return nested.isEmpty ? [parent + [name]] : nested
        }
    }

    /// `hig-gen help <command>`, started once: a command's page is read for its subcommands and
    /// again for its examples.
    static func helpPage(_ command: [String]) throws -> HIGGenProcess.Result {
        try helpPages.run(["help"] + command, in: HIGGenProcess.packageRoot)
    }

    private static let helpPages = SharedRuns()

    /// The lines after "Examples:" in a command's help.
    static func examples(of command: [String]) throws -> [String] {
        let help = String(decoding: try helpPage(command).stdout, as: UTF8.self)
        guard let section = help.components(separatedBy: "Examples:\n").dropFirst().first else { return [] }
        let lines = section.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        // Help wraps at 80 columns; a wrapped example would run cut short.
        #expect(lines.allSatisfy { $0.hasPrefix("hig-gen ") }, "an example of \(command) wraps: \(lines)")
        return lines
    }

    @Test func everyCommandShowsExamplesThatRun() throws {
        let commands = try Self.commands()
        #expect(commands.count >= 10, "\(commands)")
        var ran = 0
        for command in commands {
            let examples = try Self.examples(of: command)
            #expect(!examples.isEmpty, "hig-gen help \(command.joined(separator: " ")) shows no examples")
            for example in examples where !example.contains("watch") {
                let folder = try Self.fixture()
                defer { try? FileManager.default.removeItem(at: folder) }
                let line = HIGGenProcess.executable.path + example.dropFirst("hig-gen".count)
                let result = try Self.shell(line, in: folder)
                #expect(result.status == 0 || result.status == 1, "\(example): exit \(result.status)\n\(result.output)")
                // Findings redirected to a file are not in the output.
                if result.status == 1, !example.contains(">") {
                    #expect(
                        result.output.contains("error") || result.output.contains("warning"),
                        "\(example) failed without saying why:\n\(result.output)")
                }
                ran += 1
            }
        }
        #expect(ran >= 25)
    }

    @Test func everyHigGenLineInTheReadmeRuns() throws {
        let readme = try String(
            contentsOf: HIGGenProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```sh\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let lines = blocks.flatMap { $0.split(separator: "\n") }.filter { $0.hasPrefix("hig-gen ") }
        #expect(lines.count >= 7, "\(lines)")
        // One folder, in the README's order: `init` makes what `build` then builds.
        let folder = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        for line in lines {
            let result = try Self.shell(HIGGenProcess.executable.path + line.dropFirst("hig-gen".count), in: folder)
            #expect(result.status == 0 || result.status == 1, "\(line): exit \(result.status)\n\(result.output)")
        }
    }

    /// A folder with every file the examples name.
    static func fixture() throws -> URL {
        let files = FileManager.default
        let root = HIGGenProcess.packageRoot
        let folder = files.temporaryDirectory.appendingPathComponent("hig-gen-help-\(UUID().uuidString)")
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        func copy(_ from: String, _ to: String) throws {
            let target = folder.appendingPathComponent(to)
            try files.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try files.copyItem(at: root.appendingPathComponent(from), to: target)
        }
        func write(_ path: String, _ text: String) throws {
            let target = folder.appendingPathComponent(path)
            try files.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: target, atomically: true, encoding: .utf8)
        }
        try copy("Content", "Content")
        try copy("Content", "Guidelines")
        try copy("Tests/Fixtures/edition-2023", "Guidelines-2023")
        try copy("Tests/Fixtures/edition-2023/keyboard-shortcuts.md", "old.md")
        try copy("Content/keyboard-shortcuts.md", "new.md")
        try copy("Tests/Fixtures/scraped-page.md", "saved-page.md")
        let appTable = "Examples/SketchyApp/Sources/Sketchy/shortcuts.md"
        for path in ["shortcuts.md", "Extra/shortcuts.md", "Docs/shortcuts.md"] { try copy(appTable, path) }
        let manifest = "shortcuts:\n  - title: Export as PDF\n    shortcut: Shift-Command-E\n"
        try write("shortcuts.yml", manifest)
        try write("shortcuts.json", #"{"shortcuts": [{"title": "Export as PDF", "shortcut": "Shift-Command-E"}]}"#)
        try write(
            "Sources/App/Menu.swift",
            "import SwiftUI\nlet b = Button(\"Export\") {}.keyboardShortcut(\"e\", modifiers: [.shift, .command])\n")
        try files.createDirectory(at: folder.appendingPathComponent("Sources/Sketchy"), withIntermediateDirectories: true)
        try files.createDirectory(at: folder.appendingPathComponent("MyTemplates"), withIntermediateDirectories: true)
        try write("ci/hig-gen.yml", "outputs: [json]\n")
        return folder
    }

    static func shell(_ line: String, in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", line]
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
