import HIGBytes

/// Writes JSON as UTF-8 into one byte buffer, laid out as Python's
/// `json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False)` lays it out: two spaces
/// per level, `"key": value`, one member or element per line, `[]` and `{}` when empty.
///
/// The writer does not sort: callers write an object's keys in code-point order (as
/// `sort_keys` does), so the same rulebook always gives the same bytes. Strings are escaped
/// as JSON requires and no more: quote, backslash and the control characters below U+0020
/// (`\n`, `\t`… by name, the others as `\u00XX`); everything else, non-ASCII included, is
/// written as its UTF-8. A Swift string holds no lone surrogates, so the output is always
/// valid UTF-8.
struct JSONWriter {
    private var bytes: ByteSink
    /// The indentation of the lines inside the innermost open container.
    private var indent: [UInt8]
    /// Whether the innermost open container has no member or element yet.
    private var isEmpty = true

    private init(bytes: ByteSink, depth: Int) {
        self.bytes = bytes
        indent = [UInt8](repeating: JSONBytes.space, count: 2 * depth)
    }

    /// The JSON `write` writes, in a buffer sized for about `capacity` bytes, starting
    /// `depth` levels deep (for pieces of a larger document, written once and reused).
    /// `write` may be called again when the buffer is too small (see ``ByteSink``).
    static func json(capacity: Int, depth: Int = 0, _ write: (inout JSONWriter) -> Void) -> [UInt8] {
        ByteSink.collect(capacity: capacity) { sink in Self.write(depth: depth, into: &sink, write) }
    }

    /// Appends the JSON `write` writes to `sink`, starting `depth` levels deep.
    static func write(depth: Int = 0, into sink: inout ByteSink, _ write: (inout JSONWriter) -> Void) {
        var writer = JSONWriter(bytes: sink, depth: depth)
        write(&writer)
        // The writer appended through a copy of the sink, over the same buffer.
        sink = writer.bytes
    }

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts an object member: `"name": `, on a line of its own. Names need no escaping.
    mutating func key(_ name: StaticString) {
        startLine()
        bytes.append(JSONBytes.quote)
        bytes.append(literal: name)
        bytes.append(literal: "\": ")
    }

    /// Starts an object member whose name is only known at run time.
    mutating func key(named name: String) {
        startLine()
        string(name)
        bytes.append(literal: ": ")
    }

    /// Starts an array element on a line of its own.
    mutating func element() { startLine() }

    mutating func string(_ text: String) {
        bytes.append(JSONBytes.quote)
        JSONBytes.appendEscaped(text, to: &bytes)
        bytes.append(JSONBytes.quote)
    }

    mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(of: value.magnitude)
    }

    mutating func bool(_ value: Bool) {
        bytes.append(literal: value ? "true" : "false")
    }

    /// A value written earlier by a writer at the same depth.
    mutating func raw(_ piece: [UInt8]) {
        bytes.append(piece)
    }

    /// Ends the document with a line break, as a text file does.
    mutating func finish() {
        bytes.append(JSONBytes.newline)
    }

    private mutating func appendDigits(of value: UInt) {
        if value >= 10 { appendDigits(of: value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        indent.append(contentsOf: [JSONBytes.space, JSONBytes.space])
        isEmpty = true
    }

    private mutating func close(_ bracket: UInt8) {
        indent.removeLast(2)
        if !isEmpty {
            bytes.append(JSONBytes.newline)
            bytes.append(indent)
        }
        bytes.append(bracket)
        isEmpty = false
    }

    private mutating func startLine() {
        if !isEmpty { bytes.append(UInt8(ascii: ",")) }
        bytes.append(JSONBytes.newline)
        bytes.append(indent)
        isEmpty = false
    }
}
