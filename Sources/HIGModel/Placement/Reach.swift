/// Where a key press reaches a command, which decides the shortcuts it competes with; an app
/// table's `Works in` column writes it as ``text``.
public enum Reach: Hashable, Sendable, Codable {
    /// The main menu and other app-wide commands: while the app is active.
    case app
    /// A global hot key: in every app.
    case systemWide
    /// A context or status-item menu, while it is open.
    case menu(String)
    /// The controls of one window or view (its buttons, a view controller's key commands),
    /// while it has focus.
    case controls(String)

    /// "app", "everywhere", "menu: Dock", "view: EditorView".
    public var text: String {
        switch self {
        case .app: "app"
        case .systemWide: "everywhere"
        case .menu(let name): "menu: " + name
        case .controls(let name): "view: " + name
        }
    }

    public init?(text: String) {
        let trimmed = text.trimmingCharacters(in: " ")
        switch trimmed.lowercased() {
        case "app", "": self = .app
        case "everywhere", "system-wide", "global": self = .systemWide
        default:
            guard let colon = trimmed.firstIndex(of: ":") else { return nil }
            let name = String(trimmed[trimmed.index(after: colon)...]).trimmingCharacters(in: " ")
            guard !name.isEmpty else { return nil }
            switch trimmed[..<colon].lowercased() {
            case "menu": self = .menu(name)
            case "view", "window": self = .controls(name)
            default: return nil
            }
        }
    }

    public static let spellings = ["app", "everywhere", "menu: NAME", "view: NAME"]

    /// Widest first: a hot key, then an app-wide command, a menu's command, a view's control.
    public var order: Int {
        switch self {
        case .systemWide: 0
        case .app: 1
        case .menu: 2
        case .controls: 3
        }
    }
}
