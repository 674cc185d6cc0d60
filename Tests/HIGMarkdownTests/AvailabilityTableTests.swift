import Foundation
import HIGModel
import Testing

@testable import HIGMarkdown

@Suite("The facts table: what today's systems take")
struct AvailabilityTableTests {
    static let guidelines = """
        ---
        platforms: [macOS]
        ---
        ## Reserved keyboard shortcuts
        | Keyboard shortcut | Action | Used by |
        |---|---|---|
        | Shift-Command-3 | Save a screenshot. | System |
        | Option-Command-Equal sign | Zoom in. | System |
        | F12 | Show Dashboard. | System |
        | Command-C | Copy. | Apps |

        ## What the system takes today
        """

    static func compile(_ facts: String) -> RulebookCompiler.Output {
        Support.compile(
            guidelines + "\n| Keyboard shortcut | Platform | Today | Setting | Source | Notes |\n|---|---|---|---|---|---|\n"
                + facts)
    }

    @Test("each fact reaches the system row on its shortcut and platform, and the guidelines' rows stay as written")
    func attached() {
        let output = Self.compile(
            """
            | Shift-Command-3 | macOS | By default | | https://example.com/a | Screenshots. |
            | Option-Command-Equal sign | macOS | When a setting is on | Use keyboard shortcuts to zoom | https://example.com/b | |
            | F12 | macOS | No longer | | https://example.com/c | Dashboard is gone. |
            """)
        #expect(output.diagnostics.isEmpty, "\(output.briefs)")
        let byWords = Dictionary(uniqueKeysWithValues: output.rulebook.entries.map { ($0.shortcut.words, $0) })
        #expect(byWords["Shift-Command-3"]?.availability?.status == .byDefault)
        #expect(byWords["Shift-Command-3"]?.availability?.source == "https://example.com/a")
        #expect(byWords["Shift-Command-3"]?.availability?.note == "Screenshots.")
        #expect(byWords["Option-Command-Equal sign"]?.availability?.status == .whenSettingOn("Use keyboard shortcuts to zoom"))
        #expect(byWords["F12"]?.availability?.status == .notToday)
        #expect(byWords["F12"]?.action == "Show Dashboard.")
        #expect(byWords["Command-C"]?.availability == nil)
        #expect(output.rulebook.entries.count == 4)
    }

    @Test("a shortcut taken out of the box and given back by a setting names the setting, which its JSON keeps")
    func givenBackBySetting() throws {
        let output = Self.compile(
            """
            | F12 | macOS | Unless a setting is on | Use F1, F2, etc. keys as standard function keys | https://example.com/f | Volume up. |
            | Option-Command-Equal sign | macOS | Unless a setting is on | | https://example.com/b | |
            """)
        #expect(output.briefs == ["16:64 warning table.missing-setting"])
        let f12 = try #require(output.rulebook.entries.first { $0.shortcut.words == "F12" }?.availability)
        #expect(f12.status == .unlessSettingOn("Use F1, F2, etc. keys as standard function keys"))
        #expect(f12.summary(withSource: false) == "taken unless 'Use F1, F2, etc. keys as standard function keys' is on")
        // The JSON keeps the setting beside the status, and reads it back.
        let decoded = try JSONDecoder().decode(Availability.self, from: JSONEncoder().encode(f12))
        #expect(decoded == f12)
    }

    @Test("bad cells are reported at their place, and the row says no more than it can")
    func badCells() {
        let output = Self.compile(
            """
            | Shift-Command-3 | macOS | By defualt | | https://example.com/a | |
            | Option-Command-Equal sign | macOS | When a setting is on | | https://example.com/b | |
            | F12 | macOS | No longer | | | |
            | Command-C | macOS | By default | | https://example.com/d | |
            | Shift-Command-4 | macOS | By default | | https://example.com/e | |
            """)
        #expect(
            output.briefs == [
                "15:29 warning table.unknown-availability", "16:62 warning table.missing-setting",
                "17:31 warning table.missing-source", "18:3 warning entry.availability-without-row",
                "19:3 warning entry.availability-without-row",
            ])
        #expect(output.diagnostics.first?.message == "unknown 'Today' value 'By defualt'; did you mean 'By default'?")
        let byWords = Dictionary(uniqueKeysWithValues: output.rulebook.entries.map { ($0.shortcut.words, $0) })
        #expect(byWords["Shift-Command-3"]?.availability == nil)
        #expect(byWords["Option-Command-Equal sign"]?.availability == nil)
        // A fact without a source is read as unverified.
        #expect(byWords["F12"]?.availability?.status == .unverified)
        #expect(byWords["Command-C"]?.availability == nil)
    }
}
