import HIGBytes
import HIGModel

/// Writes a different shortcut where a declaration wrote its own: the fix-its of rules that
/// know the right shortcut (name the upper character, reorder the modifiers).
///
/// It returns no fix-it rather than half of one: when the key or the modifiers cannot be
/// rewritten in place, the declaration is left for a person to edit.
enum ShortcutRewriter {
    static func fixIts(for declaration: AppShortcut, writing shortcut: Shortcut) -> [FixIt] {
        switch declaration.spelling {
        case .text(let notation):
            guard declaration.span.isVerbatim else { return [] }
            return [
                FixIt(
                    at: declaration.span.location, length: declaration.span.length,
                    replacement: shortcut.written(in: notation))
            ]
        case .swift(let spelling):
            return swiftFixIts(spelling, writing: shortcut)
        case .interfaceBuilder, .keyPosition:
            return []
        }
    }

    private static func swiftFixIts(_ spelling: SwiftSpelling, writing shortcut: Shortcut) -> [FixIt] {
        guard let key = spelling.key, key.isVerbatim, let keyText = keyExpression(shortcut, api: spelling.api) else {
            return []
        }
        var fixIts = [FixIt(at: key.location, length: key.length, replacement: keyText)]
        let modifiers = ModifierSet(shortcut.writtenModifiers)
        let modifiersText = modifiersExpression(modifiers, api: spelling.api)
        if let written = spelling.modifiers {
            guard written.isVerbatim else { return [] }
            fixIts.append(FixIt(at: written.location, length: written.length, replacement: modifiersText))
        } else if modifiers != spelling.defaultModifiers {
            guard let insertion = spelling.modifiersInsertion else { return [] }
            fixIts.append(FixIt(at: insertion, length: 0, replacement: ", modifiers: \(modifiersText)"))
        }
        return fixIts
    }

    /// `"?"`, `.upArrow`, `UIKeyCommand.inputUpArrow`: the key as the API takes it.
    static func keyExpression(_ shortcut: Shortcut, api: SwiftSpelling.API) -> String? {
        if shortcut.keySpelling == .upper, let pair = shortcut.key.characterPair {
            return SwiftStringLiteral.quoted(String(pair.upper))
        }
        let input: PlatformKeyInput?
        switch api {
        case .swiftUI: input = shortcut.key.keyEquivalent
        case .uiKit: input = shortcut.key.uiKeyCommandInput
        case .appKit, .appKitButton: input = shortcut.key.typedCharacters.map(PlatformKeyInput.characters)
        }
        switch input {
        case .constant(let name)?: return api == .uiKit ? "UIKeyCommand.\(name)" : ".\(name)"
        case .characters(let text)?: return SwiftStringLiteral.quoted(text)
        case nil: return nil
        }
    }

    /// `[.shift, .command]` in the HIG's order, with the API's member names (UIKit has none
    /// for Globe).
    static func modifiersExpression(_ modifiers: ModifierSet, api: SwiftSpelling.API) -> String {
        let names = modifiers.ordered.compactMap { modifier -> String? in
            switch api {
            case .swiftUI: modifier.eventModifier.rawValue
            case .uiKit: modifier.uiKeyModifierFlag?.rawValue
            case .appKit, .appKitButton: modifier.appKitModifierFlag
            }
        }
        return "[" + names.map { "." + $0 }.joined(separator: ", ") + "]"
    }
}
