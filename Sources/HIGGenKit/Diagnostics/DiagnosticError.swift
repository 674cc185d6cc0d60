import HIGModel

/// A command cannot go on, for reasons that are diagnostics (guidelines that do not compile, an
/// output that cannot be written). Thrown up to the command, which reports them in the format
/// it was asked for; one that is not caught there is printed for people by
/// `HIGGenCommandLine.run`. Nothing deep in hig-gen prints.
package struct DiagnosticError: Error {
    package var diagnostics: [Diagnostic]

    package init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    package init(_ kind: DiagnosticKind, _ message: String, at location: SourceLocation) {
        diagnostics = [Diagnostic(kind, message, at: location)]
    }
}
