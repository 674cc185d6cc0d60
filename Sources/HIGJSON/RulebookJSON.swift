import Foundation
import HIGBytes
import HIGModel

/// The rulebook as JSON: indented by two spaces, keys sorted, entries in source order, no
/// timestamps, so the same guidelines always give the same bytes. The layout is Python's
/// `json.dumps(indent=2, sort_keys=True, ensure_ascii=False)`.
public enum RulebookJSON {
    /// Bumped when the shape changes in a way a reader would notice.
    public static let formatVersion = 2
    public static let fileName = "rulebook.json"
    public static let schemaFileName = "rulebook.schema.json"

    /// The rulebook's JSON, with where its schema is and which format it is.
    public static func encode(_ rulebook: Rulebook) throws -> [UInt8] {
        RulebookJSONWriter.encode(rulebook)
    }

    /// Appends the same bytes as ``encode(_:)`` to `sink`; a streaming sink hands them on as
    /// they are made, so the whole file is never in memory.
    public static func write(_ rulebook: Rulebook, into sink: inout ByteSink) {
        RulebookJSONWriter.write(rulebook, into: &sink)
    }

    public static func decode(_ bytes: [UInt8]) throws -> Rulebook {
        try JSONDecoder().decode(Rulebook.self, from: Data(bytes))
    }

    /// Any value as stable JSON with a final newline, through `JSONEncoder` (its layout
    /// puts a space before each colon); for small documents such as diagnostics and reports.
    public static func encodeStably<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value)) + [UInt8(ascii: "\n")]
    }
}
