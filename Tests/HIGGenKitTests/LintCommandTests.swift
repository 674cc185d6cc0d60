import Foundation
import Testing

/// `hig-gen check`, `explain` and `diff` as people run them: exit codes, formats, goldens.
@Suite("hig-gen check, explain, diff", .serialized)
struct LintCommandTests {
    static let content = HIGGenProcess.packageRoot.appendingPathComponent("Content").path

    func check(_ arguments: [String], files: [String: String]) throws -> HIGGenProcess.Result {
        let scratch = try Scratch()
        for (path, text) in files { try scratch.write(path, text) }
        return try HIGGenProcess.run(["check", "--guidelines", Self.content] + arguments, in: scratch.url)
    }

    @Test("exit 0 when clean, with notes allowed")
    func clean() throws {
        let result = try check(
            ["shortcuts.yml"], files: ["shortcuts.yml": "shortcuts:\n  - {title: Export as PDF, shortcut: ⇧⌘K}\n"])
        #expect(result.status == 0)
        #expect(String(decoding: result.stdout, as: UTF8.self) == "1 shortcut read; no problems\n")
        let noted = try check(["a.yml"], files: ["a.yml": "shortcuts:\n  - {title: Name, shortcut: ⌥⌘K}\n"])
        #expect(noted.status == 0)
    }

    @Test("beside code, a README's shortcut table is documentation; only a shortcuts.md that says kind: app is the app's table")
    func readmeTablesBesideCodeAreNotDeclarations() throws {
        let table = "| Keyboard shortcut | Title | Action |\n|---|---|---|\n| Control-Command-Space | Search | Run it. |\n"
        let code =
            "struct V: View { var body: some View { Button(\"Search\") {}.keyboardShortcut(.space, modifiers: [.control, .command]) } }\n"
        let withReadme = try check(["."], files: ["README.md": "# App\n\n" + table, "App.swift": "import AppKit\n" + code])
        let text = String(decoding: withReadme.stdout, as: UTF8.self)
        #expect(text.contains("App.swift:2:"), "\(text)")
        #expect(!text.contains("README.md"), "\(text)")
        let alone = try check(["."], files: ["README.md": "# App\n\n" + table])
        #expect(String(decoding: alone.stdout, as: UTF8.self).contains("README.md:5:"))
        // A docs site's page named shortcuts.md is read only when it says it is the app's table.
        let docsPage = try check(
            ["."], files: ["docs/shortcuts.md": "# Keys\n\n" + table, "App.swift": "import AppKit\n" + code])
        let docsText = String(decoding: docsPage.stdout, as: UTF8.self)
        #expect(!docsText.contains("docs/shortcuts.md") && docsText.contains("(1 shortcut read)"), "\(docsText)")
        let appTable = try check(
            ["."], files: ["docs/shortcuts.md": "---\nkind: app\n---\n" + table, "App.swift": "import AppKit\n" + code])
        #expect(String(decoding: appTable.stdout, as: UTF8.self).contains("docs/shortcuts.md:6:"))
    }

    @Test("check says so when two rows of an app's table share an ID")
    func repeatedRowIDs() throws {
        let table =
            "---\nkind: app\n---\n| ID | Keyboard shortcut | Title | Action |\n|---|---|---|---|\n| export | Shift-Command-K | Export PDF | Run it. |\n| export | Shift-Command-K | Export PDF | Run it. |\n"
        let result = try check(["shortcuts.md"], files: ["shortcuts.md": table])
        let text = String(decoding: result.stdout, as: UTF8.self)
        #expect(text.contains("shortcuts.md:7:"), "\(text)")
        #expect(text.contains("the ID 'export' is already the row at shortcuts.md:6:"), "\(text)")
        #expect(text.contains("[table.duplicate-id]"))
    }

    @Test("tables named together are one app's: an ID the first has is repeated in the second")
    func repeatedRowIDsAcrossTables() throws {
        let table = "---\nkind: app\n---\n| ID | Keyboard shortcut | Title | Action |\n|---|---|---|---|\n"
        let result = try check(
            ["a.md", "b.md"],
            files: [
                "a.md": table + "| export | Shift-Command-K | Export PDF | Run it. |\n",
                "b.md": table + "| export | Shift-Command-K | Export PDF | Run it. |\n",
            ])
        let text = String(decoding: result.stdout, as: UTF8.self)
        #expect(text.contains("b.md:6:12: warning: the ID 'export' is already the row at a.md:6:12"), "\(text)")
        #expect(!text.contains("a.md:6:12: warning"), "\(text)")
    }

