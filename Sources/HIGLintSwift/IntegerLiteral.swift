/// The value of a Swift integer literal as written: decimal, `0x` hexadecimal, `0o` octal or
/// `0b` binary, with `_` between digits. Key codes, code points and modifier masks are written
/// all these ways; one reading serves them all.
enum IntegerLiteral {
    static func value(_ text: String) -> UInt64? {
        let digits = String(text.filter { $0 != "_" })
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            return UInt64(digits.dropFirst(2), radix: radix)
        }
        return UInt64(digits)
    }
}
