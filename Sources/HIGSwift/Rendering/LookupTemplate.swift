/// The lookups over the generated rulebook: fixed code, kept as one template.
enum LookupTemplate {
    static func render(access a: String) -> String {
        #"""
        extension HIG {
            /// Every entry that pressing `shortcut` triggers, in source order, including entries such as
            /// "[Modifier key]-Command-Space" that accept extra modifiers.
            \#(a)static func entries(for shortcut: HIGShortcut) -> [HIGEntry] {
                (entriesByKey[shortcut.key] ?? []).filter { $0.shortcut.matches(shortcut) || $0.shortcut == shortcut }
            }

            /// Whether the system or an input method reserves `shortcut`, so an app must not use it.
            \#(a)static func isReserved(_ shortcut: HIGShortcut) -> Bool {
                entries(for: shortcut).contains { $0.isReserved }
            }

            /// The entries of one table, in source order.
            \#(a)static func entries(in table: HIGTable) -> [HIGEntry] {
                entries.filter { $0.table == table }
            }

            /// The entry with an ``HIGEntry/id`` such as "reserved.exitApp".
            \#(a)static func entry(id: String) -> HIGEntry? {
                entriesByID[id]
            }

            /// The symbol and recommended usage of a modifier.
            \#(a)static func symbol(for modifier: HIGModifier) -> HIGModifierSymbol? {
                modifierSymbols.first { $0.modifier == modifier }
            }

            /// The glyph row of a key, for keys that have one.
            \#(a)static func glyph(for key: HIGKey) -> HIGKeyGlyph? {
                keyGlyphs.first { $0.key == key }
            }

            private static let entriesByKey: [HIGKey: [HIGEntry]] = Dictionary(grouping: entries, by: \.shortcut.key)
            private static let entriesByID: [String: HIGEntry] = Dictionary(
                entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        }
        """#
    }
}
