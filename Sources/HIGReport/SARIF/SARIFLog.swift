import HIGModel

/// A SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), the subset hig-gen
/// writes: one run, the rules, results with locations, related locations and fixes.
///
/// Code-scanning services and editors read it. Columns are counted in Unicode code points
/// (`columnKind`), so the builder is given a converter from hig-gen's UTF-8 byte columns.
public struct SARIFLog: Encodable, Sendable {
    public var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    public var version = "2.1.0"
    public var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    public struct Run: Encodable, Sendable {
        public var tool: Tool
        public var results: [Result]
        public var columnKind = "unicodeCodePoints"
    }

    public struct Tool: Encodable, Sendable {
        public var driver: Driver
    }

    public struct Driver: Encodable, Sendable {
        public var name: String
        public var rules: [ReportingDescriptor]
    }

    public struct ReportingDescriptor: Encodable, Sendable {
        public var id: String
        public var name: String?
        public var shortDescription: Message
        public var fullDescription: Message?
        public var defaultConfiguration: Configuration
        public var properties: Properties?
    }

    public struct Configuration: Encodable, Sendable {
        public var level: String
    }

    /// hig-gen's own facts about a rule: the guideline rule it enforces.
    public struct Properties: Encodable, Sendable {
        public var guideline: String?
    }

    public struct Message: Encodable, Sendable {
        public var text: String
    }

    public struct Result: Encodable, Sendable {
        public var ruleId: String
        public var ruleIndex: Int
        public var level: String
        public var message: Message
        public var locations: [Location]
        public var relatedLocations: [Location]?
        public var fixes: [Fix]?
    }

    public struct Location: Encodable, Sendable {
        public var id: Int?
        public var physicalLocation: PhysicalLocation
        public var message: Message?
    }

    public struct PhysicalLocation: Encodable, Sendable {
        public var artifactLocation: ArtifactLocation
        public var region: Region?
    }

    public struct ArtifactLocation: Encodable, Sendable {
        public var uri: String
    }

    public struct Region: Encodable, Sendable {
        public var startLine: Int
        public var startColumn: Int?
        public var endColumn: Int?
    }

    public struct Fix: Encodable, Sendable {
        public var description: Message
        public var artifactChanges: [ArtifactChange]
    }

    public struct ArtifactChange: Encodable, Sendable {
        public var artifactLocation: ArtifactLocation
        public var replacements: [Replacement]
    }

    public struct Replacement: Encodable, Sendable {
        public var deletedRegion: Region
        public var insertedContent: Message
    }
}
