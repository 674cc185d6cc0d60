/// How a shortcut is pressed on one keyboard layout.
///
/// macOS matches a key equivalent by the character it names: ⌘/ is whatever key types "/"
/// with Command. On a German keyboard "/" is Shift-7, so ⌘/ is pressed as ⇧⌘7; "[" is
/// Option-5, so ⌥⌘[ cannot be pressed at all, since Option is needed both to type "[" and as
/// the shortcut's own modifier. A shortcut that holds Shift may use it to type its character:
/// ⇧⌘3 on French is Shift and the 3 key with Command. Keys that type no character (arrows, F-keys, Return…) are the
/// same on every layout.
public struct LayoutTyping: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        /// Pressed with the shortcut's own modifiers, on the key at `code` (for letters that
        /// may be another place: German Z is where US has Y).
        case asWritten
        /// The layout needs `extra` modifiers to type the character.
        case extraModifiers(ModifierSet)
        /// It cannot be pressed as written; the reason says why.
        case untypeable(String)
    }

    public let layout: KeyboardLayout
    public let outcome: Outcome
    /// The key to press and the modifiers to hold; nil when it cannot be typed.
    public let code: KeyCode?
    public let modifiers: ModifierSet
    /// The shortcut's own Shift also types its character here (⇧⌘1 on French, where "1" is
    /// Shift-&): it is pressed the same as the shortcut without Shift (⌘1).
    public var shiftTypesCharacter = false

    /// The key's label on this layout: what it types without modifiers ("ß", "Ö"), or the
    /// HIG name of a key that types nothing.
    public var keyLabel: String? { code.map(layout.label) }

    /// "Shift-Command-7"; nil when it cannot be typed.
    public var words: String? {
        keyLabel.map { (modifiers.ordered.map(\.name) + [$0]).joined(separator: "-") }
    }

    /// "⇧⌘7"; nil when it cannot be typed.
    public var glyphs: String? {
        keyLabel.map { String(modifiers.ordered.map(\.glyph)) + $0 }
    }
}

extension KeyboardLayout {
    /// How `shortcut` is pressed on this layout.
    public func typing(_ shortcut: Shortcut) -> LayoutTyping {
        let key = shortcut.key
        guard key.code.isLayoutDependent, let character = shortcut.typedCharacter else {
            return LayoutTyping(layout: self, outcome: .asWritten, code: key.code, modifiers: shortcut.modifiers)
        }
        // The character's own modifiers are part of typing it here: ⌘? is Shift and "/"
        // on a US keyboard, but Shift and ß on a German one.
        let own = shortcut.keySpelling == .upper ? shortcut.modifiers.subtracting(.shift) : shortcut.modifiers
        guard let place = place(typing: character, holding: own) else {
            let reason =
                deadKey(typing: character).map { _ in "'\(character)' is a dead key on \(name): it accents the next key" }
                ?? "no key types '\(character)' on \(name)"
            return LayoutTyping(layout: self, outcome: .untypeable(reason), code: nil, modifiers: [])
        }
        let needed = place.level
        // Shift is part of the character macOS matches (⇧⌘3 on French is Shift and the 3
        // key, with Command), so the shortcut's own Shift may type it. Option is not: the
        // character is read without it, so Option cannot both type "[" and be a modifier.
        if needed.contains(.option) && own.contains(.option) {
            return LayoutTyping(
                layout: self,
                outcome: .untypeable("'\(character)' needs Option on \(name), which the shortcut also uses as its own"),
                code: nil, modifiers: [])
        }
        let pressed = own.union(needed)
        let extra = pressed.subtracting(shortcut.modifiers)
        var typing = LayoutTyping(
            layout: self, outcome: extra.isEmpty ? .asWritten : .extraModifiers(extra), code: place.code, modifiers: pressed)
        typing.shiftTypesCharacter = own.contains(.shift) && needed.contains(.shift)
        return typing
    }

    /// What the key at `code` is labelled with on this layout.
    public func label(_ code: KeyCode) -> String {
        switch keys[code]?.base {
        // Keycaps show letters in upper case, but ß stays ß (not "SS").
        case .character(let text)?: text.uppercased().count == text.count ? text.uppercased() : text
        case .dead(let accent)?: Self.deadCharacters[accent].map(String.init) ?? accent
        case nil: code.usKey?.name ?? code.rawValue
        }
    }

    /// The first place (lowest level, then keyboard order) on this shape of keyboard that
    /// types `character`, with the modifiers the level needs. A letter matches either case:
    /// Shift is the shortcut's.
    ///
    /// A shortcut that holds Shift (`held`) types on a Shift level, so one of those is
    /// preferred: ⇧⌘\ on German is Shift-Option-7, not Option-ß, which Shift would change.
    /// Without one, the key is the one that shows the character, pressed with Shift as the
    /// shortcut says (⇧⌘/ on U.S.).
    func place(typing character: Character, holding held: ModifierSet = []) -> (code: KeyCode, level: ModifierSet)? {
        if held.contains(.shift), !character.isLetter, let shifted = place(typing: character, onShiftLevelsOnly: true) {
            return shifted
        }
        return place(typing: character, onShiftLevelsOnly: false)
    }

    private func place(typing character: Character, onShiftLevelsOnly: Bool) -> (code: KeyCode, level: ModifierSet)? {
        characterPlaces.place(typing: character, onShiftLevelsOnly: onShiftLevelsOnly)
    }

    /// The place of a dead key that stands for `character` ("`" is dead_grave), if any.
    func deadKey(typing character: Character) -> KeyCode? {
        codesInOrder.first { code in
            [keys[code]?.base, keys[code]?.shift, keys[code]?.option, keys[code]?.shiftOption].contains { output in
                if case .dead(let accent)? = output { return Self.deadCharacters[accent] == character }
                return false
            }
        }
    }

    /// The character a dead key's accent stands for, where a key the HIG names types it.
    static let deadCharacters: [String: Character] = [
        "grave": "`", "circumflex": "^", "tilde": "~", "acute": "\u{B4}", "diaeresis": "\u{A8}", "cedilla": "\u{B8}",
    ]

    /// The layout with this id (`de`) or name (`German`), ignoring case.
    public static func named(_ text: String) -> KeyboardLayout? {
        let folded = text.lowercased()
        return all.first { $0.id == folded || $0.name.lowercased() == folded || $0.xkb == folded }
    }

    /// What to say about a layout `text` does not name: the closest id, else where to look.
    public static func unknown(_ text: String) -> String {
        "unknown keyboard layout '\(text.clipped())'"
            + (Suggestion.closest(to: text, among: all.map(\.id)).map { "; did you mean '\($0)'?" }
                ?? "; 'hig-gen layouts' lists them")
    }
}

extension Shortcut {
    /// The character the shortcut's key names: its upper character for "Command-Question
    /// mark", else what the key types; nil for keys that type nothing.
    public var typedCharacter: Character? {
        keySpelling == .upper ? key.characterPair?.upper : key.character
    }
}
