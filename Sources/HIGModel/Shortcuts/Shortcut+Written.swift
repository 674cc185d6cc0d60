extension Shortcut {
    /// A shortcut as the guidelines write it. `Shortcut` equality is about the keys pressed
    /// and ignores whether the key was named by its upper character ("Command-Question mark"
    /// or "Shift-Command-Forward slash"); both notations show that, so the emitters remember
    /// what they worked out for a shortcut by this identity.
    ///
    /// All of it is one small integer, so hashing and comparing it costs next to nothing: a
    /// large guideline set looks one up for every row.
    public struct Written: Hashable, Sendable {
        /// The key's case, the modifiers, the key's spelling and the wildcard, in distinct bits.
        public let digest: UInt32

        public init(_ shortcut: Shortcut) {
            var digest = UInt32(shortcut.key.ordinal) << 16 | UInt32(shortcut.modifiers.rawValue)
            if shortcut.keySpelling == .upper { digest |= 1 << 8 }
            if shortcut.acceptsAdditionalModifiers { digest |= 1 << 9 }
            self.digest = digest
        }
    }

    /// This shortcut as written (see ``Written``).
    public var written: Written { Written(self) }
}
