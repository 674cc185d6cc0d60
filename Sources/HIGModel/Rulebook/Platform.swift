/// An Apple platform a guideline applies to.
public enum Platform: String, Codable, Sendable, CaseIterable, Comparable {
    case iOS, iPadOS, macOS, tvOS, visionOS, watchOS

    /// The platform a name stands for, ignoring case ("macos", "MacOS").
    public init?(name: String) {
        let folded = name.split(separator: " ").joined().lowercased()
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == folded }) else { return nil }
        self = match
    }

    /// The platform nearest to a misspelt name ("macOs X" → macOS).
    public static func suggestion(for name: String) -> String? {
        NameFolding.closest(to: name, among: allCases.map(\.rawValue))
    }

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
