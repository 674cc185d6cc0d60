import HIGModel
import Testing

@testable import HIGMarkdown

@Suite("Our Content/ and the seed 000 table")
struct ContentTests {
    private let content = RulebookCompiler.compile(paths: [Support.path("Content")])
    private let seed = RulebookCompiler.compile(paths: [Support.path("Tests/Fixtures/seed-000-reserved.md")])

    @Test("Content/ compiles without errors or warnings")
    func clean() {
        #expect(content.diagnostics.filter { $0.severity != .note }.map(\.brief) == [])
        // The notes say what the sources really contain: Command-I twice, and the two
        // layout shortcuts in both tables.
        // Rows listed twice carry a Title, which says they are listed on purpose: no notes.
        #expect(content.diagnostics.map(\.id) == [])
    }

    @Test("rows per table")
    func counts() {
        let rulebook = content.rulebook
        // 116 reserved rows of the guidelines, 12 of iPadOS's own, 7 of the Mac's top row (F1 to F7) and
        // the Mac's screenshot toolbar.
        #expect(rulebook.entryCounts == [.reserved: 136, .international: 5, .focusNavigation: 5])
        #expect(rulebook.entries(in: .reserved).filter { $0.platforms == [.iPadOS] }.count == 12)
        #expect(rulebook.entries(in: .reserved).filter { $0.id.hasPrefix("macos.") }.count == 8)
        #expect(rulebook.modifierSymbols.map(\.modifier) == Modifier.classic)
        #expect(rulebook.modifierSymbols.map(\.codePoint) == ["U+2303", "U+2325", "U+21E7", "U+2318"])
        #expect(rulebook.keyGlyphs.count == 17)
        #expect(Set(rulebook.keyGlyphs.map(\.key)) == Set(Key.allCases.filter { $0.glyph != nil }))
        #expect(rulebook.rules.map(\.id) == CustomShortcutRule.ID.allCases)
        #expect(rulebook.keyboardTypes.map(\.type) == KeyboardType.allCases)
        #expect(rulebook.focusStates.map(\.state) == FocusState.allCases)
    }

    @Test("every row of the seed's reserved table is in Content/, plus the two the current edition adds")
    func coversSeed() {
        // The seed names Align Left's and Right's key "Left bracket ({)": the glyph is the fact
        // (SeedPrimaryKeyTests), so its Command-Left bracket is Command-Left brace here.
        let seedShortcuts = seed.rulebook.entries.map { entry in
            let shortcut = entry.shortcut
            guard [.leftBracket, .rightBracket].contains(shortcut.key), shortcut.modifiers == .command else { return shortcut }
            return Shortcut(key: shortcut.key, modifiers: .command, keySpelling: .upper)
        }
        #expect(seedShortcuts.count == 114)
        // The guidelines' rows are macOS's; iPadOS's own rows, and the Mac's rows the guidelines
        // do not list (its top-row keys, its screenshot toolbar), are in files of their own.
        let reserved = content.rulebook.entries(in: .reserved)
            .filter { $0.platforms == [.macOS] && !$0.id.hasPrefix("macos.") }.map(\.shortcut)
        var remaining = reserved
        for shortcut in seedShortcuts {
            guard let index = remaining.firstIndex(of: shortcut) else {
                Issue.record("\(shortcut.words) from seed 000 is missing from Content/")
                continue
            }
            remaining.remove(at: index)
        }
        #expect(remaining.map(\.words).sorted() == ["Command-Period", "Esc"])
        // Same order, too.
        #expect(reserved.filter { !remaining.contains($0) } == seedShortcuts)
    }

    @Test("the international table as in the seed")
    func international() {
        #expect(
            content.rulebook.entries(in: .international).map(\.shortcut.words) == [
                "Control-Space", "Control-Option-Space", "[Modifier key]-Command-Space", "Command-Right arrow",
                "Command-Left arrow",
            ])
    }

    @Test("lookups on the real rulebook")
    func lookups() {
        let rulebook = content.rulebook
        #expect(rulebook.entries(for: ShortcutParser.parse("⌘I").shortcut!).count == 2)
        #expect(rulebook.isReserved(ShortcutParser.parse("⌥⌘Space").shortcut!))
        #expect(rulebook.isReserved(ShortcutParser.parse("⇧⌘3").shortcut!))
        #expect(rulebook.isReserved(ShortcutParser.parse("Control-Option-Shift-Command-Space").shortcut!))
        #expect(!rulebook.isReserved(ShortcutParser.parse("Control-Option-Command-K").shortcut!))
        #expect(
            rulebook.entries(for: ShortcutParser.parse("Shift-Command-/").shortcut!).first?.shortcut.words
                == "Command-Question mark")
    }

    @Test("the seed's quirks are each reported and understood")
    func seedQuirks() {
        #expect(
            seed.diagnostics.map { "\($0.brief) \($0.message)" } == [
                "24:15 warning shortcut.stray-whitespace stray space around '-' in a shortcut",
                "42:17 warning shortcut.character-mismatch '{' does not match Left bracket; its character is '[' ('{' is its upper character, Left brace)",
                "43:18 warning shortcut.character-mismatch '}' does not match Right bracket; its character is ']' ('}' is its upper character, Right brace)",
                "44:9 warning table.unescaped-pipe a bare '|' splits this cell; escape it as '\\|'",
                "78:6 note entry.several-actions Command-I is also listed at \(Support.path("Tests/Fixtures/seed-000-reserved.md")):77:7 with another action; both are kept",
            ])
        #expect(seed.rulebook.entries.map(\.shortcut.words).contains("Control-F3"))
        #expect(
            seed.rulebook.entries.filter { $0.shortcut.modifiers.isEmpty }.map(\.shortcut.words) == [
                "F8", "F9", "F10", "F11", "F12",
            ])
    }
}
