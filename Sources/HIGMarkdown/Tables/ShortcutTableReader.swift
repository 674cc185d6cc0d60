import HIGModel

/// Reads a shortcut table (`Primary key | Keyboard shortcut | Action`) into entries.
///
/// A row with an empty primary-key cell continues the group above it; an empty shortcut cell
/// means the primary key alone (F8). The heading above the table says which table it is,
/// except in an app's file, whose tables are all the app's own.
///
/// A menu table (`Menu item | Shortcut | Action`) is read the same way, except that a row
/// without a shortcut is simply a command without one, and a row's menu item is its title.
struct ShortcutTableReader {
    let context: TableContext

    private var isMenuTable: Bool { context.layout.kind == .menuItems }

    func read(into diagnostics: inout [Diagnostic]) -> [Entry] {
        let table = tableKind(into: &diagnostics)
        let menu = context.menuNamedByHeading
        var entries: [Entry] = []
        var group: Key?
        // As the primary key cell names it ("Pipe" is Shift-Backslash): what a key lost in
        // conversion is completed with.
        var groupName: String?
        var saidNone: [CellText] = []
        var rows = context.rows(into: &diagnostics, understands: understands)
        if context.documentKind == .guidelines { SpilledAction.split(&rows, context: context, into: &diagnostics) }
        if !isMenuTable, context.documentKind == .guidelines {
            guard let repaired = AppendixRows(context: context).repaired(rows, into: &diagnostics) else { return [] }
            rows = repaired
        }
        // A marker column counts only when it marks something: an empty unnamed column is not one.
        let marksSystemRows = rows.contains { marker(in: $0) == .system }
        for row in rows {
            if let cell = context.cell(.shortcut, in: row), Self.saysNone(cell.text) {
                saidNone.append(cell)
                continue
            }
            let primaryCell = context.cell(.primaryKey, in: row)
            var primary: Key?
            if let primaryCell, !primaryCell.isEmpty {
                let read = readPrimaryKey(primaryCell, into: &diagnostics)
                primary = read?.key
                group = primary
                groupName = read?.keyName
            }
            guard
                let shortcut = readShortcut(row, primary: primary, group: groupName, primaryCell: primaryCell, into: &diagnostics)
            else {
                continue
            }
            if let group, shortcut.key != group, let cell = context.cell(.shortcut, in: row) {
                diagnostics.append(
                    Diagnostic(
                        .tablePrimaryKeyMismatch, "'\(shortcut.words)' does not use its group's primary key '\(group.name)'",
                        at: cell.location(in: context.source), length: cell.length))
            }
            let menuItem = optionalText(.menuItem, in: row)
            let actionCell = context.cell(.text, in: row)
            let title = optionalText(.title, in: row) ?? menuItem
            guard
                let action = actionCell?.isEmpty == false || menuItem == nil
                    ? (titledWithoutAction(row) ? "" : context.requireText(actionCell, "action", into: &diagnostics))
                    : menuItem
            else { continue }
            let placement = context.documentKind == .app ? PlacementCells(context: context).read(row, into: &diagnostics) : nil
            // A row of named targets is for their platforms, unless its Platforms cell says otherwise.
            let targetPlatforms = Array(Set(placement?.targets.flatMap(\.platforms) ?? [])).sorted()
            let platforms =
                context.platforms(in: row, into: &diagnostics) ?? (targetPlatforms.isEmpty ? context.platforms : targetPlatforms)
            let anchor = context.cell(.shortcut, in: row).flatMap { $0.isEmpty ? nil : $0 } ?? primaryCell ?? row[0]
            entries.append(
                Entry(
                    shortcut: shortcut, action: action, table: table, platforms: platforms,
                    source: anchor.location(in: context.source), id: optionalText(.id, in: row),
                    title: title,
                    usedBy: marksSystemRows ? marker(in: row) ?? .apps : readScope(row, into: &diagnostics),
                    menu: optionalText(.menu, in: row) ?? menu, details: optionalText(.details, in: row),
                    derivedID: context.shortcutParses.derivedID(table: table, shortcut: shortcut),
                    placement: placement))
        }
        if let first = saidNone.first {
            diagnostics.append(
                Diagnostic(
                    .tableNoShortcut,
                    "\(saidNone.count) \(saidNone.count == 1 ? "row says" : "rows say") there is no shortcut ('\(first.text.clipped(to: 20))'); "
                        + "\(saidNone.count == 1 ? "it is" : "they are") left out of the rulebook",
                    at: first.location(in: context.source), length: first.length))
        }
        return entries
    }

