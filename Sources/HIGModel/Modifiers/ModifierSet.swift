/// A set of modifiers, always listed in canonical order (Globe, Control, Option, Shift, Command).
public struct ModifierSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let control = ModifierSet(.control)
    public static let option = ModifierSet(.option)
    public static let shift = ModifierSet(.shift)
    public static let command = ModifierSet(.command)
    public static let globe = ModifierSet(.globe)

    public init(_ modifier: Modifier) {
        self.init(rawValue: 1 << modifier.bit)
    }

    public init<S: Sequence>(_ modifiers: S) where S.Element == Modifier {
        self = modifiers.reduce(into: []) { $0.insert(ModifierSet($1)) }
    }

    /// The members in canonical order.
    public var ordered: [Modifier] { Modifier.allCases.filter { contains(ModifierSet($0)) } }

    public func contains(_ modifier: Modifier) -> Bool { contains(ModifierSet(modifier)) }

    /// Every combination of the five modifiers, the empty set first.
    public static let allCombinations: [ModifierSet] = (0..<32).map { ModifierSet(rawValue: UInt8($0)) }
}

extension ModifierSet: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(try [Modifier](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try ordered.encode(to: encoder)
    }
}
