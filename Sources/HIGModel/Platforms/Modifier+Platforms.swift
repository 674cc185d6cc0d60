extension Modifier {
    /// The `UIKeyModifierFlags` member UIKit uses for this modifier; Option is `.alternate`.
    /// UIKit has none for Globe: a Globe shortcut cannot be a `UIKeyCommand`.
    public var uiKeyModifierFlag: UIKeyModifierFlag? {
        switch self {
        case .globe: nil
        case .control: .control
        case .option: .alternate
        case .shift: .shift
        case .command: .command
        }
    }

    /// The AppKit `NSEvent.ModifierFlags` member for this modifier; Globe is `.function`.
    public var appKitModifierFlag: String {
        self == .globe ? "function" : rawValue.lowercased()
    }

    /// The SwiftUI `EventModifiers` member for this modifier; Globe is `.function`.
    public var eventModifier: EventModifier {
        switch self {
        case .globe: .function
        case .control: .control
        case .option: .option
        case .shift: .shift
        case .command: .command
        }
    }
}
