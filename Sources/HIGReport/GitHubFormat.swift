import HIGModel

/// Findings as GitHub Actions workflow commands, which the Actions runner turns into
/// annotations on the files and lines of a pull request:
/// `::error file=Sources/Menu.swift,line=12,col=40,title=reserved-conflict::message`.
enum GitHubFormat {
    static func render(_ diagnostics: [Diagnostic], lines: inout SourceLines) -> String {
        diagnostics.map { lines.reported($0) }.map { diagnostic in
            let command =
                switch diagnostic.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
            var properties = ["file=\(property(VisibleText.escaped(diagnostic.location.file)))"]
            if let line = diagnostic.location.line { properties.append("line=\(line)") }
            if let column = diagnostic.location.column {
                properties.append("col=\(column)")
                if diagnostic.length > 0 { properties.append("endColumn=\(column + diagnostic.length)") }
            }
            properties.append("title=\(property(diagnostic.id))")
            // Control characters from the input escaped; the runner's line breaks separate notes.
            var message = VisibleText.escaped(diagnostic.message)
            for note in diagnostic.notes {
                message += "\n" + VisibleText.escaped((note.location.map { $0.formatted + ": " } ?? "") + note.message)
            }
            return "::\(command) \(properties.joined(separator: ","))::\(data(message))\n"
        }.joined()
    }

    /// The escaping the runner undoes in a message.
    private static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// The escaping the runner undoes in a property value, where ':' and ',' separate.
    private static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
