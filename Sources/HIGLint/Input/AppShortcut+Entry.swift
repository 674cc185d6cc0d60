import HIGModel

extension AppShortcut {
    /// A row of an app's own shortcut table (``TableKind/custom``) as a declaration: its Title,
    /// else its action, names the command, and findings point at its shortcut cell.
    ///
    /// The front end has already reported what it noticed in the cell's text (modifiers out of
    /// order, Shift written with an upper character) with fix-its of its own, so the row
    /// carries no written issues and no span a rule could rewrite: nothing is said twice.
    public init(appTableRow entry: Entry) {
        self.init(
            shortcut: entry.shortcut, title: entry.commandName.isEmpty ? nil : entry.commandName, id: entry.givenID,
            span: TextSpan(location: entry.source, length: 0, isVerbatim: false), origin: .markdownTable,
            spelling: .text(.words))
        if let placement = entry.placement { place(by: placement, of: entry) }
    }

    /// A row with code columns is judged as the code it came from: the framework that declared
    /// it (its first place), where it works, its selector and its targets.
    private mutating func place(by placement: CommandPlacement, of entry: Entry) {
        let first = placement.places.first
        origin = first?.framework ?? .markdownTable
        facts = first?.facts.ofPlaceInCode ?? DeclarationFacts()
        // Implied only when no place declares it in code.
        if !placement.places.allSatisfy({ $0.facts.impliedBy != nil }) { facts.impliedBy = nil }
        scope = placement.reach
        action = placement.selector
        if let first {
            // Every row sits in one file, the table: an arm is told apart by the code's file and line.
            for arm in first.arms { branches[Self.branchKey(path: first.path, line: arm.line)] = arm.arm }
            facts.conditions = first.conditions.map { Self.branchKey(path: first.path, line: $0) }
        }
        // Messages name a menu item by its menus, as they do in the code (an Interface Builder
        // item's, or an AppKit item's added to a menu made with a title).
        if [.interfaceBuilder, .appKit].contains(origin), let menu = entry.menu {
            menuPath = menu.components(separatedBy: " \u{25B8} ")
        }
        targets = placement.targets
    }

    /// The same number for the same branch of the same code file, on every run.
    private static func branchKey(path: String, line: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(path):\(line)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash)
    }

    /// The app's own rows of `rulebook`, in source order: the custom tables of app documents.
    /// A guideline document describes the platform, so the app rules never judge a custom
    /// table inside guidelines (an old edition's examples).
    public static func appTableRows(of rulebook: Rulebook) -> [AppShortcut] {
        let appFiles = Set(rulebook.documents.lazy.filter { $0.kind == .app }.map(\.path))
        guard !appFiles.isEmpty else { return [] }
        // Read in place: a guideline set of a hundred thousand rows usually has no app rows.
        return rulebook.entries.withUnsafeBufferPointer { entries in
            entries.indices.compactMap { index in
                entries[index].table == .custom && appFiles.contains(entries[index].source.file)
                    ? AppShortcut(appTableRow: entries[index]) : nil
            }
        }
    }
}
