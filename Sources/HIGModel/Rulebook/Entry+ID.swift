import HIGParallel

extension Entry {
    /// The id of an entry without a given one: its table and the slug of its shortcut's words,
    /// "reserved.shift-command-3".
    public static func derivedID(table: TableKind, shortcut: Shortcut) -> String {
        table.rawValue + "." + Slug.make(shortcut.words)
    }

    /// The command's name as menus show it: the `Title`, else the action without its final
    /// period.
    public var commandName: String {
        if let title { return title }
        var action = action
        if action.hasSuffix(".") { action.removeLast() }
        return action
    }

    /// Makes every entry's ``id`` unique, the same way whatever order the rows come in.
    ///
    /// Entries that share a derived id (Command-I listed twice in one table) all get the slug
    /// of their command name appended, so each keeps its id when the other moves or goes. Of
    /// entries that share a given ID the first keeps it; later ones, like anything that still
    /// collides, get "-2", "-3"… in source order (a given ID written twice is the author's to
    /// fix; the Swift emitter warns about it).
    public static func assignUniqueIDs(_ entries: inout [Entry]) {
        // One pass to find repeats, sized up front: a large set has an id for every row, and
        // nearly all of them are unique, so only repeats get a list of their rows.
        var first: [String: Int] = [:]
        first.reserveCapacity(entries.count)
        var repeats: [String: [Int]] = [:]
        /// The first row of an id: `index` when the slot was empty (-1). One hashed look-up.
        func firstRow(_ slot: inout Int, _ index: Int) -> Int {
            if slot < 0 { slot = index }
            return slot
        }
        for index in entries.indices {
            let earlier = firstRow(&first[entries[index].id, default: -1], index)
            if earlier != index { repeats[entries[index].id, default: [earlier]].append(index) }
        }
        guard !repeats.isEmpty else { return }
        // A qualified id ("reserved.command-i.italic") has two dots; a derived one has one, so
        // it can only meet a given ID with dots, or another row of its group with the same
        // command (an identical row). Those are checked here; a global set of every id is built
        // only if something must be numbered.
        let dottedGiven = entries.withUnsafeBufferPointer { rows in
            Set(rows.indices.compactMap { rows[$0].givenID }.filter { $0.utf8.contains(UInt8(ascii: ".")) })
        }
        // Groups are independent, so they are worked out on every core: a large set repeats
        // its shortcuts across files, and each repeated row costs a slug of its command.
        let groups = repeats.values.sorted { $0[0] < $1[0] }
        let outcomes = qualifiedIDs(of: groups, in: entries, dottedGiven: dottedGiven)
        var needNumbers: [Int] = []
        for outcome in outcomes {
            for (index, id) in outcome {
                if let id { entries[index].id = id } else { needNumbers.append(index) }
            }
        }
        guard !needNumbers.isEmpty else { return }
        var taken = Set(entries.map(\.id))
        for index in needNumbers {
            var number = 2
            while !taken.insert("\(entries[index].id)-\(number)").inserted { number += 1 }
            entries[index].id += "-\(number)"
        }
    }

    /// The new ids of every group, worked out on every core when there are many. `rows` is
    /// borrowed, not copied, so the entries are not copied when their ids are set after.
    private static func qualifiedIDs(
        of groups: [[Int]], in rows: [Entry], dottedGiven: Set<String>
    ) -> [[(index: Int, id: String?)]] {
        Parallel.map(groups, serialBelow: 512) { group in qualifiedIDs(of: group, in: rows, dottedGiven: dottedGiven) }
    }

    /// The new ids of one group of rows that share an id: each derived row its command's slug
    /// appended; the first given ID kept (no change); nil for a row that must be numbered.
    private static func qualifiedIDs(
        of group: [Int], in rows: [Entry], dottedGiven: Set<String>
    ) -> [(index: Int, id: String?)] {
        var outcome: [(index: Int, id: String?)] = []
        var commands: Set<String> = []
        var givenKept = false
        for index in group {
            if rows[index].givenID == nil {
                // The slug drops the action's final period, as a command name does.
                let command = Slug.make(rows[index].title ?? rows[index].action)
                let qualified = rows[index].id + "." + command
                if commands.insert(command).inserted, !dottedGiven.contains(qualified) {
                    outcome.append((index, qualified))
                    continue
                }
            } else if !givenKept {
                givenKept = true
                continue
            }
            outcome.append((index, nil))
        }
        return outcome
    }
}
