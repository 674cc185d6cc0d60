import HIGModel

/// The shortcuts the system reserves, for an app page's keyboard map.
enum ReservedShortcuts {
    /// The guidelines' reserved rows that the system (not every app) uses on any of
    /// `platforms` (or on every platform, when a row or the page names none), in source order,
    /// each shortcut once: Command-Space is marked once however many rows list it.
    static func on(_ platforms: Set<Platform>, in guidelines: Rulebook) -> [ReservedShortcut] {
        let rows = guidelines.entries.filter { entry in
            entry.table.isReserved && entry.scope == .system
                && (entry.platforms.isEmpty || platforms.isEmpty || !platforms.isDisjoint(with: entry.platforms))
        }
        var seen: Set<String> = []
        return rows.sorted { SectionBuilder.precedes($0.source, $1.source) }.compactMap { entry in
            let glyphs = entry.shortcut.glyphs
            guard seen.insert(glyphs).inserted else { return nil }
            return ReservedShortcut(
                glyphs: glyphs, keys: glyphs.lowercased(), words: entry.shortcut.words, title: entry.title ?? entry.action)
        }
    }
}
