import Foundation
import HIGJSON
import HIGModel
import Testing

/// An app's own shortcut table is checked wherever it is compiled, by the linter's rules, and
/// hig-gen works with no guidelines beside it.
@Suite("app tables and the built-in rulebook", .serialized)
struct AppTableTests {
    /// A table as an app team writes it: front matter, a "Custom" heading, Title and Menu.
    static let appTable = """
        ---
        title: Sketchy
        platforms: [macOS]
        ---
        # Sketchy

        ## Custom keyboard shortcuts

        | Keyboard shortcut | Action | Title | Menu |
        |---|---|---|---|
        | Command-C | Erase everything on the canvas. | Clear Canvas | Canvas |
        | Control-Command-Space | Search the whole drawing. | Quick Search | Edit |
        | Shift-Command-K | Save the drawing as a PDF document. | Export as PDF | File |
        """

    /// "path:line:column: severity: … [id]" lines of a human report.
    static func findings(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") || $0.contains(": warning: ") }
    }

    @Test("build: a reserved row is a located error, a reused standard shortcut a warning; nothing is written")
    func buildFindings() throws {
        let scratch = try Scratch()
        try scratch.write("app.md", Self.appTable)
        let result = try HIGGenProcess.run(["build", "--content", "app.md", "--output", "out"], in: scratch.url)
        #expect(result.status == 1)
        let lines = Self.findings(result.stderr)
        #expect(lines.contains { $0.hasPrefix("app.md:12:3: error: ") && $0.hasSuffix("[reserved-conflict]") })
        #expect(lines.contains { $0.hasPrefix("app.md:11:3: warning: ") && $0.hasSuffix("[standard-repurposed]") })
        #expect(!lines.contains { $0.hasPrefix("app.md:13:") }, "the clean row has no finding")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("out").path))
    }

    @Test("check reads the same Markdown table and reports the same findings")
    func checkMatchesBuild() throws {
        let scratch = try Scratch()
        try scratch.write("app.md", Self.appTable)
        let check = try HIGGenProcess.run(["check", "--format", "xcode", "app.md"], in: scratch.url)
        let build = try HIGGenProcess.run(["json", "app.md"], in: scratch.url)
        #expect(check.status == 1 && build.status == 1)
        let checked = Self.findings(String(decoding: check.stdout, as: UTF8.self)).map {
            $0.replacingOccurrences(of: scratch.url.path + "/", with: "")
        }
        #expect(checked.count == 2)
        #expect(checked == Self.findings(build.stderr))
    }

    @Test("a guideline document's own custom table is never judged by the app rules; the same rows in an app's are")
    func guidelinesAreNotApps() throws {
        let rows = """
            ## Reserved keyboard shortcuts

            | Keyboard shortcut | Action |
            |---|---|
            | Shift-Command-3 | Save a picture of the screen to a file. |

            ## Custom keyboard shortcuts in a sample app

            | Keyboard shortcut | Action |
            |---|---|
            | Shift-Command-3 | Save the canvas as a picture. |
            | Shift-Command-3 | Save the canvas as a picture. |
            """
        let scratch = try Scratch()
        try scratch.write("edition.md", "# An old edition\n\n" + rows)
        try scratch.write("app.md", "---\ntitle: Sketchy\nkind: app\n---\n" + rows)
        let guidelines = try HIGGenProcess.run(["json", "edition.md"], in: scratch.url)
        #expect(guidelines.status == 0)
        #expect(!guidelines.stderr.contains("[reserved-conflict]") && !guidelines.stderr.contains("[duplicate-shortcut]"))
        let app = try HIGGenProcess.run(["json", "app.md"], in: scratch.url)
        #expect(app.status == 1)
        #expect(app.stderr.contains("[reserved-conflict]"))
    }

