/// What each key types on one keyboard layout, generated from xkb-data by `make layouts`.
///
/// A layout maps the layout-dependent places (``KeyCode/isLayoutDependent``) to what they
/// type on each level. The other keys (arrows, F-keys, Return…) are the same everywhere.
public struct KeyboardLayout: Sendable, Identifiable, Equatable {
    /// The short id people type (`de`, `fr`, `ch-fr`).
    public let id: String
    /// The layout's name in English, as macOS lists it ("German", "Swiss French").
    public let name: String
    /// The xkb layout and variant the data was compiled from (`de(mac)`).
    public let xkb: String
    public let shape: KeyboardShape
    public let keys: [KeyCode: KeyLevels]
    /// The places of ``keys`` in key order, sorted once: the linter asks where a character is
    /// typed for every shortcut of an app, on every layout.
    public let codesInOrder: [KeyCode]
    /// Where each character is typed, among the places the layout's keyboard has (xkb gives US
    /// the ISO key), worked out once.
    let characterPlaces: CharacterPlaces

    public init(id: String, name: String, xkb: String, shape: KeyboardShape, keys: [KeyCode: KeyLevels]) {
        self.id = id
        self.name = name
        self.xkb = xkb
        self.shape = shape
        self.keys = keys
        codesInOrder = keys.keys.sorted()
        characterPlaces = CharacterPlaces(keys: keys, placesInOrder: codesInOrder.filter(shape.has))
    }

    /// Layouts are known by their id.
    public static func == (lhs: KeyboardLayout, rhs: KeyboardLayout) -> Bool { lhs.id == rhs.id }
}

/// What one key types on each level: none, Shift, Option, Shift-Option.
public struct KeyLevels: Sendable, Equatable {
    public let base: KeyOutput?
    public let shift: KeyOutput?
    public let option: KeyOutput?
    public let shiftOption: KeyOutput?

    public init(_ base: KeyOutput?, _ shift: KeyOutput?, _ option: KeyOutput?, _ shiftOption: KeyOutput?) {
        self.base = base
        self.shift = shift
        self.option = option
        self.shiftOption = shiftOption
    }
}

/// What pressing a key on one level gives.
public enum KeyOutput: Sendable, Equatable, ExpressibleByStringLiteral {
    /// The text typed (one character, sometimes two code points).
    case character(String)
    /// A dead key: it types nothing itself and accents the next key. The value is the
    /// accent's xkb name without `dead_` (`grave`, `circumflex`, `diaeresis`).
    case dead(String)

    public init(stringLiteral value: String) { self = .character(value) }

    /// The typed text; nil for a dead key.
    public var character: String? {
        if case .character(let text) = self { text } else { nil }
    }
}
