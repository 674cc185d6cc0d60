import HIGModel

extension CellText {
    /// A cell whose whole text is a value hig-gen does not know: "unknown WHAT 'text'", then
    /// "did you mean …?" with a fix-it that writes the suggestion, or the `otherwise` hint when
    /// no known value is near.
    func unknownValue(
        _ kind: DiagnosticKind, _ what: String, suggestion: String?, otherwise: String, in source: SourceText
    ) -> Diagnostic {
        Diagnostic(
            kind,
            "unknown \(what) '\(text.clipped())'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "; \(otherwise)"),
            at: location(in: source), length: length,
            fixIts: suggestion.flatMap { fixIt(replacing: 0..<length, with: $0, in: source) }.map { [$0] } ?? [])
    }
}
