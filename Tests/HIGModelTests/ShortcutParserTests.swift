import Testing

@testable import HIGModel

@Suite("Shortcut parser")
struct ShortcutParserTests {
    private func parse(_ text: String) -> ShortcutParser.Result { ShortcutParser.parse(text) }

    /// The issues as "kind@start..<end→replacement", for exact comparison.
    private func issues(_ text: String) -> [String] {
        parse(text).issues.map {
            "\($0.kind.id)@\($0.range.lowerBound)..<\($0.range.upperBound)" + ($0.replacement.map { "→\($0)" } ?? "")
        }
    }

    @Test(
        "accepted spellings, silently",
        arguments: [
            ("Option-Command-Space", "Option-Command-Space"), ("⌥⌘Space", "Option-Command-Space"),
            ("⇧ ⌘ Space", "Shift-Command-Space"), ("Command–I", "Command-I"), ("Control+Option+Space", "Control-Option-Space"),
            ("Ctrl-Alt-Space", "Control-Option-Space"), ("Cmd-Q", "Command-Q"), ("command-q", "Command-Q"),
            ("Command-Slash (/)", "Command-Forward slash"), ("Command-Question mark (?)", "Command-Question mark"),
            ("  F8  ", "F8"), ("Esc", "Esc"), ("Command--", "Command-Hyphen"), ("⌘+", "Command-Plus sign"),
            ("Command-Less-than sign", "Command-Less-than sign"), ("⌘←", "Command-Left arrow"), ("Shift-Tab", "Shift-Tab"),
            ("[Modifier key]-Command-Space", "[Modifier key]-Command-Space"),
            ("Control-Shift-Command-3", "Control-Shift-Command-3"),
        ])
    func accepted(text: String, words: String) {
        let result = parse(text)
        #expect(result.issues.isEmpty, "\(result.issues.map(\.message))")
        #expect(result.shortcut?.words == words)
    }

    @Test(
        "symbols menus do not use are read as their key, with a note giving the menu's",
        arguments: [
            ("⌘⇠", "Command-Left arrow", "shortcut.glyph-alias@3..<6→←"),
            ("⌥⌘⇣", "Option-Command-Down arrow", "shortcut.glyph-alias@6..<9→↓"),
            ("⌘⬅️", "Command-Left arrow", "shortcut.glyph-alias@3..<9→←"),
            ("⎇⌘S", "Option-Command-S", "shortcut.glyph-alias@0..<3→⌥"),
            ("⌃⌘␣", "Control-Command-Space", "shortcut.glyph-alias@6..<9→Space"),
            ("⌘⏎", "Command-Return", "shortcut.glyph-alias@3..<6→↩"),
        ])
    func glyphAliases(text: String, words: String, issue: String) {
        #expect(parse(text).shortcut?.words == words)
        #expect(issues(text) == [issue])
    }

    @Test("a stray space after a hyphen is a warning with a fix, and the shortcut is understood")
    func straySpace() {
        #expect(issues("Control- F3") == ["shortcut.stray-whitespace@7..<9→-"])
        #expect(parse("Control- F3").shortcut == Shortcut(key: .f3, modifiers: [.control]))
        // The seed's stray space is a no-break space (2 bytes in UTF-8).
        #expect(issues("Control-\u{A0}F3") == ["shortcut.stray-whitespace@7..<10→-"])
        #expect(issues("Control -F3") == ["shortcut.stray-whitespace@7..<9→-"])
    }

    @Test("words separated by spaces are understood, with a warning")
    func spaceSeparated() {
        #expect(parse("option command space").shortcut == Shortcut(key: .space, modifiers: [.option, .command]))
        #expect(issues("Option Command Space") == ["shortcut.missing-separator@6..<7→-", "shortcut.missing-separator@14..<15→-"])
    }

    @Test("modifiers out of order are reported with the canonical order as the fix")
    func order() {
        #expect(issues("Command-Shift-P") == ["shortcut.modifier-order@0..<15→Shift-Command-P"])
        #expect(issues("⌘⇧P") == ["shortcut.modifier-order@0..<7→⇧⌘P"])
        #expect(parse("Command-Shift-P").shortcut == Shortcut(key: .p, modifiers: [.shift, .command]))
    }

    @Test("a modifier written twice")
    func duplicate() {
        #expect(issues("Command-Command-A") == ["shortcut.duplicate-modifier@0..<17→Command-A"])
    }

