import HIGModel

/// The keys global hot-key libraries name by position: `KeyboardShortcuts.Key` (`.k`,
/// `.backtick`), HotKey's `Key` (`.k`, `.grave`) and Carbon's `kVK_ANSI_K`, which all stand
/// for a macOS virtual key code, the key at that place whatever the layout types there.
enum HotKeyNames {
    /// The place a member name (`k`, `leftBracket`, `one`) or `kVK_` constant
    /// (`kVK_ANSI_LeftBracket`, `kVK_Space`) names; nil for keys the HIG does not name
    /// (keypad, media keys, modifiers on their own).
    static func place(named name: String) -> KeyCode? {
        var name = name
        for prefix in ["kVK_ANSI_", "kVK_"] where name.hasPrefix(prefix) {
            name = String(name.dropFirst(prefix.count))
            // Carbon capitalizes: `LeftBracket` is the libraries' `leftBracket`.
            name = name.prefix(1).lowercased() + name.dropFirst()
            break
        }
        if let place = places[name] { return place }
        if name.count == 1, let character = name.first, character.isLetter || character.isNumber {
            return KeyCode(rawValue: character.isLetter ? "Key" + name.uppercased() : "Digit" + name)
        }
        return KeyCode(rawValue: name.prefix(1).uppercased() + name.dropFirst()).flatMap { $0.usKey == nil ? nil : $0 }
    }

    /// Names whose place is not the `KeyboardEvent.code` spelled the same way.
    private static let places: [String: KeyCode] = [
        "zero": .digit0, "one": .digit1, "two": .digit2, "three": .digit3, "four": .digit4,
        "five": .digit5, "six": .digit6, "seven": .digit7, "eight": .digit8, "nine": .digit9,
        "return": .enter, "delete": .backspace, "deleteForward": .delete, "forwardDelete": .delete,
        "backtick": .backquote, "grave": .backquote, "leftBracket": .bracketLeft, "rightBracket": .bracketRight,
        "upArrow": .arrowUp, "downArrow": .arrowDown, "leftArrow": .arrowLeft, "rightArrow": .arrowRight,
        "keypadEnter": .numpadEnter,
    ]

    /// Carbon's virtual key codes as numbers (`RegisterEventHotKey(49, …)`), by the `kVK_`
    /// constant each stands for in HIToolbox's `Events.h`.
    static let virtualKeyNames: [Int: String] = [
        0: "kVK_ANSI_A", 1: "kVK_ANSI_S", 2: "kVK_ANSI_D", 3: "kVK_ANSI_F", 4: "kVK_ANSI_H",
        5: "kVK_ANSI_G", 6: "kVK_ANSI_Z", 7: "kVK_ANSI_X", 8: "kVK_ANSI_C", 9: "kVK_ANSI_V",
        11: "kVK_ANSI_B", 12: "kVK_ANSI_Q", 13: "kVK_ANSI_W", 14: "kVK_ANSI_E", 15: "kVK_ANSI_R",
        16: "kVK_ANSI_Y", 17: "kVK_ANSI_T", 18: "kVK_ANSI_1", 19: "kVK_ANSI_2", 20: "kVK_ANSI_3",
        21: "kVK_ANSI_4", 22: "kVK_ANSI_6", 23: "kVK_ANSI_5", 24: "kVK_ANSI_Equal", 25: "kVK_ANSI_9",
        26: "kVK_ANSI_7", 27: "kVK_ANSI_Minus", 28: "kVK_ANSI_8", 29: "kVK_ANSI_0", 30: "kVK_ANSI_RightBracket",
        31: "kVK_ANSI_O", 32: "kVK_ANSI_U", 33: "kVK_ANSI_LeftBracket", 34: "kVK_ANSI_I", 35: "kVK_ANSI_P",
        36: "kVK_Return", 37: "kVK_ANSI_L", 38: "kVK_ANSI_J", 39: "kVK_ANSI_Quote", 40: "kVK_ANSI_K",
        41: "kVK_ANSI_Semicolon", 42: "kVK_ANSI_Backslash", 43: "kVK_ANSI_Comma", 44: "kVK_ANSI_Slash", 45: "kVK_ANSI_N",
        46: "kVK_ANSI_M", 47: "kVK_ANSI_Period", 48: "kVK_Tab", 49: "kVK_Space", 50: "kVK_ANSI_Grave",
        51: "kVK_Delete", 53: "kVK_Escape", 96: "kVK_F5", 97: "kVK_F6", 98: "kVK_F7",
        99: "kVK_F3", 100: "kVK_F8", 101: "kVK_F9", 103: "kVK_F11", 109: "kVK_F10",
        111: "kVK_F12", 115: "kVK_Home", 116: "kVK_PageUp", 117: "kVK_ForwardDelete", 118: "kVK_F4",
        119: "kVK_End", 120: "kVK_F2", 121: "kVK_PageDown", 122: "kVK_F1", 123: "kVK_LeftArrow",
        124: "kVK_RightArrow", 125: "kVK_DownArrow", 126: "kVK_UpArrow",
    ]
}
