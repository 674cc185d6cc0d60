import Foundation
import HIGBuiltIn
import HIGMarkdown
import Testing

@testable import HIGModel

/// The built-in rulebook is `Content/` as it is today: same files, same rulebook, and a
/// digest anyone can recompute with `sha256sum`.
@Suite struct BuiltInRulebookTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("the embedded files are exactly Content/ (run `make embed` when this fails)")
    func embeddedFilesMatchContent() throws {
        let folder = Self.packageRoot.appendingPathComponent("Content")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
            .sorted()
        #expect(BuiltInRulebook.files.map(\.path) == names.map { "Content/" + $0 })
        for (name, file) in zip(names, BuiltInRulebook.files) {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
            #expect(file.bytes == bytes, "\(name) differs from its embedded copy: run `make embed`")
        }
    }

    @Test("the built-in rulebook is what Content/ compiles to")
    func builtInMatchesCompiledContent() throws {
        let folder = Self.packageRoot.appendingPathComponent("Content").path
        let compiled = RulebookCompiler.compile(paths: [folder])
        // The same rulebook but for where the files were read from.
        func relative(_ location: HIGModel.SourceLocation) -> HIGModel.SourceLocation {
            var location = location
            location.file = "Content" + location.file.dropFirst(folder.count)
            return location
        }
        let entries = compiled.rulebook.entries.map { entry in
            var entry = entry
            entry.source = relative(entry.source)
            if let location = entry.availability?.location { entry.availability?.location = relative(location) }
            return entry
        }
        #expect(entries == BuiltInRulebook.rulebook.entries)
        #expect(compiled.rulebook.rules.map(\.id) == BuiltInRulebook.rulebook.rules.map(\.id))
        #expect(compiled.rulebook.modifierSymbols.count == BuiltInRulebook.rulebook.modifierSymbols.count)
        #expect(compiled.rulebook.keyGlyphs.count == BuiltInRulebook.rulebook.keyGlyphs.count)
        #expect(compiled.rulebook.documents.map(\.edition) == BuiltInRulebook.rulebook.documents.map(\.edition))
        #expect(compiled.diagnostics.map(\.id) == BuiltInRulebook.compiled.diagnostics.map(\.id))
    }

    @Test("our own guidelines compile without a warning, an error or a note")
    func builtInIsClean() {
        #expect(BuiltInRulebook.compiled.diagnostics.map { "\($0.location): \($0.id)" } == [])
        #expect(BuiltInRulebook.rulebook.hasReservedTable)
        #expect(BuiltInRulebook.rulebook.entries.count > 100)
    }

    @Test("the edition comes from Content's front matter")
    func edition() throws {
        let text = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("Content/keyboard-shortcuts.md"), encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("edition:") })
        #expect(line.contains(BuiltInRulebook.edition))
        // Read from front matter alone, it is the compiled rulebook's edition.
        #expect(BuiltInRulebook.edition == BuiltInRulebook.rulebook.edition)
        #expect(BuiltInRulebook.name == "built-in rulebook, edition \(BuiltInRulebook.edition)")
    }

    @Test("the digest is the SHA-256 that sha256sum gives for the same stream")
    func digestMatchesSystemTool() throws {
        let stream = ContentDigest.stream(of: BuiltInRulebook.files)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hig-gen-digest-\(getpid())")
        try Data(stream).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let hex = try #require(output.split(separator: " ").first)
        #expect(BuiltInRulebook.digest == "sha256:" + hex)
        #expect(ContentDigest.of(BuiltInRulebook.files) == BuiltInRulebook.digest)
    }

    @Test("SHA-256 of the FIPS 180-4 example messages, one and two blocks")
    func knownDigests() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
}
