import HIGModel
import HIGSite

/// The HTML cheat sheet's files in the output folder: the rendered pages and the assets, under
/// `site/`.
enum SiteOutput {
    static let folder = "site/"

    static func files(for rulebook: Rulebook, templates: TemplateSet) throws -> [(path: String, bytes: [UInt8])] {
        try SiteRenderer.render(SiteContext(rulebook: rulebook), with: templates).map { (folder + $0.path, $0.bytes) }
    }
}
