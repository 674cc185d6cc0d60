import Foundation
import HIGJSON
import HIGModel
import HIGSite
import HIGSwift
import Synchronization

/// The outputs a build makes from a rulebook. The emitters only read the rulebook, so they
/// run at the same time, one per core; each file is handed on as soon as it is made, so it can
/// be compared, written and let go while the others are still being made.
struct OutputPlan: Sendable {
    var kinds: Set<OutputKind>
    var siteTemplates: TemplateSet = .builtIn

    /// Makes every file of the plan's outputs and passes each to `deliver`, from any thread.
    /// Returns the emitters' diagnostics (the Swift names they had to change) in the order of
    /// the kinds, so they are the same on every run; rethrows the first failure by kind.
    func generate(
        for rulebook: Rulebook, deliver: @Sendable (_ path: String, _ bytes: [UInt8]) throws -> Void
    ) throws -> [Diagnostic] {
        let jobs = kinds.sorted()
        let results = Mutex([Result<[Diagnostic], any Error>?](repeating: nil, count: jobs.count))
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let result = Result { try Self.generate(jobs[index], rulebook, siteTemplates, deliver) }
            results.withLock { $0[index] = result }
        }
        return try results.withLock { $0 }.flatMap { try $0!.get() }
    }

    private static func generate(
        _ kind: OutputKind, _ rulebook: Rulebook, _ siteTemplates: TemplateSet,
        _ deliver: (_ path: String, _ bytes: [UInt8]) throws -> Void
    ) throws -> [Diagnostic] {
        switch kind {
        case .json:
            try deliver("json/" + RulebookJSON.fileName, try RulebookJSON.encode(rulebook))
            try deliver("json/" + RulebookJSON.schemaFileName, try RulebookSchema.encode())
            return []
        case .swift:
            let generated = SwiftEmitter.generate(rulebook)
            try deliver("swift/" + SwiftEmitter.fileName, generated.bytes)
            return generated.diagnostics
        case .site:
            for file in try SiteOutput.files(for: rulebook, templates: siteTemplates) { try deliver(file.path, file.bytes) }
            return []
        }
    }
}
