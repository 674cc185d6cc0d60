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
        let outcome = try reporter.reporting {
            try FixedFiles.apply(compiled.diagnostics.flatMap(\.fixIts), dryRun: dryRun)
        }
        FileHandle.standardOutput.write(Data(outcome.diff.utf8))
        for file in outcome.files where !dryRun {
            reporter.say("hig-gen: fixed \(file.places.counted("place")) in \(file.path)")
        }
        let fixed = outcome.files.count
        if fixed == 0 { reporter.say("hig-gen: nothing to fix") }
        if !unreadable.isEmpty { throw ExitStatus.Failure() }
    }
}
