import HIGBytes
import HIGModel

/// Writes the keys, modifiers, platforms and tables the generated code speaks of, from the
/// model's own lists, so the generated names and glyphs cannot drift from the compiler's.
enum VocabularyRenderer {
    static func render(into writer: inout SwiftWriter) {
        modifier(into: &writer)
        writer.line()
        modifierSet(into: &writer)
        writer.line()
        key(into: &writer)
        writer.line()
        keyInput(into: &writer)
        writer.line()
        stringEnum(
            "HIGUIKeyModifierFlag", cases: UIKeyModifierFlag.allCases.map(\.rawValue),
            doc: """
                A member of UIKit's `UIKeyModifierFlags`, named as Swift spells it. `alternate` is \
                Option, `alphaShift` is Caps Lock and `numericPad` marks a key of the numeric keypad.
                """, into: &writer)
        writer.line()
        stringEnum(
            "HIGEventModifier", cases: EventModifier.allCases.map(\.rawValue),
            doc: """
                A member of SwiftUI's `EventModifiers`, named as Swift spells it. `function` is the \
                Globe (fn) key.
                """, into: &writer)
        writer.line()
        stringEnum(
            "HIGPlatform", cases: Platform.allCases.map(\.rawValue), doc: "An Apple platform a guideline applies to.",
            into: &writer)
        writer.line()
        table(into: &writer)
    }

    private static func modifier(into writer: inout SwiftWriter) {
        let access = writer.access
        writer.doc("A modifier key. The cases are in the order shortcuts list them: Globe, Control, Option, Shift, Command.")
        writer.block("\(access)enum HIGModifier: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible") {
            writer in
            writer.line("case " + Modifier.allCases.map(SwiftCaseName.of).joined(separator: ", "))
            writer.line()
            writer.doc("The name shortcuts use, as in \"Option-Command-Space\".")
            switchProperty("name", type: "String", over: Modifier.allCases, into: &writer) {
                SwiftStringLiteral.quoted($0.name)
            }
            writer.line()
            writer.doc("The symbol menus show: ⌃ ⌥ ⇧ ⌘.")
            switchProperty("glyph", type: "Character", over: Modifier.allCases, into: &writer) {
                SwiftStringLiteral.character($0.glyph)
            }
            writer.line()
            writer.doc(
                "The member of UIKit's `UIKeyModifierFlags` for this modifier; Option is `.alternate`, and Globe has none.")
            optionalSwitch("uiKeyModifierFlag", type: "HIGUIKeyModifierFlag", over: Modifier.allCases, into: &writer) {
                $0.uiKeyModifierFlag.map { "." + $0.rawValue }
            }
            writer.line()
            writer.doc("The member of SwiftUI's `EventModifiers` for this modifier.")
            switchProperty("eventModifier", type: "HIGEventModifier", over: Modifier.allCases, into: &writer) {
                "." + $0.eventModifier.rawValue
            }
            writer.line()
            writer.doc("The modifier's bit in ``HIGModifiers``: Globe came last, so the classic four keep theirs.")
            switchProperty("bit", type: "UInt8", over: Modifier.allCases, into: &writer) { "\($0.bit)" }
            writer.line()
            writer.line("\(access)var description: String { name }")
            writer.line()
            writer.line("\(access)static func < (lhs: HIGModifier, rhs: HIGModifier) -> Bool { lhs.rawValue < rhs.rawValue }")
        }
    }

    private static func modifierSet(into writer: inout SwiftWriter) {
        let access = writer.access
        writer.doc("A set of modifiers. ``ordered`` lists them in the order shortcuts write them.")
        writer.block("\(access)struct HIGModifiers: OptionSet, Hashable, Sendable") { writer in
            writer.line("\(access)let rawValue: UInt8")
            writer.line()
            writer.line("\(access)init(rawValue: UInt8) { self.rawValue = rawValue }")
            writer.line()
            writer.line("\(access)init(_ modifier: HIGModifier) { self.init(rawValue: 1 << modifier.bit) }")
            writer.line()
            for modifier in Modifier.allCases {
                let name = SwiftCaseName.of(modifier)
                writer.doc("\(modifier.glyph) \(modifier.name).")
                writer.line("\(access)static let \(name) = HIGModifiers(.\(name))")
            }
            writer.line()
            writer.doc("The members in the order shortcuts write them: Globe, Control, Option, Shift, Command.")
            writer.line("\(access)var ordered: [HIGModifier] { HIGModifier.allCases.filter { contains(HIGModifiers($0)) } }")
        }
    }

