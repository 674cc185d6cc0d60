import Foundation
import HIGModel

/// Makes fix-its in the files they point into, or describes them as a unified diff: what
/// `hig-gen fix` does for Markdown and `hig-gen check --fix` for an app's sources.
package enum FixedFiles {
    package struct Outcome {
        /// The files changed (or that would change), with how many places each.
        package var files: [(path: String, places: Int)] = []
        /// With `dryRun`, the unified diff of every change.
        package var diff = ""
    }

    /// Each file is read as the run's readers read it (the bytes the fix-its count in) and
    /// replaced atomically; UTF-16 files are left alone
    /// (their columns count the converted text, not the file's bytes).
    package static func apply(_ fixIts: [FixIt], dryRun: Bool) throws(DiagnosticError) -> Outcome {
        var outcome = Outcome()
        let byFile = Dictionary(grouping: fixIts, by: \.location.file)
        for path in byFile.keys.sorted() {
            var ignored: [Diagnostic] = []
            guard let bytes = InputFile.read(path, into: &ignored), !bytes.starts(with: [0xFF, 0xFE]),
                !bytes.starts(with: [0xFE, 0xFF])
            else { continue }
            let applier = FixApplier(bytes)
            let edits = applier.edits(byFile[path]!)
            guard !edits.isEmpty else { continue }
            outcome.files.append((path, edits.count))
            if dryRun {
                outcome.diff += UnifiedDiff.render(path: path, applier: applier, edits: edits)
                continue
            }
            let url = URL(fileURLWithPath: path)
            do {
                _ = try OutputWriter(root: url.deletingLastPathComponent().path).write([
                    (url.lastPathComponent, applier.applying(edits))
                ])
                // What is left is read from the file as it now is.
                InputFile.kept?.forget(path)
            } catch {
                throw DiagnosticError([.unwritable(error, output: path)])
            }
        }
        return outcome
    }
}
