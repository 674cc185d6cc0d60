#if canImport(Glibc)
    import Glibc
#endif

/// Bytes written through a pointer into one array allocated up front.
///
/// `rulebook.json` for a large guideline set is tens of megabytes made of millions of small
/// pieces. `Array.append` checks uniqueness and capacity and goes through generic code for
/// each; a sink checks its capacity and copies. ``collect(capacity:_:)`` gives a sink the
/// uninitialized storage of the array it returns, so the bytes are never copied into another
/// buffer; pages of the estimate that are never written stay untouched.
///
/// When the estimate is too small, the sink stops writing and `collect` runs the writer
/// again with twice the room, so the writer must do the same work each time it is called.
/// (HIGSwift has the same type; the emitters share no module but the model.)
struct ByteSink {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0
    /// Whether a write did not fit; the bytes are then incomplete and are written again.
    private(set) var overflowed = false

    private init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    /// The bytes `write` puts into a sink, in an array allocated for about `capacity` of them.
    /// The sink must not outlive the call.
    static func collect(capacity: Int, _ write: (inout ByteSink) -> Void) -> [UInt8] {
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

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        guard count < buffer.count else { return overflow() }
        buffer[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= buffer.count - count else { return overflow() }
        if let source = bytes.baseAddress {
            (buffer.baseAddress! + count).update(from: source, count: bytes.count)
            count += bytes.count
        }
    }

    @inline(__always)
    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends the bytes of a literal.
    @inline(__always)
    mutating func append(literal text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    private mutating func overflow() {
        overflowed = true
    }

    /// Asks Linux to back a buffer of several megabytes with 2 MiB pages: writing 60 MB
    /// into fresh memory otherwise takes 15,000 page faults, which cost as much as a third of
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
