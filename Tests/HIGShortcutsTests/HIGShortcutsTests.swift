import Foundation
import HIGMarkdown
import HIGModel
import HIGShortcuts
import Testing

/// The constants the plugin generated at build time, checked against the rulebook the
/// compiler makes of the same Content/ files.
@Suite("HIGShortcuts matches Content/")
struct HIGShortcutsTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let rulebook = RulebookCompiler.compile(paths: [packageRoot.appendingPathComponent("Content").path]).rulebook

    @Test("every entry is present, in source order, with its shortcut, action, table and platforms")
    func everyEntry() {
        let entries = Self.rulebook.entries
        #expect(HIG.entries.count == entries.count)
        for (constant, entry) in zip(HIG.entries, entries) {
            #expect(constant.shortcut.words == entry.shortcut.words)
            #expect(constant.shortcut.glyphs == entry.shortcut.glyphs)
            #expect(constant.action == entry.action)
            #expect(constant.table.rawValue == entry.table.rawValue)
            #expect(constant.platforms.map(\.rawValue) == entry.platforms.map(\.rawValue))
            #expect(constant.source.hasSuffix("/\((entry.source.file as NSString).lastPathComponent):\(entry.source.line!)"))
        }
    }

    @Test("each table has as many constants as the rulebook has entries in it")
    func countsPerTable() {
        let counts = Self.rulebook.entryCounts
        let tables: [(TableKind, [HIGEntry])] = [
            (.reserved, HIG.Reserved.all), (.international, HIG.International.all), (.standard, HIG.Standard.all),
            (.focusNavigation, HIG.FocusNavigation.all), (.custom, HIG.Custom.all),
        ]
        #expect(tables.map(\.0) == TableKind.allCases)
        for (kind, constants) in tables {
            #expect(constants.count == counts[kind, default: 0], "\(kind)")
            #expect(constants.allSatisfy { $0.table.rawValue == kind.rawValue })
            #expect(constants.map(\.id) == HIG.entries(in: HIGTable(rawValue: kind.rawValue)!).map(\.id))
        }
    }

    @Test("the other tables: rules, symbols, glyphs, keyboard types and focus states")
    func otherTables() {
        let rulebook = Self.rulebook
        #expect(HIG.rules.map(\.id) == rulebook.rules.map(\.id.rawValue))
        #expect(HIG.rules.map(\.guidance) == rulebook.rules.map(\.guidance))
        #expect(HIG.modifierSymbols.map(\.glyph) == rulebook.modifierSymbols.map(\.glyph))
        #expect(HIG.modifierSymbols.map(\.usage) == rulebook.modifierSymbols.map(\.usage))
        #expect(HIG.keyGlyphs.map(\.key.name) == rulebook.keyGlyphs.map(\.key.name))
        #expect(HIG.keyGlyphs.map(\.codePoint) == rulebook.keyGlyphs.map(\.codePoint))
        #expect(HIG.keyboardTypes.map(\.name) == rulebook.keyboardTypes.map(\.type.rawValue))
        #expect(HIG.focusStates.map(\.name) == rulebook.focusStates.map(\.state.rawValue))
        #expect(HIG.Rules.modifierOrder.title == "Keep modifiers in the standard order")
        #expect(HIG.KeyboardTypes.default.uiKeyboardType == "default")
        #expect(HIG.KeyboardTypes.url.uiKeyboardType == "URL")
        #expect(HIG.KeyGlyphs.return.glyph == "↩")
        #expect(HIG.symbol(for: .command)?.glyph == "⌘")
    }

    @Test("ids are unique and lead back to their entries")
    func ids() {
        #expect(Set(HIG.entries.map(\.id)).count == HIG.entries.count)
        for entry in HIG.entries { #expect(HIG.entry(id: entry.id) == entry) }
        // Stable ids come from the table and the shortcut, not from the constant's name.
        #expect(HIG.Reserved.quit.id == "reserved.command-q")
        #expect(HIG.entry(id: "reserved.command-i.get-info")?.discoverabilityTitle == "Get Info")
    }

    @Test("lookups by shortcut: both Command-I entries; reserved or not")
    func lookups() {
        #expect(
            HIG.entries(for: HIGShortcut(.i, [.command])).map(\.action) == [
                "Apply or remove italics on the selected text.", "Show details about the selected item in an Info window.",
            ])
        #expect(HIG.isReserved(HIGShortcut(.space, [.option, .command])))
        #expect(HIG.isReserved(HIGShortcut(.space, [.control, .option, .command])))  // [Modifier key]-Command-Space
        #expect(!HIG.isReserved(HIGShortcut(.k, [.control, .option, .command])))
        #expect(!HIG.isReserved(HIGShortcut(.tab, [])))  // focus navigation, not reserved
        #expect(HIG.isReserved(HIGShortcut(.forwardSlash, [.command], namesUpperCharacter: true)))
        #expect(HIG.Reserved.reservedF8.shortcut == HIGShortcut(.f8))
        #expect(HIG.Reserved.help.shortcut.glyphs == "⌘?")
        #expect(HIG.International.all.allSatisfy { $0.isReserved })
    }

    @Test("every key and modifier combination is written as the model writes it")
    func notations() {
        for key in Key.allCases {
            let constant = HIGKey(rawValue: key.rawValue)!
            #expect(constant.glyph == key.glyph)
            #expect(constant.character == key.character)
            #expect(constant.upperCharacter == key.characterPair?.upper)
            for combination in ModifierSet.allCombinations {
                let modifiers = HIGModifiers(rawValue: combination.rawValue)
                for spelling in [Shortcut.KeySpelling.lower, .upper] {
                    for wildcard in [false, true] {
                        let model = Shortcut(
                            key: key, modifiers: combination, keySpelling: spelling, acceptsAdditionalModifiers: wildcard)
                        let generated = HIGShortcut(
                            constant, modifiers, namesUpperCharacter: spelling == .upper,
                            acceptsAdditionalModifiers: wildcard)
                        #expect(generated.words == model.words)
                        #expect(generated.glyphs == model.glyphs)
                    }
                }
            }
        }
    }

    @Test("UIKit and SwiftUI names are the model's")
    func platformNames() {
        for key in Key.allCases {
            let constant = HIGKey(rawValue: key.rawValue)!
            #expect(describe(constant.uiKeyCommandInput) == describe(key.uiKeyCommandInput))
            #expect(describe(constant.keyEquivalent) == describe(key.keyEquivalent))
            #expect(constant.uiKeyModifierFlags.map(\.rawValue) == key.uiKeyModifierFlags.map(\.rawValue))
            #expect(constant.eventModifiers.map(\.rawValue) == key.eventModifiers.map(\.rawValue))
        }
        for modifier in Modifier.allCases {
            let constant = HIGModifier.allCases.first { $0.name == modifier.name }!
            #expect(constant.uiKeyModifierFlag?.rawValue == modifier.uiKeyModifierFlag?.rawValue)
            #expect(constant.eventModifier.rawValue == modifier.eventModifier.rawValue)
            #expect(String(constant.glyph) == String(modifier.glyph))
        }
        let help = HIG.Reserved.help.shortcut
        #expect(help.uiKeyCommandInput == .characters("?"))
        #expect(help.uiKeyModifierFlags == [.command])
        // AppKit reads Shift from the character itself; function keys are its private-use characters.
        #expect(help.appKitKeyEquivalent == "?")
        #expect(HIGShortcut(.f1).appKitKeyEquivalent == "\u{F704}")
        #expect(HIGShortcut(.k, [.shift, .command]).appKitKeyEquivalent == "k")
        for key in Key.allCases {
            #expect(HIGKey(rawValue: key.rawValue)!.appKitKeyEquivalent == key.appKitKeyEquivalent, "\(key)")
        }
        #expect(HIGShortcut(.upArrow, [.option]).uiKeyModifierFlags == [.alternate])
        #expect(HIGShortcut(.upArrow).uiKeyCommandInput == .constant("inputUpArrow"))
        #expect(HIGShortcut(.escape).uiKeyCommandInput == .constant("inputEscape"))
    }

    private func describe(_ input: HIGKeyInput?) -> String {
        switch input {
        case .constant(let name)?: "constant \(name)"
        case .characters(let text)?: "characters \(text)"
        case nil: "nil"
        }
    }

    private func describe(_ input: PlatformKeyInput?) -> String {
        switch input {
        case .constant(let name)?: "constant \(name)"
        case .characters(let text)?: "characters \(text)"
        case nil: "nil"
        }
    }
}
