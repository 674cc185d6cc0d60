/// A modifier key. Declaration order is the canonical order menus show: Globe, Control,
/// Option, Shift, Command.
public enum Modifier: String, CaseIterable, Codable, Sendable, Comparable {
    /// The Globe key (🌐), labelled Fn on older keyboards; macOS uses it with Control for
    /// window tiling (Globe-Control-F).
    case globe = "Globe"
    case control = "Control"
    case option = "Option"
    case shift = "Shift"
    case command = "Command"

    /// The HIG name, as in "Option-Command-Space".
    public var name: String { rawValue }

    /// The symbol Apple menus use: 🌐 ⌃ ⌥ ⇧ ⌘.
    public var glyph: Character {
        switch self {
        // The variation selector asks for the text (not emoji) presentation, as for the Globe key.
        case .globe: "\u{1F310}\u{FE0E}"
        case .control: "\u{2303}"
        case .option: "\u{2325}"
        case .shift: "\u{21E7}"
        case .command: "\u{2318}"
        }
    }

    /// Common abbreviations and other platforms' names, accepted when parsing.
    public var aliases: [String] {
        switch self {
        case .globe: ["Fn", "Function"]
        case .control: ["Ctrl", "Ctl"]
        case .option: ["Opt", "Alt", "Alternate"]
        case .shift: []
        case .command: ["Cmd"]
        }
    }

    public static func < (lhs: Modifier, rhs: Modifier) -> Bool {
        lhs.rank < rhs.rank
    }

    /// "Control, Option, Shift, Command", with Globe first when a shortcut uses it: the order
    /// messages about modifier order name.
    public static func orderText(withGlobe: Bool) -> String {
        (withGlobe ? allCases : classic).map(\.name).joined(separator: ", ")
    }

    /// The four modifiers a guideline's "[Modifier key]" placeholder stands for.
    public static let classic: [Modifier] = [.control, .option, .shift, .command]

    /// Position in the canonical order, 0 for Globe. A switch, because `allCases` builds an
    /// array on every use.
    var rank: UInt8 {
        switch self {
        case .globe: 0
        case .control: 1
        case .option: 2
        case .shift: 3
        case .command: 4
        }
    }

    /// The modifier's bit in a ``ModifierSet``. Globe came last, so the four classic
    /// modifiers keep the bits they always had (in JSON digests and generated Swift).
    package var bit: UInt8 {
        switch self {
        case .control: 0
        case .option: 1
        case .shift: 2
        case .command: 3
        case .globe: 4
        }
    }

    /// The modifier a single glyph character stands for (🌐 with or without a variation
    /// selector, ⌃, ⌥, ⇧, ⌘).
    public static func glyph(_ character: Character) -> Modifier? {
        if let modifier = byGlyph[character] { return modifier }
        // Rare: only a character that is not a plain glyph gets here.
        return character.unicodeScalars.first == "\u{1F310}" ? .globe : nil
    }

    /// Built once: the parser asks for every character of every shortcut.
    private static let byGlyph = Dictionary(uniqueKeysWithValues: allCases.map { ($0.glyph, $0) })

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
            // The globe is often written without its variation selector, or with the emoji one.
            for globe in ["\u{1F310}", "\u{1F310}\u{FE0F}"] { names[globe] = .globe }
        }
        return names
    }()

    /// The modifier whose name is nearest to a misspelt one ("Comand" → Command).
    public static func suggestion(for text: String) -> Modifier? {
        guard let name = NameFolding.closest(to: text, among: suggestible) else { return nil }
        return named(name)
    }
}
