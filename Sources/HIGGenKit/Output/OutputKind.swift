/// A kind of output `hig-gen build` can write; a config file or flag picks which.
enum OutputKind: String, CaseIterable, Sendable, Comparable {
    /// `json/rulebook.json` and its schema.
    case json
    /// `swift/HIGRulebook.generated.swift`: typed constants for every entry.
    case swift
    /// `site/`: the HTML cheat sheet with its CSS and script.
    case site

    static func < (lhs: OutputKind, rhs: OutputKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
