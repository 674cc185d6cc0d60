import Foundation
import Testing

@testable import HIGModel

@Suite("Rulebook lookups")
struct RulebookTests {
    private let here = SourceLocation(file: "test.md", line: 1, column: 1)

    private func entry(_ words: String, _ action: String, _ table: TableKind) -> Entry {
        Entry(shortcut: ShortcutParser.parse(words).shortcut!, action: action, table: table, platforms: [.macOS], source: here)
    }

    private var rulebook: Rulebook {
        Rulebook(entries: [
            entry("Command-I", "Italicize.", .reserved),
            entry("Command-I", "Get Info.", .reserved),
            entry("Command-Right arrow", "Roman script layout.", .reserved),
            entry("Command-Right arrow", "Roman script layout.", .international),
            entry("[Modifier key]-Command-Space", "Varies.", .international),
            entry("Tab", "Next focus group.", .focusNavigation),
        ])
    }

    @Test("all entries for a shortcut, in either notation")
    func entriesForShortcut() {
        #expect(rulebook.entries(for: ShortcutParser.parse("⌘I").shortcut!).map(\.action) == ["Italicize.", "Get Info."])
        #expect(
            rulebook.entries(for: ShortcutParser.parse("Command-Right arrow").shortcut!).map(\.table) == [
                .reserved, .international,
            ])
        #expect(rulebook.entries(for: ShortcutParser.parse("⌘J").shortcut!).isEmpty)
    }

    @Test("reserved includes the international wildcard but not focus navigation")
    func reserved() {
        #expect(rulebook.isReserved(ShortcutParser.parse("⌃⌘Space").shortcut!))
        #expect(rulebook.isReserved(ShortcutParser.parse("Option-Shift-Command-Space").shortcut!))
        #expect(!rulebook.isReserved(ShortcutParser.parse("Command-Space").shortcut!))
        #expect(!rulebook.isReserved(ShortcutParser.parse("Tab").shortcut!))
    }

    @Test("by table")
    func byTable() {
        #expect(rulebook.entries(in: .international).count == 2)
        #expect(rulebook.entryCounts == [.reserved: 3, .international: 2, .focusNavigation: 1])
    }

    @Test("round-trips through JSON, lookups included")
    func codable() throws {
        let data = try JSONEncoder().encode(rulebook)
        let decoded = try JSONDecoder().decode(Rulebook.self, from: data)
        #expect(decoded == rulebook)
        #expect(decoded.isReserved(ShortcutParser.parse("⌃⌘Space").shortcut!))
    }

    @Test("heading words choose the table, most specific first")
    func tableFromHeading() {
        #expect(TableKind(heading: "Reserved international keyboard shortcuts") == .international)
        #expect(TableKind(heading: "Reserved keyboard shortcuts") == .reserved)
        #expect(TableKind(heading: "Standard keyboard shortcuts") == .standard)
        #expect(TableKind(heading: "Focus navigation keys") == .focusNavigation)
        #expect(TableKind(heading: "Change log") == nil)
    }

    @Test("focus states read from a picture's description, whole words only")
    func focusStateFromImage() {
        #expect(FocusState(describedBy: "An image of an unfocused button") == .unfocused)
        #expect(FocusState(describedBy: "An image of a focused button. It's larger than an unfocused button") == .focused)
        #expect(FocusState(describedBy: "A photograph") == nil)
    }
}
