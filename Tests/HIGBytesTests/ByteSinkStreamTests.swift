import HIGBytes
import Testing

/// A streaming sink hands on, in order, exactly the bytes a collecting one would hold, in
/// pieces no larger than its buffer unless one piece written at once is larger.
@Suite("ByteSink streaming")
struct ByteSinkStreamTests {
    struct Refused: Error {}

    /// Many small pieces, single bytes, numbers and some pieces larger than the buffer.
    static func write(_ sink: inout ByteSink) {
        let large = [UInt8](repeating: UInt8(ascii: "L"), count: ByteSink.streamingBufferSize + 12345)
        for index in 0..<200_000 {
            sink.append(literal: "entry ")
            sink.appendDecimal(index)
            sink.append(UInt8(ascii: index % 7 == 0 ? "\n" : " "))
            if index % 50_000 == 17 { sink.append(large) }
        }
    }

    @Test("the bytes handed on are the bytes collected")
    func sameBytes() throws {
        let collected = ByteSink.collect(capacity: 16, Self.write)
        var streamed: [UInt8] = []
        var pieces: [Int] = []
        try ByteSink.stream(
            to: { piece in
                streamed.append(contentsOf: piece)
                pieces.append(piece.count)
            }, Self.write)
        #expect(streamed == collected)
        #expect(pieces.count > 4)
        // Only the four large pieces go on whole; everything else fits the buffer.
        #expect(pieces.filter { $0 > ByteSink.streamingBufferSize }.count == 4)
    }

    @Test("the first error of the drain is thrown, and the drain is not called again")
    func drainError() {
        var calls = 0
        #expect(throws: Refused.self) {
            try ByteSink.stream(
                to: { _ in
                    calls += 1
                    if calls == 2 { throw Refused() }
                }, Self.write)
        }
        #expect(calls == 2)
    }

    @Test("bytes still in the buffer can be read back and truncated")
    func lookBack() throws {
        var streamed: [UInt8] = []
        try ByteSink.stream(to: { streamed.append(contentsOf: $0) }) { sink in
            let large = [UInt8](repeating: 1, count: ByteSink.streamingBufferSize - 2)
            sink.append(large)
            sink.append(literal: "abcd")  // does not fit: the buffer is handed on first
            #expect(sink.count == large.count + 4)
            #expect(sink.text(from: large.count) == "abcd")
            #expect(sink[large.count + 1] == UInt8(ascii: "b"))
            sink.truncate(to: large.count + 2)
            sink.append(literal: "!")
        }
        #expect(streamed.count == ByteSink.streamingBufferSize - 2 + 3)
        #expect(Array(streamed.suffix(3)) == Array("ab!".utf8))
    }
}
