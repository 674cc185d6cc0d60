/// The physical shape of a Mac keyboard: which places it has.
public enum KeyboardShape: String, CaseIterable, Codable, Sendable {
    /// US and most of the Americas: a wide Return, a long left Shift.
    case ansi
    /// Europe: a tall Return, and an extra key (`IntlBackslash`) beside a short left Shift.
    case iso
    /// Japan: Eisu and Kana beside the space bar, and `IntlYen` and `IntlRo` extras.
    case jis

    /// Whether this shape has a key at the place.
    public func has(_ code: KeyCode) -> Bool {
        switch code {
        case .intlBackslash: self == .iso
        case .intlYen, .intlRo, .lang1, .lang2: self == .jis
        default: true
        }
    }

    /// The macOS virtual key code of the place on this shape (see ``KeyCode/macKeyCode``).
    public func macKeyCode(of code: KeyCode) -> UInt16? {
        guard self == .iso else { return code.macKeyCode }
        switch code {
        case .backquote: return 0x0A
        case .intlBackslash: return 0x32
        default: return code.macKeyCode
        }
    }
}
