import Foundation
import HIGMarkdown
import HIGModel
import Testing

@testable import HIGSwift

/// The generated Swift compared with expected files. Re-record them with
/// `HIG_GEN_RECORD=1 swift test --filter GoldenTests` and review the diff.
@Suite("Generated Swift matches the expected files")
struct GoldenTests {
    static let expectedFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Expected")

    private func check(_ actual: String, against name: String) throws {
        let file = Self.expectedFolder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["HIG_GEN_RECORD"] != nil {
            try Data(actual.utf8).write(to: file)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        if actual != expected {
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let first =
                Array(zip(actualLines, expectedLines)).firstIndex { $0 != $1 } ?? min(actualLines.count, expectedLines.count)
            Issue.record(
                """
                \(name) differs at line \(first + 1); re-record with HIG_GEN_RECORD=1 if the change is intended.
                expected: \(first < expectedLines.count ? expectedLines[first] : "<end>")
                actual:   \(first < actualLines.count ? actualLines[first] : "<end>")
                """)
        }
    }

    @Test("the naming and escaping fixture")
    func namingFixture() throws {
        let output = RulebookCompiler.compile(paths: [Fixtures.path("Tests/Fixtures/swift-names.md")])
        #expect(!output.hasErrors, "\(output.diagnostics)")
        let generated = SwiftEmitter.generate(output.rulebook, options: SwiftOptions(sourceRoot: Fixtures.packageRoot.path))
        try check(generated.source, against: "swift-names.generated.swift.txt")
        let briefs = generated.diagnostics.map { "\($0.location.line ?? 0) \($0.severity.rawValue) \($0.id): \($0.message)" }
        try check(briefs.joined(separator: "\n") + "\n", against: "swift-names.diagnostics.txt")
    }

    @Test("Output/swift is what the emitter writes for Content/")
    func contentOutput() throws {
        let generated = SwiftEmitter.generate(Fixtures.content, options: Fixtures.contentOptions)
        let committed = try String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent("Output/swift/" + SwiftEmitter.fileName), encoding: .utf8)
        #expect(generated.source == committed, "Output/swift is stale: run .build/debug/hig-gen build")
    }

    @Test("other access levels change only the access modifiers")
    func accessLevel() {
        let rulebook = Fixtures.content
        let open = SwiftEmitter.generate(rulebook, options: SwiftOptions(accessLevel: .public)).source
        let closed = SwiftEmitter.generate(rulebook, options: SwiftOptions(accessLevel: .internal)).source
        #expect(!closed.contains("public "))
        #expect(open.replacingOccurrences(of: "public ", with: "internal ") == closed)
    }

    @Test("the same rulebook always gives the same bytes")
    func deterministic() {
        let one = SwiftEmitter.generate(Fixtures.content, options: Fixtures.contentOptions).source
        let two = SwiftEmitter.generate(Fixtures.content, options: Fixtures.contentOptions).source
        #expect(one == two)
    }

    @Test("rendering the public view model gives the file generate writes")
    func renderContext() {
        for rulebook in [Fixtures.content, HostileRulebook.rulebook] {
            let options = SwiftOptions(accessLevel: .package)
            let context = SwiftRulebookContext(rulebook, options: options)
            #expect(SwiftEmitter.render(context, options: options) == SwiftEmitter.generate(rulebook, options: options).source)
        }
    }
}
