import Foundation
import HIGModel

/// The human format, as compilers print it:
///
///     Content/a.md:12:16: warning: stray space around '-' in a shortcut [shortcut.stray-whitespace]
///        12 | | F3 | Control- F3 | Move focus to the Dock. |
///           |               ^~
///           = fix-it: replace '- ' with '-'
enum HumanDiagnosticFormat {
    static func render(_ diagnostic: Diagnostic, lines: inout SourceLines) -> String {
        let location = diagnostic.location
        var text = "\(location.formatted): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]\n"
        guard let lineNumber = location.line, let source = lines.line(lineNumber, of: location.file) else { return text }
        let gutter = String(repeating: " ", count: String(lineNumber).count)
        text += "  \(lineNumber) | \(String(decoding: source, as: UTF8.self))\n"
        if let column = location.column {
            text += "  \(gutter) | \(caret(in: source, column: column, length: diagnostic.length))\n"
        }
        for fixIt in diagnostic.fixIts {
            text += "  \(gutter) = fix-it: \(describe(fixIt, lines: &lines))\n"
        }
        return text
    }

    /// Spaces (tabs kept, so the caret lines up) up to the column, then `^` and `~`s.
    private static func caret(in line: [UInt8], column: Int, length: Int) -> String {
        let before = Array(line.prefix(max(0, column - 1)))
        let padding = String(decoding: before, as: UTF8.self).map { $0 == "\t" ? "\t" : " " }.joined()
        let covered = Array(line.dropFirst(before.count).prefix(max(0, length)))
        let width = max(1, String(decoding: covered, as: UTF8.self).count)
        return padding + "^" + String(repeating: "~", count: width - 1)
    }

    private static func describe(_ fixIt: FixIt, lines: inout SourceLines) -> String {
        let replacement = visible(fixIt.replacement)
        guard fixIt.length > 0, let line = fixIt.location.line, let column = fixIt.location.column,
            let source = lines.line(line, of: fixIt.location.file)
        else { return "insert '\(replacement)'" }
        let original = String(decoding: source.dropFirst(column - 1).prefix(fixIt.length), as: UTF8.self)
        return replacement.isEmpty ? "remove '\(visible(original))'" : "replace '\(visible(original))' with '\(replacement)'"
    }

    /// Makes a line break in a fix-it visible.
    private static func visible(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: "\\n")
    }
}
