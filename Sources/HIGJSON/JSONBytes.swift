import HIGBytes

/// The bytes of JSON's punctuation, and string escaping done on UTF-8.
enum JSONBytes {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let space = UInt8(ascii: " ")
    static let newline = UInt8(ascii: "\n")

    /// Appends `text` escaped for a JSON string, without the quotes.
    ///
    /// Only quote, backslash and bytes below 0x20 are escaped, so the text is copied in runs
    /// between them; runs are found eight bytes at a time, as guideline text has almost none.
    static func appendEscaped(_ text: String, to bytes: inout ByteSink) {
        var text = text
        text.withUTF8 { utf8 in
            var copied = 0
            var index = 0
            while true {
                index = endOfPlainRun(in: utf8, from: index)
                guard index < utf8.count else { break }
                if copied < index { bytes.append(UnsafeBufferPointer(rebasing: utf8[copied..<index])) }
                appendEscape(for: utf8[index], to: &bytes)
                index += 1
                copied = index
            }
            if copied < utf8.count { bytes.append(UnsafeBufferPointer(rebasing: utf8[copied...])) }
        }
    }

    /// `\"`, `\\`, `\n` and the other short escapes, or `\u00XX` in lower-case hex.
    private static func appendEscape(for byte: UInt8, to bytes: inout ByteSink) {
        bytes.append(backslash)
        switch byte {
        case quote, backslash: bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case newline: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            bytes.append(literal: "u00")
            for digit in [byte >> 4, byte & 0xF] {
                bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
            }
        }
    }

    /// The end of the run of bytes from `start` that need no escaping: neither quote,
    /// backslash nor below 0x20.
    @inline(__always)
    private static func endOfPlainRun(in utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = utf8.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let quotes = ones &* UInt64(quote)
            let backslashes = ones &* UInt64(backslash)
            while index + 8 <= utf8.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                // Bit 7 of a byte is set where it is below 0x20, or is a quote or backslash
                // (zero after the exclusive or); the tests are exact for the word as a whole.
                let control = (word &- ones &* 0x20) & ~word
                let isQuote = ((word ^ quotes) &- ones) & ~(word ^ quotes)
                let isBackslash = ((word ^ backslashes) &- ones) & ~(word ^ backslashes)
                if (control | isQuote | isBackslash) & (ones &* 0x80) != 0 { break }
                index += 8
            }
        }
        while index < utf8.count, utf8[index] >= 0x20, utf8[index] != quote, utf8[index] != backslash { index += 1 }
        return index
    }
}
