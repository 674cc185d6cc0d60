/// Which table of the guidelines a shortcut is listed in. The heading above a table says
/// which one it is ("Reserved international keyboard shortcuts" → ``international``).
public enum TableKind: String, Codable, Sendable, CaseIterable, Comparable {
    /// Shortcuts the system uses or that people know from every app; apps must not reuse them.
    case reserved
    /// Shortcuts reserved for localized systems, keyboard layouts and input methods.
    case international
    /// Standard app shortcuts, as the newer HIG edition titles its table.
    case standard
    /// Keys that move focus (Tab, arrow keys).
    case focusNavigation = "focus-navigation"
    /// An app's own custom shortcuts.
    case custom

    /// A title for people, as the site and listings show it.
    public var title: String {
        switch self {
        case .reserved: "Reserved keyboard shortcuts"
        case .international: "Reserved international keyboard shortcuts"
        case .standard: "Standard keyboard shortcuts"
        case .focusNavigation: "Focus navigation keys"
        case .custom: "Custom keyboard shortcuts"
        }
    }

    /// Whether an app must leave shortcuts in this table alone.
    public var isReserved: Bool { self == .reserved || self == .international }

    /// The table a heading names, checked most specific first so "Reserved international…"
    /// is international; nil when the heading names none.
    public init?(heading: String) {
        let text = heading.lowercased()
        let words: [(String, TableKind)] = [
            // "reserve" also matches "…the system reserves", as some printings head the table.
            ("international", .international), ("focus", .focusNavigation), ("reserve", .reserved),
            ("standard", .standard), ("custom", .custom),
        ]
        guard let match = words.first(where: { text.contains($0.0) }) else { return nil }
        self = match.1
    }

    /// The table a paragraph introducing it names, from the phrases guideline pages use
    /// ("The system reserves several key combinations for use with localized versions…" is
    /// international); nil when it names none. International is checked first: its paragraph
    /// speaks of reserving too.
    public init?(introduction: String) {
        let text = introduction.lowercased()
        let international =
            text.contains("international") || text.contains("input method")
            || (text.contains("localized") && (text.contains("keyboard") || text.contains("input")))
        if international {
            self = .international
        } else if text.contains("focus") && (text.contains("navigat") || text.contains("move")) {
            self = .focusNavigation
        } else if text.contains("reserve") {
            self = .reserved
        } else if text.contains("standard") && text.contains("shortcut") {
            self = .standard
        } else {
            return nil
        }
    }

    public static func < (lhs: TableKind, rhs: TableKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
