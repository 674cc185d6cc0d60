import Foundation
import HIGLint
import Testing

/// The registry is written by hand, so nothing else would notice a rule left out of it: such a
/// rule would never run and none of its examples would be tested.
@Suite struct RuleRegistryTests {
    /// The ids of every type that conforms to `RuleDefinition` in `Sources/HIGLint/`, read from
    /// the source, whatever else it conforms to; a conforming type whose id cannot be read is
    /// recorded by its file name, so it fails the comparison below rather than going unseen.
    static func declaredIDs() throws -> Set<String> {
        let folder = Lint.packageRoot.appendingPathComponent("Sources/HIGLint")
        let conformance = try Regex(#"(struct|enum|class)\s+\w+\s*:[^{\n]*\bRuleDefinition\b"#)
        let idLine = try Regex(#"static\s+let\s+id\s*=\s*"([^"]+)""#)
        var ids: Set<String> = []
        let files = FileManager.default.enumerator(atPath: folder.path)!.compactMap { $0 as? String }
        for name in files where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            guard text.contains(conformance) else { continue }
            let id = text.firstMatch(of: idLine).flatMap { $0.output[1].substring }
            ids.insert(id.map(String.init) ?? "unreadable id in \(name)")
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
