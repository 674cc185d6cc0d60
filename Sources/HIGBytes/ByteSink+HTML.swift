/// HTML escaping: the one place it is done, for the site's templates and for text escaped once
/// ahead of time (`EscapedTexts`).
extension ByteSink {
    /// Appends `text`, HTML-escaped or as it is.
    public mutating func append(_ text: String, htmlEscaped: Bool) {
        if htmlEscaped { appendHTMLEscaped(text) } else { append(utf8: text) }
    }

    /// Appends `text` with `&`, `<`, `>`, `"` and `'` replaced by the entities swift-mustache
    /// uses, byte by byte: every such byte is replaced, whatever combining marks follow it.
    public mutating func appendHTMLEscaped(_ text: String) {
        var text = text
        text.withUTF8 { appendHTMLEscaped($0) }
    }

    /// Appends UTF-8 `bytes` HTML-escaped, as ``appendHTMLEscaped(_:)-(String)`` does.
    public mutating func appendHTMLEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        var runStart = 0
        var index = 0
        while index < bytes.count {
            // Eight bytes at a time while none of them needs replacing; the last eight bytes,
            // which may overlap bytes already read, end the text in one step when clean.
            if index + 8 <= bytes.count, !Self.anyToEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            if index + 8 > bytes.count, bytes.count >= 8,
                !Self.anyToEscape(UnsafeRawPointer(base + bytes.count - 8).loadUnaligned(as: UInt64.self))
            {
                break
            }
            let entity: StaticString
            switch base[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&#39;"
            default:
                index += 1
                continue
            }
            append(UnsafeBufferPointer(start: base + runStart, count: index - runStart))
            append(literal: entity)
            index += 1
            runStart = index
        }
        append(UnsafeBufferPointer(start: base + runStart, count: bytes.count - runStart))
    }

    /// Whether any of the eight bytes of `word` is one that HTML escaping replaces, tested all at
    /// once: `&` and `'` differ only in the lowest bit, `<` and `>` only in the second, so three
    /// comparisons cover the five characters. A comparison finds a zero byte of `word ^ pattern`
    /// with the classic test `(x - 0x01…) & ~x & 0x80…`, which is nonzero exactly when a byte is.
    private static func anyToEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ x: UInt64) -> Bool { (x &- ones) & ~x & highBits != 0 }
        return hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte((word | ones) ^ (ones &* 0x27))
            || hasZeroByte((word | (ones &* 0x02)) ^ (ones &* 0x3E))
    }
}
