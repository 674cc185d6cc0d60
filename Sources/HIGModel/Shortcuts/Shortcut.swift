/// A key with a set of modifiers: "Option-Command-Space" or, with no modifiers, a bare key
/// such as "F8".
///
/// A shortcut that names the upper character of a two-character key ("Command-Question
/// mark") holds Shift among its modifiers and remembers that spelling, so it prints the way it
/// was written and still equals "Shift-Command-Forward slash": both are the same keys pressed.
public struct Shortcut: Sendable {
    /// Which character of a two-character key a shortcut names.
    public enum KeySpelling: String, Codable, Sendable {
        case lower, upper
    }

    public let key: Key
    public let modifiers: ModifierSet
    public let keySpelling: KeySpelling
    /// The international table's "[Modifier key]-Command-Space": one or more modifiers beyond
    /// ``modifiers`` may be added.
    public let acceptsAdditionalModifiers: Bool

    /// Creates a shortcut. Naming the upper character implies Shift, which is added here.
    public init(
        key: Key, modifiers: ModifierSet = [], keySpelling: KeySpelling = .lower,
        acceptsAdditionalModifiers: Bool = false
    ) {
        let upper = keySpelling == .upper && key.isTwoCharacter
        self.key = key
        self.modifiers = upper ? modifiers.union(.shift) : modifiers
        self.keySpelling = upper ? .upper : .lower
        self.acceptsAdditionalModifiers = acceptsAdditionalModifiers
    }

    /// Whether pressing `pressed` triggers this shortcut; a wildcard shortcut matches its
    /// modifiers plus at least one more.
    public func matches(_ pressed: Shortcut) -> Bool {
        guard pressed.key == key else { return false }
        if acceptsAdditionalModifiers {
            return pressed.modifiers.isStrictSuperset(of: modifiers)
        }
        return pressed.modifiers == modifiers
    }
}

// Equality is about the keys pressed, not how the key was spelt.
extension Shortcut: Hashable {
    public static func == (lhs: Shortcut, rhs: Shortcut) -> Bool {
        lhs.key == rhs.key && lhs.modifiers == rhs.modifiers
            && lhs.acceptsAdditionalModifiers == rhs.acceptsAdditionalModifiers
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(modifiers)
        hasher.combine(acceptsAdditionalModifiers)
    }
}

extension Shortcut: CustomStringConvertible {
    public var description: String { words }
}
