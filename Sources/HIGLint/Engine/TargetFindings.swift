import HIGModel

/// The findings of each target, merged so that a finding in a file several targets share
/// (a Mac and an iPad app built from one source folder) is reported once, naming them all.
struct TargetFindings {
    private var order: [Diagnostic] = []
    private var targets: [Diagnostic: [AppTarget]] = [:]

    /// The declarations of each target, in target order; declarations that name no target
    /// (manifests, app tables) form one group of their own, checked against every row.
    static func groups(of declarations: [AppShortcut]) -> [(AppTarget?, [AppShortcut])] {
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
        for finding in findings {
            if targets[finding] == nil {
                order.append(finding)
                targets[finding] = []
            }
            if let target { targets[finding]!.append(target) }
        }
    }

    /// Each finding once, its message ending in the targets it holds in.
    var merged: [Diagnostic] {
        order.map { finding in
            guard let holding = targets[finding], !holding.isEmpty else { return finding }
            var named = finding
            let labels = holding.map(\.label)
            named.message += holding.count == 1 ? " (target \(labels[0]))" : " (targets \(labels.joined(separator: "; ")))"
            return named
        }
    }
}