    @Test("a clean app table builds: constants, JSON and a cheat sheet, no findings")
    func cleanTableBuilds() throws {
        let scratch = try Scratch()
        let clean = Self.appTable.split(separator: "\n").filter { !$0.contains("Command-C") && !$0.contains("Space") }
            .joined(separator: "\n")
        try scratch.write("app.md", clean)
        let result = try HIGGenProcess.run(
            ["build", "--content", "app.md", "--output", "out", "--namespace", "Sketchy"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.findings(result.stderr).isEmpty)
        #expect(result.stderr.contains("1 app shortcut checked against the built-in rulebook"))
        let json = try RulebookJSON.decode(Array(Data(contentsOf: scratch.url.appendingPathComponent("out/json/rulebook.json"))))
        #expect(json.entries.map(\.id) == ["custom.shift-command-k"])
        #expect(json.entries.first?.menu == "File")
        #expect(json.documents.first?.kind == .app)
    }

    @Test("warnings fail with --strict, and rule levels apply as in check")
    func levelsAndStrict() throws {
        let scratch = try Scratch()
        let warningOnly = Self.appTable.split(separator: "\n").filter { !$0.contains("Space") }.joined(separator: "\n")
        try scratch.write("app.md", warningOnly)
        #expect(try HIGGenProcess.run(["json", "app.md"], in: scratch.url).status == 0)
        let strict = try HIGGenProcess.run(["json", "app.md", "--strict"], in: scratch.url)
        #expect(strict.status == 1)
        let off = try HIGGenProcess.run(["json", "app.md", "--strict", "--disable", "standard-repurposed"], in: scratch.url)
        #expect(off.status == 0, "\(off.stderr)")
        try scratch.write("hig-gen.yml", "lint:\n  rules:\n    standard-repurposed: error\n")
        let configured = try HIGGenProcess.run(["json", "app.md"], in: scratch.url)
        #expect(configured.status == 1)
        #expect(Self.findings(configured.stderr).contains { $0.contains("error:") && $0.hasSuffix("[standard-repurposed]") })
    }

    @Test("a duplicate within the app is an error")
    func duplicateInApp() throws {
        let scratch = try Scratch()
        try scratch.write(
            "app.md",
            """
            | Keyboard shortcut | Title | Action |
            |---|---|---|
            | Shift-Command-K | Export | Export the drawing. |
            | Shift-Command-K | Share | Share the drawing. |
            """)
        let result = try HIGGenProcess.run(["json", "app.md"], in: scratch.url)
        #expect(result.status == 1)
        #expect(
            Self.findings(result.stderr).contains { $0.hasPrefix("app.md:4:3: error: ") && $0.hasSuffix("[duplicate-shortcut]") })
    }

    @Test("--guidelines overrides the built-in rulebook; reserved tables beside the app table are used")
    func guidelinesInEffect() throws {
        let scratch = try Scratch()
        let app = """
            | Keyboard shortcut | Title | Action |
            |---|---|---|
            | Shift-Command-K | Export | Export the drawing. |
            """
        try scratch.write("app.md", app)
        try scratch.write(
            "rules/reserved.md",
            """
            ## Reserved keyboard shortcuts
            | Keyboard shortcut | Action | Used by |
            |---|---|---|
            | Shift-Command-K | Keep for the system. | System |
            """)
        #expect(try HIGGenProcess.run(["json", "app.md"], in: scratch.url).status == 0)
        let overridden = try HIGGenProcess.run(["json", "app.md", "--guidelines", "rules"], in: scratch.url)
        #expect(overridden.status == 1)
        #expect(Self.findings(overridden.stderr).contains { $0.hasSuffix("[reserved-conflict]") })
        let together = try HIGGenProcess.run(["json", "app.md", "rules"], in: scratch.url)
        #expect(together.status == 1, "the reserved table compiled with the app is the rulebook in effect")
        let checked = try HIGGenProcess.run(["check", "app.md", "--guidelines", "rules"], in: scratch.url)
        #expect(checked.status == 1)
    }

    @Test("front matter kind: app makes every table the app's; kind: guidelines keeps headings in charge")
    func explicitKind() throws {
        let scratch = try Scratch()
        let table = """
            ## Reserved keyboard shortcuts
            | Keyboard shortcut | Action |
            |---|---|
            | Shift-Command-K | Export the drawing. |
            """
        try scratch.write("app.md", "---\nkind: app\n---\n" + table)
        let app = try HIGGenProcess.run(["json", "app.md"], in: scratch.url)
        #expect(try RulebookJSON.decode(app.stdout).entries.map(\.table) == [.custom])
        try scratch.write("guide.md", "---\nkind: guidlines\n---\n" + table)
        let typo = try HIGGenProcess.run(["json", "guide.md"], in: scratch.url)
        #expect(typo.stderr.contains("unknown kind 'guidlines'; did you mean 'guidelines'?"))
        #expect(try RulebookJSON.decode(typo.stdout).entries.map(\.table) == [.reserved])
    }

