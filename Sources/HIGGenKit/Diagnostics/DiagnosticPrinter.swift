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
        let bytes = (try? RulebookJSON.encodeStably(diagnostics)) ?? Array("[]\n".utf8)
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

/// The lines of files named by diagnostics, read once each.
package struct SourceLines {
    private var files: [String: [[UInt8]]] = [:]

    package init() {}

    package mutating func line(_ number: Int, of path: String) -> [UInt8]? {
        if files[path] == nil {
            // Read as the compilers read it (never blocking, UTF-16 as UTF-8), so the excerpt is
            // the text the columns count in.
            var ignored: [Diagnostic] = []
            let bytes = InputFile.read(path, into: &ignored).map { TextDecoding.utf8($0, path: path, into: &ignored) } ?? []
            var lines = LineBreaks.lines(in: bytes).map(Array.init)
            if lines.first?.starts(with: [0xEF, 0xBB, 0xBF]) == true { lines[0].removeFirst(3) }
            files[path] = lines
        }
        guard let lines = files[path], number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }
}
