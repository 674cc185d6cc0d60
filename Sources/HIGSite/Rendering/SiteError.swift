/// Why a site could not be rendered: a failure of the templates or the file system, never of
/// the guidelines (those are diagnostics).
public enum SiteError: Error, Equatable, CustomStringConvertible {
    /// `--templates` named a folder that does not exist.
    case templatesFolderMissing(String)
    case unreadableTemplate(String)
    /// A template is not valid UTF-8 text.
    case templateNotUTF8(String)
    /// A template does not parse; line and column are 1-based.
    case invalidTemplate(path: String, line: Int, column: Int, reason: String)
    /// The template set has no page to render.
    case noPages

    public var description: String {
        switch self {
        case .templatesFolderMissing(let folder):
            "templates folder '\(folder)' does not exist"
        case .unreadableTemplate(let path):
            "cannot read template '\(path)'"
        case .templateNotUTF8(let path):
            "template '\(path)' is not UTF-8 text"
        case .invalidTemplate(let path, let line, let column, let reason):
            "\(path):\(line):\(column): invalid Mustache template: \(reason)"
        case .noPages:
            "the templates have no page; add one named like 'index.html.mustache'"
        }
    }
}
