import HIGBytes
import HIGModel

/// Findings as JUnit XML, the test report most CI systems show: one test case per finding
/// (errors and warnings fail, notes pass), or one passing case when there is none, so a clean
/// run shows as a success rather than an empty report.
enum JUnitFormat {
    static func render(_ diagnostics: [Diagnostic], shortcutCount: Int?, lines: inout SourceLines) -> String {
        // XML 1.0 cannot hold most control characters at all: every quoted text is escaped.
        let shown = diagnostics.map { lines.reported($0) }.map(\.visible)
        let failures = shown.count { $0.severity != .note }
        let bytes = ByteSink.collect(capacity: 4096) { out in
            out.append(utf8: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
            out.append(utf8: "<testsuites name=\"hig-gen check\" tests=\"\(max(1, shown.count))\" failures=\"\(failures)\">\n")
            out.append(utf8: "  <testsuite name=\"hig-gen check\" tests=\"\(max(1, shown.count))\" failures=\"\(failures)\">\n")
            if shown.isEmpty {
                let name = shortcutCount.map { $0.counted("shortcut") + " checked" } ?? "no problems"
                out.append(utf8: "    <testcase classname=\"hig-gen\" name=\"\(name)\"/>\n")
            }
            for diagnostic in shown {
                out.append(utf8: "    <testcase classname=\"")
                out.appendHTMLEscaped(diagnostic.id)
                out.append(utf8: "\" name=\"")
                out.appendHTMLEscaped(diagnostic.location.formatted)
                out.append(utf8: "\" file=\"")
                out.appendHTMLEscaped(diagnostic.location.file)
                out.append(utf8: "\"")
                guard diagnostic.severity != .note else {
                    out.append(utf8: "/>\n")
                    continue
                }
                out.append(utf8: ">\n      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"")
                out.appendHTMLEscaped(diagnostic.message)
                out.append(utf8: "\">")
                out.appendHTMLEscaped(
                    "\(diagnostic.location.formatted): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]")
                for note in diagnostic.notes {
                    out.appendHTMLEscaped("\n" + (note.location.map { $0.formatted + ": " } ?? "") + "note: " + note.message)
                }
                out.append(utf8: "</failure>\n    </testcase>\n")
            }
            out.append(utf8: "  </testsuite>\n</testsuites>\n")
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Diagnostic {
    /// The diagnostic with its message, file and notes as ``VisibleText`` shows them.
    fileprivate var visible: Diagnostic {
        var shown = self
        shown.message = VisibleText.escaped(message)
        shown.location.file = VisibleText.escaped(location.file)
        shown.notes = notes.map { note in
            var visibleNote = note
            visibleNote.message = VisibleText.escaped(note.message)
            visibleNote.location?.file = VisibleText.escaped(note.location?.file ?? "")
            return visibleNote
        }
        return shown
    }
}
