import Testing

@testable import HIGModel

@Suite("Shortcut notation")
struct ShortcutNotationTests {
    @Test("every key with every modifier combination round-trips through both notations", arguments: Shortcut.Notation.allCases)
    func roundTrip(notation: Shortcut.Notation) {
        for key in Key.allCases {
            for modifiers in ModifierSet.allCombinations {
                let spellings: [Shortcut.KeySpelling] =
                    key.isTwoCharacter && modifiers.contains(.shift) ? [.lower, .upper] : [.lower]
                for spelling in spellings {
                    let shortcut = Shortcut(key: key, modifiers: modifiers, keySpelling: spelling)
                    let text = shortcut.written(in: notation)
                    let parsed = ShortcutParser.parse(text)
                    #expect(parsed.issues.isEmpty, "\(text): \(parsed.issues.map(\.message))")
                    #expect(parsed.shortcut == shortcut, "\(text)")
                    #expect(parsed.shortcut?.keySpelling == spelling, "\(text)")
                    #expect(parsed.shortcut?.written(in: notation) == text)
                }
            }
        }
    }

    @Test("how the HIG writes them")
    func examples() {
        let spotlight = Shortcut(key: .space, modifiers: [.option, .command])
        #expect(spotlight.words == "Option-Command-Space")
        #expect(spotlight.glyphs == "⌥⌘Space")
        let help = Shortcut(key: .forwardSlash, modifiers: [.command], keySpelling: .upper)
        #expect(help.words == "Command-Question mark")
        #expect(help.glyphs == "⌘?")
        #expect(help == Shortcut(key: .forwardSlash, modifiers: [.shift, .command]))
        #expect(Shortcut(key: .f8).words == "F8")
        #expect(Shortcut(key: .delete, modifiers: [.command]).glyphs == "⌘⌫")
        let wildcard = Shortcut(key: .space, modifiers: [.command], acceptsAdditionalModifiers: true)
        #expect(wildcard.words == "[Modifier key]-Command-Space")
        #expect(wildcard.glyphs == "[⌃⌥⇧]⌘Space")
        #expect(ShortcutParser.parse(wildcard.words).shortcut == wildcard)
        #expect(ShortcutParser.parse(wildcard.glyphs).shortcut == wildcard)
    }

    @Test("a wildcard matches its modifiers plus at least one more")
    func wildcardMatching() {
        let wildcard = Shortcut(key: .space, modifiers: [.command], acceptsAdditionalModifiers: true)
        #expect(wildcard.matches(Shortcut(key: .space, modifiers: [.control, .command])))
        #expect(wildcard.matches(Shortcut(key: .space, modifiers: [.option, .shift, .command])))
        #expect(!wildcard.matches(Shortcut(key: .space, modifiers: [.command])))
        #expect(!wildcard.matches(Shortcut(key: .space, modifiers: [.control])))
        #expect(!wildcard.matches(Shortcut(key: .tab, modifiers: [.control, .command])))
    }

    @Test("a shortcut as written tells every key, modifier set, spelling and wildcard apart")
    func written() {
        var seen: [Shortcut.Written: Shortcut] = [:]
        for key in Key.allCases {
            for modifiers in ModifierSet.allCombinations {
                for spelling in [Shortcut.KeySpelling.lower, .upper] {
                    for wildcard in [false, true] {
                        let shortcut = Shortcut(
                            key: key, modifiers: modifiers, keySpelling: spelling, acceptsAdditionalModifiers: wildcard)
                        if let earlier = seen[shortcut.written] {
                            // Only the same shortcut, spelt the same way, may share it.
                            #expect(earlier.words == shortcut.words, "\(earlier.words) and \(shortcut.words)")
                        }
                        seen[shortcut.written] = shortcut
                    }
                }
            }
        }
        // The keys pressed are the same; the spelling is not.
        let help = Shortcut(key: .forwardSlash, modifiers: [.command], keySpelling: .upper)
        let slash = Shortcut(key: .forwardSlash, modifiers: [.shift, .command])
        #expect(help == slash)
        #expect(help.written != slash.written)
        #expect(help.written == ShortcutParser.parse("Command-Question mark").shortcut?.written)
    }
}
