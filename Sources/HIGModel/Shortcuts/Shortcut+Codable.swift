// JSON carries both notations and the key's place (code, HID usage, macOS key code) for
// readers; decoding rebuilds them from the key and modifiers, so they can never disagree
// with the data.
extension Shortcut: Codable {
    private enum CodingKeys: String, CodingKey {
        case words, glyphs, key, modifiers, keySpelling, acceptsAdditionalModifiers, keyCode, hidUsage, macKeyCode
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            key: try container.decode(Key.self, forKey: .key),
            modifiers: try container.decode(ModifierSet.self, forKey: .modifiers),
            keySpelling: try container.decode(KeySpelling.self, forKey: .keySpelling),
            acceptsAdditionalModifiers: try container.decode(Bool.self, forKey: .acceptsAdditionalModifiers))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(words, forKey: .words)
        try container.encode(glyphs, forKey: .glyphs)
        try container.encode(key, forKey: .key)
        try container.encode(modifiers, forKey: .modifiers)
        try container.encode(keySpelling, forKey: .keySpelling)
        try container.encode(acceptsAdditionalModifiers, forKey: .acceptsAdditionalModifiers)
        try container.encode(key.code, forKey: .keyCode)
        try container.encode(key.code.hidUsage, forKey: .hidUsage)
        try container.encodeIfPresent(key.code.macKeyCode, forKey: .macKeyCode)
    }
}
