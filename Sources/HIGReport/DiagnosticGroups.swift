import HIGModel

/// Identical findings from one cause, printed once: a page that writes the same harmless
/// thing on every row should give one warning with a count, not fifty-eight. Only the human
/// formats group; JSON and SARIF carry every diagnostic.
enum DiagnosticGroups {
    /// A diagnostic and the places of the others with the same id and message.
    struct Group {
        var first: Diagnostic
        var others: [SourceLocation]
    }

    /// How many alike make a group; two are still printed one by one.
    static let threshold = 3

    /// The diagnostics in their order, each group at the place of its first member.
    static func grouped(_ diagnostics: [Diagnostic]) -> [Group] {
        var counts: [Key: Int] = [:]
        for diagnostic in diagnostics { counts[Key(diagnostic), default: 0] += 1 }
        guard counts.values.contains(where: { $0 >= threshold }) else {
            return diagnostics.map { Group(first: $0, others: []) }
        }
        var groups: [Group] = []
        var index: [Key: Int] = [:]
        for diagnostic in diagnostics {
            let key = Key(diagnostic)
            if counts[key]! >= threshold, let position = index[key] {
                groups[position].others.append(diagnostic.location)
            } else {
                if counts[key]! >= threshold { index[key] = groups.count }
                groups.append(Group(first: diagnostic, others: []))
            }
        }
        return groups
    }

    /// "and 57 more like it: a.md:12:3, a.md:13:3, a.md:14:3, …", with columns as reported.
    static func summary(of others: [SourceLocation], lines: inout SourceLines) -> String {
        let shown = others.prefix(3).map { lines.reported($0).formatted }.joined(separator: ", ")
        return "and \(others.count) more like it: \(shown)\(others.count > 3 ? ", …" : "")"
    }

    private struct Key: Hashable {
        var id: String
        var severity: Diagnostic.Severity
        var message: String

        init(_ diagnostic: Diagnostic) {
            id = diagnostic.id
            severity = diagnostic.severity
            message = diagnostic.message
        }
    }
}
