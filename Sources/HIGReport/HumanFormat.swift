import Foundation
import HIGModel

/// The human format, as compilers print it:
///
///     Content/a.md:12:16: warning: stray space around '-' in a shortcut [shortcut.stray-whitespace]
///        12 | | F3 | Control- F3 | Move focus to the Dock. |
///           |               ^~
///           = fix-it: replace '- ' with '-'
///
/// Alike diagnostics are grouped (``DiagnosticGroups``), at most the report's `limit` are
/// printed, and a summary line counts them (with the shortcuts read, for `check`).
enum HumanFormat {
    static func render(_ report: DiagnosticReport, lines: inout SourceLines) -> String {
        let diagnostics = report.diagnostics
        let groups = DiagnosticGroups.grouped(diagnostics)
        let limit = report.limit ?? groups.count
        var text = ""
        for group in groups.prefix(limit) {
            var shown = group.first
            if !group.others.isEmpty {
                shown.notes.append(.init(DiagnosticGroups.summary(of: group.others, lines: &lines)))
            }
            text += render(shown, lines: &lines, colored: report.colored)
        }
        if groups.count > limit {
            let hidden = groups.dropFirst(limit).reduce(0) { $0 + 1 + $1.others.count }
            text +=
                "hig-gen: \(hidden.counted("more diagnostic", plural: "more diagnostics")) not shown (--max-diagnostics \(limit)); "
                + "--diagnostics-format json prints them all\n"
        }
        let counts = DiagnosticReport.counts(of: diagnostics)
        if let shortcutCount = report.shortcutCount {
            let read = shortcutCount.counted("shortcut") + " read"
            text += counts.isEmpty ? "\(read); no problems\n" : "\(counts) (\(read))\n"
        } else if report.summary, !counts.isEmpty {
            text += counts + "\n"
        }
        return text
    }

    /// One diagnostic: its header, the source line with a caret, fix-its and notes.
    static func render(_ diagnostic: Diagnostic, lines: inout SourceLines, colored: Bool) -> String {
        let location = diagnostic.location
        let paint = Paint(enabled: colored)
        let severity = paint(diagnostic.severity.rawValue + ":", Paint.color(for: diagnostic.severity))
        var text =
            "\(paint(VisibleText.escaped(lines.reported(location).formatted) + ":", Paint.bold)) \(severity) \(paint(VisibleText.escaped(diagnostic.message), Paint.bold)) [\(diagnostic.id)]\n"
        guard let lineNumber = location.line, let source = lines.line(lineNumber, of: location.file) else {
            return text + notes(of: diagnostic, gutter: "", paint: paint, lines: &lines)
        }
        let gutter = String(repeating: " ", count: String(lineNumber).count)
        let (shown, shownColumn) = window(of: source, around: location.column ?? 1)
        // Escaped in two halves, so the caret still stands under the column.
        let before = VisibleText.escaped(
            String(decoding: shown.prefix(max(0, shownColumn - 1)), as: UTF8.self), keepingTabs: true)
        let after = VisibleText.escaped(
            String(decoding: shown.dropFirst(max(0, shownColumn - 1)), as: UTF8.self), keepingTabs: true)
        text += "  \(lineNumber) | \(before)\(after)\n"
        if location.column != nil {
            text +=
                "  \(gutter) | \(paint(caret(before: before, after: after, length: diagnostic.length, source: shown, column: shownColumn), Paint.green))\n"
        }
        for fixIt in diagnostic.fixIts {
            text += "  \(gutter) = \(paint("fix-it:", Paint.green)) \(describe(fixIt, lines: &lines))\n"
        }
        return text + notes(of: diagnostic, gutter: gutter, paint: paint, lines: &lines)
    }

    /// "= note: Content/a.md:19:16: Reserved keyboard shortcuts lists …", one line each.
    private static func notes(of diagnostic: Diagnostic, gutter: String, paint: Paint, lines: inout SourceLines) -> String {
        diagnostic.notes.map { note in
            let place = note.location.map { lines.reported($0).formatted + ": " } ?? ""
            return "  \(gutter) = \(paint("note:", Paint.cyan)) \(VisibleText.escaped(place + note.message))\n"
        }.joined()
    }

    /// At most `width` bytes of a long line (scraped pages have lines of thousands), starting
    /// a little before the column, cut at character boundaries and marked with "…".
    private static func window(of line: [UInt8], around column: Int, width: Int = 160) -> ([UInt8], Int) {
        guard line.count > width else { return (line, column) }
        var start = max(0, min(column - 1 - 40, line.count - width))
        while start > 0, line[start] & 0xC0 == 0x80 { start -= 1 }
        var end = min(line.count, start + width)
        while end < line.count, line[end] & 0xC0 == 0x80 { end += 1 }
        let ellipsis = Array("…".utf8)
        let prefix = start > 0 ? ellipsis : []
        let suffix = end < line.count ? ellipsis : []
        return (prefix + line[start..<end] + suffix, column - start + prefix.count)
    }

    /// Spaces (tabs kept, so the caret lines up) under the escaped text before the column,
    /// then `^` and `~`s under the escaped text the diagnostic covers.
    private static func caret(before: String, after: String, length: Int, source: [UInt8], column: Int) -> String {
        let padding = before.map { $0 == "\t" ? "\t" : " " }.joined()
        let covered = source.dropFirst(max(0, column - 1)).prefix(max(0, min(length, 80)))
        let width = max(1, VisibleText.escaped(String(decoding: covered, as: UTF8.self), keepingTabs: true).count)
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

    /// Makes a line break or any control character in a fix-it visible.
    private static func visible(_ text: String) -> String {
        VisibleText.escaped(text)
    }
}

/// ANSI colours for a terminal; does nothing when disabled.
struct Paint {
    let enabled: Bool

    static let bold = "1"
    static let red = "1;31"
    static let magenta = "1;35"
    static let cyan = "1;36"
    static let green = "32"

    static func color(for severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: red
        case .warning: magenta
        case .note: cyan
        }
    }

    func callAsFunction(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
