import Foundation
import HIGModel
import Synchronization

/// Compiles guideline files on every core: files are independent until they are assembled
/// into one rulebook, and a large set is many files. Results come back in the files' order,
/// whatever order the threads finish in, so the rulebook and diagnostics are deterministic.
enum ConcurrentFiles {
    struct Result: Sendable {
        var contents: DocumentContents?
        var diagnostics: [Diagnostic]
    }

    static func compile(_ paths: [String]) -> [Result] {
        let slots = Mutex([Result?](repeating: nil, count: paths.count))
        let next = Atomic<Int>(0)
        let workers = min(paths.count, ProcessInfo.processInfo.activeProcessorCount)
        DispatchQueue.concurrentPerform(iterations: max(workers, 1)) { _ in
            // One cache per thread: it is not shared, so it needs no lock.
            let shortcutParses = ShortcutParses()
            while true {
                // Files are taken one at a time, so a thread with small files takes more.
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < paths.count else { break }
                var diagnostics: [Diagnostic] = []
                var contents: DocumentContents?
                if let bytes = GuidelineSources.read(paths[index], into: &diagnostics) {
                    contents = DocumentCompiler.compile(
                        path: paths[index], bytes: bytes, shortcutParses: shortcutParses, into: &diagnostics)
                }
                let result = Result(contents: contents, diagnostics: diagnostics)
                slots.withLock { $0[index] = result }
            }
        }
        return slots.withLock { $0.map { $0! } }
    }
}
