import HIGModel

/// The part of a multi-platform target that `#if os(…)` builds on fewer of its platforms: an
/// iPad-only toolbar in an app that also runs on the Mac. That code is not in the Mac app, so it
/// meets neither the Mac's rows nor the Mac's menus: it is checked as the app on its own
/// platforms, beside the code those platforms build too.
struct PlatformSlice {
    /// The target, running on the slice's platforms alone.
    var target: AppTarget
    /// What the app holds on those platforms: every declaration built on all of them.
    var members: [AppShortcut]
    /// Where the declarations built only on the slice's platforms are: their findings are this
    /// slice's, and the whole target's run leaves them out.
    var own: Set<SourceLocation>

    /// One slice for each set of the target's platforms that some declaration is built on
    /// alone; none where every declaration is built wherever the target runs, or where the
    /// target's platforms are a guess.
    static func slices(of members: [AppShortcut], in target: AppTarget?) -> [PlatformSlice] {
        guard let target, target.isFromProject, target.platforms.count > 1 else { return [] }
        let everywhere = Set(target.platforms)
        var byPlatforms: [Set<Platform>: Set<SourceLocation>] = [:]
        for declaration in members {
            guard let built = declaration.facts.builtFor else { continue }
            let platforms = everywhere.intersection(built)
            guard !platforms.isEmpty, platforms != everywhere else { continue }
            byPlatforms[platforms, default: []].insert(declaration.span.location)
        }
        return byPlatforms.keys.sorted { $0.sorted().lexicographicallyPrecedes($1.sorted()) }.map { platforms in
            var narrowed = target
            narrowed.platforms = platforms.sorted()
            let built = members.filter { declaration in
                declaration.facts.builtFor.map { platforms.isSubset(of: $0) } ?? true
            }
            return PlatformSlice(target: narrowed, members: built, own: byPlatforms[platforms]!)
        }
    }
}
