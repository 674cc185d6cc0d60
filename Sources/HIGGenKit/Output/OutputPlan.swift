import HIGJSON
import HIGModel

/// Every file a build writes, by path relative to the output folder, made in memory first
/// so that a failure writes nothing.
enum OutputPlan {
    static func files(for rulebook: Rulebook, kinds: Set<OutputKind>) throws -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = []
        for kind in kinds.sorted() {
            switch kind {
            case .json:
                files.append(("json/" + RulebookJSON.fileName, try RulebookJSON.encode(rulebook)))
                files.append(("json/" + RulebookJSON.schemaFileName, try RulebookSchema.encode()))
            }
        }
        return files
    }
}
