import Foundation

/// The files a site is made from, by path relative to the templates folder.
///
/// - `*.html.mustache` files are pages: each renders to the same path without `.mustache`
///   (`index.html.mustache` → `index.html`).
/// - Every `*.mustache` file is also a partial, named by its path without `.mustache`
///   (`{{> shortcut-table}}`).
/// - Every other file is an asset, copied byte for byte (`site.css`, `site.js`).
///
/// A user's folder is laid over the built-in set: a file with the same path replaces the
/// built-in one, a new path adds a page, partial or asset, and whatever the folder lacks comes
/// from the built-in set. So overriding one template never means copying them all.
public struct TemplateSet: Sendable, Equatable {
    /// Every file, by relative path.
    public private(set) var files: [String: [UInt8]]

    public init(files: [String: [UInt8]]) {
        self.files = files
    }

    /// The default templates: the package's `Templates/` folder, compiled into hig-gen (see
    /// `Generated/EmbeddedTemplates.swift`), so they work wherever hig-gen runs.
    public static let builtIn: TemplateSet = {
        var files: [String: [UInt8]] = [:]
        for file in embeddedTemplateFiles {
            // embed-templates wrote this Base64 itself; failing to decode it is a broken build.
            files[file.path] = Array(Data(base64Encoded: file.base64)!)
        }
        return TemplateSet(files: files)
    }()

    /// The built-in templates with the files of `folder` laid over them.
    public static func builtIn(overriddenBy folder: String) throws -> TemplateSet {
        var set = builtIn
        for (path, bytes) in try read(folder) { set.files[path] = bytes }
        return set
    }

    /// Paths of the page templates, sorted.
    public var pages: [String] { files.keys.filter { $0.hasSuffix(Self.pageSuffix) }.sorted() }
    /// Paths of all Mustache templates (pages and partials), sorted.
    public var templates: [String] { files.keys.filter { $0.hasSuffix(Self.templateSuffix) }.sorted() }
    /// Paths of the assets, sorted.
    public var assets: [String] { files.keys.filter { !$0.hasSuffix(Self.templateSuffix) }.sorted() }

    static let templateSuffix = ".mustache"
    /// The page rendered once for each page of a ``Site`` (`index.html`, `reader-mac.html`…).
    public static let mainPage = "index.html.mustache"
    static let pageSuffix = ".html.mustache"

    /// The regular files below `folder`, hidden files and folders left out.
    private static func read(_ folder: String) throws -> [(String, [UInt8])] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SiteError.templatesFolderMissing(folder)
        }
        let root = URL(fileURLWithPath: folder)
        var result: [(String, [UInt8])] = []
        for path in (FileManager.default.subpaths(atPath: folder) ?? []).sorted() {
            guard !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            let url = root.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw SiteError.unreadableTemplate(url.path)
            }
            result.append((path, Array(data)))
        }
        return result
    }
}
