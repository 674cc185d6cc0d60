import Testing

@testable import HIGModel

@Suite("UIKit and SwiftUI names for keys and modifiers")
struct PlatformNamesTests {
    @Test("keys without characters use UIKit's named inputs; UIKit spells its function keys f1…f12")
    func uiKitInputs() {
        #expect(Key.upArrow.uiKeyCommandInput == .constant("inputUpArrow"))
        #expect(Key.downArrow.uiKeyCommandInput == .constant("inputDownArrow"))
        #expect(Key.leftArrow.uiKeyCommandInput == .constant("inputLeftArrow"))
        #expect(Key.rightArrow.uiKeyCommandInput == .constant("inputRightArrow"))
        #expect(Key.escape.uiKeyCommandInput == .constant("inputEscape"))
        #expect(Key.pageUp.uiKeyCommandInput == .constant("inputPageUp"))
        #expect(Key.forwardDelete.uiKeyCommandInput == .constant("inputDelete"))
        #expect(Key.f1.uiKeyCommandInput == .constant("f1"))
        #expect(Key.f12.uiKeyCommandInput == .constant("f12"))
        #expect(Key.f13.uiKeyCommandInput == nil)
        #expect(Key.eject.uiKeyCommandInput == nil)
    }

    @Test("keys that type something use their characters, letters in lower case")
    func uiKitCharacters() {
        #expect(Key.a.uiKeyCommandInput == .characters("a"))
        #expect(Key.digit3.uiKeyCommandInput == .characters("3"))
        #expect(Key.forwardSlash.uiKeyCommandInput == .characters("/"))
        #expect(Key.tab.uiKeyCommandInput == .characters("\t"))
        #expect(Key.return.uiKeyCommandInput == .characters("\r"))
        #expect(Key.space.uiKeyCommandInput == .characters(" "))
        #expect(Key.delete.uiKeyCommandInput == .characters("\u{8}"))
    }

    @Test("modifier flags: Option is alternate; Caps Lock and the keypad's Enter are flags in UIKit")
    func flags() {
        #expect(Modifier.allCases.map(\.uiKeyModifierFlag) == [nil, .control, .alternate, .shift, .command])
        #expect(Modifier.allCases.map(\.eventModifier) == [.function, .control, .option, .shift, .command])
        #expect(Modifier.allCases.map(\.appKitModifierFlag) == ["function", "control", "option", "shift", "command"])
        #expect(Key.capsLock.uiKeyModifierFlags == [.alphaShift])
        #expect(Key.enter.uiKeyModifierFlags == [.numericPad])
        #expect(Key.globe.eventModifiers == [.function])
        #expect(
            Set(UIKeyModifierFlag.allCases.map(\.rawValue)) == [
                "command", "alternate", "shift", "control", "numericPad", "alphaShift",
            ])
    }

    @Test("SwiftUI key equivalents: named keys, characters, and none for function keys")
    func keyEquivalents() {
        #expect(Key.upArrow.keyEquivalent == .constant("upArrow"))
        #expect(Key.forwardDelete.keyEquivalent == .constant("deleteForward"))
        #expect(Key.return.keyEquivalent == .constant("return"))
        #expect(Key.q.keyEquivalent == .characters("q"))
        #expect(Key.f5.keyEquivalent == nil)
    }

    @Test("UIKeyboardType names; the URL keyboard is spelt in capitals")
    func keyboardTypes() {
        #expect(KeyboardType.emailAddress.uiKeyboardType == "emailAddress")
        #expect(KeyboardType.url.uiKeyboardType == "URL")
    }
}
