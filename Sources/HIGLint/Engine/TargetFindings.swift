import HIGModel

/// The findings of each target, merged so that a finding in a file several targets share
/// (a Mac and an iPad app built from one source folder) is reported once, naming them all.
struct TargetFindings {
    /// Each finding once, in the order first found, and the targets it holds in.
    private var order: [(finding: Diagnostic, targets: [AppTarget])] = []
    /// Each finding's place in ``order``: a finding is hashed once, when it is added (hashing it
    /// again to merge, and copying it as a key, showed in the time of a large menu's check).
    private var positions: [Finding: Int] = [:]

    /// A finding as a dictionary key, hashed by where it is (file, line, column) and what rule
    /// made it: hashing each finding's whole message and notes showed in the time of a large
    /// app, and findings at one place by one rule are few. Without the file, findings at one line
    /// and column of many files (generated or look-alike views) share a hash, and the table
    /// slows with their square (20,000 such files: 7 s became 27 s). Equal only when the
    /// findings are.
    private struct Finding: Hashable {
        var diagnostic: Diagnostic

        static func == (lhs: Finding, rhs: Finding) -> Bool { lhs.diagnostic == rhs.diagnostic }

        func hash(into hasher: inout Hasher) {
            hasher.combine(diagnostic.location)
            hasher.combine(diagnostic.id)
        }
    }

    /// The declarations of each target, in target order; declarations that name no target
    /// (manifests, app tables) form one group of their own, checked against every row.
    static func groups(of declarations: [AppShortcut]) -> [(AppTarget?, [AppShortcut])] {
        // Manifests and app tables name no target: their declarations are one group as they are.
        if declarations.allSatisfy({ $0.targets.isEmpty }) { return [(nil, declarations)] }
        var members: [AppTarget: [AppShortcut]] = [:]
        var untargeted: [AppShortcut] = []
        for declaration in declarations {
            if declaration.targets.isEmpty { untargeted.append(declaration) }
            for target in declaration.targets { members[target, default: []].append(declaration) }
        }
        var groups: [(AppTarget?, [AppShortcut])] = members.keys.sorted().map { ($0, members[$0]!) }
        if !untargeted.isEmpty || groups.isEmpty { groups.insert((nil, untargeted), at: 0) }
        return groups
    }

    mutating func add(_ findings: [Diagnostic], for target: AppTarget?) {
        positions.reserveCapacity(positions.count + findings.count)
        for finding in findings {
            // One look-up: the subscript with a default stores the next place for a new finding.
            let position = Self.stored(&positions[Finding(diagnostic: finding), default: order.count])
            if position == order.count { order.append((finding, [])) }
            // (A target's platform slices may find what its whole run found.)
            if let target, !order[position].targets.contains(target) { order[position].targets.append(target) }
        }
    }

    private static func stored(_ value: inout Int) -> Int { value }

    /// Each finding once, its message ending in the targets it holds in.
    var merged: [Diagnostic] {
        order.map { finding, holding in
            guard !holding.isEmpty else { return finding }
            var named = finding
            let labels = holding.map(\.label)
            named.message += holding.count == 1 ? " (target \(labels[0]))" : " (targets \(labels.joined(separator: "; ")))"
            return named
        }
    }
}
