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
    /// The names a member may have, before collisions are resolved. What else the rules need
    /// of a member (its qualifier and source) is asked for only when it is used: a guideline
    /// set has tens of thousands of entries, nearly all named plainly.
    struct Candidate {
        /// The name the guideline file asks for, as written.
        var explicit: String?
        /// The name derived from the member's text; nil when there are no words to use.
        var derived: String?
    }

    /// What the rules ask of the member at a position, beyond its ``Candidate``.
    struct Details {
        /// Words that tell colliding members apart: the shortcut, for entries.
        var qualifier: (Int) -> [String]
        /// Where the member is, for diagnostics.
        var source: (Int) -> SourceLocation
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

    /// Every name seen so far and how it is used. Each name is hashed once, when first asked
    /// for: a name is looked up by the number it gets then.
    private struct Tallies {
        private var numbers: [String: Int] = [:]
        private var tallies: [Tally] = []

        init(capacity: Int) {
            numbers.reserveCapacity(capacity)
            tallies.reserveCapacity(capacity)
        }

        /// The number of `name`, which is given one when new.
        mutating func number(of name: String) -> Int {
            let next = tallies.count
            let number = Self.value(&numbers[name, default: next])
            if number == next { tallies.append(Tally()) }
            return number
        }

        /// The number of `name` if it has one.
        func existingNumber(of name: String) -> Int? { numbers[name] }

        /// Reads a value through `inout`, so a dictionary's `default:` subscript inserts and
        /// reads it in one look-up.
        private static func value(_ value: inout Int) -> Int { value }

        subscript(number: Int) -> Tally {
            get { tallies[number] }
            set { tallies[number] = newValue }
        }
    }

    /// One name per candidate, in the candidates' order; `details` is asked about a candidate
    /// only when its name needs a qualifier or a diagnostic.
    func resolve(_ candidates: [Candidate], details: Details, into diagnostics: inout [Diagnostic]) -> [String] {
        // Candidates are read through a pointer, as a copy retains each of their strings.
        candidates.withUnsafeBufferPointer { resolve($0, details: details, into: &diagnostics) }
    }

    private func resolve(
        _ candidates: UnsafeBufferPointer<Candidate>, details: Details, into diagnostics: inout [Diagnostic]
    ) -> [String] {
        let count = candidates.count
        var tallies = Tallies(capacity: count + taken.count + SwiftIdentifier.unusable.count)
        for name in taken.union(SwiftIdentifier.unusable) { tallies[tallies.number(of: name)].claimed = true }
        var bases: [String] = []
        bases.reserveCapacity(count)
        // The number of each candidate's base name in `tallies`.
        var baseNumbers: [Int] = []
        baseNumbers.reserveCapacity(count)
        var needsQualifier = [Bool](repeating: false, count: count)

        for index in 0..<count {
            let base = base(for: candidates[index], at: index, details: details, into: &diagnostics)
            let number = tallies.number(of: base)
            bases.append(base)
            baseNumbers.append(number)
            guard let explicit = candidates[index].explicit else { continue }
            if tallies[number].claimed {
                let reason =
                    taken.contains(base) || SwiftIdentifier.unusable.contains(base)
                    ? "cannot name a member of \(namespace)" : "already names another member of \(namespace)"
                diagnostics.append(
                    Diagnostic(
                        .swiftDuplicateID, "ID '\(explicit)' \(reason); this entry's name adds its shortcut",
                        at: details.source(index)))
                needsQualifier[index] = true
            } else {
                tallies[number].claimed = true
            }
        }

        for index in 0..<count where candidates[index].explicit == nil {
            tallies[baseNumbers[index]].derived += 1
        }
        // A derived name alone in deriving its name and not claimed keeps it as it is.
        for index in 0..<count where candidates[index].explicit == nil {
            let use = tallies[baseNumbers[index]]
            needsQualifier[index] = use.derived > 1 || use.claimed
        }

        var names = bases
        for index in 0..<count where needsQualifier[index] {
            let qualified = bases[index] + SwiftIdentifier.upperCamelCase(details.qualifier(index))
            var name = qualified
            var counter = 2
            while let number = tallies.existingNumber(of: name), tallies[number].isTaken {
                name = qualified + String(counter)
                counter += 1
            }
            tallies[tallies.number(of: name)].claimed = true
            names[index] = name
            if candidates[index].explicit == nil {
                let count = tallies[baseNumbers[index]].derived
                let reason =
                    count > 1
                    ? "\(count) members of \(namespace) would be named '\(bases[index])'"
                    : "'\(bases[index])' is already taken in \(namespace)"
                diagnostics.append(
                    Diagnostic(
                        .swiftNameCollision, "\(reason); this one is named '\(name)'",
                        at: details.source(index)))
            }
        }
        return names
    }

    /// The name before collisions are resolved, made a valid identifier.
    private func base(
        for candidate: Candidate, at index: Int, details: Details, into diagnostics: inout [Diagnostic]
    ) -> String {
        var name: String
        if let explicit = candidate.explicit {
            if SwiftIdentifier.isPlain(explicit) {
                name = explicit
            } else {
                name = SwiftIdentifier.lowerCamelCase(SwiftIdentifier.words(in: explicit))
                if name.isEmpty {
                    diagnostics.append(
                        Diagnostic(
                            .swiftUnusableID,
                            "ID '\(explicit)' has no letters or digits a Swift name can use; the entry is named after its action",
                            at: details.source(index)))
                    name = candidate.derived ?? ""
                }
            }
        } else {
            name = candidate.derived ?? ""
        }
        if name.isEmpty {
            let qualifier = details.qualifier(index)
            name = SwiftIdentifier.lowerCamelCase(qualifier.isEmpty ? ["member"] : qualifier)
            diagnostics.append(
                Diagnostic(
                    .swiftNameFromQualifier,
                    "the text has no ASCII letters or digits to name it by; it is named '\(name)' after its shortcut",
                    at: details.source(index)))
        }
        if let first = name.unicodeScalars.first, SwiftIdentifier.isASCIIDigit(first) {
            diagnostics.append(
                Diagnostic(
                    .swiftLeadingDigit, "'\(name)' starts with a digit; it is named '_\(name)'",
                    at: details.source(index)))
            name = "_" + name
        }
        // A keyword is declared in backticks (`default`), which is no rename: callers write
        // `HIG.KeyboardTypes.default` all the same, so it needs no note.
        return name
    }
}
