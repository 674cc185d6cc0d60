import HIGModel

/// What a table's header row says about its columns, and so which kind of guideline table
/// it is. Headers are matched case-insensitively, with synonyms.
struct TableLayout: Sendable {
    /// No raw value on purpose: a `String`-backed enum hashes its text, and every cell of every
    /// row looks its column up by role.
    enum Role: Sendable, CaseIterable {
        /// `id` names a rule in the rules table, and an entry in a shortcut table; `title` is a
        /// rule's title, or an entry's short menu title.
        case primaryKey, shortcut, text, modifier, key, glyph, codePoint, id, title
        case keyboardType, focusState, platforms
        /// A reserved table's `Used by` column: System or Apps (see ``Entry/Scope``).
        case usedBy
        /// An app table's `Menu` column, and a `Description` written beside an `Action`.
        case menu, details
        /// A menu table's `Menu item` column: the command's title in its menu.
        case menuItem
        /// A column that marks the rows the system reserves (an Apple logo, a check mark),
        /// often with no header at all, as pages pasted from the web have it.
        case reservedMarker
        /// An app table's code columns (``CommandPlacement``), as `hig-gen init --from` writes
        /// them; `findings` is what the code showed when the table was made, read by no one.
        case selector, worksIn, targets, declaredIn, findings
        /// The facts table's columns (``Availability``): what today's system does with a
        /// shortcut, the setting that turns it on, and the public page that says so.
        case today, setting, source

        /// Header texts that name this role, folded to lower case.
        var headers: [String] {
            switch self {
            case .primaryKey: ["primary key"]
            case .shortcut:
                [
                    "keyboard shortcut", "shortcut", "keys", "key sequence", "keyboard sequence", "key combination",
                    "combination",
                    "keyboard shortcut used by the system", "shortcut used by the system",
                    // As apps' own docs head the column.
                    "shortcuts", "keyboard shortcuts", "keybinding", "keybindings", "key binding", "key bindings",
                    "hotkey", "hot key", "hotkeys", "default", "default shortcut", "default key binding", "mac", "macos",
                    "mac shortcut", "macos shortcut", "shortcut (mac)", "shortcut (macos)",
                ]
            case .text:
                [
                    "action", "description", "associated action", "meaning", "effect", "what it does", "guidance",
                    "usage", "recommended usage", "purpose", "use", "use it for",
                ]
            case .modifier: ["modifier", "modifier key"]
            case .key: ["key"]
            case .glyph: ["glyph", "symbol"]
            case .codePoint: ["code point", "code points", "unicode"]
            case .id: ["id", "rule id", "identifier"]
            case .title: ["rule", "title", "menu title", "discoverability title"]
            case .keyboardType: ["keyboard type", "type"]
            case .focusState: ["focus state", "state"]
            case .platforms: ["platforms", "platform"]
            case .usedBy: ["used by", "scope", "reserved by", "reserved for"]
            case .menu: ["menu", "menu path", "in menu"]
            // Only reached for a second descriptive column: "description" alone is `text`.
            case .details: ["description", "details", "notes"]
            case .menuItem: ["menu item", "menu items", "menu command", "menu commands", "item", "command"]
            case .reservedMarker: ["", "reserved", "reserved by the system", "system", "system reserved", "\u{F8FF}"]
            case .selector: ["selector", "action selector", "action message"]
            case .worksIn: ["works in"]
            case .targets: ["targets", "target"]
            case .declaredIn: ["declared in", "in code"]
            case .findings: ["findings", "found by hig-gen"]
            case .today: ["today", "taken today", "current system"]
            case .setting: ["setting", "settings"]
            case .source: ["source", "sources", "public source"]
            }
        }

        static func named(_ header: String) -> Role? {
            byHeader[folded(header)]
        }

        /// Each header text's role, the first role that names it winning; built once, as
        /// every table's every header cell is looked up.
        private static let byHeader: [String: Role] = {
            var roles: [String: Role] = [:]
            for role in allCases {
                for header in role.headers where roles[header] == nil { roles[header] = role }
            }
            return roles
        }()

        static func folded(_ header: String) -> String {
            header.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
                .trimmingCharacters(ofSet: ":*_ ")
        }
    }

    enum Kind: String, Sendable {
        case shortcuts, modifierSymbols, keyGlyphs, rules, keyboardTypes, focusStates
        /// `Keyboard shortcut | Platform | Today | Setting | Source`: what today's system does
        /// with the guidelines' system rows (``Availability``).
        case availability
        /// `Menu item | Shortcut | Action`, as older editions list each menu: a row may have no
        /// shortcut, and one with a shortcut is an entry titled by its menu item.
        case menuItems
    }

    /// Column index of each role; the first column wins when two name the same role.
    private(set) var columns: [Role: Int] = [:]
    /// Header cells that name no role, with their column index.
    private(set) var unknownColumns: [(index: Int, header: String)] = []
    /// Set when the cells show that an `ID | …` table without a shortcut column names no rule
    /// (an app's list of command ids): then it is no table hig-gen reads.
    var isNotRules = false

    init(header: [String]) {
        for (index, text) in header.enumerated() {
            if var role = Role.named(text) {
                // "Action | Description": the description is the longer text beside the action.
                if role == .text, columns[.text] != nil, Role.details.headers.contains(Role.folded(text)) {
                    role = .details
                }
                if columns[role] == nil { columns[role] = index }
            } else {
                unknownColumns.append((index, text))
            }
        }
        // "Key | Action" is a shortcut table whose shortcuts are single keys.
        if columns[.shortcut] == nil, columns[.glyph] == nil, let key = columns[.key], columns[.text] != nil {
            columns[.shortcut] = key
            columns[.key] = nil
        }
    }

    func column(_ role: Role) -> Int? { columns[role] }

    /// The kind of table the columns describe, or nil for a table hig-gen does not read
    /// (a change log, say).
    var kind: Kind? {
        if columns[.modifier] != nil, columns[.glyph] != nil { return .modifierSymbols }
        if columns[.key] != nil, columns[.glyph] != nil { return .keyGlyphs }
        // An ID column alone makes a rules table; beside a shortcut column it names entries.
        let hasShortcuts = columns[.shortcut] != nil || columns[.primaryKey] != nil
        if columns[.id] != nil, !hasShortcuts { return isNotRules ? nil : .rules }
        if columns[.keyboardType] != nil, columns[.text] != nil { return .keyboardTypes }
        if columns[.focusState] != nil, columns[.text] != nil { return .focusStates }
        if columns[.shortcut] != nil, columns[.menuItem] != nil { return .menuItems }
        if columns[.shortcut] != nil, columns[.today] != nil { return .availability }
        if hasShortcuts, columns[.text] != nil { return .shortcuts }
        return nil
    }
}
