import HIGBytes

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
        var ends: [Int] = []
        // Escapes are rare in guideline text; `collect` writes again with more room if needed.
        let estimate = texts.reduce(0) { $0 + $1.utf8.count }
        let escaped = ByteSink.collect(capacity: estimate + estimate / 8) { sink in
            ends.removeAll(keepingCapacity: true)
            for text in texts {
                sink.appendHTMLEscaped(text)
                ends.append(sink.count)
            }
        }
        bytes = .allocate(capacity: escaped.count)
        _ = bytes.initialize(from: escaped)
        bounds = .allocate(capacity: texts.count + 1)
        bounds[0] = 0
        _ = UnsafeMutableBufferPointer(rebasing: bounds[1...]).initialize(from: ends)
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
