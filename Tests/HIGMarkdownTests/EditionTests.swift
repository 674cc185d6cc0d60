import HIGMarkdown
import Testing

/// The edition read from front matter alone is the one the compiled rulebook states.
@Suite("Edition from front matter")
struct EditionTests {
    static let sets: [[(path: String, bytes: [UInt8])]] = [
        [],
        [("a.md", Array("# No front matter\n".utf8)), ("b.md", Array("---\nedition: \"2026.11\"\n---\n# B\n".utf8))],
        [("bad.md", [0x2D, 0x2D, 0x2D, 0x0A, 0xFF, 0x0A]), ("c.md", Array("---\ntitle: C\nedition: 2025.3\n---\n".utf8))],
        [("empty.md", []), ("d.md", Array("---\nedition: 1\n".utf8)), ("e.md", Array("---\nedition: 2\n---\n".utf8))],
        [("f.md", Array("---\n: [\n---\n".utf8)), ("g.md", Array("---\nedition: [1, 2]\n---\n".utf8))],
    ]

    @Test("the same edition as compiling", arguments: sets.indices)
    func sameAsCompiled(set: Int) {
        let files = Self.sets[set]
        #expect(RulebookCompiler.edition(of: files) == RulebookCompiler.compile(files: files).rulebook.edition)
    }
}
