/// A problem found in a guideline file, reported to the user rather than thrown.
///
/// Diagnostics are collected while compiling and printed at the edge (the command line), so
/// one run reports every problem it can find.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case error, warning, note

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

        /// Notes first, errors last. A switch: diagnostics are sorted by severity, and a large
        /// set has a hundred thousand of them.
        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }
    }

    public var severity: Severity
    /// A stable identifier such as `shortcut.unknown-key`, for filtering and documentation.
    public var id: String
    /// A terse sentence without a trailing period; "did you mean …?" when there is a likely fix.
    public var message: String
    public var location: SourceLocation
    /// Bytes from `location` that the problem covers, for the caret line; 0 for a point.
    public var length: Int
    public var fixIts: [FixIt]
    /// Related places, such as the rulebook row a shortcut conflicts with, or the first use
    /// of a shortcut used twice.
    public var notes: [Note]

    public init(
        _ severity: Severity, _ id: String, _ message: String, at location: SourceLocation,
        length: Int = 0, fixIts: [FixIt] = [], notes: [Note] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
        self.length = length
        self.fixIts = fixIts
        self.notes = notes
    }

    /// The order diagnostics are reported in: by file, line and column, then severity and id.
    public static func inReadingOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        (lhs.location, lhs.severity, lhs.id) < (rhs.location, rhs.severity, rhs.id)
    }

    /// A remark attached to a diagnostic that points at a related place.
    public struct Note: Hashable, Sendable, Codable {
        public var message: String
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }
}

// `notes` is written only when there are some, so diagnostics without notes keep the JSON
// shape every earlier command printed.
extension Diagnostic: Codable {
    private enum CodingKeys: String, CodingKey {
        case severity, id, message, location, length, fixIts, notes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(Severity.self, forKey: .severity), try container.decode(String.self, forKey: .id),
            try container.decode(String.self, forKey: .message), at: try container.decode(SourceLocation.self, forKey: .location),
            length: try container.decode(Int.self, forKey: .length), fixIts: try container.decode([FixIt].self, forKey: .fixIts),
            notes: try container.decodeIfPresent([Note].self, forKey: .notes) ?? [])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(severity, forKey: .severity)
        try container.encode(id, forKey: .id)
        try container.encode(message, forKey: .message)
        try container.encode(location, forKey: .location)
        try container.encode(length, forKey: .length)
        try container.encode(fixIts, forKey: .fixIts)
        if !notes.isEmpty { try container.encode(notes, forKey: .notes) }
    }
}

/// A replacement that fixes the problem: `length` UTF-8 bytes at `location` become
/// `replacement` (an insertion when `length` is 0).
public struct FixIt: Hashable, Sendable, Codable {
    public var location: SourceLocation
    public var length: Int
    public var replacement: String

    public init(at location: SourceLocation, length: Int, replacement: String) {
        self.location = location
        self.length = length
        self.replacement = replacement
    }
}