    private static func key(into writer: inout SwiftWriter) {
        let access = writer.access
        let keys = Key.allCases
        writer.doc(
            """
            A key on an Apple keyboard. The raw value is the name shortcuts use ("Up arrow"); a \
            two-character key such as ``equalSign`` (= and +) is one key, its upper character typed with Shift.
            """)
        writer.block("\(access)enum HIGKey: String, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible") {
            writer in
            for key in keys {
                let name = SwiftIdentifier.declared(SwiftCaseName.of(key))
                writer.line("case \(name) = \(SwiftStringLiteral.quoted(key.rawValue))")
            }
            writer.line()
            writer.doc("The name shortcuts use, as in \"Command-Grave accent\".")
            writer.line("\(access)var name: String { rawValue }")
            writer.line()
            writer.doc("The symbol menus show for the key, where there is one; Space has none and is written as a word.")
            optionalSwitch("glyph", type: "String", over: keys, into: &writer) {
                $0.glyph.map(SwiftStringLiteral.quoted)
            }
            writer.line()
            writer.doc("The character the key types without modifiers, for letters, digits and punctuation.")
            optionalSwitch("character", type: "Character", over: keys, into: &writer) {
                $0.character.map(SwiftStringLiteral.character)
            }
            writer.line()
            writer.doc("The upper character of a two-character key, typed with Shift: \"?\" for Forward slash.")
            optionalSwitch("upperCharacter", type: "Character", over: keys, into: &writer) {
                $0.characterPair.map { SwiftStringLiteral.character($0.upper) }
            }
            writer.line()
            writer.doc("The name of the upper character, as in \"Command-Question mark\".")
            optionalSwitch("upperName", type: "String", over: keys, into: &writer) {
                $0.characterPair.map { SwiftStringLiteral.quoted($0.upperName) }
            }
            writer.line()
            writer.doc("How the key appears in glyph notation: its glyph, its character, or its name.")
            writer.line("\(access)var glyphLabel: String { glyph ?? character.map { String($0) } ?? name }")
            writer.line()
            writer.doc(
                """
                The `input` of a `UIKeyCommand` for this key: a constant such as `UIKeyCommand.inputUpArrow` \
                or `UIKeyCommand.f1`, or the characters it types (letters in lower case). Nil when UIKit cannot \
                match the key.
                """)
            optionalSwitch("uiKeyCommandInput", type: "HIGKeyInput", over: keys, into: &writer) {
                $0.uiKeyCommandInput.map(keyInputExpression)
            }
            writer.line()
            writer.doc(
                """
                The SwiftUI `KeyEquivalent` for this key: a constant such as `KeyEquivalent.upArrow`, or the \
                character it types. Nil when SwiftUI has none (function keys, Eject, Caps Lock, Globe).
                """)
            optionalSwitch("keyEquivalent", type: "HIGKeyInput", over: keys, into: &writer) {
                $0.keyEquivalent.map(keyInputExpression)
            }
            writer.line()
            writer.doc(
                """
                The key equivalent of an AppKit menu item (`NSMenuItem.keyEquivalent`): what the key types, \
                letters in lower case, or AppKit's function-key character (U+F700 for the up arrow). Nil for \
                Eject, Caps Lock and Globe.
                """)
            optionalSwitch("appKitKeyEquivalent", type: "String", over: keys, into: &writer) {
                $0.appKitKeyEquivalent.map(SwiftStringLiteral.quoted)
            }
            writer.line()
            writer.doc("UIKit modifier flags the key stands for: Caps Lock is `.alphaShift`, Enter adds `.numericPad`.")
            listSwitch("uiKeyModifierFlags", type: "HIGUIKeyModifierFlag", over: keys, into: &writer) {
                $0.uiKeyModifierFlags.map(\.rawValue)
            }
            writer.line()
            writer.doc("SwiftUI event modifiers the key stands for: Caps Lock, Enter (`.numericPad`) and Globe (`.function`).")
            listSwitch("eventModifiers", type: "HIGEventModifier", over: keys, into: &writer) {
                $0.eventModifiers.map(\.rawValue)
            }
            writer.line()
            writer.doc(
                """
                Where the key is on a US keyboard, as the web's `KeyboardEvent.code` names the place \
                ("KeyZ", "Digit7", "BracketLeft"); the same place types other characters on other layouts.
                """)
            valueSwitch("code", type: "String", over: keys, into: &writer) { SwiftStringLiteral.quoted($0.code.rawValue) }
            writer.line()
            writer.doc("The key's USB HID usage: page in the high 16 bits, usage in the low 16 (0x0007_001D is Keyboard Z).")
            valueSwitch("hidUsage", type: "UInt32", over: keys, into: &writer) { hex($0.code.hidUsage, digits: 8) }
            writer.line()
            writer.doc(
                """
                The macOS virtual key code (`kVK_ANSI_Z` is 6), to register a shortcut by position with \
                Carbon or match `NSEvent.keyCode`; nil for Eject.
                """)
            optionalSwitch("keyCode", type: "UInt16", over: keys, into: &writer) {
                $0.code.macKeyCode.map { hex(UInt32($0), digits: 2) }
            }
            writer.line()
            writer.line("\(access)var description: String { name }")
            writer.line()
            writer.doc("Letters, digits, punctuation, function keys, then the named keys.")
            writer.line("\(access)static func < (lhs: HIGKey, rhs: HIGKey) -> Bool { lhs.ordinal < rhs.ordinal }")
            writer.line()
            writer.line("private var ordinal: Int { HIGKey.allCases.firstIndex(of: self)! }")
        }
    }

