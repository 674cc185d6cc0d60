import HIGBytes
import HIGModel

/// Writes the optional bridge to UIKit, SwiftUI and AppKit: `UIKeyCommand`s,
/// `.keyboardShortcut(entry)` and `NSMenuItem`s from the constants, one call each. It compiles
/// only where those frameworks exist; elsewhere the conditions are false and the code is
/// skipped (the tests check it parses, and type-check it against stand-ins).
enum BridgingRenderer {
    /// UIKit on iOS, iPadOS, Mac Catalyst and visionOS; tvOS and watchOS lack some of the
    /// input constants.
    static let uiKitCondition = "canImport(UIKit) && (os(iOS) || os(visionOS))"
    /// SwiftUI where `KeyboardShortcut` exists.
    static let swiftUICondition = "canImport(SwiftUI) && (os(iOS) || os(macOS) || os(visionOS))"
    /// AppKit on the Mac (Mac Catalyst has UIKit's menus instead).
    static let appKitCondition = "canImport(AppKit) && os(macOS) && !targetEnvironment(macCatalyst)"

    static func imports(into writer: inout SwiftWriter) {
        writer.line("#if \(uiKitCondition)")
        writer.line("import UIKit")
        writer.line("#endif")
        writer.line("#if \(swiftUICondition)")
        writer.line("import SwiftUI")
        writer.line("#endif")
        writer.line("#if \(appKitCondition)")
        writer.line("import AppKit")
        writer.line("#endif")
    }

    static func render(into writer: inout SwiftWriter) {
        let access = writer.access
        let keys = Key.allCases
        writer.line("#if \(uiKitCondition)")
        writer.block("extension HIGKeyInput") { writer in
            writer.doc("The string a `UIKeyCommand` takes as its input; nil for a constant UIKit does not have.")
            writer.line("@available(iOS 15.0, macCatalyst 15.0, *)")
            writer.block("\(access)var uiKitInput: String?") { writer in
                writer.line("switch self {")
                writer.line("case .characters(let text): return text")
                writer.line("case .constant(let name):")
                writer.line("    switch name {")
                for name in constants(keys.compactMap(\.uiKeyCommandInput)) {
                    writer.line("    case \(SwiftStringLiteral.quoted(name)): return UIKeyCommand.\(name)")
                }
                writer.line("    default: return nil")
                writer.line("    }")
                writer.line("}")
            }
        }
        writer.line()
        writer.block("extension HIGShortcut") { writer in
            writer.doc("The modifier flags of a `UIKeyCommand` for this shortcut.")
            writer.block("\(access)var uiKitModifierFlags: UIKeyModifierFlags") { writer in
                writer.line("uiKeyModifierFlags.reduce(into: []) { flags, flag in")
                writer.line("    switch flag {")
                for flag in UIKeyModifierFlag.allCases {
                    writer.line("    case .\(flag.rawValue): flags.insert(.\(flag.rawValue))")
                }
                writer.line("    }")
                writer.line("}")
            }
        }
        writer.line()
        writer.block("extension HIGEntry") { writer in
            writer.doc(
                """
                A `UIKeyCommand` that sends `action`, titled with the entry's discoverability title; nil when \
                UIKit cannot match the key or has no flag for a modifier (Globe).
                """)
            writer.line("@available(iOS 15.0, macCatalyst 15.0, *)")
            writer.line("@MainActor")
            writer.block("\(access)func keyCommand(action: Selector) -> UIKeyCommand?") { writer in
                writer.line(
                    "guard let input = shortcut.uiKeyCommandInput?.uiKitInput, !shortcut.modifiers.contains(.globe) else {")
                writer.line("    return nil")
                writer.line("}")
                writer.line("return UIKeyCommand(")
                writer.line("    title: discoverabilityTitle, action: action, input: input,")
                writer.line("    modifierFlags: shortcut.uiKitModifierFlags, discoverabilityTitle: discoverabilityTitle)")
            }
        }
        writer.line("#endif")
        writer.line()
        writer.line("#if \(swiftUICondition)")
        writer.line("@available(iOS 14.0, macOS 11.0, *)")
        writer.block("extension HIGKeyInput") { writer in
            writer.doc("The SwiftUI key equivalent; nil for text that is not one character, or a constant SwiftUI lacks.")
            writer.block("\(access)var swiftUIKeyEquivalent: KeyEquivalent?") { writer in
                writer.line("switch self {")
                writer.line("case .characters(let text):")
                writer.line("    guard let character = text.first, text.count == 1 else { return nil }")
                writer.line("    return KeyEquivalent(character)")
                writer.line("case .constant(let name):")
                writer.line("    switch name {")
                for name in constants(keys.compactMap(\.keyEquivalent)) {
                    writer.line("    case \(SwiftStringLiteral.quoted(name)): return KeyEquivalent.\(name)")
                }
                writer.line("    default: return nil")
                writer.line("    }")
                writer.line("}")
            }
        }
        writer.line()
        writer.line("@available(iOS 14.0, macOS 11.0, *)")
        writer.block("extension HIGShortcut") { writer in
            writer.doc("The SwiftUI event modifiers for this shortcut.")
            writer.block("\(access)var swiftUIModifiers: EventModifiers") { writer in
                writer.line("eventModifiers.reduce(into: []) { modifiers, modifier in")
                writer.line("    switch modifier {")
                for modifier in EventModifier.allCases {
                    writer.line("    case .\(modifier.rawValue): modifiers.insert(.\(modifier.rawValue))")
                }
                writer.line("    }")
                writer.line("}")
            }
            writer.line()
            writer.doc("The shortcut for SwiftUI's `.keyboardShortcut(_:)`; nil when SwiftUI has no equivalent for the key.")
            writer.block("\(access)var keyboardShortcut: KeyboardShortcut?") { writer in
                writer.line("guard let key = keyEquivalent?.swiftUIKeyEquivalent else { return nil }")
                writer.line("return KeyboardShortcut(key, modifiers: swiftUIModifiers)")
            }
        }
        writer.line()
        writer.line("@available(iOS 14.0, macOS 11.0, *)")
        writer.block("extension View") { writer in
            writer.doc(
                """
                Assigns an entry's shortcut to this control or menu command: \
                `.keyboardShortcut(SketchyShortcuts.exportAsPDF)`. A key SwiftUI cannot express leaves the \
                view without a shortcut.
                """)
            writer.line("@ViewBuilder")
            writer.block("\(access)func keyboardShortcut(_ entry: HIGEntry) -> some View") { writer in
                writer.line("if let shortcut = entry.shortcut.keyboardShortcut {")
                writer.line("    keyboardShortcut(shortcut)")
                writer.line("} else {")
                writer.line("    self")
                writer.line("}")
            }
        }
        writer.line("#endif")
        writer.line()
        renderAppKit(into: &writer)
    }

