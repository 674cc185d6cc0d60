/// One kind of problem hig-gen reports, declared once in the catalog (`Diagnostics/Catalog/`,
/// or `HIGCommandCatalog` for the commands' own): its stable id, default severity, a one-line
/// summary, why it matters and how to fix it.
///
/// Code that reports a problem names its kind (`Diagnostic(.tableUnescapedPipe, …)`), so
/// every id it can print is in ``DiagnosticCatalog``, and `hig-gen explain <id>` and
/// `Docs/Diagnostics.md` are derived from it. Lint rules are declared in their own files
/// (HIGLint) and are not repeated here.
public struct DiagnosticKind: Hashable, Sendable, Codable {
    /// Stable, for filtering and documentation: `area.what-is-wrong`.
    public let id: String
    public let severity: Diagnostic.Severity
    /// What is wrong, in one line.
    public let summary: String
    /// Why hig-gen reports it and what it does with the input meanwhile.
    public let explanation: String
    /// What to change so it goes away.
    public let fix: String

    public init(
        _ id: String, _ severity: Diagnostic.Severity, summary: String, explanation: String, fix: String
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.explanation = explanation
        self.fix = fix
    }

    public static func == (lhs: DiagnosticKind, rhs: DiagnosticKind) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Diagnostic {
    /// A diagnostic of a catalogued kind, at the kind's severity unless `severity` says
    /// otherwise (a level the user set, or a problem that is milder in one reader).
    public init(
        _ kind: DiagnosticKind, _ message: String, at location: SourceLocation, severity: Severity? = nil,
        length: Int = 0, fixIts: [FixIt] = [], notes: [Note] = []
    ) {
        self.init(
            severity ?? kind.severity, kind.id, message, at: location, length: length, fixIts: fixIts, notes: notes)
    }
}
