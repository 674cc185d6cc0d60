/// Pieces of text HTML-escaped once and kept in one buffer, so that writing one is a copy.
///
/// A page shows the same few hundred shortcuts on many thousands of rows: their words, glyphs,
/// search terms and key caps would otherwise be escaped again, and their strings retained and
/// released, on every row. The buffer is allocated here and freed with the object, so reading
/// it touches no reference count.
final class EscapedTexts {
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    /// Text `i` is `bytes[bounds[i]..<bounds[i + 1]]`.
    private let bounds: UnsafeMutableBufferPointer<Int>

    init(_ texts: [String]) {
        var counter = PageWriter(into: UnsafeMutableBufferPointer(start: nil, count: 0))
        for text in texts { counter.writeEscaped(text) }
        bytes = .allocate(capacity: counter.count)
        bounds = .allocate(capacity: texts.count + 1)
        var writer = PageWriter(into: bytes)
        bounds[0] = 0
        for (index, text) in texts.enumerated() {
            writer.writeEscaped(text)
            bounds[index + 1] = writer.count
        }
    }

    deinit {
        bytes.deallocate()
        bounds.deallocate()
    }

    /// The escaped bytes of text `index`.
    subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[bounds[index]..<bounds[index + 1]])
    }
}
