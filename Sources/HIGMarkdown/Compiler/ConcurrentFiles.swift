import HIGModel
import HIGParallel

/// Compiles guideline files on every core: files are independent until they are assembled
/// into one rulebook, and a large set is many files. Results come back in the files' order,
/// whatever order the threads finish in, so the rulebook and diagnostics are deterministic.
enum ConcurrentFiles {
    struct Result: Sendable {
        var contents: DocumentContents?
        var diagnostics: [Diagnostic]
    }

    static func compile(_ paths: [String]) -> [Result] {
        // One cache per thread: it is not shared, so it needs no lock.
        Parallel.map(paths, worker: { ShortcutParses() }) { shortcutParses, path in
            var diagnostics: [Diagnostic] = []
            var contents: DocumentContents?
            if let bytes = GuidelineSources.read(path, into: &diagnostics) {
                contents = DocumentCompiler.compile(
                    path: path, bytes: bytes, shortcutParses: shortcutParses, into: &diagnostics)
            }
            return Result(contents: contents, diagnostics: diagnostics)
        }
    }
}
