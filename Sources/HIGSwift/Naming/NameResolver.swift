import HIGModel

/// Gives each member of one namespace (a table's entries, the rules…) a distinct Swift name,
/// deterministically, and says what it had to change.
///
/// - An explicit name (an `ID` column) is claimed first, in source order; a later duplicate
///   is a warning and is disambiguated like a derived name.
/// - Derived names that collide with each other or with a claimed name are all
///   disambiguated, so no entry silently owns the plain name ("Varies." four times gives
///   `variesShiftCommandSpace`, `variesF8`…): the member's ``Candidate/qualifier`` (the
///   shortcut, for entries) is appended.
/// - Whatever still collides gets 2, 3… in source order.
/// - A name that is not an identifier gains a leading underscore (`_3dTouch`), a keyword is
///   declared in backticks, and names Swift cannot use as members (`self`, `init`) or the
///   namespace already uses (`all`) count as taken.
struct NameResolver {
    struct Candidate {
        /// The name the guideline file asks for, as written.
        var explicit: String?
        /// The name derived from the member's text; nil when there are no words to use.
        var derived: String?
        /// Words that tell colliding members apart: the shortcut, for entries.
        var qualifier: [String]
        var source: SourceLocation
    }

    /// Member names the namespace declares itself.
    let taken: Set<String>
    /// "Reserved", for messages.
    let namespace: String

    /// One name per candidate, in the candidates' order.
    func resolve(_ candidates: [Candidate], into diagnostics: inout [Diagnostic]) -> [String] {
        var claimed = taken.union(SwiftIdentifier.unusable)
        var names = [String?](repeating: nil, count: candidates.count)
        var bases: [String] = []
        var needsQualifier = [Bool](repeating: false, count: candidates.count)

        for (index, candidate) in candidates.enumerated() {
            bases.append(base(for: candidate, into: &diagnostics))
            guard candidate.explicit != nil else { continue }
            if claimed.contains(bases[index]) {
                let reason =
                    taken.contains(bases[index]) || SwiftIdentifier.unusable.contains(bases[index])
                    ? "cannot name a member of \(namespace)" : "already names another member of \(namespace)"
                diagnostics.append(
                    Diagnostic(
                        .warning, "swift.duplicate-id",
                        "ID '\(candidate.explicit!)' \(reason); this entry's name adds its shortcut",
                        at: candidate.source))
                needsQualifier[index] = true
            } else {
                claimed.insert(bases[index])
                names[index] = bases[index]
            }
        }

        var derivedCounts: [String: Int] = [:]
        for (index, candidate) in candidates.enumerated() where candidate.explicit == nil {
            derivedCounts[bases[index], default: 0] += 1
        }
        for (index, candidate) in candidates.enumerated() where candidate.explicit == nil {
            if derivedCounts[bases[index]]! > 1 || claimed.contains(bases[index]) {
                needsQualifier[index] = true
            } else {
                claimed.insert(bases[index])
                names[index] = bases[index]
            }
        }

        for (index, candidate) in candidates.enumerated() where needsQualifier[index] {
            let qualified = bases[index] + SwiftIdentifier.upperCamelCase(candidate.qualifier)
            var name = qualified
            var counter = 2
            while claimed.contains(name) {
                name = qualified + String(counter)
                counter += 1
            }
            claimed.insert(name)
            names[index] = name
            if candidate.explicit == nil {
                let count = derivedCounts[bases[index]]!
                let reason =
                    count > 1
                    ? "\(count) members of \(namespace) would be named '\(bases[index])'"
                    : "'\(bases[index])' is already taken in \(namespace)"
                diagnostics.append(
                    Diagnostic(.note, "swift.name-collision", "\(reason); this one is named '\(name)'", at: candidate.source))
            }
        }
        return names.map { $0! }
    }

    /// The name before collisions are resolved, made a valid identifier.
    private func base(for candidate: Candidate, into diagnostics: inout [Diagnostic]) -> String {
        var name: String
        if let explicit = candidate.explicit {
            if SwiftIdentifier.isPlain(explicit) {
                name = explicit
            } else {
                name = SwiftIdentifier.lowerCamelCase(SwiftIdentifier.words(in: explicit))
                if name.isEmpty {
                    diagnostics.append(
                        Diagnostic(
                            .warning, "swift.unusable-id",
                            "ID '\(explicit)' has no letters or digits a Swift name can use; the entry is named after its action",
                            at: candidate.source))
                    name = candidate.derived ?? ""
                }
            }
        } else {
            name = candidate.derived ?? ""
        }
        if name.isEmpty {
            name = SwiftIdentifier.lowerCamelCase(candidate.qualifier.isEmpty ? ["member"] : candidate.qualifier)
            diagnostics.append(
                Diagnostic(
                    .note, "swift.name-from-qualifier",
                    "the text has no ASCII letters or digits to name it by; it is named '\(name)' after its shortcut",
                    at: candidate.source))
        }
        if let first = name.unicodeScalars.first, SwiftIdentifier.isASCIIDigit(first) {
            diagnostics.append(
                Diagnostic(
                    .note, "swift.leading-digit", "'\(name)' starts with a digit; it is named '_\(name)'",
                    at: candidate.source))
            name = "_" + name
        }
        if SwiftIdentifier.keywords.contains(name), !SwiftIdentifier.unusable.contains(name) {
            diagnostics.append(
                Diagnostic(
                    .note, "swift.keyword-name", "'\(name)' is a Swift keyword; it is declared as `\(name)`",
                    at: candidate.source))
        }
        return name
    }
}
