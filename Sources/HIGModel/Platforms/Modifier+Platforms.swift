extension Modifier {
    /// The `UIKeyModifierFlags` member UIKit uses for this modifier; Option is `.alternate`.
    public var uiKeyModifierFlag: UIKeyModifierFlag {
        switch self {
        case .control: .control
        case .option: .alternate
        case .shift: .shift
        case .command: .command
        }
    }

    /// The SwiftUI `EventModifiers` member for this modifier.
    public var eventModifier: EventModifier {
        switch self {
        case .control: .control
        case .option: .option
        case .shift: .shift
        case .command: .command
        }
    }
}
