/// A modifier key. Declaration order is the HIG's canonical order: Control, Option, Shift,
/// Command.
public enum Modifier: String, CaseIterable, Codable, Sendable, Comparable {
    case control = "Control"
    case option = "Option"
    case shift = "Shift"
    case command = "Command"

    /// The HIG name, as in "Option-Command-Space".
    public var name: String { rawValue }

    /// The symbol Apple menus use: ⌃ ⌥ ⇧ ⌘.
    public var glyph: Character {
        switch self {
        case .control: "\u{2303}"
        case .option: "\u{2325}"
        case .shift: "\u{21E7}"
        case .command: "\u{2318}"
        }
    }

    /// Common abbreviations and other platforms' names, accepted when parsing.
    public var aliases: [String] {
        switch self {
        case .control: ["Ctrl", "Ctl"]
        case .option: ["Opt", "Alt", "Alternate"]
        case .shift: []
        case .command: ["Cmd"]
        }
    }

    public static func < (lhs: Modifier, rhs: Modifier) -> Bool {
        lhs.order < rhs.order
    }

    /// Position in the canonical order, 0 for Control; also the modifier's bit in a
    /// ``ModifierSet``. A switch, because `allCases` builds an array on every use.
    var order: UInt8 {
        switch self {
        case .control: 0
        case .option: 1
        case .shift: 2
        case .command: 3
        }
    }

    /// The modifier a name, alias or glyph stands for, ignoring case.
    public static func named(_ text: String) -> Modifier? {
        byName[NameFolding.fold(text)]
    }

    private static let suggestible = NameFolding.FoldedNames(allCases.flatMap { [$0.rawValue] + $0.aliases })

    /// Folded names, aliases and glyphs; built once, as parsing asks for every word.
    private static let byName: [String: Modifier] = {
        var names: [String: Modifier] = [:]
        for modifier in allCases {
            for name in [modifier.rawValue, String(modifier.glyph)] + modifier.aliases {
                names[NameFolding.fold(name)] = modifier
            }
        }
        return names
    }()

    /// The modifier whose name is nearest to a misspelt one ("Comand" → Command).
    public static func suggestion(for text: String) -> Modifier? {
        guard let name = NameFolding.closest(to: text, among: suggestible) else { return nil }
        return named(name)
    }
}
