import Foundation
import HIGModel
import Testing

@testable import HIGJSON

/// `rulebook.json` is written by hand (``RulebookJSONWriter``); these tests hold it to the
/// model's `Codable` encoding, to `RulebookJSON.decode`, and to its documented layout.
@Suite("The rulebook's JSON")
struct RulebookJSONTests {
    /// Every control character, quotes, backslashes, separators JavaScript dislikes, emoji,
    /// right-to-left text and combining marks, in every string the rulebook holds.
    static let hostileText =
        (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined()
        + "\u{7F} \"quoted\" \\ back\\slash \\u0041 / \u{2028}\u{2029} 🎉👩‍👩‍👧 שלום e\u{301} \u{202E}x \u{FE0F}"

    static var hostileRulebook: Rulebook {
        let text = hostileText
        let file = "we\"ird \\ path\n\(text).md"
        let entries = [
            Entry(
                shortcut: Shortcut(key: .forwardSlash, modifiers: [.command], keySpelling: .upper), action: text,
                table: .reserved, platforms: [.macOS, .iPadOS], source: SourceLocation(file: file, line: 3, column: 5),
                id: text, title: text, usedBy: .system),
            Entry(
                shortcut: Shortcut(key: .space, modifiers: [.command], acceptsAdditionalModifiers: true), action: "Plain.",
                table: .international, platforms: [], source: SourceLocation(file: file)),
            Entry(
                shortcut: Shortcut(key: .f8), action: "Varies.", table: .focusNavigation, platforms: [.tvOS],
                source: SourceLocation(file: "other.md", line: 1), usedBy: .apps),
        ]
        return Rulebook(
            documents: [
                Rulebook.Document(path: file, title: text, platforms: [.macOS]),
                Rulebook.Document(path: "other.md", title: nil, platforms: []),
            ],
            entries: entries,
            modifierSymbols: [ModifierSymbol(modifier: .option, usage: text, source: SourceLocation(file: file, line: 9))],
            keyGlyphs: [KeyGlyph(key: .escape, source: SourceLocation(file: file, line: 10, column: 1))!],
            rules: [
                CustomShortcutRule(id: .avoidControl, title: text, guidance: text, source: SourceLocation(file: file, line: 11))
            ],
            keyboardTypes: [KeyboardTypeEntry(type: .default, description: text, source: SourceLocation(file: file))],
            focusStates: [FocusStateEntry(state: .focused, description: text, source: SourceLocation(file: "other.md"))])
    }

    /// What `JSONEncoder` makes of the rulebook's `Codable` conformance, with the two members
    /// the file adds, as Foundation objects.
    private func codableObject(_ rulebook: Rulebook) throws -> NSDictionary {
        let codable = try JSONSerialization.jsonObject(with: Data(try RulebookJSON.encodeStably(rulebook)))
        let object = try #require((codable as? NSDictionary)?.mutableCopy() as? NSMutableDictionary)
        object["$schema"] = "./" + RulebookJSON.schemaFileName
        object["formatVersion"] = RulebookJSON.formatVersion
        return object
    }

    @Test("hostile text: the same values as the Codable encoding, and decoding gives the rulebook back")
    func hostile() throws {
        let rulebook = Self.hostileRulebook
        let bytes = try RulebookJSON.encode(rulebook)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? NSDictionary)
        #expect(parsed == (try codableObject(rulebook)))
        #expect(try RulebookJSON.decode(bytes) == rulebook)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""action": "\u0000\u0001"#))
        #expect(text.contains(#"\b\t\n\u000b\f\r\u000e"#))
        #expect(text.contains(#"\u001f\#u{7F} \"quoted\" \\ back\\slash \\u0041 / \#u{2028}\#u{2029} 🎉"#))
    }

    @Test("Content/, as hig-gen json prints it: encoding what it decodes to gives the same bytes")
    func content() throws {
        let result = try HIGGenProcess.run(["json", "Content"])
        #expect(result.status == 0)
        let rulebook = try RulebookJSON.decode(result.stdout)
        #expect(rulebook.entries.count > 100)
        let bytes = try RulebookJSON.encode(rulebook)
        #expect(bytes == result.stdout)
        #expect(try RulebookJSON.decode(bytes) == rulebook)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? NSDictionary)
        #expect(parsed == (try codableObject(rulebook)))
    }

    @Test("two-space indentation, \"key\": value, keys in code-point order, [] when empty")
    func layout() throws {
        let text = String(decoding: try RulebookJSON.encode(Rulebook()), as: UTF8.self)
        #expect(
            text == """
                {
                  "$schema": "./rulebook.schema.json",
                  "documents": [],
                  "entries": [],
                  "focusStates": [],
                  "formatVersion": 2,
                  "keyGlyphs": [],
                  "keyboardTypes": [],
                  "modifierSymbols": [],
                  "rules": []
                }

                """)
    }

    @Test("the schema is written as its JSONValue encodes, in the same layout")
    func schema() throws {
        let bytes = try RulebookSchema.encode()
        let written = try JSONSerialization.jsonObject(with: Data(bytes)) as? NSDictionary
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(RulebookSchema.schema)) as? NSDictionary
        #expect(written != nil && written == encoded)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"$defs\": {\n    \"availability\": {\n"))
        #expect(text.contains("\n    \"codePoint\": {\n      \"pattern\": \"^U\\\\+[0-9A-F]{4,6}"))
    }
}
