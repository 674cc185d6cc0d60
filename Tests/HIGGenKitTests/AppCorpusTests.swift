import Foundation
import HIGJSON
import Testing

/// Realistic apps (`Tests/Corpus/apps`, see its README) checked with the built-in rulebook:
/// each finding must be on a line whose `expect:` comment names its rule, and each named rule
/// must be found there.
@Suite struct AppCorpusTests {
    static let root = HIGGenProcess.packageRoot.appending(path: "Tests/Corpus/apps")
    static let apps = ["SwiftUIJournal", "UIKitReader", "AppKitEditor", "MenuBarClipboard", "TemplateSketchbook"]

    @Test(arguments: apps) func findingsAreExactlyTheExpectedOnes(app: String) throws {
        let folder = Self.root.appending(path: app)
        let result = try HIGGenProcess.run(["check", "--format", "json", "."], in: folder)
        #expect(result.status == 1 || result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        var found: [String] = []
        for diagnostic in diagnostics {
            let location = try #require(diagnostic["location"] as? [String: Any])
            let file = try #require(location["file"] as? String)
            found.append("\(URL(fileURLWithPath: file).lastPathComponent):\(location["line"] ?? 0) \(diagnostic["id"] ?? "")")
        }
        let expected = try Self.expected(in: folder)
        #expect(found.sorted() == expected.sorted())
        #expect(!found.isEmpty)
    }

    /// "File.swift:12 rule-id" for every rule an `expect:` comment names.
    static func expected(in folder: URL) throws -> [String] {
        var expected: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let text = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: "expect: "),
                    line[..<range.lowerBound].hasSuffix("// ") || line[..<range.lowerBound].hasSuffix("<!-- ")
                else { continue }
                let rules = line[range.upperBound...].replacingOccurrences(of: "-->", with: "")
                for rule in rules.split(separator: ",") {
                    expected.append("\(name):\(index + 1) \(rule.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return expected
    }
}