    /// A cell that says there is no shortcut: "none", "n/a", a dash, or a menu path written
    /// where the shortcut would be ("View → Zoom", as apps' docs say how to reach a command
    /// that has none).
    static func saysNone(_ text: String) -> Bool {
        // Every row asks: a shortcut is no such word (the longest is 12 bytes) and holds no arrow
        // (each starts with byte E2), so it is passed over before any text is made.
        let bytes = text.utf8
        let mayHoldArrow = bytes.contains(0xE2)
        guard bytes.count <= 16 || mayHoldArrow else { return false }
        let folded = text.lowercased().trimmingSpaces
        if ["none", "n/a", "na", "—", "–", "-", "(none)", "no shortcut", "not assigned", "unassigned"].contains(folded) {
            return true
        }
        return mayHoldArrow && ["→", "▸", "⟶", "›"].contains { folded.contains($0) } && folded.contains(where: \.isLetter)
    }

    /// Every shortcut table of an app's file is the app's; in guidelines its heading or
    /// introducing paragraph says (``TableKindEvidence``).
    private func tableKind(into diagnostics: inout [Diagnostic]) -> TableKind {
        if context.documentKind == .app { return .custom }
        if let evidence = context.evidence {
            let kind = evidence.kind
            if evidence.source == .introduction, let introduction = context.table.introduction {
                diagnostics.append(
                    Diagnostic(
                        .tableKindFromIntroduction,
                        "read as \(kind.title) from the paragraph before the table ('\(introduction.clipped(to: 70))')"
                            + "; give the table a heading that names it to say so outright",
                        at: context.headerLocation))
            } else if evidence.source == .shape {
                diagnostics.append(
                    Diagnostic(
                        .tableKindFromShape,
                        "read as \(kind.title): a 'Primary key' table that no heading names is the old editions' list of standard shortcuts"
                            + "; give it a heading that names its kind to say otherwise",
                        at: context.headerLocation))
            }
            return kind
        }
        // Older editions list each menu's standard commands in a table of its own.
        if isMenuTable { return .standard }
        let heading = context.headings.first.map { "'\($0)'" } ?? "(no heading)"
        diagnostics.append(
            Diagnostic(
                .tableUnknownKind,
                "cannot tell which shortcut table this is from its heading \(heading.clipped(to: 80)); read as custom shortcuts. Put it under a heading that says Reserved, International, Standard, Focus or Custom",
                at: context.headerLocation))
        return .custom
    }

    private func readPrimaryKey(_ cell: CellText, into diagnostics: inout [Diagnostic]) -> Shortcut? {
        let parsed = context.shortcutParses.parse(cell.text)
        context.report(parsed.issues, in: cell, into: &diagnostics)
        guard let shortcut = parsed.shortcut else { return nil }
        if !parsed.isBareKey {
            diagnostics.append(
                Diagnostic(
                    .tablePrimaryKeyHasModifiers,
                    "the primary key cell names a whole shortcut; write the key alone ('\(shortcut.keyName)')",
                    at: cell.location(in: context.source), length: cell.length,
                    fixIts: cell.fixIt(replacing: 0..<cell.length, with: shortcut.keyName, in: context.source).map { [$0] } ?? [])
            )
        }
        return shortcut
    }

    private func readShortcut(
        _ row: [CellText], primary: Key?, group: String?, primaryCell: CellText?, into diagnostics: inout [Diagnostic]
    ) -> Shortcut? {
        if let cell = context.cell(.shortcut, in: row), !cell.isEmpty {
            let parsed = context.shortcutParses.parse(cell.text)
            if let group, let completed = completed(cell, parsed, with: group, into: &diagnostics) { return completed }
            context.report(parsed.issues, in: cell, into: &diagnostics)
            return parsed.shortcut
        }
        if let primary { return Shortcut(key: primary) }
        if primaryCell?.isEmpty == false || isMenuTable { return nil }  // reported already, or a command without one
        let anchor = context.cell(.shortcut, in: row) ?? row[0]
        diagnostics.append(
            Diagnostic(
                .tableMissingShortcut,
                "row has no shortcut; write one in the shortcut column, or the key alone in the primary key column",
                at: anchor.location(in: context.source)))
        return nil
    }

