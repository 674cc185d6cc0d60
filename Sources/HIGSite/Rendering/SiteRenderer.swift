/// Renders a ``SiteContext`` with a ``TemplateSet`` into the files of the site.
///
/// All markup lives in the templates, compiled by hig-gen's own Mustache engine
/// (`Sources/HIGSite/Mustache`). Every `{{value}}` is escaped for HTML, so text from guideline
/// files (an action that reads `<script>…`) is always shown as text; the built-in templates
/// never use the unescaped `{{{value}}}` form.
public enum SiteRenderer {
    /// The site's files by path relative to the site folder, sorted by path: one per page,
    /// one per asset.
    public static func render(_ context: SiteContext, with templates: TemplateSet) throws -> [(path: String, bytes: [UInt8])] {
        let pages = templates.pages
        guard !pages.isEmpty else { throw SiteError.noPages }
        let program = try compile(templates)
        let data = SiteTemplateData(context: context)
        var files: [(path: String, bytes: [UInt8])] = []
        for path in pages {
            let name = templateName(path)
            // Compiled just above, so the program has it.
            let page = program.template(named: name)!
            do throws(TemplateError) {
                files.append(
                    (name, try program.render(page, with: data, root: .record(.page), expectedSize: expectedSize(of: context))))
            } catch {
                throw SiteError(error)
            }
        }
        for path in templates.assets {
            files.append((path, templates.files[path]!))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Every template of the set, pages and partials, compiled into one program.
    static func compile(_ templates: TemplateSet) throws -> TemplateProgram<SiteTemplateData.Field> {
        var compiler = TemplateCompiler<SiteTemplateData>()
        for path in templates.templates {
            let bytes = templates.files[path]!
            guard String(validating: bytes, as: UTF8.self) != nil else { throw SiteError.templateNotUTF8(path) }
            do throws(TemplateError) {
                try compiler.compile(bytes, named: templateName(path), file: path)
            } catch {
                throw SiteError(error)
            }
        }
        return compiler.linked()
    }

    /// A template's name as partial tags use it: its path without `.mustache`.
    static func templateName(_ path: String) -> String {
        String(path.dropLast(TemplateSet.templateSuffix.count))
    }

    /// A generous guess at a page's size: the built-in page writes under 1 KB a row. Guessing
    /// high costs only address space; a page larger than the guess is rendered a second time.
    static func expectedSize(of context: SiteContext) -> Int {
        64 * 1024 + 2 * 1024 * context.rowCount
    }
}

extension SiteError {
    init(_ error: TemplateError) {
        self = .invalidTemplate(
            path: error.location.file, line: error.location.line, column: error.location.column, reason: error.reason)
    }
}
