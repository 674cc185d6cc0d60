import Foundation
import HIGBytes
import HIGDocC
import HIGJSON
import HIGModel
import HIGSite
import HIGSwift

/// The outputs a build makes from a rulebook. The emitters only read the rulebook, so they
/// can run at the same time; each file is handed on as soon as it is made, so it can be
/// compared, written and let go while the others are still being made.
struct OutputPlan: Sendable {
    var kinds: Set<OutputKind>
    var siteTemplates: TemplateSet = .builtIn
    var swiftOptions = SwiftOptions()
    /// What an app's rows were checked against, whose reserved shortcuts its cheat sheet marks.
    var guidelines: Rulebook?

    /// Makes one output file: hands its bytes, in pieces, to the drain it is given.
    typealias Produce = (_ drain: OutputTransaction.Drain) throws -> Void

    /// Hands one output file on: called with the file's path (relative to the output folder)
    /// and the function that makes it.
    typealias Deliver = @Sendable (_ path: String, _ produce: Produce) throws -> Void

    /// One emitter of the plan: makes the files of one kind and passes each to `deliver`;
    /// returns its diagnostics (the Swift names it had to change).
    struct Emitter: Sendable {
        var kind: OutputKind
        var run: @Sendable () throws -> [Diagnostic]
    }

    /// The plan's emitters, the slowest first (the site, then Swift, then JSON), so jobs
    /// spread over the cores finish close together. `deliver` is called from any thread.
    func emitters(for rulebook: Rulebook, deliver: @escaping Deliver) -> [Emitter] {
        let (siteTemplates, swiftOptions, guidelines) = (siteTemplates, swiftOptions, guidelines)
        return kinds.sorted(by: >).map { kind in
            Emitter(kind: kind) { try Self.generate(kind, rulebook, guidelines, siteTemplates, swiftOptions, deliver) }
        }
    }

    private static func generate(
        _ kind: OutputKind, _ rulebook: Rulebook, _ guidelines: Rulebook?, _ siteTemplates: TemplateSet,
        _ swiftOptions: SwiftOptions,
        _ deliver: @escaping Deliver
    ) throws -> [Diagnostic] {
        let files = OutputFileWriter(deliver: deliver)
        switch kind {
        case .json:
            try files.write("json/" + RulebookJSON.fileName) { RulebookJSON.write(rulebook, into: &$0) }
            let schema = try RulebookSchema.encode()
            try files.write("json/" + RulebookJSON.schemaFileName) { $0.append(schema) }
            return []
        case .swift:
            var diagnostics: [Diagnostic] = []
            try files.write("swift/" + SwiftEmitter.fileName) {
                diagnostics = SwiftEmitter.generate(rulebook, options: swiftOptions, into: &$0)
            }
            return diagnostics
        case .site:
            try SiteRenderer.render(Site(rulebook: rulebook, guidelines: guidelines), with: siteTemplates) { path, write in
                try files.write("site/" + path, write)
            }
            return []
        case .docc:
            try files.write("docc/" + ShortcutReferenceArticle.fileName) {
                $0.append(utf8: ShortcutReferenceArticle.render(rulebook))
            }
            return []
        }
    }
}
