extension Entry {
    /// Who a shortcut belongs to, as a reserved table's `Used by` column says.
    ///
    /// The linter needs the difference: a system shortcut never reaches an app, so an app
    /// that uses one is broken (an error), while an app shortcut that people know from every
    /// app may be reassigned only when the app has no use for its usual command (a warning).
    public enum Scope: String, Codable, Sendable, CaseIterable {
        /// macOS, its keyboard navigation or an accessibility feature takes the shortcut
        /// before any app sees it: Spotlight, screenshots, Force Quit, moving focus.
        case system
        /// A command every app offers in its own menus or text fields: Copy, Save, Undo.
        case apps

        /// The word a guideline table writes in its `Used by` column.
        public var columnText: String {
            switch self {
            case .system: "System"
            case .apps: "Apps"
            }
        }

        /// The scope a `Used by` cell names, ignoring case and a plural: "System", "Apps",
        /// "App"; nil for anything else.
        public init?(columnText: String) {
            switch NameFolding.fold(columnText) {
            case "system": self = .system
            case "apps", "app": self = .apps
            // What a column that only marks the system's rows holds: an Apple logo, a check mark.
            case "\u{F8FF}", "✓", "✔", "✔️", "☑", "●", "•", "x", "yes", "y", "reserved": self = .system
            default: return nil
            }
        }
    }

    /// Who the shortcut belongs to: the `Used by` column when the table has one, otherwise
    /// the table's default (``TableKind/defaultScope``).
    public var scope: Scope { usedBy ?? table.defaultScope }
}

extension TableKind {
    /// The scope of a row whose table has no `Used by` column.
    ///
    /// An older edition's reserved table mixes system and app shortcuts without saying
    /// which; hig-gen reads all of them as system shortcuts, the strict reading of
    /// "reserved". The international and focus-navigation tables are system behaviour; the
    /// standard and custom tables are apps' own commands.
    public var defaultScope: Entry.Scope {
        switch self {
        case .reserved, .international, .focusNavigation: .system
        case .standard, .custom: .apps
        }
    }
}
