import Foundation
import HIGLint
import Testing

/// The registry is written by hand, so nothing else would notice a rule left out of it: such a
/// rule would never run and none of its examples would be tested.
@Suite struct RuleRegistryTests {
    /// The ids of every `RuleDefinition` declared in `Sources/HIGLint/Rules/`, read from the source.
    static func declaredIDs() throws -> Set<String> {
        let folder = Lint.packageRoot.appendingPathComponent("Sources/HIGLint/Rules")
        var ids: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            guard text.contains(": RuleDefinition {"),
                let line = text.split(separator: "\n").first(where: { $0.contains("static let id = \"") }),
                let id = line.split(separator: "\"").dropFirst().first
            else { continue }
            ids.insert(String(id))
        }
        return ids
    }

    @Test func everyDeclaredRuleIsRegistered() throws {
        let declared = try Self.declaredIDs()
        #expect(declared.count >= 15, "the rules folder has \(declared.count) rule files")
        #expect(declared == Set(LintRule.all.map(\.id.rawValue)))
    }

    /// A rule that weighs premises declares them, so its reference lists what it rests on.
    @Test func premisesAreDeclaredOnce() {
        for rule in LintRule.all {
            #expect(Set(rule.premises).count == rule.premises.count, "\(rule.id) lists a premise twice")
        }
    }
}
