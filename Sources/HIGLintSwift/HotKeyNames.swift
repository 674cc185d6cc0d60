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
}
