import Foundation
import HIGMarkdown
import HIGModel
import Testing

/// Every document of `Tests/Corpus/` gives the rows `expected.json` says, table by table, and
/// not a single error: real-shaped pages are recovered, not rejected.
@Suite("Corpus of real-shaped documents")
struct CorpusTests {
    struct Expectation: Decodable {
        var kind: String
        var entries: [String: Int]
        var system: Int?
        var menus: [String]?
        var modifierSymbols: Int?
        var keyGlyphs: Int?
        var keyboardTypes: Int?
        var focusStates: Int?
        /// How many diagnostics of each id the document gives: the notes that say where a
        /// conversion's damage was repaired.
        var diagnostics: [String: Int]?
    }

    static let folder = Support.path("Tests/Corpus")

    static let expectations: [String: Expectation] = {
        let data = FileManager.default.contents(atPath: folder + "/expected.json") ?? Data()
        return (try? JSONDecoder().decode([String: Expectation].self, from: data)) ?? [:]
    }()

    @Test func everyDocumentHasItsExpectation() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder + "/documents").filter { $0.hasSuffix(".md") }
        #expect(files.count >= 10)
        #expect(Set(files) == Set(Self.expectations.keys))
    }

    @Test(arguments: expectations.keys.sorted())
    func document(name: String) throws {
        let expected = try #require(Self.expectations[name])
        let output = RulebookCompiler.compile(paths: [Self.folder + "/documents/" + name])
        let errors = output.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.location.formatted): \($0.message)" })")
        let rulebook = output.rulebook
        #expect(rulebook.documents.first?.kind.rawValue == expected.kind)
        let counts = Dictionary(rulebook.entryCounts.map { ($0.key.rawValue, $0.value) }, uniquingKeysWith: +)
        #expect(counts == expected.entries)
        if let system = expected.system { #expect(rulebook.entries.count { $0.usedBy == .system } == system) }
        if let menus = expected.menus {
            var seen: [String] = []
            for menu in rulebook.entries.compactMap(\.menu) where !seen.contains(menu) { seen.append(menu) }
            #expect(seen == menus)
        }
        #expect(rulebook.modifierSymbols.count == expected.modifierSymbols ?? 0)
        #expect(rulebook.keyGlyphs.count == expected.keyGlyphs ?? 0)
        #expect(rulebook.keyboardTypes.count == expected.keyboardTypes ?? 0)
        #expect(rulebook.focusStates.count == expected.focusStates ?? 0)
        for (id, count) in expected.diagnostics ?? [:] {
            #expect(output.diagnostics.count { $0.id == id } == count, "\(id)")
        }
    }
}
