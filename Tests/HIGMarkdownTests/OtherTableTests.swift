import HIGModel
import Testing

@testable import HIGMarkdown

@Suite("Glyph, rule, keyboard-type and focus-state tables")
struct OtherTableTests {
    @Test("modifier symbols: wrong glyphs and code points are warnings with the right value")
    func modifierSymbols() {
        let output = Support.compile(
            """
            | Modifier key | Symbol | Code point | Recommended usage |
            |---|---|---|---|
            | Command | ⌘ | U+2318 | Main modifier. |
            | Option | ⌘ | U+2318 | Sparingly. |
            | Comand | ⌘ | U+2318 | Typo. |
            """)
        #expect(
            output.briefs == [
                "4:12 warning table.glyph-mismatch", "4:18 warning table.code-point-mismatch",
                "5:3 error shortcut.unknown-modifier".replacingOccurrences(of: "shortcut", with: "table"),
            ])
        #expect(output.diagnostics[0].fixIts.first?.replacement == "⌥")
        #expect(output.diagnostics[1].fixIts.first?.replacement == "U+2325")
        #expect(output.diagnostics[2].message == "unknown modifier 'Comand'; did you mean 'Command'?")
        #expect(output.rulebook.modifierSymbols.map(\.modifier) == [.command, .option])
        #expect(output.rulebook.modifierSymbols[1].glyph == "⌥")
    }

    @Test("key glyphs: a key without a glyph is a warning; duplicates keep the first")
    func keyGlyphs() {
        let output = Support.compile(
            "| Key | Glyph | Code point |\n|---|---|---|\n| Esc | ⎋ | U+238B |\n| Space | ␣ | U+2423 |\n| Escape | ⎋ | U+238B |\n"
        )
        #expect(output.briefs == ["4:3 warning table.key-without-glyph", "5:3 warning table.duplicate-row"])
        #expect(output.rulebook.keyGlyphs.map(\.key) == [.escape])
    }

    @Test("rules: unknown ids are errors with a suggestion")
    func rules() {
        let output = Support.compile(
            "| ID | Rule | Guidance |\n|---|---|---|\n| modifier-order | Order | Control, Option, Shift, Command. |\n| avoid-contrl | Control | Avoid it. |\n"
        )
        #expect(output.briefs == ["4:3 error table.unknown-rule"])
        #expect(output.diagnostics[0].message == "unknown rule id 'avoid-contrl'; did you mean 'avoid-control'?")
        #expect(output.rulebook.rules.map(\.id) == [.modifierOrder])
    }

    @Test("keyboard types and focus states by name")
    func namedItems() {
        let output = Support.compile(
            """
            | Keyboard type | Description |
            |---|---|
            | Email address | For addresses. |
            | Emial address | Typo. |

            | Focus state | Description |
            |---|---|
            | focused | Stands out. |
            """)
        #expect(output.briefs == ["4:3 error table.unknown-name"])
        #expect(output.diagnostics[0].message == "'Emial address' is not a keyboard type; did you mean 'Email address'?")
        #expect(output.rulebook.keyboardTypes.map(\.type) == [.emailAddress])
        #expect(output.rulebook.focusStates.map(\.state) == [.focused])
    }
}
