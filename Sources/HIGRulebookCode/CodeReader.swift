/// Reads what ``CodeWriter`` wrote. Any byte out of place (a truncated or foreign code, an
/// enum case this build does not know) throws, and the caller compiles the Markdown instead.
struct CodeReader {
    struct Malformed: Error {}

    private let bytes: [UInt8]
    private var position: Int
    private var strings: [String] = []

    init(_ bytes: [UInt8]) throws {
        self.bytes = bytes
        position = 0
        let count = try int()
        strings.reserveCapacity(count)
        for _ in 0..<count {
            let length = try int()
            guard length >= 0, position + length <= bytes.count else { throw Malformed() }
            strings.append(String(decoding: bytes[position..<position + length], as: UTF8.self))
            position += length
        }
    }

    var isAtEnd: Bool { position == bytes.count }

    mutating func int() throws -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count, shift < 64 else { throw Malformed() }
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return Int(Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1))
    }

    mutating func bool() throws -> Bool {
        guard position < bytes.count, bytes[position] <= 1 else { throw Malformed() }
        position += 1
        return bytes[position - 1] == 1
    }

    mutating func string() throws -> String {
        let index = try int()
        guard strings.indices.contains(index) else { throw Malformed() }
        return strings[index]
    }

    /// A raw-valued enum case, stored by its raw value so a reordered enum still reads.
    mutating func named<Value: RawRepresentable>(_: Value.Type) throws -> Value
    where Value.RawValue == String {
        guard let value = Value(rawValue: try string()) else { throw Malformed() }
        return value
    }

    mutating func optional<Value>(_ read: (inout CodeReader) throws -> Value) throws -> Value? {
        try bool() ? try read(&self) : nil
    }

    mutating func array<Element>(_ read: (inout CodeReader) throws -> Element) throws -> [Element] {
        let count = try int()
        guard count >= 0, count <= bytes.count - position else { throw Malformed() }
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count { elements.append(try read(&self)) }
        return elements
    }
}
