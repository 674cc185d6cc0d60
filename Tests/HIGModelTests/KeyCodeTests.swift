import HIGModel
import Testing

/// Each key's place and the ids the platforms give it, checked against published values.
@Suite struct KeyCodeTests {
    @Test func everyKeyHasItsOwnPlace() {
        let codes = Key.allCases.map(\.code)
        #expect(Set(codes).count == codes.count)
        for key in Key.allCases { #expect(key.code.usKey == key) }
    }

    @Test func publishedIDs() {
        // USB HID Usage Tables, keyboard page 7; macOS Events.h kVK_ codes; W3C UI Events code.
        #expect(Key.z.code == .keyZ && KeyCode.keyZ.hidUsage == 0x0007_001D && KeyCode.keyZ.macKeyCode == 0x06)
        #expect(Key.digit7.code.hidUsage == 0x0007_0024 && Key.digit7.code.macKeyCode == 0x1A)
        #expect(Key.forwardSlash.code == .slash && KeyCode.slash.macKeyCode == 0x2C)
        #expect(Key.return.code == .enter && Key.enter.code == .numpadEnter)
        #expect(Key.delete.code == .backspace && Key.forwardDelete.code == .delete)
        #expect(Key.upArrow.code.macKeyCode == 0x7E && Key.f1.code.macKeyCode == 0x7A)
        #expect(Key.globe.code == .fn && KeyCode.fn.hidUsage == 0x00FF_0003)
        #expect(Key.eject.code.macKeyCode == nil && Key.eject.code.hidUsage == 0x000C_00B8)
    }

    @Test func theLayoutDependentPlacesHaveUniqueXKBNames() {
        let names = KeyCode.allCases.compactMap(\.xkbName)
        #expect(Set(names).count == names.count)
        #expect(names.count == 50)  // TLDE, AE01–13, AD01–12, BKSL, AC01–11, LSGT, AB01–11
        #expect(KeyCode.keyZ.xkbName == "AB01" && KeyCode.intlBackslash.xkbName == "LSGT")
        #expect(!KeyCode.arrowUp.isLayoutDependent && KeyCode.quote.isLayoutDependent)
    }

    @Test func appleISOKeyboardsSwapTwoKeyCodes() {
        #expect(KeyboardShape.ansi.macKeyCode(of: .backquote) == 0x32)
        #expect(KeyboardShape.iso.macKeyCode(of: .backquote) == 0x0A)
        #expect(KeyboardShape.iso.macKeyCode(of: .intlBackslash) == 0x32)
        #expect(!KeyboardShape.ansi.has(.intlBackslash) && KeyboardShape.jis.has(.intlYen))
    }

    @Test func placesSortInKeyboardOrder() {
        #expect(KeyCode.escape < KeyCode.f1 && KeyCode.backquote < KeyCode.digit1 && KeyCode.keyQ < KeyCode.keyA)
    }
}