    @Test("exit 1 on an error; warnings fail only with --strict")
    func exitCodes() throws {
        let error = try check(["a.yml"], files: ["a.yml": "shortcuts:\n  - {title: Take Snapshot, shortcut: Shift-Command-3}\n"])
        #expect(error.status == 1)
        let warning = ["a.yml": "shortcuts:\n  - {title: New Note, shortcut: Shift-N}\n"]
        #expect(try check(["a.yml"], files: warning).status == 0)
        #expect(try check(["--strict", "a.yml"], files: warning).status == 1)
        #expect(try check(["--strict", "--disable", "typing-conflict", "a.yml"], files: warning).status == 0)
        #expect(try check(["--rule", "typing-conflict=error", "a.yml"], files: warning).status == 1)
    }

    @Test("--target checks one target; every finding names its target and platforms")
    func oneTarget() throws {
        let clipper = HIGGenProcess.packageRoot.appendingPathComponent("Tests/Corpus/apps/Clipper")
        let all = try HIGGenProcess.run(["check", "--format", "xcode", "."], in: clipper)
        let allText = String(decoding: all.stdout, as: UTF8.self)
        let findings = allText.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(!findings.isEmpty && findings.allSatisfy { $0.contains("(target 'Clipper': macOS)") })
        // The launcher's own menu (its Quit and Hide) is clean on its own.
        let launcher = try HIGGenProcess.run(["check", "--target", "ClipperLauncher", "."], in: clipper)
        #expect(launcher.status == 0)
        #expect(String(decoding: launcher.stdout, as: UTF8.self).hasSuffix("no problems\n"))
        let unknown = try HIGGenProcess.run(["check", "--target", "Clip", "."], in: clipper)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("the targets here are 'Clipper': macOS; 'ClipperLauncher': macOS"))
    }

    @Test("exit 2 for a usage error, with a suggestion")
    func usage() throws {
        let result = try check(["--disable", "avoid-contrl", "a.yml"], files: ["a.yml": "shortcuts: []\n"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("did you mean 'avoid-control'?"))
        #expect(try check([], files: [:]).status == 2)
        #expect(try check(["--rule", "avoid-control=loud", "a.yml"], files: ["a.yml": "shortcuts: []\n"]).status == 2)
    }

    @Test("hig-gen.yml lint rules are honoured, and the command line wins")
    func config() throws {
        let files = [
            "a.yml": "shortcuts:\n  - {title: Toggle Sidebar, shortcut: ⌃⌘L}\n",
            "hig-gen.yml": "lint:\n  rules:\n    avoid-control: error\n",
        ]
        #expect(try check(["a.yml"], files: files).status == 1)
        #expect(try check(["--rule", "avoid-control=warning", "a.yml"], files: files).status == 0)
        let manifestWins = files.merging(["a.yml": "rules: {avoid-control: off}\n" + files["a.yml"]!]) { $1 }
        #expect(String(decoding: try check(["a.yml"], files: manifestWins).stdout, as: UTF8.self).contains("no problems"))
    }

    @Test("xcode format: one line per finding, notes as note lines")
    func xcodeFormat() throws {
        let result = try check(
            ["--format", "xcode", "a.yml"],
            files: ["a.yml": "shortcuts:\n  - {title: Take Snapshot, shortcut: Shift-Command-3}\n"])
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n")
        #expect(lines.first?.hasPrefix("a.yml:2:38: error: Shift-Command-3 is reserved by the system") == true)
        #expect(lines.first?.hasSuffix("[reserved-conflict]") == true)
        #expect(lines.dropFirst().allSatisfy { $0.contains(": note: ") })
    }

    @Test("json format: diagnostics and counts")
    func jsonFormat() throws {
        let result = try check(
            ["--format", "json", "a.yml"], files: ["a.yml": "shortcuts:\n  - {title: Clear Cache, shortcut: Command-C}\n"])
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any]
        #expect(object?["warningCount"] as? Int == 1)
        #expect(object?["shortcutCount"] as? Int == 1)
        let diagnostic = (object?["diagnostics"] as? [[String: Any]])?.first
        #expect(diagnostic?["id"] as? String == "standard-repurposed")
        #expect((diagnostic?["notes"] as? [[String: Any]])?.isEmpty == false)
    }

    @Test("sarif format: a 2.1.0 log with rules, results and fixes")
    func sarifFormat() throws {
        let result = try check(
            ["--format", "sarif", "a.yml"],
            files: ["a.yml": "shortcuts:\n  - {title: Open ⌘ Quickly, shortcut: Command-Shift-O}\n"])
        let log = try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0")
        let run = (log?["runs"] as? [[String: Any]])?.first
        #expect(run?["columnKind"] as? String == "unicodeCodePoints")
        let results = run?["results"] as? [[String: Any]]
        #expect(results?.first?["ruleId"] as? String == "modifier-order")
        let region =
            ((results?.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
            as? [String: Any]
        // "  - {title: Open ⌘ Quickly, shortcut: " has 38 characters (40 bytes).
        #expect(region?["startColumn"] as? Int == 39)
        #expect(region?["endColumn"] as? Int == 54)
        #expect((results?.first?["fixes"] as? [Any])?.count == 1)
    }

    @Test("the example app's findings match the golden files", arguments: ["human", "xcode", "json", "sarif", "github", "junit"])
    func example(format: String) throws {
        let result = try HIGGenProcess.run(["check", "--format", format, "Examples/LintDemo"])
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        let extensions = [
            "human": "txt", "xcode": "xcode.txt", "json": "json", "sarif": "sarif", "github": "github.txt", "junit": "junit.xml",
        ]
        let golden = HIGGenProcess.packageRoot.appendingPathComponent("Examples/LintDemo/expected/check.\(extensions[format]!)")
        if ProcessInfo.processInfo.environment["HIG_GEN_RECORD"] != nil {
            try Data(result.stdout).write(to: golden)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        let actual = String(decoding: result.stdout, as: UTF8.self)
        #expect(actual == expected, "re-record with HIG_GEN_RECORD=1 swift test --filter LintCommandTests if intended")
    }

    @Test("the example app shows every rule")
    func exampleCoversEveryRule() throws {
        let result = try HIGGenProcess.run(["check", "--format", "xcode", "Examples/LintDemo"])
        let text = String(decoding: result.stdout, as: UTF8.self)
        for rule in [
            "reserved-conflict", "standard-repurposed", "unrelated-modifier-variant", "shift-with-two-character-key",
            "modifier-order", "avoid-control", "non-letter-key", "duplicate-shortcut", "terse-title", "unresolved-shortcut",
            "upper-case-letter", "implicit-command",
        ] {
            #expect(text.contains("[\(rule)]"), "\(rule) does not fire in Examples/LintDemo")
        }
    }

    @Test("check joins files: a hot key's name registered in another file takes its key from every app; one only read does not")
    func hotKeyRegistrationAcrossFiles() throws {
        let scratch = try Scratch()
        try scratch.write(
            "Names.swift",
            """
            extension KeyboardShortcuts.Name {
                static let togglePanel = Self("togglePanel", default: .init(.p, modifiers: [.option, .shift]))
                static let nextResult = Self("nextResult", default: .init(.n, modifiers: [.option, .shift]))
            }
            """)
        try scratch.write(
            "App.swift",
            """
            final class AppState {
                init() { KeyboardShortcuts.onKeyUp(for: .togglePanel) { toggle() } }
            }
            final class ResultsPanel: NSPanel {
                override func keyDown(with event: NSEvent) {
                    if event.shortcut == KeyboardShortcuts.getShortcut(for: .nextResult) { next() }
                }
            }
            """)
        let result = try HIGGenProcess.run(["check", "--format", "xcode", "."], in: scratch.url)
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").filter {
            $0.contains("[typing-conflict]")
        }
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first { $0.contains("Names.swift:2:") }?.contains("error: ") == true)
        // Pressed in the panel that reads it, whose file makes no text field: a note that says so.
        #expect(
            lines.first { $0.contains("Names.swift:3:") }.map {
                $0.contains("note: ") && !$0.contains("every app") && $0.contains("people type text")
            } == true)
    }

    @Test("explain: entries, tables and the rules a shortcut would break, in either notation")
    func explain() throws {
        for spelling in [["⌥⌘Space"], ["option", "command", "space"], ["Opt+Cmd+Space"]] {
            let result = try HIGGenProcess.run(["explain"] + spelling)
            let text = String(decoding: result.stdout, as: UTF8.self)
            #expect(result.status == 0)
            #expect(text.hasPrefix("Option-Command-Space  ⌥⌘Space\n"))
            #expect(text.contains("Reserved keyboard shortcuts, used by the system: Spotlight Results"))
            #expect(text.contains("Reserved international keyboard shortcuts"))
            #expect(text.contains("[reserved-conflict]"))
        }
        let json = try HIGGenProcess.run(["explain", "Command-C", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any]
        #expect((object?["entries"] as? [[String: Any]])?.first?["title"] as? String == "Copy")
        #expect((object?["findings"] as? [[String: Any]])?.first?["id"] as? String == "standard-repurposed")
        let free = String(decoding: try HIGGenProcess.run(["explain", "Shift-Command-K"]).stdout, as: UTF8.self)
        #expect(free.contains("Not listed") && free.contains("No rule objects"))
        let rule = try HIGGenProcess.run(["explain", "avoid-control"])
        #expect(String(decoding: rule.stdout, as: UTF8.self).hasPrefix("avoid-control (note by default)"))
        #expect(try HIGGenProcess.run(["explain", "Comand-K"]).status == 1)
    }

    @Test("diff: the older edition, as text and JSON")
    func diff() throws {
        let text = try HIGGenProcess.run(["diff", "Tests/Fixtures/edition-2023", "Content"])
        let output = String(decoding: text.stdout, as: UTF8.self)
        #expect(text.status == 0)
        #expect(output.contains("+ Esc  ⎋  in Reserved keyboard shortcuts"))
        #expect(output.contains("+ Command-Period  ⌘.  in Reserved keyboard shortcuts"))
        #expect(output.contains("action: \"Varies. Apple reserved.\" → \"Varies.\""))
        // The two rows the current edition adds, iPadOS's own twelve, the Mac's top-row F1 to F7 and its
        // screenshot toolbar.
        #expect(output.contains("+ Command-Space  ⌘Space  in Reserved keyboard shortcuts"))
        #expect(output.contains("+ F5  F5  in Reserved keyboard shortcuts"))
        #expect(output.hasSuffix("22 added, 0 removed, 4 changed rows\n"))
        let json = try HIGGenProcess.run(["diff", "Tests/Fixtures/edition-2023", "Content", "--format", "json", "--exit-code"])
        #expect(json.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any]
        #expect((object?["added"] as? [Any])?.count == 22)
        #expect(((object?["changed"] as? [[String: Any]])?.first?["fields"] as? [String]) == ["action"])
        #expect(try HIGGenProcess.run(["diff", "Content", "Content", "--exit-code"]).status == 0)
    }

    @Test("diff --table: the reserved shortcuts of two converted editions alone")
    func diffOneTable() throws {
        let editions = [
            "Tests/Corpus/documents/12-edition-2004-appendix.md", "Tests/Corpus/documents/13-edition-2008-caption.md",
        ]
        let all = String(decoding: try HIGGenProcess.run(["diff"] + editions).stdout, as: UTF8.self)
        let reserved = try HIGGenProcess.run(["diff"] + editions + ["--table", "reserved"])
        let output = String(decoding: reserved.stdout, as: UTF8.self)
        #expect(reserved.status == 0)
        #expect(all.contains("in Standard keyboard shortcuts"))
        // Command-Space moved from the older appendix into the reserved table: it counts.
        #expect(output.hasSuffix("6 added, 6 removed, 1 changed row\n"), "\(output)")
        #expect(!output.contains("- Command-A "))
        #expect(try HIGGenProcess.run(["diff"] + editions + ["--table", "banana"]).status == 2)
    }
}
