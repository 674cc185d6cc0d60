import Foundation
import HIGModel

/// Diagnostics rendered in one of the ``ReportFormat``s: how every command reports them,
/// `check` on standard output and the others on standard error.
///
/// Columns and lengths are converted to characters on the way out (``SourceLines``), and the
/// formats read nothing else from outside: the same diagnostics always print the same.
public struct DiagnosticReport {
    public var diagnostics: [Diagnostic]
    /// How many shortcuts `check` read: the human summary says it, JSON wraps the diagnostics
    /// in an object with it, and a clean JUnit report names it. Nil where guidelines are
    /// compiled: JSON is then the array of diagnostics alone.
    public var shortcutCount: Int?
    /// ANSI colour in the human format (see ``TerminalColor``).
    public var colored: Bool
    /// At most this many diagnostics in the human format (alike ones count once).
    public var limit: Int?
    /// Whether the human format ends with a count of each severity.
    public var summary: Bool
    /// Lines that are in no file, by the name diagnostics give them ("<command line>").
    public var texts: [String: String]

    public init(
        diagnostics: [Diagnostic], shortcutCount: Int? = nil, colored: Bool = false, limit: Int? = nil, summary: Bool = true,
        texts: [String: String] = [:]
    ) {
        self.diagnostics = diagnostics
        self.shortcutCount = shortcutCount
        self.colored = colored
        self.limit = limit
        self.summary = summary
        self.texts = texts
    }

    public func render(_ format: ReportFormat) -> String {
        var lines = SourceLines(texts: texts)
        switch format {
        case .human: return HumanFormat.render(self, lines: &lines)
        case .xcode: return XcodeFormat.render(diagnostics, lines: &lines)
        case .json: return JSONFormat.render(diagnostics, shortcutCount: shortcutCount, lines: &lines)
        case .sarif: return SARIFFormat.render(diagnostics, lines: &lines)
        case .github: return GitHubFormat.render(diagnostics, lines: &lines)
        case .junit: return JUnitFormat.render(diagnostics, shortcutCount: shortcutCount, lines: &lines)
        }
    }

    public func write(_ format: ReportFormat, to handle: FileHandle) {
        let text = render(format)
        if !text.isEmpty { handle.write(Data(text.utf8)) }
    }

    /// "2 errors, 1 warning, 3 notes"; empty when there are none.
    public static func counts(of diagnostics: [Diagnostic]) -> String {
        let parts: [(Diagnostic.Severity, String)] = [(.error, "error"), (.warning, "warning"), (.note, "note")]
        return parts.compactMap { severity, word in
            let count = diagnostics.count { $0.severity == severity }
            return count == 0 ? nil : count.counted(word)
        }.joined(separator: ", ")
    }
}
