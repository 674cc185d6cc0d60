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

    /// How a name is used while names are handed out.
    private struct Tally {
        /// How many candidates derive it.
        var derived = 0
        /// Whether the namespace or Swift reserves it, an ID claims it, or a qualified name
        /// was made of it.
        var claimed = false

        /// Whether a member has the name: claimed, or derived by one candidate alone, which
        /// then keeps it.
        var isTaken: Bool { claimed || derived == 1 }
    }

    /// One name per candidate, in the candidates' order.
    func resolve(_ candidates: [Candidate], into diagnostics: inout [Diagnostic]) -> [String] {
        // Candidates are read through a pointer, as a copy retains each of their strings.
        candidates.withUnsafeBufferPointer { resolve($0.baseAddress!, count: $0.count, into: &diagnostics) }
    }

    private func resolve(_ candidates: UnsafePointer<Candidate>, count: Int, into diagnostics: inout [Diagnostic])
        -> [String]
    {
        // One table for every name; a guideline set has tens of thousands of entries, so a
        // name is looked up as few times as the rules allow.
        var tally: [String: Tally] = [:]
        tally.reserveCapacity(count + taken.count + SwiftIdentifier.unusable.count)
        for name in taken.union(SwiftIdentifier.unusable) { tally[name] = Tally(claimed: true) }
        var bases: [String] = []
        bases.reserveCapacity(count)
        var isExplicit = [Bool](repeating: false, count: count)
        var needsQualifier = [Bool](repeating: false, count: count)

        for index in 0..<count {
            let base = base(for: candidates[index], into: &diagnostics)
            bases.append(base)
            guard let explicit = candidates[index].explicit else { continue }
            isExplicit[index] = true
            if tally[base]?.claimed == true {
                let reason =
                    taken.contains(base) || SwiftIdentifier.unusable.contains(base)
                    ? "cannot name a member of \(namespace)" : "already names another member of \(namespace)"
                diagnostics.append(
                    Diagnostic(
                        .warning, "swift.duplicate-id", "ID '\(explicit)' \(reason); this entry's name adds its shortcut",
                        at: candidates[index].source))
                needsQualifier[index] = true
            } else {
                tally[base, default: Tally()].claimed = true
            }
        }

        for index in 0..<count where !isExplicit[index] {
            tally[bases[index], default: Tally()].derived += 1
        }
        // A derived name alone in deriving its name and not claimed keeps it as it is.
        for index in 0..<count where !isExplicit[index] {
            let use = tally[bases[index]]!
            needsQualifier[index] = use.derived > 1 || use.claimed
        }

        var names = bases
        for index in 0..<count where needsQualifier[index] {
            let qualified = bases[index] + SwiftIdentifier.upperCamelCase(candidates[index].qualifier)
            var name = qualified
            var counter = 2
            while tally[name]?.isTaken == true {
                name = qualified + String(counter)
                counter += 1
            }
            tally[name, default: Tally()].claimed = true
            names[index] = name
            if !isExplicit[index] {
                let count = tally[bases[index]]!.derived
                let reason =
                    count > 1
                    ? "\(count) members of \(namespace) would be named '\(bases[index])'"
                    : "'\(bases[index])' is already taken in \(namespace)"
                diagnostics.append(
                    Diagnostic(
                        .note, "swift.name-collision", "\(reason); this one is named '\(name)'",
                        at: candidates[index].source))
            }
        }
        return names
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
        if SwiftIdentifier.isKeyword(name), !SwiftIdentifier.unusable.contains(name) {
            diagnostics.append(
                Diagnostic(
                    .note, "swift.keyword-name", "'\(name)' is a Swift keyword; it is declared as `\(name)`",
                    at: candidate.source))
        }
        return name
    }
}
