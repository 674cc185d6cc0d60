/// Writes a page's bytes into a buffer of fixed capacity, in one of two ways:
/// - with a drain, the buffer is handed on whenever it is full and used again, so a page of
///   any size is never whole in memory (see ``TemplateProgram/stream(_:with:root:to:)``);
/// - without one, it keeps counting past the buffer's end. Rendering straight into the storage
///   of the `[UInt8]` that is returned means the page is never copied; when the page turns out
///   larger than the buffer, the count says exactly how large it is, so the one retry gets a
///   buffer of the right size.
struct PageWriter {
    typealias Drain = (UnsafeBufferPointer<UInt8>) throws -> Void

    private let base: UnsafeMutablePointer<UInt8>?
    private let capacity: Int
    /// Bytes in the buffer, or counted past its end.
    private var used = 0
    /// Bytes handed to the drain already.
    private var handedOn = 0
    private let drain: Drain?
    /// The first error the drain threw; the bytes after it are dropped.
    private(set) var drainError: (any Error)?

    /// Bytes of the page so far, written, handed on or only counted.
    var count: Int { handedOn + used }

    init(into buffer: UnsafeMutableBufferPointer<UInt8>, drain: Drain? = nil) {
        base = buffer.baseAddress
        capacity = buffer.count
        self.drain = drain
    }

    /// Whether every byte so far is in the buffer or handed on.
    var fits: Bool { used <= capacity }

    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        let end = used + bytes.count
        guard end <= capacity else { return writeOverflowing(bytes) }
        if let base, let source = bytes.baseAddress {
            Self.copy(from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(base + used), count: bytes.count)
        }
        used = end
    }

    /// Bytes that do not fit: without a drain they are only counted; with one, the buffer is
    /// handed on first, and a piece larger than the whole buffer goes on as it is.
    private mutating func writeOverflowing(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard drain != nil else {
            used += bytes.count
            return
        }
        handOn()
        if bytes.count <= capacity {
            write(bytes)
        } else {
            hand(bytes)
            handedOn += bytes.count
        }
    }

    /// Hands the buffer's bytes to the drain and empties the buffer.
    mutating func handOn() {
        guard used > 0, let base else { return }
        hand(UnsafeBufferPointer(start: base, count: used))
        handedOn += used
        used = 0
    }

    private mutating func hand(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let drain, drainError == nil else { return }
        do { try drain(bytes) } catch { drainError = error }
    }

    /// Copies bytes; most pieces of a page are a few bytes long, and for up to 16 of them two
    /// overlapping word copies beat a call to `memcpy`.
    private static func copy(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, count: Int) {
        switch count {
        case 8...16:
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        case 4..<8:
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        case 0..<4:
            for offset in 0..<count {
                target.storeBytes(of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
            }
        default:
            target.copyMemory(from: source, byteCount: count)
        }
    }

    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { write($0) }
    }

    /// Writes `text` escaped or as it is.
    mutating func write(_ text: String, escaped: Bool) {
        if escaped { writeEscaped(text) } else { write(text) }
    }

    /// Writes `text` as UTF-8, unchanged.
    mutating func write(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ write($0) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { write($0) }
        }
    }

    /// Writes `text` with `&`, `<`, `>`, `"` and `'` replaced by the entities swift-mustache
    /// uses, byte by byte: every such byte is replaced, whatever combining marks follow it.
    mutating func writeEscaped(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ writeEscaped($0) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { writeEscaped($0) }
        }
    }

    mutating func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
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
            write(UnsafeBufferPointer(start: base + runStart, count: index - runStart))
            write(entity)
            index += 1
            runStart = index
        }
        write(UnsafeBufferPointer(start: base + runStart, count: bytes.count - runStart))
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

    mutating func write(_ number: Int) {
        write(String(number))
    }
}
