import HIGBytes

/// Renders a ``SiteContext`` with a ``TemplateSet`` into the files of the site.
///
/// All markup lives in the templates, compiled by hig-gen's own Mustache engine
/// (`Sources/HIGSite/Mustache`). Every `{{value}}` is escaped for HTML, so text from guideline
/// files (an action that reads `<script>…`) is always shown as text; the built-in templates
/// never use the unescaped `{{{value}}}` form.
public enum SiteRenderer {
    /// Where the site's files go, one at a time: called with a file's path relative to the
    /// site folder and a function that appends the file's bytes to the sink it is given.
    public typealias Deliver = (_ path: String, _ write: (inout ByteSink) throws -> Void) throws -> Void

    /// Renders the site and hands each file to `deliver`, in path order: one per page, one per
    /// asset. With a streaming sink a page is handed on as it is rendered, never whole in memory.
    public static func render(_ context: SiteContext, with templates: TemplateSet, to deliver: Deliver) throws {
        try render(Site(pages: [context]), with: templates, to: deliver)
    }

    /// Renders every page of `site` and hands each file to `deliver`, in path order. The page
    /// template ``TemplateSet/mainPage`` is rendered once per page, into the page's file; any
    /// other page template once, with the first page's context.
    public static func render(_ site: Site, with templates: TemplateSet, to deliver: Deliver) throws {
        let pages = templates.pages
        guard !pages.isEmpty else { throw SiteError.noPages }
        let program = try compile(templates)
        var files: [(path: String, page: (template: Int, context: Int)?)] = []
        for path in pages {
            let name = templateName(path)
            // Compiled just above, so the program has it.
            let template = program.template(named: name)!
            if path == TemplateSet.mainPage {
                files += site.pages.indices.map { (site.pages[$0].file, (template, $0)) }
            } else {
                files.append((name, (template, 0)))
            }
        }
        files += templates.assets.map { ($0, nil) }
        // The view of each page's context is made when the page is rendered, and let go after.
        for (path, page) in files.sorted(by: { $0.path < $1.path }) {
            guard let page else {
                try deliver(path) { sink in sink.append(templates.files[path]!) }
                continue
            }
            let data = SiteTemplateData(context: site.pages[page.context])
            try deliver(path) { sink in
                do throws(TemplateError) {
                    try program.render(page.template, with: data, root: .record(.page), into: &sink)
                } catch {
                    throw SiteError(error)
                }
            }
        }
    }

    /// The files of every page of `site` and every asset, by path, sorted by path.
    public static func render(_ site: Site, with templates: TemplateSet) throws -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = []
        try render(site, with: templates) { path, write in
            var bytes: [UInt8] = []
            try ByteSink.stream(to: { bytes.append(contentsOf: $0) }, write)
            files.append((path, bytes))
        }
        return files
    }

    /// The site's files by path relative to the site folder, sorted by path: one per page,
    /// one per asset, each whole in memory.
    public static func render(_ context: SiteContext, with templates: TemplateSet) throws -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = []
        try render(context, with: templates) { path, write in
            var bytes: [UInt8] = []
            try ByteSink.stream(to: { bytes.append(contentsOf: $0) }, write)
            files.append((path, bytes))
        }
        return files
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
}

extension SiteError {
    init(_ error: TemplateError) {
        self = .invalidTemplate(
            path: error.location.file, line: error.location.line, column: error.location.column, reason: error.reason)
    }
}
