import HIGCommandCatalog
import HIGGenKit
import HIGLint
import HIGModel

extension ShortcutExplanation {
    /// Where `explain` places what it says about its own argument.
    package static let commandLine = "<command line>"

    /// The shortcut `text` names, and what was read past on the way ('⇠' for ←, modifiers out
    /// of order) as diagnostics at ``commandLine``; when it names none, what is wrong, with the
    /// nearest id when the text looks like a misspelt one.
    package static func parse(_ text: String) throws(DiagnosticError) -> (shortcut: Shortcut, readPast: [Diagnostic]) {
        let parsed = ShortcutParser.parse(text)
        if let shortcut = parsed.shortcut {
            let readPast = parsed.issues.map { issue in
                Diagnostic(
                    issue.kind, issue.message, at: SourceLocation(file: commandLine, line: 1, column: issue.range.lowerBound + 1))
            }
            return (shortcut, readPast)
        }
        let reasons = parsed.issues.filter { $0.severity == .error }.map(\.message)
        var message = "cannot read '\(text.clipped())' as a shortcut: \(reasons.joined(separator: "; "))"
        if let guess = Suggestion.closest(to: text, among: DiagnosticReference.allIDs) {
            message = "'\(text.clipped())' is no shortcut or id; did you mean '\(guess)'?"
        } else if text.contains(".") || text.contains("-") && !text.contains(" ") && text == text.lowercased() {
            message += "; nor is it an id ('hig-gen explain --diagnostics' lists them)"
        }
        throw DiagnosticError(.explainNotUnderstood, message, at: SourceLocation(file: commandLine))
    }
}
