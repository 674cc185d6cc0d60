import HIGJSON
import HIGModel
import HIGSite

/// Every file a build writes, by path relative to the output folder, made in memory first
/// so that a failure writes nothing.
enum OutputPlan {
    static func files(for rulebook: Rulebook, siteTemplates: TemplateSet = .builtIn) throws -> [(path: String, bytes: [UInt8])] {
        [
            ("json/" + RulebookJSON.fileName, try RulebookJSON.encode(rulebook)),
            ("json/" + RulebookJSON.schemaFileName, try RulebookSchema.encode()),
        ]
            + (try SiteOutput.files(for: rulebook, templates: siteTemplates))
    }
}