    /// A sequence that lost its punctuation key in conversion ('Command-Option' under
    /// '- (hyphen)', 'Command-' under '(pipe)'), completed with its group's primary key; nil
    /// when the sequence is whole, the key is no punctuation, or the completion does not read.
    private func completed(
        _ cell: CellText, _ parsed: ShortcutParser.Result, with group: String, into diagnostics: inout [Diagnostic]
    )
        -> Shortcut?
    {
        let endsWithSeparator = cell.text.last.map { "-–—+".contains($0) } ?? false
        let lostKey = parsed.issues.contains { $0.kind == .shortcutMissingKey }
        guard lostKey || (endsWithSeparator && parsed.shortcut?.keyName != group) else { return nil }
        let stem = cell.text.trimmingCharacters(ofSet: "-–—+ ")
        let whole = context.shortcutParses.parse(stem + "-" + group)
        // Only punctuation goes missing so: a converter reads '-' as a separator and drops '|'.
        guard let shortcut = whole.shortcut, !whole.issues.contains(where: { $0.severity == .error }),
            let character = shortcut.key.character, character.isPunctuation || character.isSymbol
        else { return nil }
        diagnostics.append(
            Diagnostic(
                .tableKeyFromPrimaryKey,
                "'\(cell.text.clipped(to: 30))' has no key; read as '\(shortcut.words)', with its group's primary key",
                at: cell.location(in: context.source), length: cell.length))
        return shortcut
    }

    /// The text of an optional column (`ID`, `Title`), nil when the table has none or the
    /// cell is empty. Code spans around an ID (`` `copy` ``) are dropped.
    private func optionalText(_ role: TableLayout.Role, in row: [CellText]) -> String? {
        guard let cell = context.cell(role, in: row), !cell.isEmpty else { return nil }
        let text = role == .id ? cell.text.trimmingCharacters(ofSet: "` ") : cell.text
        return text.isEmpty ? nil : text
    }

    /// What a reserved-marker column says of a row: system when it is marked.
    private func marker(in row: [CellText]) -> Entry.Scope? {
        guard let cell = context.cell(.reservedMarker, in: row), !cell.isEmpty else { return nil }
        return Entry.Scope(columnText: cell.text) == .system ? .system : nil
    }

    /// The `Used by` cell; an empty cell or a table without the column leaves the table's
    /// default in force, and a word hig-gen does not know is a warning.
    private func readScope(_ row: [CellText], into diagnostics: inout [Diagnostic]) -> Entry.Scope? {
        guard let cell = context.cell(.usedBy, in: row), !cell.isEmpty else { return nil }
        if let scope = Entry.Scope(columnText: cell.text) { return scope }
        let names = Entry.Scope.allCases.map(\.columnText)
        let suggestion = Suggestion.closest(to: cell.text, among: names)
        diagnostics.append(
            cell.unknownValue(
                .tableUnknownScope, "'Used by' value", suggestion: suggestion, otherwise: "write System or Apps",
                in: context.source))
        return nil
    }

    /// An app's row that leaves Action empty but says what it is by its Title, its ID (a hot
    /// key without a title) or where the code declares it, as `hig-gen init --from` writes
    /// rows whose descriptions nobody has written yet.
    private func titledWithoutAction(_ row: [CellText]) -> Bool {
        context.documentKind == .app && context.cell(.text, in: row)?.isEmpty != false
            && [.title, .id, .declaredIn].contains { context.cell($0, in: row)?.isEmpty == false }
    }

    /// A row makes sense when its key cells parse and it has an action that is not a shortcut.
    private func understands(_ row: [CellText]) -> Bool {
        if isMenuTable {
            guard context.cell(.menuItem, in: row)?.isEmpty == false else { return false }
            guard let shortcut = context.cell(.shortcut, in: row), !shortcut.isEmpty, !Self.saysNone(shortcut.text)
            else { return true }
            return context.shortcutParses.parse(shortcut.text).shortcut != nil
        }
        let primary = context.cell(.primaryKey, in: row)
        let shortcut = context.cell(.shortcut, in: row)
        if !titledWithoutAction(row) {
            guard let action = context.cell(.text, in: row), !action.isEmpty,
                context.shortcutParses.parse(action.text).shortcut == nil
            else { return false }
        }
        guard primary?.isEmpty == false || shortcut?.isEmpty == false else { return false }
        for cell in [primary, shortcut].compactMap({ $0 }) where !cell.isEmpty {
            if context.shortcutParses.parse(cell.text).shortcut == nil { return false }
        }
        return true
    }
}
