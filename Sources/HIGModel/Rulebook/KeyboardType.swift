/// A kind of virtual keyboard an app can ask for, named as the HIG names it.
public enum KeyboardType: String, Codable, Sendable, CaseIterable {
    case asciiCapable = "ASCII capable"
    case asciiCapableNumberPad = "ASCII capable number pad"
    case decimalPad = "Decimal pad"
    case `default` = "Default"
    case emailAddress = "Email address"
    case namePhonePad = "Name phone pad"
    case numberPad = "Number pad"
    case numbersAndPunctuation = "Numbers and punctuation"
    case phonePad = "Phone pad"
    case twitter = "Twitter"
    case url = "URL"
    case webSearch = "Web search"

    /// The type a name stands for, ignoring case and spacing.
    public init?(name: String) {
        let folded = NameFolding.fold(name)
        guard let match = Self.allCases.first(where: { NameFolding.fold($0.rawValue) == folded }) else { return nil }
        self = match
    }

    public static func suggestion(for name: String) -> String? {
        NameFolding.closest(to: name, among: allCases.map(\.rawValue))
    }
}

/// A row of the keyboard-types table.
public struct KeyboardTypeEntry: Hashable, Sendable, Codable {
    public var type: KeyboardType
    public var description: String
    public var source: SourceLocation

    public init(type: KeyboardType, description: String, source: SourceLocation) {
        self.type = type
        self.description = description
        self.source = source
    }
}
