import HIGLint
import HIGModel

/// An app's list of keyboard shortcuts, read from JSON or YAML:
///
/// ```yaml
/// rules:                     # optional: levels by rule id (off, note, warning, error)
///   duplicate-shortcut: error
/// shortcuts:
///   - title: Export as PDF
///     shortcut: Shift-Command-E   # either notation: "⇧⌘E" works too
///     context: Editor             # optional: shortcuts may repeat across contexts
///     id: export-pdf              # optional
///     ignore: [non-letter-key]   # optional: rules silenced for this row
/// ```
public struct AppManifest: Sendable {
    public var shortcuts: [AppShortcut]
    /// The manifest's `rules:` levels.
    public var levels: [String: RuleLevel]
    /// Problems in the manifest itself, and shortcut texts the parser could not read.
    public var diagnostics: [Diagnostic]

    public init(shortcuts: [AppShortcut] = [], levels: [String: RuleLevel] = [:], diagnostics: [Diagnostic] = []) {
        self.shortcuts = shortcuts
        self.levels = levels
        self.diagnostics = diagnostics
    }

    /// The keys a manifest and its rows may use, for "did you mean …?".
    static let topLevelKeys = ["shortcuts", "rules", "app"]
    static let rowKeys = ["title", "shortcut", "context", "id", "ignore"]
}