    private static func keyInput(into writer: inout SwiftWriter) {
        writer.doc(
            """
            How UIKit or SwiftUI names a key: a static member of `UIKeyCommand` or `KeyEquivalent`, or the \
            characters the key types.
            """)
        writer.block("\(writer.access)enum HIGKeyInput: Hashable, Sendable") { writer in
            writer.doc("A static member: `inputUpArrow` or `f1` on `UIKeyCommand`, `upArrow` on `KeyEquivalent`.")
            writer.line("case constant(String)")
            writer.doc("The characters the key types, such as \"a\" or \"\\t\".")
            writer.line("case characters(String)")
        }
    }

    private static func table(into writer: inout SwiftWriter) {
        let access = writer.access
        writer.doc("Which table of the guidelines lists a shortcut.")
        writer.block("\(access)enum HIGTable: String, CaseIterable, Hashable, Sendable") { writer in
            for kind in TableKind.allCases {
                writer.line("case \(SwiftCaseName.of(kind)) = \(SwiftStringLiteral.quoted(kind.rawValue))")
            }
            writer.line()
            writer.doc("The table's title, as the guidelines show it.")
            switchProperty("title", type: "String", over: TableKind.allCases, into: &writer) {
                SwiftStringLiteral.quoted($0.title)
            }
            writer.line()
            writer.doc("Whether apps must leave the shortcuts in this table alone.")
            writer.block("\(access)var isReserved: Bool") { writer in
                let reserved = TableKind.allCases.filter(\.isReserved).map { "." + SwiftCaseName.of($0) }
                writer.line("switch self {")
                writer.line("case \(reserved.joined(separator: ", ")): true")
                writer.line("default: false")
                writer.line("}")
            }
        }
    }

    // MARK: Helpers

    static func keyInputExpression(_ input: PlatformKeyInput) -> String {
        switch input {
        case .constant(let name): ".constant(\(SwiftStringLiteral.quoted(name)))"
        case .characters(let text): ".characters(\(SwiftStringLiteral.quoted(text)))"
        }
    }

    private static func stringEnum(_ name: String, cases: [String], doc: String, into writer: inout SwiftWriter) {
        writer.doc(doc)
        writer.block("\(writer.access)enum \(name): String, CaseIterable, Hashable, Sendable") { writer in
            writer.line("case " + cases.map(SwiftIdentifier.declared).joined(separator: ", "))
        }
    }

    /// `var name: Type { switch self { case .a: … } }` with a value for every case.
    private static func switchProperty<Value>(
        _ name: String, type: String, over values: [Value], into writer: inout SwiftWriter, _ expression: (Value) -> String
    ) {
        writer.block("\(writer.access)var \(name): \(type)") { writer in
            writer.line("switch self {")
            for value in values { writer.line("case .\(SwiftCaseName.of(value)): \(expression(value))") }
            writer.line("}")
        }
    }

    /// An optional property: cases with a value are listed, the others fall to `default: nil`.
    private static func optionalSwitch<Value>(
        _ name: String, type: String, over values: [Value], into writer: inout SwiftWriter, _ expression: (Value) -> String?
    ) {
        writer.block("\(writer.access)var \(name): \(type)?") { writer in
            writer.line("switch self {")
            for value in values {
                if let text = expression(value) { writer.line("case .\(SwiftCaseName.of(value)): \(text)") }
            }
            writer.line("default: nil")
            writer.line("}")
        }
    }

    /// A property every case has a value for.
    private static func valueSwitch<Value>(
        _ name: String, type: String, over values: [Value], into writer: inout SwiftWriter, _ expression: (Value) -> String
    ) {
        writer.block("\(writer.access)var \(name): \(type)") { writer in
            writer.line("switch self {")
            for value in values { writer.line("case .\(SwiftCaseName.of(value)): \(expression(value))") }
            writer.line("}")
        }
    }

    /// `0x0007_001D`: hexadecimal, in groups of four digits.
    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, digits - text.count)) + text
        guard padded.count > 4 else { return "0x" + padded }
        return "0x" + padded.prefix(padded.count - 4) + "_" + padded.suffix(4)
    }

    /// A list property: cases with members are listed, the others fall to `default: []`.
    private static func listSwitch<Value>(
        _ name: String, type: String, over values: [Value], into writer: inout SwiftWriter, _ members: (Value) -> [String]
    ) {
        writer.block("\(writer.access)var \(name): [\(type)]") { writer in
            writer.line("switch self {")
            for value in values where !members(value).isEmpty {
                writer.line("case .\(SwiftCaseName.of(value)): [\(members(value).map { "." + $0 }.joined(separator: ", "))]")
            }
            writer.line("default: []")
            writer.line("}")
        }
    }
}
