/// A problem found in a guideline file, reported to the user rather than thrown.
///
/// Diagnostics are collected while compiling and printed at the edge (the command line), so
/// one run reports every problem it can find.
public struct Diagnostic: Hashable, Sendable, Codable {
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case error, warning, note

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            let order: [Severity] = [.note, .warning, .error]
            return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
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

    public init(
        _ severity: Severity, _ id: String, _ message: String, at location: SourceLocation,
        length: Int = 0, fixIts: [FixIt] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
        self.length = length
        self.fixIts = fixIts
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
