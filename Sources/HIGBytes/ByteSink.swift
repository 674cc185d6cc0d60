#if canImport(Glibc)
    import Glibc
#endif

/// Bytes written through a pointer into one array allocated up front; the JSON and Swift
/// emitters write their files with it.
///
/// A generated file for a large guideline set is tens of megabytes made of millions of
/// small pieces. `Array.append` checks uniqueness and capacity and goes through generic
/// code for each; a sink checks its capacity and copies. ``collect(capacity:_:)`` gives a
/// sink the uninitialized storage of the array it returns, so the bytes are never copied
/// into another buffer; pages of the estimate that are never written stay untouched.
///
/// When the estimate is too small, the sink stops writing and `collect` runs the writer
/// again with twice the room, so the writer must do the same work each time it is called.
///
/// The appends are `@inlinable`: they run for every byte of every output, and a call into
/// another module per byte would cost more than the copy.
public struct ByteSink {
    @usableFromInline let buffer: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes are written.
    @inlinable public var count: Int { written }
    @usableFromInline var written = 0
    /// Whether a write did not fit; the bytes are then incomplete and are written again.
    @usableFromInline var overflowed = false

    @usableFromInline init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    /// The bytes `write` puts into a sink, in an array allocated for about `capacity` of them.
    /// The sink must not outlive the call.
    public static func collect(capacity: Int, _ write: (inout ByteSink) -> Void) -> [UInt8] {
        var capacity = max(capacity, 64)
        while true {
            var overflowed = false
            let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initializedCount in
                preferHugePages(buffer)
                var sink = ByteSink(buffer)
                write(&sink)
                overflowed = sink.overflowed
                initializedCount = overflowed ? 0 : sink.count
            }
            if !overflowed { return bytes }
            capacity *= 2
        }
    }

    /// The byte at `index`, which must be below ``count``.
    @inlinable public subscript(index: Int) -> UInt8 { buffer[index] }

    @inlinable @inline(__always)
    public mutating func append(_ byte: UInt8) {
        guard written < buffer.count else { return overflowed = true }
        buffer[written] = byte
        written += 1
    }

    @inlinable @inline(__always)
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= buffer.count - written else { return overflowed = true }
        if let source = bytes.baseAddress {
            (buffer.baseAddress! + written).update(from: source, count: bytes.count)
            written += bytes.count
        }
    }

    /// Appends `utf8[start..<end]`.
    @inlinable @inline(__always)
    public mutating func append(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        if start < end { append(UnsafeBufferPointer(rebasing: utf8[start..<end])) }
    }

    @inlinable @inline(__always)
    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends the bytes of a literal.
    @inlinable @inline(__always)
    public mutating func append(literal text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Appends `value` in upper-case hexadecimal without leading zeros, as
    /// `String(value, radix: 16, uppercase: true)` spells it.
    @inlinable
    public mutating func appendHex(_ value: UInt32) {
        var shift = 28
        while shift > 0, value >> UInt32(shift) == 0 { shift -= 4 }
        while shift >= 0 {
            let digit = UInt8((value >> UInt32(shift)) & 0xF)
            append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10)
            shift -= 4
        }
    }

    /// Appends `value` in decimal, as `String(value)` spells it.
    @inlinable
    public mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var digits: UInt = value.magnitude
        var divisor: UInt = 1
        while digits / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(digits / divisor))
            digits %= divisor
            divisor /= 10
        }
    }

    /// Drops the bytes from `index` on.
    @inlinable
    public mutating func truncate(to index: Int) {
        written = min(written, index)
    }

    /// The bytes from `index` on, as text.
    public func text(from index: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[index..<count]), as: UTF8.self)
    }

    /// Asks Linux to back a buffer of several megabytes with 2 MiB pages: writing 80 MB
    /// into fresh memory otherwise takes 20,000 page faults, which cost as much as a third of
    /// writing the bytes (measured on 100,000 guideline rows). Elsewhere nothing changes.
    private static func preferHugePages(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        #if canImport(Glibc)
            let hugePage = 2 << 20
            guard buffer.count >= 2 * hugePage, let base = buffer.baseAddress else { return }
            // Only whole huge pages inside the buffer can be advised.
            let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
            let end = (Int(bitPattern: base) + buffer.count) & ~(hugePage - 1)
            guard end > start else { return }
            _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE)
        #endif
    }
}
