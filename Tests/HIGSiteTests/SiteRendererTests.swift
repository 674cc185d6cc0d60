import Foundation
import HIGModel
import Testing

@testable import HIGSite

@Suite("Rendering the site with templates")
struct SiteRendererTests {
    @Test("the built-in templates make index.html and copy the assets, sorted by path")
    func builtInFiles() throws {
        let files = try SiteRenderer.render(SiteContext(rulebook: Support.contentRulebook), with: .builtIn)
        #expect(files.map(\.path) == ["favicon.svg", "index.html", "keyboard-layouts.js", "site.css", "site.js"])
        let css = try #require(files.first { $0.path == "site.css" })
        #expect(css.bytes == TemplateSet.builtIn.files["site.css"])
    }

    @Test("rendering is deterministic")
    func deterministic() throws {
        let one = try Support.render(Support.contentRulebook)
        let two = try Support.render(Support.contentRulebook)
        #expect(one == two)
        #expect(!(one["index.html"] ?? "").isEmpty)
    }

    @Test("text from guideline files is escaped, never markup")
    func escaping() throws {
        let markdown = """
            ---
            title: Hostile <b>title</b>
            ---
            ## Reserved keyboard shortcuts
            | Shortcut | Action |
            |---|---|
            | Command-K | Escaped &lt;script&gt;alert(1)&lt;/script&gt; and `<img src=x onerror=alert(1)>` "quoted" 'too' |
            """
        let html = try #require(try Support.render(Support.rulebook(markdown))["index.html"])
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(html.contains("&quot;quoted&quot; &#39;too&#39;"))
        #expect(html.contains("Hostile &lt;b&gt;title&lt;/b&gt;"))
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>title"))
    }

    @Test("every shortcut row has a permalink, glyph and word key caps, and spoken names")
    func rowMarkup() throws {
        let html = try #require(try Support.render(Support.contentRulebook)["index.html"])
        #expect(
            html.contains(
                #"<tr id="reserved-shift-command-3" data-id="reserved.shift-command-3" data-keys="shift|⇧|command|cmd|⌘|3|⇧⌘3">"#
            ))
        #expect(html.contains(#"<span class="command-title">Screenshot</span> <span class="command-detail">Save a screenshot"#))
        #expect(html.contains(#"<td class="used-by">System <small class="today">today: taken by default</small></td>"#))
        #expect(html.contains(##"<a class="permalink" href="#reserved-shift-command-3">"##))
        #expect(
            html.contains(
                #"<kbd title="Command"><span aria-hidden="true">⌘</span><span class="vh">Command</span></kbd>"#))
        #expect(
            html.contains(
                #"<kbd class="combo words" aria-hidden="true"><kbd>Shift</kbd>-<kbd>Command</kbd>-<kbd>3</kbd></kbd>"#))
        let rows = html.components(separatedBy: "<tr id=").count - 1
        #expect(rows == SiteContext(rulebook: Support.contentRulebook).rowCount)
    }

    @Test("the built-in templates never use unescaped values")
    func noRawValues() {
        for path in TemplateSet.builtIn.templates {
            let text = String(decoding: TemplateSet.builtIn.files[path]!, as: UTF8.self)
            #expect(!text.contains("{{{"), "\(path)")
            #expect(!text.contains("{{&"), "\(path)")
        }
    }

    @Test("the embedded templates are exactly the package's Templates/ folder")
    func embeddedMatchesFolder() throws {
        let folder = Support.packageRoot.appendingPathComponent("Templates")
        let paths = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(TemplateSet.builtIn.files.keys.sorted() == paths)
        for path in paths {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(path)))
            #expect(TemplateSet.builtIn.files[path] == bytes, "\(path) differs: rebuild to re-embed Templates/")
        }
    }

    @Test("a templates folder overrides what it has, adds pages and assets, and keeps the rest")
    func overrides() throws {
        let scratch = try ScratchFolder()
        try scratch.write("index.html.mustache", "{{#sections}}{{id}}={{rowCount}};{{/sections}}")
        try scratch.write("about.html.mustache", "<p>{{shortcutCount}} shortcuts</p>{{> footer-note}}")
        try scratch.write("footer-note.mustache", "<small>{{#documents}}{{title}}{{/documents}}</small>")
        try scratch.write("img/logo.svg", "<svg/>")
        try scratch.write(".DS_Store", "junk")
        let templates = try TemplateSet.builtIn(overriddenBy: scratch.url.path)
        let rulebook = Support.rulebook("---\ntitle: T\n---\n## Reserved\n| Shortcut | Action |\n|---|---|\n| Command-K | K. |\n")
        let files = try Support.render(rulebook, templates: templates)
        #expect(
            files.keys.sorted() == [
                "about.html", "favicon.svg", "img/logo.svg", "index.html", "keyboard-layouts.js", "site.css", "site.js",
            ])
        #expect(files["index.html"] == "reserved=1;")
        #expect(files["about.html"] == "<p>1 shortcuts</p><small>T</small>")
        #expect(files["site.css"] == String(decoding: TemplateSet.builtIn.files["site.css"]!, as: UTF8.self))
    }

    @Test("a template that does not parse is reported with its file, line and column")
    func invalidTemplate() throws {
        let scratch = try ScratchFolder()
        try scratch.write("index.html.mustache", "<ul>\n{{#sections}}\n<li>{{title}}</li>\n{{/section}}\n</ul>\n")
        let templates = try TemplateSet.builtIn(overriddenBy: scratch.url.path)
        #expect {
            try SiteRenderer.render(SiteContext(rulebook: Support.contentRulebook), with: templates)
        } throws: { error in
            guard case .invalidTemplate(let path, let line, _, _) = error as? SiteError else { return false }
            return path == "index.html.mustache" && line == 4
        }
    }

    @Test("a missing templates folder, and a set without pages, are errors that say what to do")
    func failures() throws {
        #expect(throws: SiteError.templatesFolderMissing("/no/such/folder")) {
            try TemplateSet.builtIn(overriddenBy: "/no/such/folder")
        }
        #expect(throws: SiteError.noPages) {
            try SiteRenderer.render(
                SiteContext(rulebook: Support.contentRulebook), with: TemplateSet(files: ["site.css": []]))
        }
        #expect(SiteError.noPages.description.contains("index.html.mustache"))
    }
}
