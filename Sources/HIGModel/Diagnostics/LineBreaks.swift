/// Where lines start, counted the way CommonMark (and so cmark-gfm) counts them: a line ends
/// at LF, CRLF, or a lone CR. Every position hig-gen reports uses this, so its line numbers
/// always match the parser's, old Mac line endings included.
public enum LineBreaks {
    /// Byte offset of the start of each line; the first is 0.
    public static func lineStarts(in bytes: some Collection<UInt8>) -> [Int] {
        var starts = [0]
        var previousWasCR = false
        for (offset, byte) in bytes.enumerated() {
            if byte == 0x0A {
                if previousWasCR { starts[starts.count - 1] = offset + 1 } else { starts.append(offset + 1) }
            } else if byte == 0x0D {
                starts.append(offset + 1)
            }
            previousWasCR = byte == 0x0D
        }
        return starts
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
