import ArgumentParser
import Foundation
import HIGGenKit
import HIGJSON
import HIGLint
import HIGModel

/// How `hig-gen check` prints its findings on standard output.
enum LintFormat: String, ExpressibleByArgument, CaseIterable {
    /// As compilers print for people: location, message, the source line with a caret, fix-its, notes.
    case human
    /// `path:line:col: warning: message [rule-id]`, one line each, as Xcode and editors read.
    case xcode
    /// `{"diagnostics": […], "shortcutCount": …}` for scripts.
    case json
    /// SARIF 2.1.0, for code-scanning services.
    case sarif
    /// GitHub Actions workflow commands (`::error file=…,line=…::message`): annotations on a
    /// pull request's lines.
    case github
    /// JUnit XML, for CI systems that show test reports: one test case per finding.
    case junit
}

/// Renders findings in one of the ``LintFormat``s.
struct LintReport {
    var diagnostics: [Diagnostic]
    var shortcutCount: Int
    var format: LintFormat
    var colored: Bool

    func render() throws -> String {
        switch format {
        case .human: human()
        case .xcode: xcode()
        case .json: try json()
        case .sarif: try sarif()
        case .github: GitHubAnnotations.render(diagnostics)
        case .junit: JUnitReport.render(diagnostics, shortcutCount: shortcutCount)
        }
    }

    private func human() -> String {
        var lines = SourceLines()
        var text = DiagnosticPrinter.human(diagnostics, lines: &lines, colored: colored)
        let summary = DiagnosticPrinter.summary(diagnostics)
        let checked = shortcutCount.counted("shortcut") + " read"
        text += summary.isEmpty ? "\(checked); no problems\n" : "\(summary) (\(checked))\n"
        return text
    }

    private func xcode() -> String {
        var lines = SourceLines()
        return diagnostics.map { lines.reported($0) }.map { diagnostic in
            var text =
                "\(diagnostic.location.formatted): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]\n"
            for note in diagnostic.notes {
                text += "\((note.location ?? diagnostic.location).formatted): note: \(note.message)\n"
            }
            return text
        }.joined()
    }

    private struct JSONReport: Encodable {
        var diagnostics: [Diagnostic]
        var shortcutCount: Int
        var errorCount: Int
        var warningCount: Int
        var noteCount: Int
    }

    private func json() throws -> String {
        let count = { (severity: Diagnostic.Severity) in diagnostics.filter { $0.severity == severity }.count }
        var lines = SourceLines()
        let report = JSONReport(
            diagnostics: diagnostics.map { lines.reported($0) }, shortcutCount: shortcutCount, errorCount: count(.error),
            warningCount: count(.warning),
            noteCount: count(.note))
        return String(decoding: try RulebookJSON.encodeStably(report), as: UTF8.self)
    }

    private func sarif() throws -> String {
        var lines = SourceLines()
        let log = SARIFLog(diagnostics: diagnostics) { location, length in
            guard location.column != nil else { return nil }
            let (start, count) = lines.reported(location, length: length)
            return start.column.map { ($0, $0 + count) }
        }
        return String(decoding: try RulebookJSON.encodeStably(log), as: UTF8.self)
    }
}
