/// A physical key on an Apple keyboard, named as the Human Interface Guidelines name it.
///
/// The raw value is the HIG name, which is also how a key is written in JSON. Two-character
/// keys (``Key/equalSign`` has `=` and `+`) are one key: the upper character is that key
/// with Shift, see ``Key/characterPair``.
public enum Key: String, CaseIterable, Codable, Sendable, Comparable {
    case a = "A", b = "B", c = "C", d = "D", e = "E", f = "F", g = "G", h = "H", i = "I"
    case j = "J", k = "K", l = "L", m = "M", n = "N", o = "O", p = "P", q = "Q", r = "R"
    case s = "S", t = "T", u = "U", v = "V", w = "W", x = "X", y = "Y", z = "Z"
    case digit0 = "0", digit1 = "1", digit2 = "2", digit3 = "3", digit4 = "4"
    case digit5 = "5", digit6 = "6", digit7 = "7", digit8 = "8", digit9 = "9"
    case graveAccent = "Grave accent", hyphen = "Hyphen", equalSign = "Equal sign"
    case leftBracket = "Left bracket", rightBracket = "Right bracket", backslash = "Backslash"
    case semicolon = "Semicolon", quote = "Quote", comma = "Comma", period = "Period"
    case forwardSlash = "Forward slash"
    case f1 = "F1", f2 = "F2", f3 = "F3", f4 = "F4", f5 = "F5", f6 = "F6", f7 = "F7"
    case f8 = "F8", f9 = "F9", f10 = "F10", f11 = "F11", f12 = "F12", f13 = "F13"
    case f14 = "F14", f15 = "F15", f16 = "F16", f17 = "F17", f18 = "F18", f19 = "F19"
    case f20 = "F20"
    case space = "Space", tab = "Tab", escape = "Esc", `return` = "Return", enter = "Enter"
    case delete = "Delete", forwardDelete = "Forward Delete", home = "Home", end = "End"
    case pageUp = "Page Up", pageDown = "Page Down"
    case leftArrow = "Left arrow", upArrow = "Up arrow", rightArrow = "Right arrow"
    case downArrow = "Down arrow"
    case eject = "Eject", capsLock = "Caps Lock", globe = "Globe"

    /// The HIG name, as in "Command-Grave accent".
    public var name: String { rawValue }

    /// The broad family a key belongs to; the custom-shortcut rules treat them differently.
    public enum Family: String, Codable, Sendable, CaseIterable {
        case letter, digit, punctuation, function, special
    }

    public var family: Family {
        switch self {
        case .a, .b, .c, .d, .e, .f, .g, .h, .i, .j, .k, .l, .m, .n, .o, .p, .q, .r, .s, .t,
            .u, .v, .w, .x, .y, .z:
            .letter
        case .digit0, .digit1, .digit2, .digit3, .digit4, .digit5, .digit6, .digit7, .digit8,
            .digit9:
            .digit
        case .graveAccent, .hyphen, .equalSign, .leftBracket, .rightBracket, .backslash,
            .semicolon, .quote, .comma, .period, .forwardSlash:
            .punctuation
        case .f1, .f2, .f3, .f4, .f5, .f6, .f7, .f8, .f9, .f10, .f11, .f12, .f13, .f14, .f15,
            .f16, .f17, .f18, .f19, .f20:
            .function
        default:
            .special
        }
    }

    /// Declaration order: letters, digits, punctuation, F-keys, then the named keys.
    public static func < (lhs: Key, rhs: Key) -> Bool { lhs.ordinal < rhs.ordinal }

    /// The case's place in declaration order. An enum without payloads stores exactly that in
    /// its one byte; a test checks it against `allCases`.
    var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

    /// Hashes the case's place, not its name: with a `String` raw value, Swift would hash the
    /// name's characters, and every shortcut look-up hashes a key.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(unsafeBitCast(self, to: UInt8.self))
    }
}
