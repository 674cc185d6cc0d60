import HIGCommandCatalog
import HIGModel
import HIGSite

/// Failures of the tool itself (templates that do not parse, outputs that cannot be written)
/// as diagnostics, so `--diagnostics-format json` carries them like any other problem.
extension Diagnostic {
    /// A site template problem, at the template's line and column when it has them.
    static func templates(_ error: any Error, folder: String?) -> Diagnostic {
        guard let error = error as? SiteError else {
            return Diagnostic(.templatesInvalid, "\(error)", at: SourceLocation(file: folder ?? "templates"))
        }
        switch error {
        case .invalidTemplate(let path, let line, let column, let reason):
            return Diagnostic(
                .templatesInvalid, "invalid Mustache template: \(reason)",
                at: SourceLocation(file: path, line: line, column: column))
        case .templatesFolderMissing(let path), .unreadableTemplate(let path), .templateNotUTF8(let path):
            return Diagnostic(.templatesInvalid, error.description, at: SourceLocation(file: path))
        case .noPages:
            return Diagnostic(.templatesInvalid, error.description, at: SourceLocation(file: folder ?? "templates"))
        }
    }

    /// An output that could not be written into `output` (a file or folder).
    package static func unwritable(_ error: any Error, output: String) -> Diagnostic {
        Diagnostic(.outputUnwritable, "\(error)", at: SourceLocation(file: output))
    }
}
