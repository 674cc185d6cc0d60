import Foundation
import HIGModel

/// The rulebook as JSON: pretty-printed, keys sorted, entries in source order, no
/// timestamps, so the same guidelines always give the same bytes.
public enum RulebookJSON {
    /// Bumped when the shape changes in a way a reader would notice.
    public static let formatVersion = 1
    public static let fileName = "rulebook.json"
    public static let schemaFileName = "rulebook.schema.json"

    public static func encode(_ rulebook: Rulebook) throws -> [UInt8] {
        try encodeStably(Envelope(rulebook: rulebook))
    }

    public static func decode(_ bytes: [UInt8]) throws -> Rulebook {
        try JSONDecoder().decode(Rulebook.self, from: Data(bytes))
    }

    /// Any value as stable JSON with a final newline.
    public static func encodeStably<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value)) + [UInt8(ascii: "\n")]
    }

    /// The rulebook's own keys, plus where its schema is and which format it is.
    private struct Envelope: Encodable {
        let rulebook: Rulebook

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case formatVersion
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("./" + RulebookJSON.schemaFileName, forKey: .schema)
            try container.encode(RulebookJSON.formatVersion, forKey: .formatVersion)
            try rulebook.encode(to: encoder)
        }
    }
}
