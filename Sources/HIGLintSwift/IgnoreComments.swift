import Foundation
import HIGLint

/// `// hig-gen:ignore rule-id, rule-id` comments: they silence rules for the shortcut on
/// the same line or the next one. Without ids they silence every rule.
struct IgnoreComments {
    static let marker = "hig-gen:ignore"
    /// Rule ids by 1-based line; an empty set means every rule.
    private var byLine: [Int: Set<String>] = [:]

    init(source: String) {
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let comment = line.range(of: "//"), let marker = line[comment.upperBound...].range(of: Self.marker) else {
                continue
            }
            let ids = line[marker.upperBound...].split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" })
                .map(String.init).filter { !$0.isEmpty }
            byLine[index + 1] = Set(ids)
        }
    }

    /// The rules silenced for a shortcut written on `line`; ``AppShortcut/allRules`` stands
    /// for all of them.
    func ignored(atLine line: Int) -> Set<String> {
        var ids: Set<String> = []
        for candidate in [line, line - 1] {
            guard let found = byLine[candidate] else { continue }
            ids.formUnion(found.isEmpty ? [AppShortcut.allRules] : found)
        }
        return ids
    }
}
