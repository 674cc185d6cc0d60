/// Turns a file's bytes into the UTF-8 every reader works on: UTF-8 as it is (its byte order
/// mark is left for the reader, which skips it), and UTF-16 with a byte order mark, as tools
/// on Windows often save text, transcoded with a note.
public enum TextDecoding {
    /// UTF-8's byte order mark. Editors do not count it as a column, so neither does any
    /// reader: columns on line 1 count after it.
    public static let utf8ByteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// UTF-8 bytes for `bytes`; a note when they were UTF-16. Anything else is returned as
    /// it is, for the reader to report where its UTF-8 breaks.
    public static func utf8(_ bytes: [UInt8], path: String, into diagnostics: inout [Diagnostic]) -> [UInt8] {
        guard bytes.count >= 2 else { return bytes }
        let littleEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): littleEndian = true
        case (0xFE, 0xFF): littleEndian = false
        default: return bytes
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let (low, high) = littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(units.count * 2)
        // A lone surrogate becomes U+FFFD; say so rather than pass it on silently.
        let sawError = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: false) { unit in
            utf8.append(unit)
        }
        let odd = bytes.count % 2 == 1
        diagnostics.append(
            Diagnostic(
                .inputUTF16,
                "read as UTF-16 (\(littleEndian ? "little" : "big")-endian, from its byte order mark)"
                    + (sawError || odd ? "; some of it was not valid UTF-16 and reads as U+FFFD" : "")
                    + "; save it as UTF-8 to keep columns as editors count them",
                at: SourceLocation(file: path, line: 1, column: 1)))
        return utf8
    }
}
