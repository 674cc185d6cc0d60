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
    /// of their command name appended, so each keeps its id when the other moves or goes.
    /// What still collides (a given ID written twice, identical rows) gets "-2", "-3"… in
    /// source order.
    public static func assignUniqueIDs(_ entries: inout [Entry]) {
        // One pass to find repeats, sized up front: a large set has an id for every row, and
        // nearly all of them are unique, so only repeats get a list of their rows.
        var first: [String: Int] = [:]
        first.reserveCapacity(entries.count)
        var repeats: [String: [Int]] = [:]
        for index in entries.indices {
            if let earlier = first.updateValue(index, forKey: entries[index].id) {
                first[entries[index].id] = earlier
                repeats[entries[index].id, default: [earlier]].append(index)
            }
        }
        guard !repeats.isEmpty else { return }
        var taken = Set(first.keys)
        for group in repeats.values.sorted(by: { $0[0] < $1[0] }) {
            for index in group where entries[index].givenID == nil {
                let qualified = entries[index].id + "." + Slug.make(entries[index].commandName)
                if taken.insert(qualified).inserted { entries[index].id = qualified }
            }
        }
        var seen: Set<String> = []
        for index in entries.indices where !seen.insert(entries[index].id).inserted {
            var number = 2
            while !taken.insert("\(entries[index].id)-\(number)").inserted { number += 1 }
            entries[index].id += "-\(number)"
            seen.insert(entries[index].id)
        }
    }
}
