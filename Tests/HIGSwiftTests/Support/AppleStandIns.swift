/// Minimal stand-ins for the UIKit, SwiftUI and AppKit declarations the generated bridge uses,
/// written from Apple's documentation, so the bridge is type-checked on Linux. They are
/// not the frameworks: the check catches misspelt members and mismatched types, not
/// differences between these declarations and the real SDK.
enum AppleStandIns {
    static let uiKit = """
        public struct Selector: Sendable { public init(_ name: String) {} }

        public struct UIKeyModifierFlags: OptionSet, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
            public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
            public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
            public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
            public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
            public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
        }

        @MainActor
        open class UIKeyCommand {
            public convenience init(
                title: String = "", action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
                discoverabilityTitle: String? = nil
            ) { self.init() }
            public init() {}
            nonisolated public class var inputUpArrow: String { "UIKeyInputUpArrow" }
            nonisolated public class var inputDownArrow: String { "UIKeyInputDownArrow" }
            nonisolated public class var inputLeftArrow: String { "UIKeyInputLeftArrow" }
            nonisolated public class var inputRightArrow: String { "UIKeyInputRightArrow" }
            nonisolated public class var inputEscape: String { "UIKeyInputEscape" }
            nonisolated public class var inputHome: String { "UIKeyInputHome" }
            nonisolated public class var inputEnd: String { "UIKeyInputEnd" }
            nonisolated public class var inputPageUp: String { "UIKeyInputPageUp" }
            nonisolated public class var inputPageDown: String { "UIKeyInputPageDown" }
            nonisolated public class var inputDelete: String { "UIKeyInputDelete" }
            nonisolated public class var f1: String { "UIKeyInputF1" }
            nonisolated public class var f2: String { "UIKeyInputF2" }
            nonisolated public class var f3: String { "UIKeyInputF3" }
            nonisolated public class var f4: String { "UIKeyInputF4" }
            nonisolated public class var f5: String { "UIKeyInputF5" }
            nonisolated public class var f6: String { "UIKeyInputF6" }
            nonisolated public class var f7: String { "UIKeyInputF7" }
            nonisolated public class var f8: String { "UIKeyInputF8" }
            nonisolated public class var f9: String { "UIKeyInputF9" }
            nonisolated public class var f10: String { "UIKeyInputF10" }
            nonisolated public class var f11: String { "UIKeyInputF11" }
            nonisolated public class var f12: String { "UIKeyInputF12" }
        }
        """

    static let swiftUI = """
        public struct KeyEquivalent: Sendable {
            public init(_ character: Character) {}
            public static let upArrow = KeyEquivalent("\\u{F700}")
            public static let downArrow = KeyEquivalent("\\u{F701}")
            public static let leftArrow = KeyEquivalent("\\u{F702}")
            public static let rightArrow = KeyEquivalent("\\u{F703}")
            public static let escape = KeyEquivalent("\\u{1B}")
            public static let delete = KeyEquivalent("\\u{8}")
            public static let deleteForward = KeyEquivalent("\\u{F728}")
            public static let home = KeyEquivalent("\\u{F729}")
            public static let end = KeyEquivalent("\\u{F72B}")
            public static let pageUp = KeyEquivalent("\\u{F72C}")
            public static let pageDown = KeyEquivalent("\\u{F72D}")
            public static let clear = KeyEquivalent("\\u{F739}")
            public static let tab = KeyEquivalent("\\t")
            public static let space = KeyEquivalent(" ")
            public static let `return` = KeyEquivalent("\\r")
        }

        public struct EventModifiers: OptionSet, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let capsLock = EventModifiers(rawValue: 1)
            public static let shift = EventModifiers(rawValue: 2)
            public static let control = EventModifiers(rawValue: 4)
            public static let option = EventModifiers(rawValue: 8)
            public static let command = EventModifiers(rawValue: 16)
            public static let numericPad = EventModifiers(rawValue: 32)
            public static let function = EventModifiers(rawValue: 64)
        }

        public struct KeyboardShortcut: Sendable {
            public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {}
        }

        @MainActor public protocol View {
            associatedtype Body: View
            @ViewBuilder var body: Self.Body { get }
        }

        extension Never: View {
            public typealias Body = Never
            public var body: Never { fatalError() }
        }

        public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
            public var body: Never { fatalError() }
        }

        public struct ModifiedContent<Content: View>: View {
            public var body: Never { fatalError() }
        }

        @resultBuilder public struct ViewBuilder {
            public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
            public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
                -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
            public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
                -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
        }

        extension View {
            public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { ModifiedContent<Self>() }
        }

        public struct Button: View {
            public init(_ title: String, action: @escaping () -> Void) {}
            public var body: Never { fatalError() }
        }
        """

    static let appKit = """
        public struct Selector: Sendable { public init(_ name: String) {} }

        public class NSEvent {
            public struct ModifierFlags: OptionSet, Sendable {
                public let rawValue: UInt
                public init(rawValue: UInt) { self.rawValue = rawValue }
                public static let capsLock = ModifierFlags(rawValue: 1 << 16)
                public static let shift = ModifierFlags(rawValue: 1 << 17)
                public static let control = ModifierFlags(rawValue: 1 << 18)
                public static let option = ModifierFlags(rawValue: 1 << 19)
                public static let command = ModifierFlags(rawValue: 1 << 20)
                public static let numericPad = ModifierFlags(rawValue: 1 << 21)
                public static let help = ModifierFlags(rawValue: 1 << 22)
                public static let function = ModifierFlags(rawValue: 1 << 23)
            }
        }

        @MainActor open class NSMenuItem {
            public init(title string: String, action selector: Selector?, keyEquivalent charCode: String) {}
            open var keyEquivalentModifierMask: NSEvent.ModifierFlags = []
        }
        """
}
