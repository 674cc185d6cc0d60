import HIGModel

/// `path:line:col: warning: message [id]` and its `note:` lines, as Xcode and editors read
/// them: exactly one line each, so a line break in a file's name is written `\n` (and every
/// control character escaped, ``VisibleText``).
enum XcodeFormat {
    static func render(_ diagnostics: [Diagnostic], lines: inout SourceLines) -> String {
        diagnostics.map { lines.reported($0) }.map { diagnostic in
            var text =
                "\(place(diagnostic.location)): \(diagnostic.severity.rawValue): \(oneLine(diagnostic.message)) [\(diagnostic.id)]\n"
            for note in diagnostic.notes {
                text += "\(place(note.location ?? diagnostic.location)): note: \(oneLine(note.message))\n"
            }
            return text
        }.joined()
    }

    private static func place(_ location: SourceLocation) -> String {
        oneLine(location.formatted)
    }

    private static func oneLine(_ text: String) -> String {
        VisibleText.escaped(text)
    }
}
