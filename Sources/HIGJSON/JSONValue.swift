/// A JSON value built in code, for documents that are not a Codable type (the schema).
/// Written with sorted keys, so the bytes are stable.
enum JSONValue: Encodable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral
{
    case string(String)
    case integer(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])

    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .integer(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(uniqueKeysWithValues: elements))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension JSONValue {
    /// Writes the value, object keys in code-point order (the order of their UTF-8 bytes).
    func write(to json: inout JSONWriter) {
        switch self {
        case .string(let value): json.string(value)
        case .integer(let value): json.integer(value)
        case .bool(let value): json.bool(value)
        case .array(let values):
            json.beginArray()
            for value in values {
                json.element()
                value.write(to: &json)
            }
            json.endArray()
        case .object(let members):
            json.beginObject()
            for (key, value) in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                json.key(named: key)
                value.write(to: &json)
            }
            json.endObject()
        }
    }
}
