import HIGModel

/// Values worked out once per shortcut as written (``HIGModel/Shortcut/Written``): a large
/// guideline set repeats a few hundred shortcuts thousands of times, and spelling one out
/// takes several strings.
///
/// Looked up for every entry, so a table of recent values indexed by a mix of the digest
/// answers first, without a `Hasher`; the dictionary holds everything made so far.
struct ShortcutMemo<Value> {
    private var values: [Shortcut.Written: Value] = [:]
    private var recent: [(shortcut: Shortcut.Written, value: Value)?] = Array(repeating: nil, count: recentCount)
    private let make: (Shortcut) -> Value

    /// A power of two, well above the number of distinct shortcuts in guidelines.
    private static var recentCount: Int { 1 << recentBits }
    private static var recentBits: Int { 10 }

    init(_ make: @escaping (Shortcut) -> Value) { self.make = make }

    /// The value for `shortcut`, made on first use.
    mutating func callAsFunction(_ shortcut: Shortcut) -> Value {
        let written = shortcut.written
        // Multiplicative hashing: the top bits of the product mix all the digest's bits.
        let slot = Int(truncatingIfNeeded: (UInt64(written.digest) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - Self.recentBits))
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