    /// `NSMenuItem`s: AppKit takes a key equivalent and a modifier mask.
    private static func renderAppKit(into writer: inout SwiftWriter) {
        let access = writer.access
        writer.line("#if \(appKitCondition)")
        writer.block("extension HIGShortcut") { writer in
            writer.doc(
                """
                The modifier mask of an AppKit menu item: the written modifiers, so "Command-Question mark" \
                is "?" with `.command` (the character already says Shift).
                """)
            writer.block("\(access)var appKitModifierMask: NSEvent.ModifierFlags") { writer in
                writer.line("writtenModifiers.reduce(into: []) { mask, modifier in")
                writer.line("    switch modifier {")
                for modifier in Modifier.allCases {
                    writer.line("    case .\(SwiftCaseName.of(modifier)): mask.insert(.\(modifier.appKitModifierFlag))")
                }
                writer.line("    }")
                writer.line("}")
            }
        }
        writer.line()
        writer.block("extension HIGEntry") { writer in
            writer.doc(
                """
                An `NSMenuItem` titled with the entry's discoverability title, with its key equivalent and \
                modifier mask; nil when a menu item cannot take the key (Eject, Caps Lock, Globe).
                """)
            writer.line("@MainActor")
            writer.block("\(access)func menuItem(action: Selector?) -> NSMenuItem?") { writer in
                writer.line("guard let key = shortcut.appKitKeyEquivalent else { return nil }")
                writer.line("let item = NSMenuItem(title: discoverabilityTitle, action: action, keyEquivalent: key)")
                writer.line("item.keyEquivalentModifierMask = shortcut.appKitModifierMask")
                writer.line("return item")
            }
        }
        writer.line("#endif")
    }

    /// The distinct constant names among `inputs`, sorted.
    private static func constants(_ inputs: [PlatformKeyInput]) -> [String] {
        Set(
            inputs.compactMap { input -> String? in
                if case .constant(let name) = input { return name }
                return nil
            }
        ).sorted()
    }
}
