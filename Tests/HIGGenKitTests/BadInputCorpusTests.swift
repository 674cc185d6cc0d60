import Foundation
import Testing

/// The bad-input corpus: each file in Tests/BadInput has the exact diagnostics and exit
/// status `hig-gen json` must give it, in `NAME.expected`. Pathological inputs too large to
/// commit are generated here, with their expectations in Tests/BadInput/generated.
///
/// Re-record after an intended change with `HIG_GEN_RECORD=1 swift test --filter BadInputCorpus`.
@Suite("Bad-input corpus (golden diagnostics)", .serialized)
struct BadInputCorpusTests {
    static let corpus = HIGGenProcess.packageRoot.appendingPathComponent("Tests/BadInput")
    static let recording = ProcessInfo.processInfo.environment["HIG_GEN_RECORD"] == "1"

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter { $0.hasSuffix(".md") }.sorted()
    }

    /// Inputs made at test time: too big, or too odd, to keep in the repository.
    static let generated: [(name: String, make: @Sendable () -> [UInt8])] = [
        (
            "ten-thousand-columns.md",
            {
                let header = "| Shortcut | Action |" + (3...10_000).map { " C\($0) |" }.joined()
                let delimiter = "|" + String(repeating: "---|", count: 10_000)
                let row = "| Command-C | Copy. |" + String(repeating: " x |", count: 9_998)
                return Array("## Standard shortcuts\n\(header)\n\(delimiter)\n\(row)\n".utf8)
            }
        ),
        (
            "one-megabyte-cell.md",
            {
                let cell = String(repeating: "Spcae", count: 200_000)
                return Array("## Standard shortcuts\n| Shortcut | Action |\n|---|---|\n| Command-\(cell) | Huge. |\n".utf8)
            }
        ),
        (
            "nested-quotes.md",
            {
                Array(
                    (String(repeating: ">", count: 10_000)
                        + " ## Standard shortcuts\n| Shortcut | Action |\n|---|---|\n| Command-C | Copy. |\n").utf8)
            }
        ),
    ]

    @Test("committed bad inputs", arguments: files)
    func committed(name: String) throws {
        try compare(
            name, in: Self.corpus,
            expected: Self.corpus.appendingPathComponent(name.replacingOccurrences(of: ".md", with: ".expected")))
    }

    @Test("generated pathological inputs", arguments: generated.map(\.name))
    func pathological(name: String) throws {
        let scratch = try Scratch()
        let bytes = Self.generated.first { $0.name == name }!.make()
        try Data(bytes).write(to: scratch.url.appendingPathComponent(name))
        try compare(
            name, in: scratch.url,
            expected: Self.corpus.appendingPathComponent("generated/" + name.replacingOccurrences(of: ".md", with: ".expected")))
    }

    /// Runs `hig-gen json NAME` in `folder` and compares exit status and diagnostics.
    private func compare(_ name: String, in folder: URL, expected: URL) throws {
        let result = try HIGGenProcess.run(["json", name], in: folder)
        let actual = "exit: \(result.status)\n" + result.stderr
        if Self.recording {
            try FileManager.default.createDirectory(at: expected.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: expected)
            Issue.record("recorded \(expected.lastPathComponent); run again without HIG_GEN_RECORD")
            return
        }
        let golden = try String(contentsOf: expected, encoding: .utf8)
        #expect(actual == golden, "\(name): diagnostics differ from \(expected.lastPathComponent)")
        #expect(result.status != 0 || !result.stdout.isEmpty, "\(name): exit 0 must come with a rulebook on stdout")
    }
}
