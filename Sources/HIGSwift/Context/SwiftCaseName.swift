/// The Swift name of a model enum's case ("upArrow" for `Key.upArrow`), which the generated
/// enums reuse so the two vocabularies line up.
///
/// The model's enums have raw values but no custom description, so describing a case gives
/// its name; the golden-file tests would show if that ever changed.
enum SwiftCaseName {
    static func of<T>(_ value: T) -> String { String(describing: value) }
}
