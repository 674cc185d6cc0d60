import Foundation
import HIGJSON
import Testing

/// Realistic apps (`Tests/Corpus/apps`, see its README) checked with the built-in rulebook:
/// each finding must be on a line whose `expect:` comment names its rule (and its severity,
/// where the comment gives one: `expect: duplicate-shortcut:warning`), and each named rule must
/// be found there. Lines marked `quiet:` hold shortcuts a careless linter would flag; like every
/// unmarked line, they must have no finding.
@Suite struct AppCorpusTests {
    static let root = HIGGenProcess.packageRoot.appending(path: "Tests/Corpus/apps")
    /// Every app folder of the corpus.
    static let apps: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root.appending(path: name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }.sorted()
    }()

    /// One finding or expectation: "Mac/Main.storyboard:12 duplicate-shortcut:error".
    struct Mark: Hashable, Comparable, CustomStringConvertible {
        var place: String
        var rule: String
        var severity: String?

        var description: String { "\(place) \(rule)" + (severity.map { ":\($0)" } ?? "") }

        static func < (lhs: Mark, rhs: Mark) -> Bool { lhs.description < rhs.description }

        /// Whether a finding meets this expectation (any severity when none is expected).
        func isMet(by finding: Mark) -> Bool {
            place == finding.place && rule == finding.rule && (severity == nil || severity == finding.severity)
        }
    }

    @Test(arguments: apps) func findingsAreExactlyTheExpectedOnes(app: String) throws {
        let (found, expected, _) = try Self.score(app)
        let unexpected = found.filter { finding in !expected.contains { $0.isMet(by: finding) } }
        let missed = expected.filter { expectation in !found.contains { expectation.isMet(by: $0) } }
        #expect(unexpected == [], "findings no line expects")
        #expect(missed == [], "expected findings not made")
        #expect(!found.isEmpty)
    }

    @Test("precision and recall over the whole corpus (printed)")
    func precisionAndRecall() throws {
        var (findings, kept, expected, met, quiet) = (0, 0, 0, 0, 0)
        for app in Self.apps {
            let (found, expectations, quietLines) = try Self.score(app)
            findings += found.count
            kept += found.filter { finding in expectations.contains { $0.isMet(by: finding) } }.count
            expected += expectations.count
            met += expectations.filter { expectation in found.contains { expectation.isMet(by: $0) } }.count
            quiet += quietLines
        }
        let precision = findings == 0 ? 1 : Double(kept) / Double(findings)
        let recall = expected == 0 ? 1 : Double(met) / Double(expected)
        print(
            "app corpus: \(Self.apps.count) apps, \(findings) findings, \(kept) kept (precision \(String(format: "%.3f", precision))); \(expected) expected, \(met) found (recall \(String(format: "%.3f", recall))); \(quiet) lines marked quiet"
        )
        #expect(expected > 0 && quiet > 0)
        #expect(precision == 1 && recall == 1)
    }

    /// `check --format json --no-cache .` in an app's folder, run once for the findings test,
    /// the corpus summary and the read cache's comparison (`ReadCacheCorpusTests`).
    static func report(_ app: String) throws -> HIGGenProcess.Result {
        try reports.run(["check", "--format", "json", "--no-cache", "."], in: root.appending(path: app))
    }

    private static let reports = SharedRuns()

    /// What `check` finds in an app, what its comments expect, and how many lines are marked quiet.
    static func score(_ app: String) throws -> (found: [Mark], expected: [Mark], quiet: Int) {
        let folder = root.appending(path: app)
        let result = try report(app)
        #expect(result.status == 1 || result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        var found: [Mark] = []
        for diagnostic in diagnostics {
            let location = try #require(diagnostic["location"] as? [String: Any])
            // A note about the app as a whole (targets guessed) has no line to mark.
            guard let line = location["line"] as? Int else { continue }
            var file = try #require(location["file"] as? String)
            if file.hasPrefix("./") { file.removeFirst(2) }
            found.append(
                Mark(
                    place: "\(file):\(line)", rule: diagnostic["id"] as? String ?? "", severity: diagnostic["severity"] as? String
                ))
        }
        let (expected, quiet) = try expectations(in: folder)
        return (found.sorted(), expected.sorted(), quiet)
    }

    /// Every `expect:` comment's rules, by file (relative to the app) and line, and the number
    /// of `quiet:` lines.
    static func expectations(in folder: URL) throws -> ([Mark], Int) {
        var expected: [Mark] = []
        var quiet = 0
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        for name in files.sorted() {
            var isFolder: ObjCBool = false
            let url = folder.appending(path: name)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
                let text = try? String(contentsOf: url, encoding: .utf8)
            else { continue }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.contains("// quiet:") || line.contains("<!-- quiet:") || line.contains("# quiet:") { quiet += 1 }
                guard let range = line.range(of: "expect: "),
                    ["// ", "<!-- ", "# "].contains(where: { line[..<range.lowerBound].hasSuffix($0) })
                else { continue }
                let rules = line[range.upperBound...].replacingOccurrences(of: "-->", with: "")
                for rule in rules.split(separator: ",") {
                    let parts = rule.trimmingCharacters(in: .whitespaces).split(separator: ":").map(String.init)
                    guard let id = parts.first, !id.isEmpty else { continue }
                    expected.append(Mark(place: "\(name):\(index + 1)", rule: id, severity: parts.count > 1 ? parts[1] : nil))
                }
            }
        }
        return (expected, quiet)
    }
}
