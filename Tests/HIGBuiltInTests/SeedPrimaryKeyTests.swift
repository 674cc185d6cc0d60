import Foundation
import HIGBuiltIn
import Testing

@testable import HIGModel

/// Content/'s primary keys are the seed's: where the seed's reserved table names a row's
/// character in parentheses ("Left bracket ({) Command-Left bracket"), the character wins
/// over the name, and Content/ must press the key that types it (Command-{ is
/// Shift-Command-[, AppKit's Align Left; Command-[ stays free for Back and indenting).
@Suite struct SeedPrimaryKeyTests {
    static let seed = BuiltInRulebookTests.packageRoot.appendingPathComponent("../shared/seeds/000_2e4b7f50d84f8e3e.txt")
        .standardized

    /// "Name (c) Command-…": the glyph in parentheses that heads a primary key's rows, for the
    /// rows whose first shortcut is `prefix` and a key.
    static func primaryKeyGlyphs(in text: String, firstShortcut prefix: String = "") -> [Character] {
        text.split(separator: "\n").compactMap { line in
            guard let open = line.firstIndex(of: "("), line[line.index(after: open)...].dropFirst().first == ")",
                line[line.index(open, offsetBy: 3)...].hasPrefix(" " + prefix)
            else { return nil }
            return line[line.index(after: open)]
        }
    }

    /// The character a shortcut's primary key types, upper when it holds Shift.
    static func typedCharacter(_ shortcut: Shortcut) -> Character? {
        guard let pair = shortcut.key.characterPair else { return nil }
        return shortcut.modifiers.contains(.shift) ? pair.upper : pair.lower
    }

    @Test(
        "every Command row whose seed names a punctuation character types that character",
        .enabled(
            if: FileManager.default.fileExists(atPath: seed.path),
            "skipped: ../shared/seeds is absent (it sits beside the repository on CI and our machines only)"))
    func punctuationRowsTypeTheSeedsCharacter() throws {
        let text = try String(contentsOf: Self.seed, encoding: .utf8)
        let glyphs = Self.primaryKeyGlyphs(in: text, firstShortcut: "Command-")
        func isPunctuation(_ glyph: Character) -> Bool {
            Key.allCases.contains { $0.characterPair.map { [$0.lower, $0.upper].contains(glyph) } ?? false }
        }
        let punctuation = glyphs.filter(isPunctuation)
        #expect(punctuation.count >= 8, "the seed's punctuation rows were not found: \(glyphs)")
        let reserved = BuiltInRulebook.rulebook.entries.filter { $0.table == .reserved }
        for glyph in punctuation {
            let commandRows = reserved.filter {
                $0.shortcut.modifiers.subtracting(.shift) == [.command] && Self.typedCharacter($0.shortcut) == glyph
            }
            #expect(!commandRows.isEmpty, "no reserved Command row types '\(glyph)'")
        }
        // The glyph is the fact: no Command-[ or Command-] row claims a bracket the seed never lists.
        let primaryKeys = Self.primaryKeyGlyphs(in: text).filter(isPunctuation)
        // A row with Shift may sit under its key's lower character (Shift-Command-Grave accent under "`").
        for entry in reserved where entry.shortcut.modifiers.subtracting(.shift) == [.command] {
            guard let typed = Self.typedCharacter(entry.shortcut), let lower = entry.shortcut.key.characterPair?.lower else {
                continue
            }
            #expect(
                primaryKeys.contains(typed) || primaryKeys.contains(lower),
                "\(entry.shortcut.words) types '\(typed)', which heads no row of the seed")
        }
    }
}
