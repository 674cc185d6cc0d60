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
        // Every id in use is taken, so a qualified or numbered id never meets another row's.
        var taken = Set(first.keys)
        for group in repeats.values.sorted(by: { $0[0] < $1[0] }) {
            var givenKept = false
            for index in group {
                if entries[index].givenID == nil {
                    // The slug drops the action's final period, as a command name does.
                    let qualified = entries[index].id + "." + Slug.make(entries[index].title ?? entries[index].action)
                    if taken.insert(qualified).inserted {
                        entries[index].id = qualified
                        continue
                    }
                } else if !givenKept {
                    givenKept = true
                    continue
                }
                var number = 2
                while !taken.insert("\(entries[index].id)-\(number)").inserted { number += 1 }
                entries[index].id += "-\(number)"
            }
        }
    }
}
