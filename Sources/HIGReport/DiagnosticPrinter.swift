import Foundation
import HIGJSON
import HIGModel

/// Prints diagnostics on standard error, as people read them or as JSON for tools.
package enum DiagnosticPrinter {
    /// Alike diagnostics are grouped (``DiagnosticGroups``), and at most `limit` are printed.
    /// `texts` holds lines that are in no file, such as the command line's.
    package static func printHuman(
        _ diagnostics: [Diagnostic], colored: Bool = false, summary showSummary: Bool = true, limit: Int? = nil,
        texts: [String: String] = [:]
    ) {
        guard !diagnostics.isEmpty else { return }
        var lines = SourceLines(texts: texts)
        let text =
            human(diagnostics, lines: &lines, colored: colored, limit: limit) + (showSummary ? summary(diagnostics) + "\n" : "")
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// The human format of the diagnostics, grouped, without the summary line.
    package static func human(_ diagnostics: [Diagnostic], lines: inout SourceLines, colored: Bool, limit: Int? = nil)
        -> String
    {
        let groups = DiagnosticGroups.grouped(diagnostics)
        var text = ""
        for group in groups.prefix(limit ?? groups.count) {
            var shown = group.first
            if !group.others.isEmpty {
                shown.notes.append(.init(DiagnosticGroups.summary(of: group.others, lines: &lines)))
            }
            text += HumanDiagnosticFormat.render(shown, lines: &lines, colored: colored)
        }
        if let limit, groups.count > limit {
            let hidden = groups.dropFirst(limit).reduce(0) { $0 + 1 + $1.others.count }
            text +=
                "hig-gen: \(hidden.counted("more diagnostic", plural: "more diagnostics")) not shown (--max-diagnostics \(limit)); "
                + "--diagnostics-format json prints them all\n"
        }
        return text
    }

    package static func printJSON(_ diagnostics: [Diagnostic]) {
        var lines = SourceLines()
        let reported = diagnostics.map { lines.reported($0) }
        let bytes = (try? RulebookJSON.encodeStably(reported)) ?? Array("[]\n".utf8)
        FileHandle.standardError.write(Data(bytes))
    }

    /// "2 errors, 1 warning, 3 notes".
    package static func summary(_ diagnostics: [Diagnostic]) -> String {
        let parts: [(Diagnostic.Severity, String)] = [(.error, "error"), (.warning, "warning"), (.note, "note")]
        return parts.compactMap { severity, word in
            let count = diagnostics.filter { $0.severity == severity }.count
            return count == 0 ? nil : count.counted(word)
        }.joined(separator: ", ")
    }
}
