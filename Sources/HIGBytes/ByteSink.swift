#if canImport(Glibc)
    import Glibc
#endif

/// Bytes written through a pointer into a buffer: every emitter (JSON, Swift, the site's
/// Mustache engine) writes its files with it, and a build streams them to the output writer.
///
/// A generated file for a large guideline set is tens of megabytes made of millions of
/// small pieces. `Array.append` checks uniqueness and capacity and goes through generic
/// code for each; a sink checks its capacity and copies.
///
/// A sink works in one of two ways:
/// - ``stream(bufferSize:to:_:)`` reuses one buffer of half a megabyte and hands it on whenever it is
///   full, so a file of any size is never whole in memory. Fresh memory is slow to touch (the
///   kernel must zero every page; in a virtual machine the host may have to supply it too),
///   and a build writes hundreds of megabytes at 100,000 rows.
/// - ``collect(capacity:_:)`` writes into the uninitialized storage of the array it returns,
///   so the bytes are never copied into another buffer. When the estimate is too small, the
///   sink stops writing and `collect` runs the writer again with twice the room, so the writer
///   must do the same work each time it is called. It suits small pieces.
///
/// The appends are `@inlinable`: they run for every byte of every output, and a call into
/// another module per byte would cost more than the copy.
public struct ByteSink {
    public typealias Drain = (UnsafeBufferPointer<UInt8>) throws -> Void

    @usableFromInline let buffer: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes are written, including those already handed on.
    @inlinable public var count: Int { drained + written }
    /// Bytes in ``buffer``.
    @usableFromInline var written = 0
    /// Bytes handed to ``drain`` already; always 0 for a collecting sink.
    @usableFromInline var drained = 0
    /// Whether a write did not fit a collecting sink; the bytes are then incomplete and are
    /// written again.
    @usableFromInline var overflowed = false
    /// Where a streaming sink hands on its full buffer; nil when it collects.
    @usableFromInline let drain: Drain?
    /// The first error `drain` threw; the bytes after it are dropped.
    @usableFromInline var drainError: (any Error)?

    @usableFromInline init(_ buffer: UnsafeMutableBufferPointer<UInt8>, drain: Drain? = nil) {
        self.buffer = buffer
        self.drain = drain
    }

    /// The size of a streaming sink's buffer: large enough that each hand-off is one
    /// `read` or `write` of a useful size, small enough to stay in the processor's cache.
    public static let streamingBufferSize = 512 * 1024

    /// Hands what `write` puts into a sink to `drain`, in pieces of at most `bufferSize` bytes
    /// (a piece appended at once that is larger goes on whole), in order. Rethrows the error
    /// `write` throws, else the first one `drain` throws. Bytes already handed on cannot be
    /// read back or truncated.
    public static func stream(
        bufferSize: Int = streamingBufferSize, to drain: Drain, _ write: (inout ByteSink) throws -> Void
    ) throws {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bufferSize)
        defer { buffer.deallocate() }
        try withoutActuallyEscaping(drain) { drain in
            var sink = ByteSink(buffer, drain: drain)
            try write(&sink)
            sink.handOn()
            if let error = sink.drainError { throw error }
        }
    }

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

    /// Hands the buffer's bytes to ``drain`` and empties it.
    @usableFromInline mutating func handOn() {
        guard let drain else { return }
        if drainError == nil, written > 0 {
            do { try drain(UnsafeBufferPointer(rebasing: buffer[..<written])) } catch { drainError = error }
        }
        drained += written
        written = 0
    }

    /// The slow path of appending `bytes` that do not fit: a collecting sink gives up, a
    /// streaming one hands its buffer on and takes them, or hands on a piece larger than
    /// the buffer as it is.
    @usableFromInline mutating func appendOverflowing(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let drain else { return overflowed = true }
        handOn()
        if bytes.count <= buffer.count {
            if let source = bytes.baseAddress { Self.copy(from: source, to: buffer.baseAddress!, count: bytes.count) }
            written = bytes.count
            return
        }
        if drainError == nil {
            do { try drain(bytes) } catch { drainError = error }
        }
        drained += bytes.count
    }

    /// The byte at `index`, which must be below ``count`` and not handed on yet.
    @inlinable public subscript(index: Int) -> UInt8 {
        precondition(index >= drained, "ByteSink: byte \(index) was handed on already")
        return buffer[index - drained]
    }

    @inlinable @inline(__always)
    public mutating func append(_ byte: UInt8) {
        guard written < buffer.count else {
            return withUnsafePointer(to: byte) { appendOverflowing(UnsafeBufferPointer(start: $0, count: 1)) }
        }
        buffer[written] = byte
        written += 1
    }

    @inlinable @inline(__always)
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= buffer.count - written else { return appendOverflowing(bytes) }
        if let source = bytes.baseAddress {
            Self.copy(from: source, to: buffer.baseAddress! + written, count: bytes.count)
            written += bytes.count
        }
    }

    /// Copies bytes. Most pieces of an output are a few bytes long, and for up to 16 of them
    /// two overlapping word copies beat a call to `memcpy`.
    @inlinable @inline(__always)
    static func copy(from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        let (source, target) = (UnsafeRawPointer(source), UnsafeMutableRawPointer(target))
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

    /// Appends `utf8[start..<end]`.
    @inlinable @inline(__always)
    public mutating func append(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        if start < end { append(UnsafeBufferPointer(rebasing: utf8[start..<end])) }
    }

    @inlinable @inline(__always)
    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends the UTF-8 of `text`.
    @inlinable @inline(__always)
    public mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append($0) }
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

    /// Drops the bytes from `index` on; they must not be handed on yet.
    @inlinable
    public mutating func truncate(to index: Int) {
        precondition(index >= drained, "ByteSink: cannot truncate bytes handed on already")
        written = min(written, index - drained)
    }

    /// The bytes from `index` on, as text; they must not be handed on yet.
    public func text(from index: Int) -> String {
        precondition(index >= drained, "ByteSink: byte \(index) was handed on already")
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[(index - drained)..<written]), as: UTF8.self)
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
