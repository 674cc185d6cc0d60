import HIGJSON
import HIGModel

/// Every diagnostic whole, with sorted keys: an array, or for `check` an object that also
/// holds the number of shortcuts read and a count of each severity.
enum JSONFormat {
    private struct CheckReport: Encodable {
        var diagnostics: [Diagnostic]
        var shortcutCount: Int
        var errorCount: Int
        var warningCount: Int
        var noteCount: Int
    }

    static func render(_ diagnostics: [Diagnostic], shortcutCount: Int?, lines: inout SourceLines) -> String {
        let reported = diagnostics.map { lines.reported($0) }
        guard let shortcutCount else { return encoded(reported) }
        let count = { (severity: Diagnostic.Severity) in diagnostics.count { $0.severity == severity } }
        return encoded(
            CheckReport(
                diagnostics: reported, shortcutCount: shortcutCount, errorCount: count(.error),
                warningCount: count(.warning), noteCount: count(.note)))
    }

    /// Diagnostics are plain values; failing to encode one is a bug in hig-gen, not in the input.
    static func encoded(_ value: some Encodable) -> String {
        do {
            return String(decoding: try RulebookJSON.encodeStably(value), as: UTF8.self)
        } catch {
            preconditionFailure("a report failed to encode: \(error)")
        }
    }
}
