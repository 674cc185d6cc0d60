import Foundation
import HIGCommandCatalog
import HIGGenKit
import HIGJSON
import HIGModel
import HIGReport

/// The findings a team has accepted for now, so `check --baseline` reports only new ones.
///
/// A finding is recorded by its rule, its file and the text of the line it points at (trimmed),
/// with its message, not by line number: lines added above it do not make it new. The same
/// finding recorded twice baselines two occurrences.
package struct Baseline: Codable, Equatable {
    package struct Finding: Codable, Hashable, Comparable {
        var rule: String
        var file: String
        /// The declaration as written: its line, without leading and trailing spaces.
        var content: String
        var message: String

        package static func < (lhs: Finding, rhs: Finding) -> Bool {
            (lhs.file, lhs.rule, lhs.content, lhs.message) < (rhs.file, rhs.rule, rhs.content, rhs.message)
        }
    }

    var version = 1
    package var findings: [Finding]

    package init(_ diagnostics: [Diagnostic]) {
        var lines = SourceLines()
        findings = diagnostics.map { Self.finding($0, lines: &lines) }.sorted()
    }

    /// The diagnostics that are not in the baseline; each recorded finding excuses one.
    package func new(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var remaining: [Finding: Int] = [:]
        for finding in findings { remaining[finding, default: 0] += 1 }
        var lines = SourceLines()
        return diagnostics.filter { diagnostic in
            let key = Self.finding(diagnostic, lines: &lines)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }

    package static func read(_ path: String) throws(DiagnosticError) -> Baseline {
        // A baseline that is not there is an error: InputFile would call it a file that vanished
        // (a warning), and `check` would then pass with no findings at all.
        guard FileManager.default.fileExists(atPath: path) else { throw DiagnosticError([InputFile.missing(path)]) }
        var problems: [Diagnostic] = []
        guard let bytes = InputFile.read(path, into: &problems) else {
            throw DiagnosticError(problems.isEmpty ? [InputFile.missing(path)] : problems)
        }
        do {
            return try JSONDecoder().decode(Baseline.self, from: Data(bytes))
        } catch {
            throw DiagnosticError(
                .baselineInvalid, "the baseline is not one hig-gen wrote: \(error); write it again with --write-baseline",
                at: SourceLocation(file: path))
        }
    }

    package func write(to path: String) throws(DiagnosticError) {
        let url = URL(fileURLWithPath: path)
        do {
            let bytes = try RulebookJSON.encodeStably(self)
            _ = try OutputWriter.write([(url.lastPathComponent, bytes)], into: url.deletingLastPathComponent().path)
        } catch {
            throw DiagnosticError([.unwritable(error, output: path)])
        }
    }

    private static func finding(_ diagnostic: Diagnostic, lines: inout SourceLines) -> Finding {
        let text = diagnostic.location.line.flatMap { lines.line($0, of: diagnostic.location.file) }
        let content = text.map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespaces) } ?? ""
        return Finding(rule: diagnostic.id, file: diagnostic.location.file, content: content, message: diagnostic.message)
    }
}
