#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A search of a file's bytes for any of a few words, far cheaper than a parse: whether a file
/// can declare a shortcut at all, whether it makes a text field.
public enum ByteSearch {
    /// Whether the byte may be part of a Swift identifier: an ASCII letter, digit or underscore,
    /// or any byte of a character beyond ASCII.
    public static func isIdentifier(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// Whether any of `needles` occurs in `bytes`. Every Swift file of an app is searched on
    /// every run, cached or not (a quarter of a `check` whose reads all came from the cache,
    /// when it compared byte by byte), so each word is found by its rarest byte, an upper-case
    /// letter or punctuation where it has one, with the C library's `memchr`, and only those
    /// places are compared whole.
    public static func containsAny(_ bytes: [UInt8], of needles: [[UInt8]]) -> Bool {
        bytes.withUnsafeBytes { text in
            needles.contains { needle in
                guard !needle.isEmpty, needle.count <= text.count, let base = text.baseAddress else { return false }
                return needle.withUnsafeBytes { word in contains(word, in: base, count: text.count) }
            }
        }
    }

    private static func contains(_ word: UnsafeRawBufferPointer, in base: UnsafeRawPointer, count: Int) -> Bool {
        // Upper-case letters are rarer in code than lower-case ones and spaces.
        let pivot = word.firstIndex { (0x41...0x5A).contains($0) } ?? word.firstIndex { !(0x61...0x7A).contains($0) } ?? 0
        // A match's pivot byte is at least `pivot` bytes in and leaves room for the rest of the word.
        var from = pivot
        let end = count - (word.count - pivot) + 1
        while from < end {
            guard let hit = memchr(base + from, Int32(word[pivot]), end - from) else { return false }
            let found = base.distance(to: UnsafeRawPointer(hit))
            if memcmp(base + (found - pivot), word.baseAddress!, word.count) == 0 { return true }
            from = found + 1
        }
        return false
    }
}
