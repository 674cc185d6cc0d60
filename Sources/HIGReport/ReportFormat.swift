/// How diagnostics are printed: the one list of formats, for `check --format` and for
/// `--diagnostics-format` on every command that compiles guidelines or an app's table.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// As compilers print for people: location, message, the source line with a caret, fix-its, notes.
    case human
    /// `path:line:col: warning: message [id]`, one line each, as Xcode and editors read.
    case xcode
    /// Every diagnostic whole, for scripts.
    case json
    /// SARIF 2.1.0, for code-scanning services.
    case sarif
    /// GitHub Actions workflow commands (`::error file=…,line=…::message`): annotations on a
    /// pull request's lines.
    case github
    /// JUnit XML, for CI systems that show test reports: one test case per diagnostic.
    case junit
}
