import HIGModel
import HIGSite

/// The HTML cheat sheet's files in the output folder: the rendered pages and the assets, under
/// `site/`.
enum SiteOutput {
    static let folder = "site/"

    /// Renders the site and hands each file to `deliver`, under ``folder``.
    static func write(for rulebook: Rulebook, templates: TemplateSet, to deliver: OutputPlan.Deliver) throws {
        try SiteRenderer.render(SiteContext(rulebook: rulebook), with: templates) { path, produce in
            // Both closures are done with before `render` returns.
            try withoutActuallyEscaping(produce) { produce in try deliver(folder + path, produce) }
        }
    }
}
