import Foundation
import HIGBuiltIn
import HIGMarkdown
import HIGModel
import HIGRulebookCode
import Testing

/// The built-in rulebook travels precompiled: the code must load, be of the files embedded,
/// and give back exactly what compiling them gives, diagnostics and their places included.
@Suite struct RulebookCodeTests {
    static let packageRoot = BuiltInRulebookTests.packageRoot

    @Test("the precompiled rulebook is the embedded files compiled now (run `make embed` when this fails)")
    func precompiledMatchesCompilingNow() throws {
        let precompiled = try #require(BuiltInRulebook.precompiled, "the code does not load or is of other files")
        let now = RulebookCompiler.compile(files: BuiltInRulebook.files)
        #expect(precompiled.digest == BuiltInRulebook.digest)
        #expect(precompiled.rulebook == now.rulebook)
        #expect(precompiled.diagnostics == now.diagnostics)
        #expect(precompiled.edition == RulebookCompiler.edition(of: BuiltInRulebook.files))
        #expect(BuiltInRulebook.compiled.rulebook == now.rulebook)
        #expect(BuiltInRulebook.compiled.diagnostics == now.diagnostics)
    }

    /// Guideline and app files with every optional part: availability facts, placement
    /// columns, and broken files whose diagnostics carry fix-its.
    static func varied() -> RulebookCompiler.Output {
        let root = packageRoot.path
        return RulebookCompiler.compile(paths: [
            root + "/Content", root + "/Tests/Fixtures/app-tables/reader.md", root + "/Tests/Corpus/documents",
            root + "/Tests/BadInput",
        ])
    }

    @Test("every field comes back: entries, placements, availability, diagnostics with fix-its and notes")
    func roundTrip() throws {
        let compiled = Self.varied()
        #expect(compiled.rulebook.entries.contains { $0.placement != nil })
        #expect(compiled.rulebook.entries.contains { $0.availability != nil })
        #expect(compiled.diagnostics.contains { !$0.fixIts.isEmpty })
        // The compiler attaches no notes today; a lint finding's kind of notes, with and without a place.
        let place = SourceLocation(file: "Content/a.md", line: 3, column: 5)
        let noted = Diagnostic(
            .warning, "lint.example", "a message", at: place, length: 2,
            notes: [Diagnostic.Note("first used here", at: place), Diagnostic.Note("no place")])
        let contents = RulebookCode.Contents(
            rulebook: compiled.rulebook, diagnostics: compiled.diagnostics + [noted], digest: "sha256:00",
            edition: "2026.11")
        let decoded = try #require(RulebookCode.decode(RulebookCode.encode(contents)))
        #expect(decoded == contents)
        #expect(decoded.rulebook.entries.map(\.id) == compiled.rulebook.entries.map(\.id))
    }

    @Test("a truncated, lengthened or foreign code does not load")
    func malformedCodesDoNotLoad() {
        let compiled = Self.varied()
        let code = RulebookCode.encode(
            RulebookCode.Contents(rulebook: compiled.rulebook, diagnostics: compiled.diagnostics, digest: "d", edition: nil))
        #expect(RulebookCode.decode(Array(code.dropLast())) == nil)
        #expect(RulebookCode.decode(Array(code.prefix(code.count / 2))) == nil)
        #expect(RulebookCode.decode(code + [0]) == nil)
        #expect(RulebookCode.decode([]) == nil)
        #expect(RulebookCode.decode(Array("hig-gen rulebook code 0".utf8)) == nil)
    }
}
