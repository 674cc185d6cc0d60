import Foundation
import Mustache

/// Renders a ``SiteContext`` with a ``TemplateSet`` into the files of the site.
///
/// All markup lives in the templates. Mustache escapes every `{{value}}` for HTML, so text from
/// guideline files (an action that reads `<script>…`) is always shown as text; the built-in
/// templates never use the unescaped `{{{value}}}` form.
public enum SiteRenderer {
    /// The site's files by path relative to the site folder, sorted by path: one per page,
    /// one per asset.
    public static func render(_ context: SiteContext, with templates: TemplateSet) throws -> [(path: String, bytes: [UInt8])] {
        let pages = templates.pages
        guard !pages.isEmpty else { throw SiteError.noPages }
        var library = MustacheLibrary()
        for path in templates.templates {
            library.register(
                try parse(path, templates.files[path]!), named: String(path.dropLast(TemplateSet.templateSuffix.count)))
        }
        var files: [(path: String, bytes: [UInt8])] = []
        for path in pages {
            let name = String(path.dropLast(TemplateSet.templateSuffix.count))
            // Registered just above, so the library has it.
            let html = library.render(context, withTemplate: name)!
            files.append((name, Array(html.utf8)))
        }
        for path in templates.assets {
            files.append((path, templates.files[path]!))
        }
        return files.sorted { $0.path < $1.path }
    }

    private static func parse(_ path: String, _ bytes: [UInt8]) throws -> MustacheTemplate {
        guard let text = String(validating: bytes, as: UTF8.self) else { throw SiteError.templateNotUTF8(path) }
        do {
            return try MustacheTemplate(string: text)
        } catch let error as MustacheTemplate.ParserError {
            throw SiteError.invalidTemplate(
                path: path, line: error.context.lineNumber, column: error.context.columnNumber,
                reason: String(describing: error.error))
        }
    }
}
