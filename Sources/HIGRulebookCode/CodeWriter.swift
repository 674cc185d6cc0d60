/// Writes values in the rulebook code's byte form: integers as LEB128 varints (zigzag, so a
/// negative one stays short), strings as positions in one table of distinct strings written
/// before the values, so a path repeated on every row is stored and made once.
struct CodeWriter {
    private(set) var body: [UInt8] = []
    private var strings: [String] = []
    private var positions: [String: Int] = [:]

    mutating func int(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
        while rest >= 0x80 {
            body.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        body.append(UInt8(rest))
    }

    mutating func bool(_ value: Bool) { body.append(value ? 1 : 0) }

    mutating func string(_ value: String) {
        if let position = positions[value] { return int(position) }
        positions[value] = strings.count
        int(strings.count)
        strings.append(value)
    }

    /// An optional as a presence byte, then the value when there is one.
    mutating func optional<Value>(_ value: Value?, _ write: (inout CodeWriter, Value) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    mutating func array<Element>(_ values: [Element], _ write: (inout CodeWriter, Element) -> Void) {
        int(values.count)
        for value in values { write(&self, value) }
    }

    /// The string table, then the values.
    func finished() -> [UInt8] {
        var table = CodeWriter()
        table.int(strings.count)
        for string in strings {
            let bytes = Array(string.utf8)
            table.int(bytes.count)
            table.body += bytes
        }
        return table.body + body
    }
}
