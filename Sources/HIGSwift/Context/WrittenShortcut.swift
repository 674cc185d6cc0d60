import HIGModel

/// A shortcut as the guidelines write it, for remembering what was worked out for it: a
/// large guideline set repeats a few hundred shortcuts thousands of times, and spelling one
/// out takes several strings.
///
/// `Shortcut` equality is about the keys pressed and ignores whether the key was named by
/// its upper character, which both notations show; this identity keeps that too.
struct WrittenShortcut: Hashable {
    let key: Key
    let modifiers: UInt8
    let keySpelling: Shortcut.KeySpelling
    let acceptsAdditionalModifiers: Bool

    init(_ shortcut: Shortcut) {
        key = shortcut.key
        modifiers = shortcut.modifiers.rawValue
        keySpelling = shortcut.keySpelling
        acceptsAdditionalModifiers = shortcut.acceptsAdditionalModifiers
    }

    /// The fields in one integer. A `Key` hashes its raw value, a string, which costs more
    /// than the rest of a look-up; its name is represented here by its length and first six
    /// bytes, which tell all keys apart. Equality still compares the keys.
    var digest: UInt64 {
        let flags = UInt64(modifiers) | (keySpelling == .upper ? 1 << 4 : 0) | (acceptsAdditionalModifiers ? 1 << 5 : 0)
        return UTF8Bytes.withUTF8(key.rawValue) { name in
            var digest = flags | UInt64(truncatingIfNeeded: name.count) << 56
            for offset in 0..<min(6, name.count) { digest |= UInt64(name[offset]) << (8 + 8 * offset) }
            return digest
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    /// Values worked out once per written shortcut.
    ///
    /// Looked up for every entry, so a table of recent values indexed by a mix of the digest
    /// answers first, without a `Hasher`; the dictionary holds everything made so far.
    struct Memo<Value> {
        private var values: [WrittenShortcut: Value] = [:]
        private var recent: [(shortcut: WrittenShortcut, value: Value)?] = Array(repeating: nil, count: recentCount)
        private let make: (Shortcut) -> Value

        /// A power of two, well above the number of distinct shortcuts in guidelines.
        private static var recentCount: Int { 1 << recentBits }
        private static var recentBits: Int { 10 }

        init(_ make: @escaping (Shortcut) -> Value) { self.make = make }

        /// The value for `shortcut`, made on first use.
        mutating func callAsFunction(_ shortcut: Shortcut) -> Value {
            let written = WrittenShortcut(shortcut)
            // Multiplicative hashing: the top bits of the product mix all the digest's bits.
            let slot = Int(truncatingIfNeeded: (written.digest &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - Self.recentBits))
            if let recent = recent[slot], recent.shortcut == written { return recent.value }
            let value: Value
            if let known = values[written] {
                value = known
            } else {
                value = make(shortcut)
                values[written] = value
            }
            recent[slot] = (written, value)
            return value
        }
    }
}
