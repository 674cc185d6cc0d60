import Foundation
import HIGMarkdown
import HIGModel
import HIGSite

/// Shared helpers for the site tests.
enum Support {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The rulebook of the project's own guideline files.
    static let contentRulebook: Rulebook = RulebookCompiler.compile(
        paths: [packageRoot.appendingPathComponent("Content").path]
    ).rulebook

    static func rulebook(_ markdown: String, path: String = "test.md") -> Rulebook {
        RulebookCompiler.compile(markdown: markdown, path: path).rulebook
    }

    /// The site's files as text, by path.
    static func render(_ rulebook: Rulebook, templates: TemplateSet = .builtIn) throws -> [String: String] {
        var files: [String: String] = [:]
        for file in try SiteRenderer.render(SiteContext(rulebook: rulebook), with: templates) {
            files[file.path] = String(decoding: file.bytes, as: UTF8.self)
        }
        return files
    }
}

/// A scratch folder, removed afterwards.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("hig-site-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ relative: String, _ text: String) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}

extension SiteContext {
    func section(_ id: String) -> SiteSection? { sections.first { $0.id == id } }
}
