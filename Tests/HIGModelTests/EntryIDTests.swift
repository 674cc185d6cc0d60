import HIGModel
import Testing

/// Stable ids: given, else derived from table and shortcut, made unique without depending on
/// where the rows stand.
@Suite struct EntryIDTests {
    static func entry(_ shortcut: Shortcut, _ action: String, title: String? = nil, id: String? = nil) -> Entry {
        Entry(
            shortcut: shortcut, action: action, table: .reserved, platforms: [], source: SourceLocation(file: "a.md"),
            id: id, title: title)
    }

    static let commandI = Shortcut(key: .i, modifiers: [.command])

    @Test("derived ids come from the table and the shortcut's words")
    func derived() {
        #expect(
            Self.entry(Shortcut(key: .forwardSlash, modifiers: [.shift, .command], keySpelling: .upper), "Help.").id
                == "reserved.command-question-mark")
    }

    @Test("repeats: each derived one gets its command; identical rows and repeated given IDs get numbers")
    func repeats() {
        var entries = [
            Self.entry(Self.commandI, "Italicise.", title: "Italic"),
            Self.entry(Self.commandI, "Show info."),
            Self.entry(Self.commandI, "Show info."),
            Self.entry(Shortcut(key: .k), "One.", id: "same"),
            Self.entry(Shortcut(key: .j), "Two.", id: "same"),
            Self.entry(Shortcut(key: .q, modifiers: [.command]), "Quit.", id: "reserved.command-i.italic"),
        ]
        Entry.assignUniqueIDs(&entries)
        #expect(
            entries.map(\.id) == [
                "reserved.command-i-2", "reserved.command-i.show-info", "reserved.command-i-3", "same", "same-2",
                "reserved.command-i.italic",
            ])
        #expect(Set(entries.map(\.id)).count == entries.count)
    }

    @Test("reordering rows gives every row the same id")
    func orderDoesNotMatter() {
        let rows = [
            Self.entry(Self.commandI, "Italicise.", title: "Italic"), Self.entry(Self.commandI, "Get info.", title: "Get Info"),
            Self.entry(Shortcut(key: .s, modifiers: [.command]), "Save."),
        ]
        var forward = rows
        var backward = Array(rows.reversed())
        Entry.assignUniqueIDs(&forward)
        Entry.assignUniqueIDs(&backward)
        #expect(Set(forward.map(\.id)) == Set(backward.map(\.id)))
        #expect(forward.map(\.id) == ["reserved.command-i.italic", "reserved.command-i.get-info", "reserved.command-s"])
    }

    @Test("a large set with many repeats (worked out on every core) gives the same ids on every run")
    func manyRepeats() {
        let keys = Key.allCases
        let modifiers: [ModifierSet] = [
            [.command], [.shift, .command], [.option, .command], [.control, .command], [.option, .shift, .command],
            [.control, .option, .command], [.control, .shift, .command], [.control, .option, .shift, .command],
        ]
        #expect(keys.count * modifiers.count >= 512, "enough groups to be worked out on every core")
        var rows: [Entry] = []
        for copy in 0..<20 {
            for key in keys {
                for set in modifiers {
                    rows.append(Self.entry(Shortcut(key: key, modifiers: set), "Action \(copy) of \(key.rawValue)."))
                }
            }
        }
        var first = rows
        Entry.assignUniqueIDs(&first)
        #expect(Set(first.map(\.id)).count == rows.count)
        #expect(first[0].id == "reserved.command-a.action-0-of-a")
        for _ in 0..<3 {
            var again = rows
            Entry.assignUniqueIDs(&again)
            #expect(again.map(\.id) == first.map(\.id))
        }
    }
}
