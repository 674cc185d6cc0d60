/// A visual state a focusable item can be in (tvOS defines five).
public enum FocusState: String, Codable, Sendable, CaseIterable {
    case unfocused = "Unfocused"
    case focused = "Focused"
    case highlighted = "Highlighted"
    case selected = "Selected"
    case unavailable = "Unavailable"

    public init?(name: String) {
        let folded = NameFolding.fold(name)
        guard let match = Self.allCases.first(where: { NameFolding.fold($0.rawValue) == folded }) else { return nil }
        self = match
    }

    /// The state a picture's description mentions first, for tables whose state cell is only
    /// an image ("An image of an unfocused button…"). Whole words only: "unfocused" is not
    /// "focused".
    public init?(describedBy text: String) {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter })
        guard let match = words.lazy.compactMap({ FocusState(name: String($0)) }).first else { return nil }
        self = match
    }

    public static func suggestion(for name: String) -> String? {
        NameFolding.closest(to: name, among: allCases.map(\.rawValue))
    }
}

/// A row of the focus-states table.
public struct FocusStateEntry: Hashable, Sendable, Codable {
    public var state: FocusState
    public var description: String
    public var source: SourceLocation

    public init(state: FocusState, description: String, source: SourceLocation) {
        self.state = state
        self.description = description
        self.source = source
    }
}
