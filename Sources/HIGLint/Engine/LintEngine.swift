import HIGModel
import HIGParallel

/// Runs every checker over an app's shortcuts, then applies levels and suppressions.
///
/// Checkers report at their rule's default severity; the engine alone decides what is
/// shown and how loud, so the checkers stay simple and the policy lives in one place.
public struct LintEngine: Sendable {
    public var levels: RuleLevels

    public init(levels: RuleLevels = RuleLevels()) {
        self.levels = levels
    }

    /// One instance of each rule, in registry order.
    static let checkers: [any RuleDefinition] = LintRule.registry.map { $0.init() }

    /// The findings for `declarations`, plus what the readers reported (re-levelled by id
    /// too), sorted by place.
    public func run(
        _ declarations: [AppShortcut], readerDiagnostics: [Diagnostic] = [], context: LintContext
    ) -> [Diagnostic] {
        // Each target is an app of its own: its shortcuts meet only each other, and the rows of
        // its platforms. A finding in a file shared by several targets is reported once.
        var findings = TargetFindings()
        let groups = TargetFindings.groups(of: declarations)
        let projectsFound = groups.contains { $0.0?.isFromProject == true }
        for (target, grouped) in groups {
            // Code under an `#if os(…)` the target's project never builds for is not in its app.
            let members = grouped.filter { $0.isBuilt(by: target) }
            var found = check(members, as: target, in: context)
            // Code built on only some of the target's platforms (`#if os(iOS)`) is checked as
            // the app those platforms build, and only there.
            let slices = PlatformSlice.slices(of: members, in: target)
            if !slices.isEmpty {
                let sliced = slices.reduce(into: Set<SourceLocation>()) { $0.formUnion($1.own) }
                found.removeAll { sliced.contains($0.location) }
                for slice in slices {
                    found += check(slice.members, as: slice.target, in: context).filter { slice.own.contains($0.location) }
                }
            }
            // Beside projects, a file none of them builds may be a leftover no build includes.
            if projectsFound, target?.isFromProject == false {
                let unbuilt = Premise.unknown(.built, "the file is built into the app (no project found builds it)")
                found = found.map { $0.weighed(by: [unbuilt]) }
            }
            findings.add(found, for: target)
        }
        return finish(findings.merged + readerDiagnostics)
    }

    /// Every active rule over the declarations one target builds, with the commands its
    /// frameworks give it.
    private func check(_ members: [AppShortcut], as target: AppTarget?, in context: LintContext) -> [Diagnostic] {
        var targetContext = context
        targetContext.target = target
        // A WindowGroup gives New Window, and the text command groups their menus, in a Mac
        // app's menu bar only.
        let onMac = target.map { $0.platforms.isEmpty || $0.platforms.contains(.macOS) } ?? true
        targetContext.impliedCommands = members.filter { $0.isImplied && (onMac || $0.facts.impliedBy == "DocumentGroup") }
        // Most declarations are no implied command: the group is then passed on, not copied.
        return check(members.contains(where: \.isImplied) ? members.filter { !$0.isImplied } : members, in: targetContext)
    }

    /// Every active rule over one target's declarations.
    private func check(_ declarations: [AppShortcut], in context: LintContext) -> [Diagnostic] {
        // Copying every declaration for every rule shows in a large app's time; most silence nothing.
        let silencesAny = declarations.contains { !$0.ignoredRules.isEmpty }
        // When every rule takes the same declarations, what several rules group them by is
        // worked out once.
        var context = context
        if !silencesAny { context.sharedRepeats = declarations.repeatsOfCommands }
        // The rules are independent, so they run side by side; results keep registry order.
        let active = Self.checkers.filter { levels[$0.rule.rawValue] != .off }
        return Parallel.map(active) { [context] checker in
            // A declaration that silences a rule takes no part in it at all.
            let taking =
                !silencesAny
                ? declarations
                : declarations.filter {
                    !$0.ignoredRules.contains(checker.rule.rawValue) && !$0.ignoredRules.contains(AppShortcut.allRules)
                }
            return checker.check(taking, in: context)
        }.flatMap { $0 }
    }

    private func finish(_ findings: [Diagnostic]) -> [Diagnostic] {
        let levelled = findings.compactMap(applyLevel)
        return levelled.sorted { ($0.location, $1.severity, $0.id) < ($1.location, $0.severity, $1.id) }
    }

    private func applyLevel(_ diagnostic: Diagnostic) -> Diagnostic? {
        guard let level = levels[diagnostic.id] else { return diagnostic }
        guard let severity = level.severity else { return nil }
        var changed = diagnostic
        changed.severity = severity
        return changed
    }
}
