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
                "/site/favicon.svg", "/site/index.html", "/site/site.css", "/site/site.js",
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
}
