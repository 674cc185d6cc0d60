import Foundation
import HIGJSON
import HIGModel

/// Prints diagnostics on standard error, as people read them or as JSON for tools.
package enum DiagnosticPrinter {
    package static func printHuman(_ diagnostics: [Diagnostic], colored: Bool = false, summary showSummary: Bool = true) {
        guard !diagnostics.isEmpty else { return }
        var lines = SourceLines()
        var text = diagnostics.map { HumanDiagnosticFormat.render($0, lines: &lines, colored: colored) }.joined()
        if showSummary { text += summary(diagnostics) + "\n" }
        FileHandle.standardError.write(Data(text.utf8))
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
            return count == 0 ? nil : "\(count) \(word)\(count == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }
}
