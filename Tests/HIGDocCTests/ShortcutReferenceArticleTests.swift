import Foundation
import HIGDocC
import HIGMarkdown
import HIGModel
import Testing

/// The app's shortcut reference as a DocC article: compared with an expected file
/// (HIG_GEN_RECORD=1 rewrites it); `make docc-test` builds it with `docc convert`.
@Suite("The DocC shortcut reference")
struct ShortcutReferenceArticleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixture = root.appendingPathComponent("Tests/Fixtures/app-tables/sketchy.md")
    static let expected = root.appendingPathComponent("Tests/HIGDocCTests/Expected/sketchy-KeyboardShortcuts.md")

    @Test("an app table: a section per file with Title, glyphs, words and Menu")
    func appTable() throws {
        let markdown = try String(contentsOf: Self.fixture, encoding: .utf8)
        let article = ShortcutReferenceArticle.render(RulebookCompiler.compile(markdown: markdown, path: "sketchy.md").rulebook)
        if ProcessInfo.processInfo.environment["HIG_GEN_RECORD"] == "1" {
            try article.write(to: Self.expected, atomically: true, encoding: .utf8)
        }
        #expect(article == (try String(contentsOf: Self.expected, encoding: .utf8)))
    }

    @Test("Markdown punctuation in a title stays text, and a pipe does not split the cell")
    func escaping() {
        #expect(ShortcutReferenceArticle.escaped("Show *all* | none") == "Show \\*all\\* \\| none")
        #expect(ShortcutReferenceArticle.escaped("File ▸ Export") == "File ▸ Export")
    }

    @Test("guidelines without app files and without a Custom table make an article with no sections")
    func noAppTable() {
        let markdown =
            "# Reserved\n\n## Reserved keyboard shortcuts\n\n| Keyboard shortcut | Action |\n|---|---|\n| Command-Space | Spotlight |\n"
        let article = ShortcutReferenceArticle.render(RulebookCompiler.compile(markdown: markdown, path: "r.md").rulebook)
        #expect(article.hasPrefix("# Keyboard Shortcuts\n"))
        #expect(!article.contains("## "))
    }
}
