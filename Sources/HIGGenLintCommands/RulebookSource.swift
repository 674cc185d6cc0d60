import Foundation
import HIGGenKit
import HIGMarkdown
import HIGModel

/// Where the linter, explain and diff get the guidelines from: `--guidelines`, else the
/// config's `content`, else `Content/` in the working directory.
enum RulebookSource {
    /// The compiled rulebook; errors in the guidelines are a failure of the tool's input and
    /// are printed on standard error.
    static func load(_ paths: [String], configured: [String]?) throws -> Rulebook {
        let chosen = paths.isEmpty ? (configured ?? ["Content"]) : paths
        for path in chosen where !FileManager.default.fileExists(atPath: path) {
            FileHandle.standardError.write(
                Data("hig-gen: error: no guidelines at '\(path)'; pass --guidelines PATH (a Markdown file or folder)\n".utf8))
            throw ExitStatus.Failure()
        }
        let compiled = RulebookCompiler.compile(paths: chosen)
        let errors = compiled.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            DiagnosticPrinter.printHuman(errors)
            FileHandle.standardError.write(Data("hig-gen: error: the guidelines have errors; fix them first\n".utf8))
            throw ExitStatus.Failure()
        }
        return compiled.rulebook
    }
}