    @Test("in an empty folder: --version, check, explain, diff and build use the built-in rulebook")
    func emptyFolder() throws {
        let scratch = try Scratch()
        let version = try HIGGenProcess.run(["--version"], in: scratch.url)
        let text = String(decoding: version.stdout, as: UTF8.self)
        #expect(text.hasPrefix("hig-gen ") && text.contains("built-in rulebook: edition 2026.11, sha256:"))
        // Spotlight's shortcut, which today's macOS takes by default: an error.
        try scratch.write("shortcuts.yml", "shortcuts:\n  - title: Quick Search\n    shortcut: Command-Space\n")
        let check = try HIGGenProcess.run(["check", "shortcuts.yml"], in: scratch.url)
        #expect(check.status == 1)
        #expect(String(decoding: check.stdout, as: UTF8.self).contains("[reserved-conflict]"))
        let explain = try HIGGenProcess.run(["explain", "⌥⌘Space"], in: scratch.url)
        #expect(explain.status == 0)
        #expect(String(decoding: explain.stdout, as: UTF8.self).contains("Spotlight"))
        let old = HIGGenProcess.packageRoot.appendingPathComponent("Tests/Fixtures/edition-2023").path
        let diff = try HIGGenProcess.run(["diff", old], in: scratch.url)
        #expect(diff.status == 0)
        #expect(String(decoding: diff.stdout, as: UTF8.self).contains("+++ built-in rulebook, edition 2026.11"))
        let build = try HIGGenProcess.run(["build", "--quiet"], in: scratch.url)
        #expect(build.status == 0, "\(build.stderr)")
        let json = try RulebookJSON.decode(
            Array(Data(contentsOf: scratch.url.appendingPathComponent("Output/json/rulebook.json"))))
        #expect(json.entries.count > 100)
        // --guidelines still overrides it.
        try scratch.write(
            "mine/reserved.md", "## Reserved keyboard shortcuts\n| Shortcut | Action |\n|---|---|\n| Command-K | Mine. |\n")
        let mine = try HIGGenProcess.run(["explain", "Option-Command-Space", "--guidelines", "mine"], in: scratch.url)
        #expect(!String(decoding: mine.stdout, as: UTF8.self).contains("Spotlight"))
    }

    @Test("ids are stable: reordering and rewording rows keeps every entry's id")
    func stableIDs() throws {
        let scratch = try Scratch()
        let rows = [
            "| Command-I | Italicise the selection. | Italic |", "| Command-I | Show the Info window. | Get Info |",
            "| Shift-Command-3 | Take a screenshot. | Screenshot |",
        ]
        let header = "## Reserved keyboard shortcuts\n| Keyboard shortcut | Action | Title |\n|---|---|---|\n"
        try scratch.write("a.md", header + rows.joined(separator: "\n"))
        try scratch.write(
            "b.md", header + rows.reversed().joined(separator: "\n").replacingOccurrences(of: "Take a", with: "Save a"))
        func ids(_ file: String) throws -> [String: String] {
            let entries = try RulebookJSON.decode(try HIGGenProcess.run(["json", file], in: scratch.url).stdout).entries
            return Dictionary(uniqueKeysWithValues: entries.map { ($0.title ?? "", $0.id) })
        }
        let first = try ids("a.md")
        #expect(
            first == [
                "Italic": "reserved.command-i.italic", "Get Info": "reserved.command-i.get-info",
                "Screenshot": "reserved.shift-command-3",
            ])
        #expect(try ids("b.md") == first)
        let diff = try HIGGenProcess.run(["diff", "a.md", "b.md"], in: scratch.url)
        #expect(String(decoding: diff.stdout, as: UTF8.self).contains("action: \"Take a screenshot.\" → \"Save a screenshot.\""))
    }

    @Test("an app's own cheat sheet as found in apps' repositories: glyphs with spaces, <kbd> keys, Default and Key columns")
    func realShapedCheatSheet() throws {
        let file = HIGGenProcess.packageRoot.appendingPathComponent("Tests/Fixtures/app-tables/editor-cheat-sheet.md").path
        let result = try HIGGenProcess.run(["check", "--format", "json", file])
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any]
        #expect(report?["shortcutCount"] as? Int == 13)
        let ids = (report?["diagnostics"] as? [[String: Any]] ?? []).map { $0["id"] as? String ?? "" }
        #expect(!ids.contains("table.unknown-rule"), "an Id | Description list of commands is no rules table")
        #expect(!ids.contains("table.unknown-kind"), "a file of app tables needs no guideline headings")
        #expect(ids.filter { $0 == "shortcut.modifier-order" }.count == 5)
        #expect(ids.contains("standard-repurposed"))
        // "Hide every other app's windows" names Hide Others: no finding for Option-Command-H.
        let messages = (report?["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        #expect(!messages.contains { $0.contains("Hide Others") })
        #expect(result.status == 0)
    }
}
