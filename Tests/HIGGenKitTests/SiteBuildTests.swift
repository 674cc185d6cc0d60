import Foundation
import Testing

@Suite("hig-gen build writes the site", .serialized)
struct SiteBuildTests {
    @Test("build writes Output/site with the built-in templates, from any folder")
    func builtInSite() throws {
        let scratch = try Scratch()
        try scratch.write("Content/a.md", goodGuideline)
        let result = try HIGGenProcess.run(["build"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let written = try scratch.snapshot("Output")
        #expect(
            written.keys.filter { $0.hasPrefix("/site/") }.sorted() == [
                "/site/favicon.svg", "/site/index.html", "/site/keyboard-layouts.js", "/site/site.css", "/site/site.js",
            ])
        let html = String(decoding: written["/site/index.html"]!.0, as: UTF8.self)
        #expect(html.contains(#"id="standard-command-c""#))
    }

    @Test("--templates lays a folder over the built-in templates")
    func templatesOption() throws {
        let scratch = try Scratch()
        try scratch.write("Content/a.md", goodGuideline)
        try scratch.write("Mine/index.html.mustache", "{{shortcutCount}} shortcut\n")
        let result = try HIGGenProcess.run(["build", "--templates", "Mine"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let written = try scratch.snapshot("Output")
        #expect(written["/site/index.html"]?.0 == Data("1 shortcut\n".utf8))
        #expect(written["/site/site.css"] != nil)
    }

    @Test("a missing templates folder fails before anything is written")
    func missingTemplates() throws {
        let scratch = try Scratch()
        try scratch.write("Content/a.md", goodGuideline)
        let result = try HIGGenProcess.run(["build", "--templates", "Nope"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("templates folder 'Nope' does not exist"))
        #expect(try scratch.snapshot("Output").isEmpty)
    }

    @Test("a broken template is reported with its position and writes nothing")
    func brokenTemplate() throws {
        let scratch = try Scratch()
        try scratch.write("Content/a.md", goodGuideline)
        try scratch.write("Mine/index.html.mustache", "{{#sections}}\n{{/oops}}\n")
        let result = try HIGGenProcess.run(["build", "--templates", "Mine"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("index.html.mustache:2:"), "\(result.stderr)")
        #expect(try scratch.snapshot("Output").isEmpty)
    }

    @Test("a template that fails while other outputs are already staged leaves an existing Output exactly as it was")
    func failureAfterStaging() throws {
        let scratch = try Scratch()
        try scratch.write("Content/a.md", goodGuideline)
        #expect(try HIGGenProcess.run(["build"], in: scratch.url).status == 0)
        let before = try scratch.snapshot("Output")
        let listing = { FileManager.default.subpaths(atPath: scratch.url.appendingPathComponent("Output").path)?.sorted() }
        let entriesBefore = listing()
        // The JSON and Swift outputs change and are staged while the site's template fails.
        try scratch.write("Content/a.md", goodGuideline + "\n| Command-V | Paste. |\n")
        try scratch.write("Mine/index.html.mustache", "{{#sections}}\n{{/oops}}\n")
        let result = try HIGGenProcess.run(["build", "--templates", "Mine"], in: scratch.url)
        #expect(result.status == 1)
        let after = try scratch.snapshot("Output")
        #expect(after.keys.sorted() == before.keys.sorted())
        for (path, (data, date)) in before {
            #expect(after[path]?.0 == data, "\(path) changed")
            #expect(after[path]?.1 == date, "\(path) was rewritten")
        }
        // No staged temporary file or backup is left behind, hidden or not.
        #expect(listing() == entriesBefore)
    }
}
