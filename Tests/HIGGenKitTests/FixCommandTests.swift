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
