import HIGBytes

/// Builds Swift source line by line with four-space indentation, so renderers say what to
/// write and not how to lay it out.
///
/// The source is written as UTF-8 into one buffer (see ``ByteSink``): a generated file for a
/// large guideline set is tens of megabytes, and building it from strings would copy it over
/// and again.
struct SwiftWriter {
    private var bytes: ByteSink
    /// The current indentation, four spaces a level.
    private(set) var indent: [UInt8] = []
    /// `public `, `package ` or `internal `: written before every generated declaration.
    let access: String

    private init(access: SwiftOptions.AccessLevel, bytes: ByteSink) {
        self.access = access.rawValue + " "
        self.bytes = bytes
    }

    /// The source `write` writes, in a buffer sized for about `capacity` bytes. `write` may
    /// be called again when that is too small (see ``ByteSink``).
    static func source(
        access: SwiftOptions.AccessLevel, capacity: Int, _ write: (inout SwiftWriter) -> Void
    ) -> [UInt8] {
        ByteSink.collect(capacity: capacity) { sink in Self.write(access: access, into: &sink, write) }
    }

    /// Appends the source `write` writes to `sink`.
    static func write(access: SwiftOptions.AccessLevel, into sink: inout ByteSink, _ write: (inout SwiftWriter) -> Void) {
        var writer = SwiftWriter(access: access, bytes: sink)
        write(&writer)
        // The writer appended through a copy of the sink, over the same buffer.
        sink = writer.bytes
    }

    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            bytes.append(indent)
            bytes.append(utf8: content)
        }
        bytes.append(UTF8Bytes.newline)
    }

    /// Lines of a block of fixed code, each indented at the current depth. A line ends at
    /// "\n", as `split(separator: "\n")` splits a string: "\r\n" is one character, no line end.
    mutating func lines(_ block: String) {
        UTF8Bytes.withUTF8(block) { utf8 in
            var start = 0
            for index in utf8.indices where utf8[index] == UTF8Bytes.newline && (index == 0 || utf8[index - 1] != 0x0D) {
                line(UnsafeBufferPointer(rebasing: utf8[start..<index]))
                start = index + 1
            }
            line(UnsafeBufferPointer(rebasing: utf8[start...]))
        }
    }

    private mutating func line(_ content: UnsafeBufferPointer<UInt8>) {
        if !content.isEmpty {
            bytes.append(indent)
            bytes.append(content)
        }
        bytes.append(UTF8Bytes.newline)
    }

    mutating func doc(_ content: String) {
        SwiftDocComment.append(content, indent: indent, to: &bytes)
    }

    /// `opening {`, the body one level deeper, then `}`.
    mutating func block(_ opening: String, _ body: (inout SwiftWriter) -> Void) {
        line(opening + " {")
        indent.append(contentsOf: repeatElement(UTF8Bytes.space, count: 4))
        body(&self)
        indent.removeLast(4)
        line("}")
    }

    // MARK: Pieces of a line, for code written once per entry

    /// Starts a line: the indentation, then `literal`.
    mutating func start(_ literal: StaticString) {
        bytes.append(indent)
        bytes.append(literal: literal)
    }

    /// Continues the current line with `literal`.
    mutating func write(_ literal: StaticString) {
        bytes.append(literal: literal)
    }

    /// Continues the current line with `text`.
    mutating func write(text: String) {
        bytes.append(utf8: text)
    }

    /// Continues the current line with bytes made earlier.
    mutating func write(bytes piece: [UInt8]) {
        bytes.append(piece)
    }

    /// Continues the current line with `value` in decimal.
    mutating func write(decimal value: Int) {
        bytes.appendDecimal(value)
    }

    /// Continues the current line with `text`, or its first `byteCount` bytes, as a string
    /// literal.
    mutating func writeQuoted(_ text: String, byteCount: Int? = nil) {
        bytes.append(UTF8Bytes.quote)
        SwiftStringLiteral.appendContent(text, byteCount: byteCount, to: &bytes)
        bytes.append(UTF8Bytes.quote)
    }

    /// Continues the current line with `text` escaped as in a string literal, without quotes.
    mutating func writeLiteralContent(_ text: String) {
        SwiftStringLiteral.appendContent(text, to: &bytes)
    }

    /// Ends the current line with `literal`.
    mutating func end(_ literal: StaticString = "") {
        bytes.append(literal: literal)
        bytes.append(UTF8Bytes.newline)
    }
}
