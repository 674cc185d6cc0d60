import Foundation
import Testing

@testable import HIGModel

@Suite("Keys")
struct KeyTests {
    @Test("a key's ordinal is its place among all cases, and keys hash apart")
    func ordinals() {
        #expect(MemoryLayout<Key>.size == 1)
        #expect(Key.allCases.map(\.ordinal) == Array(Key.allCases.indices))
        #expect(Key.allCases.sorted() == Key.allCases)
        #expect(Set(Key.allCases.map(\.hashValue)).count == Key.allCases.count)
    }

    @Test("every key name, alias and character resolves to its own key")
    func namesResolve() {
        for key in Key.allCases {
            #expect(KeyReference.resolve(key.name)?.key == key, "\(key.name)")
            for alias in key.aliases {
                #expect(KeyReference.resolve(alias)?.key == key, "\(alias)")
            }
            if let character = key.character {
                #expect(KeyReference.resolve(String(character)) == KeyReference(key: key, spelling: .lower))
            }
        }
    }

    @Test(
        "upper characters of two-character keys name the key with Shift",
        arguments: [
            ("Question mark", Key.forwardSlash), ("Pipe", .backslash), ("Colon", .semicolon), ("?", .forwardSlash),
            ("Plus sign", .equalSign), ("Tilde", .graveAccent), ("{", .leftBracket), ("Vertical bar", .backslash),
        ])
    func upperCharacters(name: String, key: Key) {
        #expect(KeyReference.resolve(name) == KeyReference(key: key, spelling: .upper))
    }

    @Test("the HIG's glyphs and code points")
    func glyphs() {
        let expected: [Key: String] = [
            .escape: "U+238B", .tab: "U+21E5", .return: "U+21A9", .enter: "U+2324", .delete: "U+232B",
            .forwardDelete: "U+2326", .home: "U+2196", .end: "U+2198", .pageUp: "U+21DE", .pageDown: "U+21DF",
            .leftArrow: "U+2190", .upArrow: "U+2191", .rightArrow: "U+2192", .downArrow: "U+2193", .eject: "U+23CF",
            .capsLock: "U+21EA", .globe: "U+1F310 U+FE0E",
        ]
        for key in Key.allCases {
            #expect(key.glyph.map(CodePoints.format) == expected[key], "\(key.name)")
        }
        #expect(Key.space.glyphLabel == "Space")
    }

    @Test("aliases people write")
    func aliases() {
        #expect(KeyReference.resolve("space bar")?.key == .space)
        #expect(KeyReference.resolve("Escape")?.key == .escape)
        #expect(KeyReference.resolve("Backspace")?.key == .delete)
        #expect(KeyReference.resolve("fn")?.key == .globe)
        #expect(KeyReference.resolve("🌐")?.key == .globe)
        #expect(KeyReference.resolve("F20")?.key == .f20)
        #expect(KeyReference.resolve("f3")?.key == .f3)
        #expect(KeyReference.resolve("q")?.key == .q)
    }

    @Test("no two keys share a name, alias or character")
    func namesAreUnique() {
        var seen: [String: Key] = [:]
        for key in Key.allCases {
            var names = [key.name] + key.aliases
            if let pair = key.characterPair {
                names += [pair.upperName] + key.upperAliases + [String(pair.lower), String(pair.upper)]
            }
            for name in names {
                let folded = NameFolding.fold(name)
                #expect(seen[folded] == nil || seen[folded] == key, "\(name) names \(key) and \(seen[folded]!)")
                seen[folded] = key
            }
        }
    }

    @Test("misspelt names find their neighbour")
    func suggestions() {
        #expect(KeyReference.suggestion(for: "Spcae") == "Space")
        #expect(KeyReference.suggestion(for: "Retrun") == "Return")
        #expect(KeyReference.suggestion(for: "Xyzzy") == nil)
        #expect(Modifier.suggestion(for: "Comand") == .command)
        #expect(Modifier.suggestion(for: "Optin") == .option)
        #expect(Modifier.suggestion(for: "Banana") == nil)
    }
}

@Suite("Modifiers")
struct ModifierTests {
    @Test("canonical order is Globe, Control, Option, Shift, Command; the classic four keep their bits")
    func order() {
        #expect(Modifier.allCases == [.globe, .control, .option, .shift, .command])
        #expect(
            ModifierSet([.command, .shift, .globe, .control, .option]).ordered == [.globe, .control, .option, .shift, .command])
        #expect([Modifier.command, .control, .globe].sorted() == [.globe, .control, .command])
        #expect(ModifierSet.control.rawValue == 1 && ModifierSet.command.rawValue == 8 && ModifierSet.globe.rawValue == 16)
    }

    @Test("symbols and their code points")
    func glyphs() {
        #expect(
            Modifier.allCases.map { CodePoints.format(String($0.glyph)) } == [
                "U+1F310 U+FE0E", "U+2303", "U+2325", "U+21E7", "U+2318",
            ])
    }

    @Test(
        "names, aliases and glyphs",
        arguments: [
            ("Cmd", Modifier.command), ("ctrl", .control), ("Alt", .option), ("opt", .option), ("⇧", .shift),
            ("COMMAND", .command), ("Globe", .globe), ("fn", .globe), ("Function", .globe), ("🌐", .globe),
            ("🌐\u{FE0E}", .globe),
        ])
    func names(text: String, modifier: Modifier) {
        #expect(Modifier.named(text) == modifier)
    }

    @Test("a modifier set encodes as names in canonical order")
    func coding() throws {
        let set: ModifierSet = [.command, .option]
        #expect(set.ordered.map(\.name) == ["Option", "Command"])
        let json = String(decoding: try JSONEncoder().encode(set), as: UTF8.self)
        #expect(json == #"["Option","Command"]"#)
        #expect(try JSONDecoder().decode(ModifierSet.self, from: Data(#"["Command","Control"]"#.utf8)) == [.control, .command])
        #expect(Set(ModifierSet.allCombinations).count == 32)
    }

    @Test("AppKit key equivalents: typed characters, and AppKit's private-use characters for keys that type none")
    func appKitKeyEquivalents() {
        #expect(Key.a.appKitKeyEquivalent == "a")
        #expect(Key.forwardSlash.appKitKeyEquivalent == "/")
        #expect(Key.return.appKitKeyEquivalent == "\r")
        #expect(Key.escape.appKitKeyEquivalent == "\u{1B}")
        #expect(Key.upArrow.appKitKeyEquivalent == "\u{F700}")
        #expect(Key.rightArrow.appKitKeyEquivalent == "\u{F703}")
        #expect(Key.f1.appKitKeyEquivalent == "\u{F704}")
        #expect(Key.f12.appKitKeyEquivalent == "\u{F70F}")
        #expect(Key.f20.appKitKeyEquivalent == "\u{F717}")
        #expect(Key.forwardDelete.appKitKeyEquivalent == "\u{F728}")
        #expect(Key.pageDown.appKitKeyEquivalent == "\u{F72D}")
        #expect(Key.eject.appKitKeyEquivalent == nil)
        #expect(Key.globe.appKitKeyEquivalent == nil)
        let equivalents = Key.allCases.compactMap(\.appKitKeyEquivalent)
        #expect(Set(equivalents).count == equivalents.count, "each key has its own equivalent")
    }
}
