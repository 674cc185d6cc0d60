/// Where lines start, counted the way CommonMark (and so cmark-gfm) counts them: a line ends
/// at LF, CRLF, or a lone CR. Every position hig-gen reports uses this, so its line numbers
/// always match the parser's, old Mac line endings included.
public enum LineBreaks {
    /// Byte offset of the start of each line; the first is 0.
    public static func lineStarts(in bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer(lineStarts(in:))
    }

    /// Byte offset (from the slice's start) of the start of each line; the first is 0.
    public static func lineStarts(in bytes: ArraySlice<UInt8>) -> [Int] {
        bytes.withUnsafeBufferPointer(lineStarts(in:))
    }

    /// A plain loop over a buffer: every guideline byte passes through here, and a generic
    /// collection walk across the module boundary cost a second on a 9 MB set.
    private static func lineStarts(in buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(buffer.count / 40 + 1)
        var offset = 0
        let count = buffer.count
        while offset < count {
            let byte = buffer[offset]
            offset += 1
            if byte == 0x0A {
                starts.append(offset)
            } else if byte == 0x0D {
                // CRLF is one line break; a lone CR is one too.
                if offset < count, buffer[offset] == 0x0A { offset += 1 }
                starts.append(offset)
            }
        }
        return starts
    }

    /// The 1-based line and column (in bytes) of a byte offset, given the line starts from
    /// ``lineStarts(in:)-([UInt8])``: a binary search, for readers that find things by offset.
    public static func position(of offset: Int, lineStarts starts: [Int]) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }

    /// The lines' contents without their line endings.
    public static func lines(in bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        let starts = lineStarts(in: bytes)
        return starts.indices.map { index in
            let start = starts[index]
            var end = index + 1 < starts.count ? starts[index + 1] : bytes.count
            if end > start, index + 1 < starts.count, bytes[end - 1] == 0x0A { end -= 1 }
            if end > start, index + 1 < starts.count, bytes[end - 1] == 0x0D { end -= 1 }
            return bytes[start..<end]
        }
    }
}
