import HIGJSON
import HIGModel
import HIGSite
import HIGSwift

/// Every file a build writes, by path relative to the output folder, made in memory first
/// so that a failure writes nothing, with what the emitters had to say while making them.
struct OutputPlan {
    var files: [(path: String, bytes: [UInt8])] = []
    /// Emitter diagnostics (the Swift names they had to change), reported with the
    /// compiler's before anything is written.
    var diagnostics: [Diagnostic] = []

    init(for rulebook: Rulebook, kinds: Set<OutputKind>, siteTemplates: TemplateSet = .builtIn) throws {
        for kind in kinds.sorted() {
            switch kind {
            case .json:
                files.append(("json/" + RulebookJSON.fileName, try RulebookJSON.encode(rulebook)))
                files.append(("json/" + RulebookJSON.schemaFileName, try RulebookSchema.encode()))
            case .swift:
                let generated = SwiftEmitter.generate(rulebook)
                files.append(("swift/" + SwiftEmitter.fileName, generated.bytes))
                diagnostics += generated.diagnostics
            case .site:
                files += try SiteOutput.files(for: rulebook, templates: siteTemplates)
            }
        }
    }
}
