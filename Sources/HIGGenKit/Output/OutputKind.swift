/// A kind of output `hig-gen build` can write; a config file or flag picks which.
enum OutputKind: String, CaseIterable, Sendable, Comparable {
    /// `json/rulebook.json` and its schema.
    case json
    /// `swift/HIGRulebook.generated.swift`: typed constants for every entry.
    case swift
    /// `site/`: the HTML cheat sheet with its CSS and script.
    case site
    /// `docc/KeyboardShortcuts.md`: the app's shortcut reference as a DocC article. Only on
    /// request (`--emit docc`, config `outputs: [docc]`): it is for an app's own catalog.
    case docc

    /// What a build writes when neither `--emit` nor the config's `outputs` says.
    static let defaults: Set<OutputKind> = [.json, .swift, .site]

    static func < (lhs: OutputKind, rhs: OutputKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
