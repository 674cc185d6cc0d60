import HIGJSON
import HIGModel
import HIGSwift

/// Every file a build writes, by path relative to the output folder, made in memory first
/// so that a failure writes nothing.
enum OutputPlan {
    static func files(for rulebook: Rulebook) throws -> [(path: String, bytes: [UInt8])] {
        [
            ("json/" + RulebookJSON.fileName, try RulebookJSON.encode(rulebook)),
            ("json/" + RulebookJSON.schemaFileName, try RulebookSchema.encode()),
            ("swift/" + SwiftEmitter.fileName, SwiftEmitter.generate(rulebook).bytes),
        ]
    }

    /// What the emitters have to say about the rulebook (the Swift names they had to change),
    /// reported with the compiler's diagnostics before anything is written.
    static func diagnostics(for rulebook: Rulebook) -> [Diagnostic] {
        SwiftEmitter.generate(rulebook).diagnostics
    }
}
