import HIGModel

/// Compiles guideline Markdown into a ``Rulebook``, collecting every diagnostic on the way.
///
/// Problems in the files never stop the compiler: it reports them and goes on, so one run
/// shows them all. Whether the result may be used is the caller's call (any error: no).
public enum RulebookCompiler {
    public struct Output: Sendable {
        public var rulebook: Rulebook
        /// Sorted by file, line and column.
        public var diagnostics: [Diagnostic]

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Compiles the Markdown files and folders at `paths`.
    public static func compile(paths: [String]) -> Output {
        var diagnostics: [Diagnostic] = []
        let files = GuidelineSources.files(at: paths, into: &diagnostics)
        let results = ConcurrentFiles.compile(files)
        for result in results { diagnostics += result.diagnostics }
        return assemble(results.compactMap(\.contents), diagnostics: diagnostics)
    }

    /// Compiles Markdown held in memory, as if read from `path`.
    public static func compile(markdown: String, path: String = "<input>") -> Output {
        compile(bytes: Array(markdown.utf8), path: path)
    }

    /// Compiles raw bytes (which may not be UTF-8), as if read from `path`.
    public static func compile(bytes: [UInt8], path: String) -> Output {
        var diagnostics: [Diagnostic] = []
        let contents = DocumentCompiler.compile(path: path, bytes: bytes, into: &diagnostics)
        return assemble(contents.map { [$0] } ?? [], diagnostics: diagnostics)
    }

    private static func assemble(_ documents: [DocumentContents], diagnostics: [Diagnostic]) -> Output {
        let rulebook = Rulebook(
            documents: documents.map(\.document),
            entries: documents.flatMap(\.entries),
            modifierSymbols: documents.flatMap(\.modifierSymbols),
            keyGlyphs: documents.flatMap(\.keyGlyphs),
            rules: documents.flatMap(\.rules),
            keyboardTypes: documents.flatMap(\.keyboardTypes),
            focusStates: documents.flatMap(\.focusStates))
        var all = diagnostics + RepeatedShortcutCheck.diagnostics(for: rulebook.entries)
        all.sort { ($0.location, $0.severity, $0.id) < ($1.location, $1.severity, $1.id) }
        return Output(rulebook: rulebook, diagnostics: all)
    }
}
