import Foundation
import HIGBuiltIn
import HIGGenKit
import HIGLint
import HIGLintKit
import HIGModel
import Testing

/// Every rule's own examples, through the real readers and engine, against the built-in
/// rulebook: a firing example fires exactly at its `↓` markers, a quiet one not at all.
@Suite struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: LintRule
        var index: Int
        var example: RuleExample
        var testDescription: String {
            "\(rule.id) #\(index) \(example.fires ? "fires" : "quiet") (\(example.language.rawValue))"
        }
    }

    static let cases: [Case] = LintRule.all.flatMap { rule in
        rule.examples.enumerated().map { Case(rule: rule, index: $0, example: $1) }
    }

    /// Front matter that makes a bare table an app's; its lines shift the table's.
    static let appFrontMatter = "---\nkind: app\n---\n"

    @Test(arguments: cases)
    func example(_ testCase: Case) {
        let findings = Self.lint(testCase.example).filter { $0.id == testCase.rule.id.rawValue }
        let found = findings.map { Place(line: $0.location.line ?? 0, column: $0.location.column ?? 0) }
        let marked = Self.markers(in: testCase.example.text)
        #expect(Set(found) == Set(marked), "\(findings.map(\.message))")
        #expect(found.count == marked.count, "one finding per marker")
        #expect(testCase.example.fires == !marked.isEmpty, "a firing example marks where; a quiet one marks nothing")
    }

    /// An example that shows its fix: the rule's fix-its, made as `check --fix` makes them,
    /// turn the input into ``RuleExample/corrected``.
    @Test(arguments: cases.filter { $0.example.corrected != nil })
    func correction(_ testCase: Case) {
        #expect(Self.corrected(testCase.example, by: testCase.rule) == testCase.example.corrected)
    }

    /// A rule whose findings offer a fix-it in any example shows one fix in its own file.
    @Test func everyRuleThatFixesShowsAFix() {
        for rule in LintRule.all {
            let fixes = rule.examples.contains { example in
                Self.lint(example).contains { $0.id == rule.id.rawValue && !$0.fixIts.isEmpty }
            }
            let shows = rule.examples.contains { $0.corrected != nil }
            let problem = fixes ? "offers fix-its but shows no corrected example" : "shows a fix it does not offer"
            #expect(fixes == shows, "\(rule.id) \(problem)")
        }
    }

    /// The example's input as the reader saw it, with the fix-its of `rule`'s findings made.
    static func corrected(_ example: RuleExample, by rule: LintRule) -> String {
        let fixIts = lint(example, shiftingLines: false).filter { $0.id == rule.id.rawValue }.flatMap(\.fixIts)
        let prefix = example.language == .appTable ? appFrontMatter : ""
        let applier = FixApplier(Array((prefix + example.source).utf8))
        let fixed = String(decoding: applier.applying(applier.edits(fixIts)), as: UTF8.self)
        return fixed.hasPrefix(prefix) ? String(fixed.dropFirst(prefix.count)) : fixed
    }

    @Test func everyRuleFiresAndStaysQuietAndShowsEveryLanguage() {
        for rule in LintRule.all {
            #expect(rule.examples.contains { $0.fires }, "\(rule.id) has no firing example")
            #expect(rule.examples.contains { !$0.fires }, "\(rule.id) has no quiet example")
            for language in RuleExample.Language.allCases {
                #expect(rule.examples.contains { $0.language == language }, "\(rule.id) has no \(language) example")
            }
        }
    }

    struct Place: Hashable, CustomStringConvertible {
        var line: Int
        var column: Int
        var description: String { "\(line):\(column)" }
    }

    /// Where each `↓` stands in the unmarked text: line, and column in UTF-8 bytes, from 1.
    static func markers(in text: String) -> [Place] {
        var places: [Place] = []
        var line = 1
        var column = 1
        for character in text {
            if character == RuleExample.marker {
                places.append(Place(line: line, column: column))
            } else if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return places
    }

    /// The findings for `example`; an app table's lines count from its header, unless
    /// `shiftingLines` is false (then they are the lines of the document read, front matter included).
    static func lint(_ example: RuleExample, shiftingLines: Bool = true) -> [Diagnostic] {
        let settings = LintSettings()
        let rulebook = BuiltInRulebook.rulebook
        let reader = AppReaders.reader(for: example.language)
        let prefix = example.language == .appTable ? appFrontMatter : ""
        let file = reader.read(Array((prefix + example.source).utf8), path: reader.exampleFile, settings: ReadSettings())
        let frontMatterLines = shiftingLines ? prefix.filter { $0 == "\n" }.count : 0
        return settings.lint(FileShortcuts.join([file]), readerDiagnostics: file.diagnostics, against: rulebook).map {
            var shifted = $0
            shifted.location.line = $0.location.line.map { $0 - frontMatterLines }
            return shifted
        }
    }
}

/// `Docs/Rules.md` is generated from the rules; regenerate with `make docs-generated`.
@Suite struct RulesDocTests {
    @Test func committedRulesReferenceIsFresh() throws {
        let committed = try String(contentsOfFile: Lint.path("Docs/Rules.md"), encoding: .utf8)
        #expect(
            committed == LintRule.markdownReference() + "\n",
            "Docs/Rules.md is stale: run `make docs-generated` (hig-gen explain --rules --as markdown)")
    }
}

/// A rule is declared in its own file: its id appears in at most three files under
/// `Sources/` (its own, and at most two that name it for a reason, such as the guideline rule
/// of the same name and a help example).
@Suite struct RuleDeclaredOnceTests {
    @Test func eachRuleIDIsInAtMostThreeSourceFiles() throws {
        let sources = Lint.packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        let texts = try files.map { try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8) }
        for rule in LintRule.all {
            let naming = files.indices.filter { texts[$0].contains(rule.id.rawValue) }.map { files[$0] }
            #expect(naming.count <= 3, "\(rule.id.rawValue) is named in \(naming)")
        }
    }
}
