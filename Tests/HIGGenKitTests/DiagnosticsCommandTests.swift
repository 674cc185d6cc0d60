import Foundation
import HIGCommandCatalog
import HIGJSON
import HIGLintKit
import HIGModel
import Testing

/// Every error goes out through the diagnostics engine: `explain` knows every id, and
/// failures of files, configs and outputs reach `--diagnostics-format json` like any other.
@Suite struct DiagnosticsCommandTests {
    /// The ids `hig-gen explain --diagnostics --as json` lists, which are the catalog's.
    @Test func explainKnowsEveryCatalogedID() throws {
        let listed = try HIGGenProcess.run(["explain", "--diagnostics", "--as", "json"])
        #expect(listed.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(listed.stdout)) as? [String: Any]
        let ids = (object?["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids == DiagnosticCatalog.all.map(\.id))
        // `explain ID` looks the id up in the catalog and prints its explanation: every id
        // through those two calls here, and the first and the last through the command, so the
        // check costs two processes rather than one per id (Docs/TestTime.md).
        for kind in DiagnosticCatalog.all {
            #expect(DiagnosticCatalog.kind(kind.id)?.id == kind.id)
            expectExplanation(of: kind, ShortcutExplanation.diagnostic(kind).text)
        }
        for kind in [DiagnosticCatalog.all.first, DiagnosticCatalog.all.last].compactMap(\.self) {
            let result = try HIGGenProcess.run(["explain", kind.id])
            #expect(result.status == 0, "\(kind.id): \(result.stderr)")
            expectExplanation(of: kind, String(decoding: result.stdout, as: UTF8.self))
        }
    }

    private func expectExplanation(of kind: DiagnosticKind, _ text: String) {
        #expect(text.hasPrefix("\(kind.id) (\(kind.severity.rawValue) by default)\n  \(kind.summary)\n"), "\(text)")
        #expect(text.contains("Fix: "), "\(kind.id): \(text)")
    }

    @Test func explainKnowsLintRuleIDs() throws {
        let result = try HIGGenProcess.run(["explain", "reserved-conflict"])
        #expect(result.status == 0)
        #expect(String(decoding: result.stdout, as: UTF8.self).hasPrefix("reserved-conflict (error by default)"))
    }

    @Test func unknownIDSuggestsTheNearest() throws {
        let result = try HIGGenProcess.run(["explain", "front-matter.unclosd"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("did you mean 'front-matter.unclosed'?"), "\(result.stderr)")
        #expect(result.stderr.contains("[explain.not-understood]"))
    }

    @Test func theOldFormatSpellingStillWorks() throws {
        let old = try HIGGenProcess.run(["explain", "table.ignored", "--format", "json"])
        let new = try HIGGenProcess.run(["explain", "table.ignored", "--as", "json"])
        #expect(old.status == 0 && new.status == 0)
        #expect(old.stdout == new.stdout && !new.stdout.isEmpty)
    }

    /// `Docs/Diagnostics.md` is generated; regenerate with `make docs-generated`.
    @Test func diagnosticsDocIsFresh() throws {
        let result = try HIGGenProcess.run(["explain", "--diagnostics", "--as", "markdown"])
        let committed = try String(
            contentsOf: HIGGenProcess.packageRoot.appendingPathComponent("Docs/Diagnostics.md"), encoding: .utf8)
        #expect(
            String(decoding: result.stdout, as: UTF8.self) == committed, "Docs/Diagnostics.md is stale: run `make docs-generated`"
        )
    }

    // MARK: Failures as JSON diagnostics

    private func jsonDiagnostics(_ result: HIGGenProcess.Result) throws -> [Diagnostic] {
        try JSONDecoder().decode([Diagnostic].self, from: Data(result.stderr.utf8))
    }

    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-gen-diag-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func missingFileIsAJSONDiagnostic() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try HIGGenProcess.run(
            ["json", "missing.md", "--diagnostics-format", "json"], in: folder)
        #expect(result.status == 1)
        let diagnostics = try jsonDiagnostics(result)
        #expect(diagnostics.map(\.id) == ["input.not-found"])
        #expect(diagnostics.first?.location.file == "missing.md")
    }

    @Test func badConfigIsAJSONDiagnostic() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "outputs: [json]\nlint:\n  rules:\n    reserved-conflit: off\n".write(
            to: folder.appendingPathComponent("hig-gen.yml"), atomically: true, encoding: .utf8)
        let result = try HIGGenProcess.run(["build", "--diagnostics-format", "json"], in: folder)
        #expect(result.status == 1)
        let diagnostics = try jsonDiagnostics(result)
        #expect(diagnostics.map(\.id) == ["config.unknown-rule"])
        #expect(diagnostics.first?.location == SourceLocation(file: "hig-gen.yml", line: 4, column: 5))
        #expect(diagnostics.first?.message.contains("did you mean 'reserved-conflict'?") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output").path))
    }

    @Test func unwritableOutputIsAJSONDiagnostic() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A file where the output folder should be: no one, root included, can write into it.
        try "keep me\n".write(to: folder.appendingPathComponent("taken"), atomically: true, encoding: .utf8)
        let result = try HIGGenProcess.run(
            ["build", "--output", "taken/site", "--diagnostics-format", "json"], in: folder)
        #expect(result.status == 1)
        let diagnostics = try jsonDiagnostics(result)
        #expect(diagnostics.map(\.id) == ["output.unwritable"], "\(result.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("taken"), encoding: .utf8) == "keep me\n")
    }

    @Test func guidelinesWithErrorsAreInTheLintReport() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "# Reserved shortcuts\n\n| Keyboard shortcut | Action |\n|---|---|\n| Command-Frob | Nothing |\n".write(
            to: folder.appendingPathComponent("broken.md"), atomically: true, encoding: .utf8)
        try "shortcuts:\n  - title: Export\n    shortcut: Shift-Command-E\n".write(
            to: folder.appendingPathComponent("shortcuts.yml"), atomically: true, encoding: .utf8)
        let result = try HIGGenProcess.run(
            ["check", "--guidelines", "broken.md", "--format", "json", "shortcuts.yml"], in: folder)
        #expect(result.status == 1)
        let report = String(decoding: result.stdout, as: UTF8.self)
        #expect(report.contains("\"shortcut.unknown-key\""), "\(report)")
        #expect(report.contains("\"guidelines.have-errors\""))
    }
}
