import HIGModel

/// How loud a rule is, or whether it runs at all: the values of `lint: rules:` in
/// `hig-gen.yml`, of a manifest's `rules:` and of `--rule id=level`.
public enum RuleLevel: String, CaseIterable, Sendable, Codable {
    case off, note, warning, error

    /// The severity a finding gets at this level; nil when the rule is off.
    public var severity: Diagnostic.Severity? {
        switch self {
        case .off: nil
        case .note: .note
        case .warning: .warning
        case .error: .error
        }
    }

    /// A level as people write it, ignoring case; YAML's `false` for a bare `off` counts.
    public init?(text: String) {
        let folded = text.lowercased()
        self.init(rawValue: folded == "false" ? "off" : folded)
    }
}

/// Levels by diagnostic id, layered: later layers override earlier ones.
///
/// hig-gen applies the config file, then the manifest, then the command line, so the most
/// local and most deliberate setting wins.
public struct RuleLevels: Sendable, Equatable {
    public private(set) var levels: [String: RuleLevel] = [:]

    public init(_ levels: [String: RuleLevel] = [:]) { self.levels = levels }

    /// Adds a layer on top of this one.
    public mutating func apply(_ layer: [String: RuleLevel]) {
        levels.merge(layer) { _, new in new }
    }

    public subscript(id: String) -> RuleLevel? { levels[id] }

    /// Ids people can configure: the rules, and the shortcut parser's findings in manifests.
    public static let knownIDs: [String] =
        LintRule.ID.allCases.map(\.rawValue) + DiagnosticCatalog.shortcut.map(\.id)
}
