/// Byte-level reading of UTF-8 for the Swift literal and comment writers.
///
/// Guideline text is nearly all ASCII, so those writers copy runs of bytes that need no
/// escaping as they are and decode a scalar only where a byte is not plain ASCII.
public enum UTF8Bytes {
    @inlinable public static var quote: UInt8 { UInt8(ascii: "\"") }
    @inlinable public static var backslash: UInt8 { UInt8(ascii: "\\") }
    @inlinable public static var backtick: UInt8 { UInt8(ascii: "`") }
    @inlinable public static var space: UInt8 { UInt8(ascii: " ") }
    @inlinable public static var newline: UInt8 { UInt8(ascii: "\n") }

    /// Whether `byte` is printable ASCII: a space or a visible character, not a control.
    @inlinable @inline(__always)
    public static func isPrintableASCII(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }

    /// The end of the run of bytes from `start` that are printable ASCII other than `excluded`
    /// (pass a control character to exclude nothing more): where the writers have work to do.
    /// Reads eight bytes at a time, as nearly all guideline text is such a run.
    @inlinable @inline(__always)
    public static func endOfPrintableRun(in utf8: UnsafeBufferPointer<UInt8>, from start: Int, excluding excluded: (UInt8, UInt8))
        -> Int
    {
        var index = start
        if let base = utf8.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            let first = ones &* UInt64(excluded.0)
            let second = ones &* UInt64(excluded.1)
            while index + 8 <= utf8.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                // Bit 7 of a byte is set where the byte is below 0x20, above 0x7E, or equal to
                // one of the excluded bytes (a zero byte after the exclusive or).
                let below = (word &- ones &* 0x20) & ~word
                let above = (word &+ ones &* (0x7F - 0x7E)) | word
                let isFirst = ((word ^ first) &- ones) & ~(word ^ first)
                let isSecond = ((word ^ second) &- ones) & ~(word ^ second)
                if (below | above | isFirst | isSecond) & highs != 0 { break }
                index += 8
            }
        }
        while index < utf8.count, isPrintableASCII(utf8[index]), utf8[index] != excluded.0, utf8[index] != excluded.1 {
            index += 1
        }
        return index
    }

    /// Whether every byte is ASCII; reads eight bytes at a time.
    public static func isASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return true }
        var index = 0
        var high: UInt64 = 0
        while index + 8 <= utf8.count {
            high |= UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            index += 8
        }
        while index < utf8.count {
            high |= UInt64(utf8[index])
            index += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// The scalar whose encoding starts at `index`, and how many bytes it takes. `utf8` holds
    /// a Swift string's bytes, so it is valid UTF-8 and `index` is at the start of a scalar.
    @inlinable @inline(__always)
    public static func scalar(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = UInt32(utf8[index])
        if lead < 0x80 { return (Unicode.Scalar(UInt8(lead)), 1) }
        func continuation(_ offset: Int) -> UInt32 { UInt32(utf8[index + offset]) & 0x3F }
        let value: UInt32
        let length: Int
        if lead < 0xE0 {
            value = (lead & 0x1F) << 6 | continuation(1)
            length = 2
        } else if lead < 0xF0 {
            value = (lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2)
            length = 3
        } else {
            value = (lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3)
            length = 4
        }
        return (Unicode.Scalar(value)!, length)
    }

    /// Calls `body` with the UTF-8 of `text` in contiguous memory (native strings already are).
    @inlinable @inline(__always)
    public static func withUTF8<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result
    {
        var text = text
        return try text.withUTF8(body)
    }
}
