/// The columns of an app's shortcut table, by what they hold: for tools that write rows into a
/// table someone else headed (`hig-gen init --from --update`), reading its header as the
/// compiler reads it.
public enum AppColumn: Sendable, CaseIterable {
    case id, shortcut, title, action, details, menu, platforms, selector, worksIn, targets, declaredIn, findings

    /// The column a header cell names ("Keyboard shortcut", "Keys", "Declared in"), nil for
    /// one hig-gen does not read.
    public init?(header: String) {
        guard let role = TableLayout.Role.named(header) else { return nil }
        switch role {
        case .id: self = .id
        case .shortcut: self = .shortcut
        case .title: self = .title
        case .text: self = .action
        case .details: self = .details
        case .menu: self = .menu
        case .platforms: self = .platforms
        case .selector: self = .selector
        case .worksIn: self = .worksIn
        case .targets: self = .targets
        case .declaredIn: self = .declaredIn
        case .findings: self = .findings
        default: return nil
        }
    }
}
