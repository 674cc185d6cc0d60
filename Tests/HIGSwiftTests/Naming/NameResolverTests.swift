import HIGModel
import Testing

@testable import HIGSwift

@Suite("Resolving name collisions")
struct NameResolverTests {
    private let resolver = NameResolver(taken: ["all"], namespace: "HIG.Custom")

    /// A candidate and what the resolver may ask about it.
    private struct TestCandidate {
        var candidate: NameResolver.Candidate
        var qualifier: [String]
        var source: HIGModel.SourceLocation
    }

    private func candidate(_ derived: String?, explicit: String? = nil, qualifier: [String], line: Int) -> TestCandidate {
        TestCandidate(
            candidate: NameResolver.Candidate(explicit: explicit, derived: derived), qualifier: qualifier,
            source: SourceLocation(file: "test.md", line: line, column: 3))
    }

    private func resolve(_ candidates: [TestCandidate], into diagnostics: inout [Diagnostic]) -> [String] {
        resolver.resolve(
            candidates.map(\.candidate),
            details: NameResolver.Details(qualifier: { candidates[$0].qualifier }, source: { candidates[$0].source }),
            into: &diagnostics)
    }

    @Test("derived names that collide are all qualified, each with a note")
    func derivedCollision() {
        var diagnostics: [Diagnostic] = []
        let names = resolve(
            [
                candidate("varies", qualifier: ["F8"], line: 1), candidate("copy", qualifier: ["Command", "C"], line: 2),
                candidate("varies", qualifier: ["F9"], line: 3),
            ], into: &diagnostics)
        #expect(names == ["variesF8", "copy", "variesF9"])
        #expect(diagnostics.map(\.id) == ["swift.name-collision", "swift.name-collision"])
        #expect(diagnostics.map(\.severity) == [.note, .note])
        #expect(diagnostics.map(\.location.line) == [1, 3])
    }

    @Test("an explicit ID wins over a derived name; the derived one is qualified")
    func explicitWins() {
        var diagnostics: [Diagnostic] = []
        let names = resolve(
            [
                candidate("italic", qualifier: ["Command", "I"], line: 1),
                candidate("getInfo", explicit: "italic", qualifier: ["Command", "I"], line: 2),
            ], into: &diagnostics)
        #expect(names == ["italicCommandI", "italic"])
        #expect(diagnostics.map(\.id) == ["swift.name-collision"])
    }

    @Test("a repeated explicit ID is a warning; the later entry is qualified, then numbered")
    func duplicateExplicit() {
        var diagnostics: [Diagnostic] = []
        let names = resolve(
            [
                candidate(nil, explicit: "copy", qualifier: ["Command", "C"], line: 1),
                candidate(nil, explicit: "copy", qualifier: ["Command", "C"], line: 2),
                candidate(nil, explicit: "copy", qualifier: ["Command", "C"], line: 3),
            ], into: &diagnostics)
        #expect(names == ["copy", "copyCommandC", "copyCommandC2"])
        #expect(diagnostics.map(\.id) == ["swift.duplicate-id", "swift.duplicate-id"])
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test("explicit IDs are made identifiers: kebab-case to camelCase, keywords kept in backticks")
    func explicitSpelling() {
        var diagnostics: [Diagnostic] = []
        let names = resolve(
            [
                candidate("x", explicit: "get-info", qualifier: ["Command", "I"], line: 1),
                candidate("x", explicit: "default", qualifier: ["Command", "D"], line: 2),
                candidate("fallback", explicit: "🎉", qualifier: ["Command", "E"], line: 3),
            ], into: &diagnostics)
        #expect(names == ["getInfo", "default", "fallback"])
        #expect(diagnostics.map(\.id) == ["swift.unusable-id"])
    }

    @Test("a leading digit gets an underscore; names the namespace uses or Swift forbids count as taken")
    func reservedNames() {
        var diagnostics: [Diagnostic] = []
        let names = resolve(
            [
                candidate("3dTouch", qualifier: ["Command", "3"], line: 1),
                candidate("all", qualifier: ["Command", "A"], line: 2),
                candidate("self", qualifier: ["Command", "S"], line: 3),
                candidate(nil, qualifier: ["Command", "E"], line: 4),
            ], into: &diagnostics)
        #expect(names == ["_3dTouch", "allCommandA", "selfCommandS", "commandE"])
        #expect(
            diagnostics.map(\.id) == [
                "swift.leading-digit", "swift.name-from-qualifier", "swift.name-collision", "swift.name-collision",
            ])
    }

    @Test("the same input always gives the same names")
    func deterministic() {
        let candidates = (1...20).map { candidate(["a", "b"][$0 % 2], qualifier: ["K\($0 % 3)"], line: $0) }
        var first: [Diagnostic] = []
        var second: [Diagnostic] = []
        let one = resolve(candidates, into: &first)
        let two = resolve(candidates, into: &second)
        #expect(one == two)
        #expect(first == second)
        #expect(Set(one).count == one.count)
    }
}