    @Test("Shift with an upper character is redundant")
    func redundantShift() {
        #expect(issues("Shift-Command-Question mark") == ["shortcut.redundant-shift@0..<27→Command-Question mark"])
        #expect(parse("Shift-Command-?").shortcut == Shortcut(key: .forwardSlash, modifiers: [.shift, .command]))
        // Shift with the lower character is how the HIG writes some rows; nothing to report.
        #expect(issues("Shift-Command-Equal sign").isEmpty)
    }

    @Test("unknown names are errors with a suggestion")
    func unknownNames() {
        #expect(issues("Comand-S") == ["shortcut.unknown-modifier@0..<6→Command"])
        #expect(parse("Comand-S").issues.first?.message == "unknown modifier 'Comand'; did you mean 'Command'?")
        #expect(parse("Comand-S").shortcut == nil)
        #expect(issues("Optin-Command-Space") == ["shortcut.unknown-modifier@0..<5→Option"])
        #expect(issues("Command-Spcae") == ["shortcut.unknown-key@8..<13→Space"])
        #expect(parse("Command-Spcae").issues.first?.message == "unknown key 'Spcae'; did you mean 'Space'?")
        #expect(issues("Command-Frobnicate") == ["shortcut.unknown-key@8..<18"])
        #expect(issues("Hyper-Q") == ["shortcut.unknown-modifier@0..<5"])
    }

    @Test("missing pieces are errors")
    func missing() {
        #expect(issues("") == ["shortcut.empty@0..<0"])
        #expect(issues("Command-Shift") == ["shortcut.missing-key@8..<13"])
        #expect(issues("[Banana]-Command-Space").first == "shortcut.invalid-wildcard@0..<8")
    }

    @Test("old editions' spellings: the placeholder in words, a key named only in parentheses, a name after the character")
    func oldEditionSpellings() {
        let placeholder = parse("Command–modifier key–Space bar")
        #expect(placeholder.shortcut?.words == "[Modifier key]-Command-Space")
        #expect(issues("Command–modifier key–Space bar") == ["shortcut.spelled-placeholder@10..<22→[Modifier key]"])
        #expect(parse("(pipe)").shortcut?.words == "Pipe")
        #expect(issues("(right arrow)") == ["shortcut.key-name-only@0..<13→right arrow"])
        #expect(parse("(right arrow)").shortcut?.key == .rightArrow)
        #expect(issues("; (semicolon)").isEmpty)
        #expect(issues("? (question mark)").isEmpty)
        #expect(issues("` (acute accent)").first?.hasPrefix("shortcut.character-mismatch") == true)
        #expect(issues("(banana)").first?.hasPrefix("shortcut.unknown-key") == true)
    }

    @Test("a parenthesised character must match the key's name")
    func characterMismatch() {
        #expect(issues("Left bracket ({)") == ["shortcut.character-mismatch@14..<15→["])
        #expect(
            parse("Left bracket ({)").issues.first?.message
                == "'{' does not match Left bracket; its character is '[' ('{' is its upper character, Left brace)")
        #expect(parse("Left bracket ({)").shortcut?.key == .leftBracket)
        #expect(issues("Pipe (|)").isEmpty)
        #expect(issues("Grave accent (`)").isEmpty)
        #expect(parse("Grave accent (`)").isBareKey)
    }
}

/// Globe (🌐, Fn) as a modifier, and as the key pressed alone.
@Suite struct GlobeTests {
    @Test(arguments: ["⌃🌐F", "🌐⌃F", "Globe-Control-F", "Fn-Control-F", "fn+ctrl+f", "🌐\u{FE0E}⌃F", "Control-Globe-F"])
    func globeControlF(text: String) throws {
        let shortcut = try #require(ShortcutParser.parse(text).shortcut)
        #expect(shortcut.words == "Globe-Control-F")
        #expect(shortcut.glyphs == "🌐\u{FE0E}⌃F")
        #expect(shortcut == Shortcut(key: .f, modifiers: [.globe, .control]))
    }

    @Test(arguments: ["Globe", "🌐", "fn"])
    func globeAlone(text: String) throws {
        let shortcut = try #require(ShortcutParser.parse(text).shortcut)
        #expect(shortcut.key == .globe && shortcut.modifiers.isEmpty)
    }

    @Test func placeholderStandsForTheClassicModifiers() throws {
        let shortcut = try #require(ShortcutParser.parse("[Modifier key]-Command-Space").shortcut)
        #expect(shortcut.glyphs == "[⌃⌥⇧]⌘Space")
    }
}
