/// How a platform API names a key: by a named constant, or by the characters it types.
///
/// UIKit's `UIKeyCommand(input:modifierFlags:action:)` and SwiftUI's `KeyEquivalent` both take
/// the characters a key types ("a", "/", "\t"), and have named constants for keys that type
/// nothing visible (`UIKeyCommand.inputUpArrow`, `KeyEquivalent.upArrow`). This is that
/// choice, as data, so the generated Swift can carry it on platforms without UIKit.
public enum PlatformKeyInput: Hashable, Sendable, Codable {
    /// A static member of the platform type: `inputUpArrow` on `UIKeyCommand`, `upArrow` on
    /// `KeyEquivalent`.
    case constant(String)
    /// The characters the key types, as the platform API expects them.
    case characters(String)
}

/// A member of UIKit's `UIKeyModifierFlags`, named as Swift spells it.
///
/// `alphaShift` (Caps Lock) and `numericPad` (a key of the numeric keypad) are flags in UIKit
/// but keys in the HIG; ``Key/uiKeyModifierFlags`` says which keys imply them.
public enum UIKeyModifierFlag: String, CaseIterable, Hashable, Sendable, Codable {
    case alphaShift, shift, control, alternate, command, numericPad
}

/// A member of SwiftUI's `EventModifiers`, named as Swift spells it.
///
/// `capsLock`, `numericPad` and `function` (the Globe key) are modifiers to SwiftUI but keys
/// in the HIG; ``Key/eventModifiers`` says which keys imply them.
public enum EventModifier: String, CaseIterable, Hashable, Sendable, Codable {
    case capsLock, shift, control, option, command, numericPad, function
}
