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
        // Each diagnostic's key is hashed once: its message is long, and a large app has
        // tens of thousands of findings (three look-ups each were a fortieth of `init --from`).
        var kinds: [Key: Int] = [:]
        kinds.reserveCapacity(diagnostics.count)
        var counts: [Int] = []
        let kindOf = diagnostics.map { diagnostic in
            // One look-up: the subscript with a default stores the next number for a new key.
            let kind = Self.stored(&kinds[Key(diagnostic), default: counts.count])
            if kind == counts.count { counts.append(0) }
            counts[kind] += 1
            return kind
        }
        guard counts.contains(where: { $0 >= threshold }) else {
            return diagnostics.map { Group(first: $0, others: []) }
        }
        var groups: [Group] = []
        var groupOf: [Int?] = Array(repeating: nil, count: counts.count)
        for (diagnostic, kind) in zip(diagnostics, kindOf) {
            if counts[kind] >= threshold, let position = groupOf[kind] {
                groups[position].others.append(diagnostic.location)
            } else {
                if counts[kind] >= threshold { groupOf[kind] = groups.count }
                groups.append(Group(first: diagnostic, others: []))
            }
        }
        return groups
    }

    private static func stored(_ value: inout Int) -> Int { value }

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
