extension Key {
    /// The `input` of a `UIKeyCommand` for this key; nil for keys UIKit cannot match (F13–F20,
    /// Eject, Caps Lock and Globe).
    ///
    /// Letters are lower case, as UIKit expects; Shift is a modifier flag. UIKit names its
    /// function keys `f1`…`f12` (iOS 13.4), Home, End, Page Up and Page Down `inputHome`…
    /// (iOS 13.4) and Forward Delete `inputDelete` (iOS 15); Delete (backspace) types U+0008.
    public var uiKeyCommandInput: PlatformKeyInput? {
        switch self {
        case .upArrow: .constant("inputUpArrow")
        case .downArrow: .constant("inputDownArrow")
        case .leftArrow: .constant("inputLeftArrow")
        case .rightArrow: .constant("inputRightArrow")
        case .escape: .constant("inputEscape")
        case .home: .constant("inputHome")
        case .end: .constant("inputEnd")
        case .pageUp: .constant("inputPageUp")
        case .pageDown: .constant("inputPageDown")
        case .forwardDelete: .constant("inputDelete")
        case .f1, .f2, .f3, .f4, .f5, .f6, .f7, .f8, .f9, .f10, .f11, .f12: .constant(rawValue.lowercased())
        case .f13, .f14, .f15, .f16, .f17, .f18, .f19, .f20, .eject, .capsLock, .globe: nil
        case .delete: .characters("\u{8}")
        default: typedCharacters.map(PlatformKeyInput.characters)
        }
    }

    /// The SwiftUI `KeyEquivalent` for this key; nil for keys SwiftUI has no equivalent for
    /// (function keys, Eject, Caps Lock and Globe).
    public var keyEquivalent: PlatformKeyInput? {
        switch self {
        case .upArrow: .constant("upArrow")
        case .downArrow: .constant("downArrow")
        case .leftArrow: .constant("leftArrow")
        case .rightArrow: .constant("rightArrow")
        case .escape: .constant("escape")
        case .home: .constant("home")
        case .end: .constant("end")
        case .pageUp: .constant("pageUp")
        case .pageDown: .constant("pageDown")
        case .delete: .constant("delete")
        case .forwardDelete: .constant("deleteForward")
        case .tab: .constant("tab")
        case .space: .constant("space")
        case .return, .enter: .constant("return")
        default: family == .function ? nil : character.map { .characters(String($0).lowercased()) }
        }
    }

    /// UIKit modifier flags the key stands for: Caps Lock is `.alphaShift`, and the keypad's
    /// Enter is Return with `.numericPad`.
    public var uiKeyModifierFlags: [UIKeyModifierFlag] {
        switch self {
        case .capsLock: [.alphaShift]
        case .enter: [.numericPad]
        default: []
        }
    }

    /// SwiftUI event modifiers the key stands for: Caps Lock, the keypad's Enter, and Globe
    /// (`.function`).
    public var eventModifiers: [EventModifier] {
        switch self {
        case .capsLock: [.capsLock]
        case .enter: [.numericPad]
        case .globe: [.function]
        default: []
        }
    }

    /// The key equivalent AppKit's menu items take (`NSMenuItem.keyEquivalent`): what the key
    /// types, letters in lower case (Shift goes in the modifier mask), and for keys that type
    /// nothing visible the characters AppKit reserves for them (`NSUpArrowFunctionKey` is
    /// U+F700, `NSF1FunctionKey` U+F704, `NSDeleteFunctionKey` U+F728). Nil for keys a menu
    /// item cannot take: Eject, Caps Lock and Globe.
    public var appKitKeyEquivalent: String? {
        switch self {
        case .upArrow: "\u{F700}"
        case .downArrow: "\u{F701}"
        case .leftArrow: "\u{F702}"
        case .rightArrow: "\u{F703}"
        case .f1, .f2, .f3, .f4, .f5, .f6, .f7, .f8, .f9, .f10, .f11, .f12, .f13, .f14, .f15, .f16, .f17, .f18, .f19, .f20:
            String(UnicodeScalar(0xF704 + UInt32(rawValue.dropFirst())! - 1)!)
        case .forwardDelete: "\u{F728}"
        case .home: "\u{F729}"
        case .end: "\u{F72B}"
        case .pageUp: "\u{F72C}"
        case .pageDown: "\u{F72D}"
        case .escape: "\u{1B}"
        case .delete: "\u{8}"
        case .enter: "\u{3}"
        case .eject, .capsLock, .globe: nil
        default: typedCharacters
        }
    }

    /// What the key types without modifiers, for keys that type something: Space, Tab and
    /// Return besides letters, digits and punctuation. Letters are lower case.
    public var typedCharacters: String? {
        switch self {
        case .space: " "
        case .tab: "\t"
        case .return, .enter: "\r"
        default: character.map { String($0).lowercased() }
        }
    }
}
