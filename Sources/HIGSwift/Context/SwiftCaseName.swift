import HIGModel

/// The Swift name of a model enum's case ("upArrow" for `Key.upArrow`), which the generated
/// enums reuse so the two vocabularies line up.
///
/// The model's enums have raw values but no custom description, so describing a case gives
/// its name; the golden-file tests would show if that ever changed. Describing goes through
/// runtime reflection, so the names of keys and modifiers, which every shortcut and the
/// vocabulary write, are described once and looked up after that. (Where `T` is known, as
/// in the specialized code that asks most, the casts below cost nothing.)
enum SwiftCaseName {
    static func of<T>(_ value: T) -> String {
        if let key = value as? Key { return keys[key]! }
        if let modifier = value as? Modifier { return modifiers[modifier]! }
        return String(describing: value)
    }

    private static let keys = Dictionary(uniqueKeysWithValues: Key.allCases.map { ($0, String(describing: $0)) })
    private static let modifiers = Dictionary(uniqueKeysWithValues: Modifier.allCases.map { ($0, String(describing: $0)) })
}
