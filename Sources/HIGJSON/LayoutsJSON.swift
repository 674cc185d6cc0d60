import HIGModel

/// The keyboard layouts as JSON, for apps that show shortcuts in their own UI: each layout
/// with what its keys type on each level, every key with its place's ids.
public struct LayoutsJSON: Encodable {
    public struct Layout: Encodable {
        var id: String
        var name: String
        var xkb: String
        var shape: String
        var keys: [Key]
    }

    public struct Key: Encodable {
        var code: String
        var hidUsage: UInt32
        var macKeyCode: UInt16?
        /// None, Shift, Option, Shift-Option; each a character, `{"dead": "grave"}` or null.
        var levels: [Output?]
    }

    public enum Output: Encodable {
        case character(String)
        case dead(String)

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .character(let text):
                var container = encoder.singleValueContainer()
                try container.encode(text)
            case .dead(let accent):
                var container = encoder.container(keyedBy: DeadKey.self)
                try container.encode(accent, forKey: .dead)
            }
        }

        private enum DeadKey: String, CodingKey { case dead }
    }

    var layouts: [Layout]

    public init(_ layouts: [KeyboardLayout]) {
        self.layouts = layouts.map { layout in
            Layout(
                id: layout.id, name: layout.name, xkb: layout.xkb, shape: layout.shape.rawValue,
                keys: layout.codesInOrder.map { code in
                    let levels = layout.keys[code]!
                    return Key(
                        code: code.rawValue, hidUsage: code.hidUsage, macKeyCode: layout.shape.macKeyCode(of: code),
                        levels: [levels.base, levels.shift, levels.option, levels.shiftOption].map { $0.map(Output.init) })
                })
        }
    }
}

extension LayoutsJSON.Output {
    init(_ output: KeyOutput) {
        switch output {
        case .character(let text): self = .character(text)
        case .dead(let accent): self = .dead(accent)
        }
    }
}
