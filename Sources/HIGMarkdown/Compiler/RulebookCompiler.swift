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

        /// A compile's output kept from an earlier run (the built-in rulebook, precompiled).
        public init(rulebook: Rulebook, diagnostics: [Diagnostic]) {
            self.rulebook = rulebook
            self.diagnostics = diagnostics
        }
    }

    /// Compiles the Markdown files and folders at `paths`.
    public static func compile(paths: [String]) -> Output {
        compileDeferringChecks(paths: paths).finish()
    }

    /// A compile whose checks across the whole rulebook (shortcuts listed more than once) are
    /// still to run. The rulebook is final, so a build can make its outputs from it while
    /// ``finish()`` runs the checks on another core.
    public struct Pending: Sendable {
        public let rulebook: Rulebook
        /// The diagnostics of the files themselves, in no particular order.
        public let fileDiagnostics: [Diagnostic]

        /// Runs the whole-rulebook checks; the diagnostics come sorted by file, line and column.
        /// Without `notes`, the checks make no notes (a build that prints none asks for none).
        public func finish(notes: Bool = true) -> Output {
            // Appended and sorted in place: a large set has a diagnostic per repeated row, and
            // every copy of the list retains and releases each of their strings.
            var all = fileDiagnostics
            all += RepeatedShortcutCheck.diagnostics(for: rulebook.entries, notes: notes)
            all.sort(by: Diagnostic.inReadingOrder)
            return Output(rulebook: rulebook, diagnostics: all)
        }
    }

    /// Compiles the files at `paths` on every core, leaving the whole-rulebook checks to
    /// ``Pending/finish()``.
    public static func compileDeferringChecks(paths: [String]) -> Pending {
        var diagnostics: [Diagnostic] = []
        let files = GuidelineSources.files(at: paths, into: &diagnostics)
        let results = ConcurrentFiles.compile(files)
        for result in results { diagnostics += result.diagnostics }
        return Pending(rulebook: rulebook(of: results.compactMap(\.contents), into: &diagnostics), fileDiagnostics: diagnostics)
    }

    /// Compiles Markdown held in memory, as if read from `path`.
    public static func compile(markdown: String, path: String = "<input>") -> Output {
        compile(bytes: Array(markdown.utf8), path: path)
    }

    /// Compiles files held in memory, in the order given, as if read from their paths.
    public static func compile(files: [(path: String, bytes: [UInt8])]) -> Output {
        compileDeferringChecks(files: files).finish()
    }

    /// Files held in memory, compiled as ``compileDeferringChecks(paths:)`` compiles files.
    public static func compileDeferringChecks(files: [(path: String, bytes: [UInt8])]) -> Pending {
        var diagnostics: [Diagnostic] = []
        let documents = files.compactMap { DocumentCompiler.compile(path: $0.path, bytes: $0.bytes, into: &diagnostics) }
        return Pending(rulebook: rulebook(of: documents, into: &diagnostics), fileDiagnostics: diagnostics)
    }

    /// Compiles raw bytes (which may not be UTF-8), as if read from `path`.
    public static func compile(bytes: [UInt8], path: String) -> Output {
        var diagnostics: [Diagnostic] = []
        let contents = DocumentCompiler.compile(path: path, bytes: bytes, into: &diagnostics)
        return assemble(contents.map { [$0] } ?? [], diagnostics: diagnostics)
    }

    private static func assemble(_ documents: [DocumentContents], diagnostics: [Diagnostic]) -> Output {
        var diagnostics = diagnostics
        let rulebook = rulebook(of: documents, into: &diagnostics)
        return Pending(rulebook: rulebook, fileDiagnostics: diagnostics).finish()
    }

    /// The documents' contents in one rulebook; the facts about today's systems are given to
    /// the rows they are about, whichever file each is in.
    private static func rulebook(of documents: [DocumentContents], into diagnostics: inout [Diagnostic]) -> Rulebook {
        var entries = documents.flatMap(\.entries)
        Entry.assignUniqueIDs(&entries)
        diagnostics += AvailabilityFact.attach(documents.flatMap(\.availability), to: &entries)
        return Rulebook(
            documents: documents.map(\.document),
            entries: entries,
            modifierSymbols: documents.flatMap(\.modifierSymbols),
            keyGlyphs: documents.flatMap(\.keyGlyphs),
            rules: documents.flatMap(\.rules),
            keyboardTypes: documents.flatMap(\.keyboardTypes),
            focusStates: documents.flatMap(\.focusStates))
    }
}
