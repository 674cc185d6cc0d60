import HIGModel

/// Shortcut texts already parsed in this compile, by text. Guidelines name the same shortcuts
/// again and again (per table, per platform file, in continuation rows), and parsing is the
/// largest cost of a row. Owned by one compile on one thread, so it needs no lock.
final class ShortcutParses {
    private var results: [String: ShortcutParser.Result] = [:]
    /// Derived entry ids by table and shortcut as written: spelling one out takes a few strings.
    private var derivedIDs: [UInt64: String] = [:]

    /// Texts longer than this are prose (an action checked for being a shortcut by mistake),
    /// which rarely repeats; they are parsed but not kept.
    private static let longestKept = 64

    func parse(_ text: String) -> ShortcutParser.Result {
        if let known = results[text] { return known }
        let result = ShortcutParser.parse(text)
        if text.utf8.count <= Self.longestKept { results[text] = result }
        return result
    }

    /// ``HIGModel/Entry/derivedID(table:shortcut:)``, worked out once per table and shortcut.
    func derivedID(table: TableKind, shortcut: Shortcut) -> String {
        let key = UInt64(TableKind.allCases.firstIndex(of: table)!) << 32 | UInt64(shortcut.written.digest)
        if let known = derivedIDs[key] { return known }
        let id = Entry.derivedID(table: table, shortcut: shortcut)
        derivedIDs[key] = id
        return id
    }
}
