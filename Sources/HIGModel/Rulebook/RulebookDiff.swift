/// What changed between two editions of the guidelines: shortcut rows added, removed and
/// changed (an action reworded, a row moved to another table, a new title), and rules.
///
/// Rows are matched by their stable ``Entry/id`` first, so a row whose shortcut changed is one
/// change, not a removal and an addition. The rows left are matched by shortcut (editions whose
/// ids differ): among rows with the same shortcut, an unchanged row pairs first, then a row in
/// the same table (a reworded action), then any row (a move); what is left was added or
/// removed. Places in the files are not compared: moving a row is no change, and neither is
/// what a PDF conversion varies in an action (spacing, page numbers; see ``sameAction(_:_:)``).
public struct RulebookDiff: Sendable, Encodable {
    /// A field of a row that differs between the editions.
    public enum Field: String, Sendable, Encodable, CaseIterable {
        case shortcut, action, table, title, usedBy, platforms, menu, id
    }

    public struct Change: Sendable, Encodable {
        public var old: Entry
        public var new: Entry
        public var fields: [Field]
    }

    public struct RuleChange: Sendable, Encodable {
        public var old: CustomShortcutRule
        public var new: CustomShortcutRule
    }

    /// In the new edition's order.
    public var added: [Entry] = []
    /// In the old edition's order.
    public var removed: [Entry] = []
    /// In the new edition's order.
    public var changed: [Change] = []
    public var rulesAdded: [CustomShortcutRule] = []
    public var rulesRemoved: [CustomShortcutRule] = []
    public var rulesChanged: [RuleChange] = []

    public var isEmpty: Bool {
        added.isEmpty && removed.isEmpty && changed.isEmpty && rulesAdded.isEmpty && rulesRemoved.isEmpty
            && rulesChanged.isEmpty
    }

    public init(old: Rulebook, new: Rulebook) {
        let oldIDs = Set(old.entries.map(\.id))
        let newIDs = Set(new.entries.map(\.id))
        var pairs: [(old: Entry, new: Entry)] = []
        let newByID = Dictionary(new.entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in old.entries where newIDs.contains(entry.id) { pairs.append((entry, newByID[entry.id]!)) }

        var oldByShortcut: [Shortcut: [Entry]] = [:]
        for entry in old.entries where !newIDs.contains(entry.id) { oldByShortcut[entry.shortcut, default: []].append(entry) }
        var newByShortcut: [Shortcut: [Entry]] = [:]
        for entry in new.entries where !oldIDs.contains(entry.id) { newByShortcut[entry.shortcut, default: []].append(entry) }

        for (shortcut, newEntries) in newByShortcut {
            var olds = oldByShortcut[shortcut] ?? []
            var news = newEntries
            for sameRow in [
                { (a: Entry, b: Entry) in a.table == b.table && Self.sameAction(a.action, b.action) }, { $0.table == $1.table },
                { _, _ in true },
            ] {
                var index = 0
                while index < news.count {
                    if let match = olds.firstIndex(where: { sameRow($0, news[index]) }) {
                        pairs.append((olds.remove(at: match), news.remove(at: index)))
                    } else {
                        index += 1
                    }
                }
            }
            added += news
            oldByShortcut[shortcut] = olds
        }
        removed = old.entries.filter { entry in oldByShortcut[entry.shortcut]?.contains(entry) ?? false }
        added.sort { $0.source < $1.source }
        changed = pairs.compactMap { pair in
            let fields = Self.fields(pair.old, pair.new)
            return fields.isEmpty ? nil : Change(old: pair.old, new: pair.new, fields: fields)
        }.sorted { $0.new.source < $1.new.source }

        let oldRules = Dictionary(old.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newRules = Dictionary(new.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        rulesAdded = new.rules.filter { oldRules[$0.id] == nil }
        rulesRemoved = old.rules.filter { newRules[$0.id] == nil }
        rulesChanged = new.rules.compactMap { rule in
            guard let before = oldRules[rule.id], before.title != rule.title || before.guidance != rule.guidance else {
                return nil
            }
            return RuleChange(old: before, new: rule)
        }
    }

    /// Only the rows that are, or were, in one of `tables` (rules are kept): what changed in
    /// the reserved shortcuts alone, say. A row that moved into or out of such a table counts.
    public func limited(to tables: Set<TableKind>) -> RulebookDiff {
        var diff = self
        diff.added = added.filter { tables.contains($0.table) }
        diff.removed = removed.filter { tables.contains($0.table) }
        diff.changed = changed.filter { tables.contains($0.old.table) || tables.contains($0.new.table) }
        return diff
    }

    /// Whether two actions say the same once what PDF conversion varies is set aside: spaces
    /// (it drops some, "Causesthe"), case and punctuation, and page numbers ("(page 93)"), which
    /// move with every printing.
    public static func sameAction(_ old: String, _ new: String) -> Bool {
        old == new || comparable(old) == comparable(new)
    }

    private static func comparable(_ action: String) -> String {
        var text = Substring(action.lowercased())
        var kept = ""
        while let page = text.firstRange(of: "(page ") {
            kept += text[..<page.lowerBound]
            let rest = text[page.upperBound...]
            let digits = rest.prefix { $0.isNumber }
            text = digits.isEmpty ? rest : rest.dropFirst(digits.count).drop { $0 == ")" }
        }
        kept += text
        return kept.filter { $0.isLetter || $0.isNumber }
    }

    /// The fields that differ. A title or a `Used by` value counts only when both editions
    /// state one: an edition without the column has no opinion to compare.
    private static func fields(_ old: Entry, _ new: Entry) -> [Field] {
        var fields: [Field] = []
        if old.shortcut != new.shortcut { fields.append(.shortcut) }
        if !sameAction(old.action, new.action) { fields.append(.action) }
        if old.table != new.table { fields.append(.table) }
        if let before = old.title, let after = new.title, before != after { fields.append(.title) }
        if let before = old.usedBy, let after = new.usedBy, before != after { fields.append(.usedBy) }
        if old.platforms != new.platforms { fields.append(.platforms) }
        if let before = old.menu, let after = new.menu, before != after { fields.append(.menu) }
        // A derived id follows the table and shortcut, whose changes are reported already.
        if let before = old.givenID, let after = new.givenID, before != after { fields.append(.id) }
        return fields
    }
}
