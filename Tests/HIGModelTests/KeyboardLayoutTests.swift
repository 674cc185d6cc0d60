import Testing

@testable import HIGModel

/// The generated layouts (`make layouts`, from xkb-data), checked against what people know of
/// each Mac keyboard, and how shortcuts are typed on them.
@Suite struct KeyboardLayoutTests {
    private func layout(_ id: String) throws -> KeyboardLayout { try #require(KeyboardLayout.named(id)) }

    private func typed(_ text: String, on id: String) throws -> LayoutTyping {
        try layout(id).typing(try #require(ShortcutParser.parse(text).shortcut))
    }

    @Test func atLeastTwelveLayoutsEachWithItsTypingKeys() {
        #expect(KeyboardLayout.all.count >= 12)
        #expect(Set(KeyboardLayout.all.map(\.id)).count == KeyboardLayout.all.count)
        for layout in KeyboardLayout.all {
            #expect(layout.keys.count >= 47, "\(layout.name)")
            // Every layout types the 26 Latin letters on its base level.
            let letters = Set(layout.keys.values.compactMap { $0.base?.character }.filter { $0.count == 1 && $0.first!.isLetter })
            #expect(Set("abcdefghijklmnopqrstuvwxyz".map(String.init)).isSubset(of: letters), "\(layout.name)")
        }
    }

    /// One known fact or more per layout: where a letter or a symbol is.
    @Test(
        arguments: [
            ("us", KeyCode.bracketLeft, "[", "{"), ("us", .digit2, "2", "@"),
            ("gb", .digit3, "3", "£"), ("de", .keyZ, "y", "Y"), ("de", .keyY, "z", "Z"), ("de", .digit7, "7", "/"),
            ("de", .semicolon, "ö", "Ö"), ("fr", .keyQ, "a", "A"), ("fr", .keyA, "q", "Q"), ("fr", .digit1, "&", "1"),
            ("es", .semicolon, "ñ", "Ñ"), ("it", .digit1, "&", "1"), ("it", .keyW, "z", "Z"), ("pt", .semicolon, "ç", "Ç"),
            ("nl", .slash, "/", "?"), ("se", .bracketLeft, "å", "Å"), ("se", .quote, "ä", "Ä"), ("dk", .semicolon, "æ", "Æ"),
            ("dk", .quote, "ø", "Ø"), ("no", .semicolon, "ø", "Ø"), ("no", .quote, "æ", "Æ"), ("fi", .semicolon, "ö", "Ö"),
            ("is", .bracketLeft, "ð", "Ð"), ("is", .slash, "þ", "Þ"), ("ch-de", .bracketLeft, "ü", "è"),
            ("ch-fr", .bracketLeft, "è", "ü"), ("jp", .bracketLeft, "@", "`"), ("jp", .intlRo, "\\", "_"),
        ])
    func knownKeys(id: String, code: KeyCode, base: String, shift: String) throws {
        let levels = try #require(try layout(id).keys[code])
        #expect(levels.base == .character(base) && levels.shift == .character(shift))
    }

    @Test func deadKeysAreMarked() throws {
        #expect(try layout("de").keys[.backquote]?.base == .dead("circumflex"))
        #expect(try layout("fr").keys[.bracketLeft]?.base == .dead("circumflex"))
    }

    @Test func germanTypesSlashWithShiftAndBracketsWithOption() throws {
        let slash = try typed("Command-Forward slash", on: "de")
        #expect(slash.outcome == .extraModifiers(.shift) && slash.code == .digit7 && slash.words == "Shift-Command-7")
        let bracket = try typed("Command-Left bracket", on: "de")
        #expect(bracket.outcome == .extraModifiers(.option) && bracket.code == .digit5 && bracket.glyphs == "⌥⌘5")
        // Option types "[" and is the shortcut's own modifier: it cannot be pressed as written.
        guard case .untypeable(let reason) = try typed("Option-Command-Left bracket", on: "de").outcome else {
            Issue.record("⌥⌘[ should be untypeable on German")
            return
        }
        #expect(reason.contains("Option"))
    }

    @Test func lettersMoveButNeedNothingMore() throws {
        let undo = try typed("Command-Z", on: "de")
        #expect(undo.outcome == .asWritten && undo.code == .keyY && undo.words == "Command-Z")
        let quit = try typed("Command-Q", on: "fr")
        #expect(quit.outcome == .asWritten && quit.code == .keyA)
    }

    @Test func frenchDigitsNeedShift() throws {
        let first = try typed("Command-1", on: "fr")
        #expect(first.outcome == .extraModifiers(.shift) && first.code == .digit1 && first.words == "Shift-Command-&")
    }

    @Test func theShortcutsOwnShiftTypesTheCharacter() throws {
        // ⇧⌘3 (a screenshot) on French: Shift types "3" and is the shortcut's Shift too.
        let screenshot = try typed("Shift-Command-3", on: "fr")
        #expect(screenshot.outcome == .asWritten && screenshot.code == .digit3 && screenshot.glyphs == "⇧⌘\"")
        let withoutShift = try typed("Command-3", on: "fr")
        #expect(screenshot.shiftTypesCharacter && !withoutShift.shiftTypesCharacter)
        // A backslash is Shift-Option-7 on German: the shortcut's Shift counts, Option is added.
        let backslash = try typed("Shift-Command-Backslash", on: "de")
        #expect(backslash.outcome == .extraModifiers(.option) && backslash.glyphs == "⌥⇧⌘7")
    }

    @Test func theUpperCharacterCarriesItsOwnShift() throws {
        // ⌘? is Shift and "/" on US, and Shift and ß on German: no modifier beyond its own.
        let help = try typed("Command-Question mark", on: "de")
        #expect(help.outcome == .asWritten && help.code == .minus && help.glyphs == "⇧⌘ß")
        #expect(try typed("Command-Question mark", on: "us").code == .slash)
    }

    @Test func deadAndMissingCharactersCannotBeTyped() throws {
        guard case .untypeable(let dead) = try typed("Command-Grave accent", on: "de").outcome else {
            Issue.record("⌘` should be untypeable on German (a dead key)")
            return
        }
        #expect(dead.contains("dead key"))
        #expect(try typed("Command-Grave accent", on: "us").outcome == .asWritten)
    }

    @Test func onlyKeysTheKeyboardHasArePressed() throws {
        // xkb's us(mac) puts § on the ISO key, which a US (ANSI) keyboard does not have.
        let us = try layout("us")
        #expect(us.keys[.intlBackslash] != nil)
        // Without that key, § is Option-6, as a US Mac keyboard types it.
        #expect(us.place(typing: "§")?.code == .digit6 && us.place(typing: "§")?.level == .option)
        #expect(try layout("gb").place(typing: "§")?.code == .backquote)
    }

    @Test func keysThatTypeNothingAreTheSameEverywhere() throws {
        for layout in KeyboardLayout.all {
            let typing = layout.typing(Shortcut(key: .upArrow, modifiers: [.option, .command]))
            #expect(typing.outcome == .asWritten && typing.code == .arrowUp)
        }
    }
}
