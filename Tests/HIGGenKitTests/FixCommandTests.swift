import Foundation
import Testing

/// `hig-gen fix` makes every fix-it, atomically; `--dry-run` shows them as a unified diff.
@Suite("hig-gen fix", .serialized)
struct FixCommandTests {
    static let messy = """
        ## Reserved keyboard shortcuts

        | Keyboard shortcut | Action |
        |-
        | Control- F3 | Move focus to the Dock. |
        | Command-Shift-P | Page Setup. |
        | Command-Q | Quit the app. |

        """

    @Test func dryRunShowsTheDiffAndWritesNothing() throws {
        let scratch = try Scratch()
        let file = try scratch.write("page.md", Self.messy)
        let result = try HIGGenProcess.run(["fix", "page.md", "--dry-run"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            String(decoding: result.stdout, as: UTF8.self) == """
                --- a/page.md
                +++ b/page.md
                @@ -1,7 +1,7 @@
                 ## Reserved keyboard shortcuts
                 
                 | Keyboard shortcut | Action |
                -|-
                -| Control- F3 | Move focus to the Dock. |
                -| Command-Shift-P | Page Setup. |
                +| --- | --- |
                +| Control-F3 | Move focus to the Dock. |
                +| Shift-Command-P | Page Setup. |
                 | Command-Q | Quit the app. |

                """)
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.messy)
    }

    @Test func fixWritesTheFileAndASecondRunFindsNothing() throws {
        let scratch = try Scratch()
        let file = try scratch.write("page.md", Self.messy)
        #expect(try HIGGenProcess.run(["fix", "page.md"], in: scratch.url).status == 0)
        let fixed = try String(contentsOf: file, encoding: .utf8)
        #expect(fixed.contains("| --- | --- |\n| Control-F3 |") && fixed.contains("| Shift-Command-P |"))
        let again = try HIGGenProcess.run(["fix", "page.md", "--dry-run"], in: scratch.url)
        #expect(again.stdout.isEmpty)
        #expect(again.stderr.contains("nothing to fix"))
        let json = try HIGGenProcess.run(["json", "page.md", "--diagnostics-format", "json"], in: scratch.url)
        #expect(json.stderr.filter { !$0.isWhitespace } == "[]")
    }

    @Test func aMissingFileIsAnErrorAndTheOthersAreStillFixed() throws {
        let scratch = try Scratch()
        try scratch.write("page.md", Self.messy)
        let result = try HIGGenProcess.run(["fix", "page.md", "gone.md"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("gone.md: error: no such file or folder"))
        #expect(try String(contentsOf: scratch.url.appendingPathComponent("page.md"), encoding: .utf8).contains("| --- | --- |"))
    }
}

/// `hig-gen check --fix`: the linter's fix-its made in an app's manifest, then what is left.
@Suite("hig-gen check --fix", .serialized)
struct CheckFixTests {
    static let manifest =
        "shortcuts:\n  - {title: Open Quickly, shortcut: Command-Shift-O}\n  - {title: Help, shortcut: Shift-Command-Forward slash}\n"

    @Test func dryRunPrintsTheDiffOnly() throws {
        let scratch = try Scratch()
        let file = try scratch.write("shortcuts.yml", Self.manifest)
        let result = try HIGGenProcess.run(["check", "--fix", "--dry-run", "shortcuts.yml"], in: scratch.url)
        let diff = String(decoding: result.stdout, as: UTF8.self)
        #expect(diff.hasPrefix("--- a/shortcuts.yml\n+++ b/shortcuts.yml\n@@ -1,3 +1,3 @@\n"))
        #expect(diff.contains("+  - {title: Open Quickly, shortcut: Shift-Command-O}\n"))
        #expect(diff.contains("+  - {title: Help, shortcut: Command-Question mark}\n"))
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.manifest)
    }

    @Test func fixWritesAndReportsWhatIsLeft() throws {
        let scratch = try Scratch()
        let file = try scratch.write("shortcuts.yml", Self.manifest)
        let result = try HIGGenProcess.run(["check", "--fix", "--format", "json", "shortcuts.yml"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("hig-gen: fixed 2 places in shortcuts.yml"))
        #expect(
            try String(contentsOf: file, encoding: .utf8)
                == "shortcuts:\n  - {title: Open Quickly, shortcut: Shift-Command-O}\n  - {title: Help, shortcut: Command-Question mark}\n"
        )
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any]
        let ids = (report?["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(!ids.contains("modifier-order") && !ids.contains("shift-with-two-character-key"))
        #expect(try HIGGenProcess.run(["check", "--dry-run", "shortcuts.yml"], in: scratch.url).status == 2)
    }
}

/// `check --write-baseline` and `--baseline`: known findings stay quiet, new ones are reported,
/// and lines added above a known finding do not make it new.
@Suite("hig-gen check baselines", .serialized)
struct BaselineTests {
    @Test func aBaselineSurvivesLinesAddedAboveAndReportsOnlyNewFindings() throws {
        let scratch = try Scratch()
        let manifest = "shortcuts:\n  - {title: Clear Cache, shortcut: Command-C}\n"
        try scratch.write("shortcuts.yml", manifest)
        let written = try HIGGenProcess.run(["check", "--write-baseline", "baseline.json", "shortcuts.yml"], in: scratch.url)
        #expect(written.stderr.contains("1 findings recorded in baseline.json"))
        let recorded = try String(contentsOf: scratch.url.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(recorded.contains("\"content\" : \"- {title: Clear Cache, shortcut: Command-C}\""))
        #expect(!recorded.contains("\"line\""))

        // Lines above the known finding, and a new finding below it.
        try scratch.write(
            "shortcuts.yml",
            "# Sketch's shortcuts\n\nshortcuts:\n  - {title: Export, shortcut: Shift-Command-E}\n  - {title: Clear Cache, shortcut: Command-C}\n  - {title: Search, shortcut: Control-Command-Space}\n"
        )
        let result = try HIGGenProcess.run(
            ["check", "--baseline", "baseline.json", "--format", "json", "shortcuts.yml"], in: scratch.url)
        #expect(result.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any]
        let ids = (report?["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids.contains("reserved-conflict"))
        #expect(!ids.contains("standard-repurposed"), "the baselined finding stays quiet")
    }

    @Test func aBrokenBaselineIsAnError() throws {
        let scratch = try Scratch()
        try scratch.write("shortcuts.yml", "shortcuts:\n  - {title: Clear Cache, shortcut: Command-C}\n")
        try scratch.write("baseline.json", "not json")
        let result = try HIGGenProcess.run(
            ["check", "--baseline", "baseline.json", "--format", "xcode", "shortcuts.yml"], in: scratch.url)
        #expect(result.status == 1)
        #expect(
            String(decoding: result.stdout, as: UTF8.self).contains("baseline.json: error: the baseline is not one hig-gen wrote")
        )
    }
}
