import Foundation
import Testing

/// The keyboard layouts from the command line: `hig-gen layouts`, `explain --layout`, and
/// the `lint: layouts:` setting that picks the keyboards an app is checked on.
@Suite struct LayoutCommandTests {
    private func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "hig-gen-layouts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appending(path: name)) }
        return folder
    }

    private func output(_ arguments: [String], in folder: URL? = nil) throws -> (Int32, String, String) {
        let result = try HIGGenProcess.run(arguments, in: folder ?? FileManager.default.temporaryDirectory)
        return (result.status, String(decoding: result.stdout, as: UTF8.self), result.stderr)
    }

    @Test func layoutsListsEveryLayoutInAnEmptyFolder() throws {
        let (status, text, _) = try output(["layouts"], in: try folder([:]))
        #expect(status == 0)
        #expect(text.split(separator: "\n").count >= 12)
        #expect(text.contains("de     German") && text.contains("de(mac)"))
    }

    @Test func explainShowsTheGermanReality() throws {
        let (status, text, _) = try output(["explain", "Command-Forward slash", "--layout", "de"], in: try folder([:]))
        #expect(status == 0)
        #expect(text.contains("German") && text.contains("⇧⌘7") && text.contains("Shift-Command-7"))
        let (_, globe, _) = try output(["explain", "⌃🌐F"], in: try folder([:]))
        #expect(globe.hasPrefix("Globe-Control-F"))
    }

    @Test func theJSONHasEveryKeyOfEveryLayout() throws {
        let (status, text, _) = try output(["layouts", "--as", "json"])
        #expect(status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        let german = try #require(layouts.first { $0["id"] as? String == "de" })
        let keyZ = try #require((german["keys"] as? [[String: Any]])?.first { $0["code"] as? String == "KeyZ" })
        #expect((keyZ["levels"] as? [Any])?.first as? String == "y")
        #expect(keyZ["macKeyCode"] as? Int == 6)
    }

    @Test func theAppsLayoutsDecideWhatTheFindingNames() throws {
        let manifest = "shortcuts:\n  - title: Align Paragraph Left\n    shortcut: Option-Command-Left bracket\n"
        let everywhere = try folder(["shortcuts.yml": manifest])
        let (_, all, _) = try output(["check", "--format", "xcode", "shortcuts.yml"], in: everywhere)
        #expect(all.contains("on German, French and 10 more it cannot be typed as written"))
        let shipped = try folder(["shortcuts.yml": manifest, "hig-gen.yml": "lint:\n  layouts: [us, gb, de]\n"])
        let (_, three, _) = try output(["check", "--format", "xcode", "shortcuts.yml"], in: shipped)
        #expect(three.contains("on German it cannot be typed as written"))
        let wrong = try folder(["shortcuts.yml": manifest, "hig-gen.yml": "lint:\n  layouts: [us, dee]\n"])
        let (status, report, errors) = try output(["check", "shortcuts.yml"], in: wrong)
        #expect(
            status == 1
                && (report + errors).contains("hig-gen.yml:2:17: error: unknown keyboard layout 'dee'; did you mean 'de'?"))
    }

    @Test func theConfigsLayoutsHoldForBuildAndExplainToo() throws {
        let table = """
            ---
            kind: app
            ---
            | ID | Shortcut | Title | Action |
            |---|---|---|---|
            | alignLeft | Option-Command-Left bracket | Align Paragraph Left | Align the paragraph to the left. |

            """
        let config = "content: [shortcuts.md]\noutput: out\nlint:\n  layouts: [us, gb, de]\n"
        let app = try folder(["shortcuts.md": table, "hig-gen.yml": config])
        let (_, _, built) = try output(["build", "--check"], in: app)
        #expect(built.contains("on German it cannot be typed as written"))
        let (_, explained, _) = try output(["explain", "Option-Command-Left bracket"], in: app)
        #expect(explained.contains("on German it cannot be typed as written"))
        let (_, everywhere, _) = try output(["explain", "Option-Command-Left bracket"], in: try folder([:]))
        #expect(everywhere.contains("on German, French and 10 more it cannot be typed as written"))
    }
}
