/// Something the shortcut parser noticed in a piece of text, located by UTF-8 byte offsets
/// within that text. The Markdown front end turns it into a located ``Diagnostic``.
public struct ShortcutIssue: Hashable, Sendable, Codable {
    /// One of ``DiagnosticCatalog/shortcut``.
    public var kind: DiagnosticKind
    public var message: String
    /// UTF-8 byte offsets in the parsed text.
    public var range: Range<Int>
    /// Text that should replace `range`, when there is one obvious fix.
    public var replacement: String?

    public var severity: Diagnostic.Severity { kind.severity }
}
