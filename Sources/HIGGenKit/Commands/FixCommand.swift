import ArgumentParser
import Foundation
import HIGMarkdown
import HIGModel

/// `hig-gen fix`: makes the fixes hig-gen is sure of in guideline and app Markdown files
/// (broken delimiter rows, stray spaces, modifier order, bare pipes, glyphs, code points…),
/// each file written whole or not at all.
struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Apply the fix-its of the diagnostics in Markdown guideline or app files.",
        discussion: """
            Every fix-it hig-gen prints is one it is sure of; this command makes them all. Each \
            file is replaced atomically, keeping files it does not change untouched. With \
            --dry-run nothing is written and the changes are printed as a unified diff.

            Examples:
              hig-gen fix saved-page.md --dry-run
              hig-gen fix Content
            """)

    @Argument(help: ArgumentHelp("Markdown files or folders to fix.", valueName: "path"))
    var paths: [String]

    @Flag(help: "Write nothing; print the changes as a unified diff.")
    var dryRun = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let reporter = diagnostics.reporter()
        let compiled = RulebookCompiler.compile(paths: paths)
        // Files that cannot be read or found are reported; the others are fixed.
        let unreadable = compiled.diagnostics.filter { $0.id.hasPrefix("input.") && $0.severity == .error }
        if !unreadable.isEmpty { reporter.report(unreadable) }
        let byFile = Dictionary(grouping: compiled.diagnostics.flatMap(\.fixIts), by: \.location.file)
        var fixed = 0
        for path in byFile.keys.sorted() {
            var ignored: [Diagnostic] = []
            guard let bytes = InputFile.read(path, into: &ignored), !bytes.starts(with: [0xFF, 0xFE]),
                !bytes.starts(with: [0xFE, 0xFF])
            else { continue }  // UTF-16 files are read converted; their columns are not the file's
            let applier = FixApplier(bytes)
            let edits = applier.edits(byFile[path]!)
            guard !edits.isEmpty else { continue }
            fixed += 1
            if dryRun {
                FileHandle.standardOutput.write(Data(UnifiedDiff.render(path: path, applier: applier, edits: edits).utf8))
                continue
            }
            let url = URL(fileURLWithPath: path)
            try reporter.reporting {
                do {
                    _ = try OutputWriter(root: url.deletingLastPathComponent().path).write([
                        (url.lastPathComponent, applier.applying(edits))
                    ])
                } catch {
                    throw DiagnosticError([.unwritable(error, output: path)])
                }
            }
            reporter.say("hig-gen: fixed \(edits.count) place\(edits.count == 1 ? "" : "s") in \(path)")
        }
        if fixed == 0 { reporter.say("hig-gen: nothing to fix") }
        if !unreadable.isEmpty { throw ExitStatus.Failure() }
    }
}
