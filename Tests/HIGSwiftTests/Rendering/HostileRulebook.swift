import HIGModel

@testable import HIGSwift

/// A rulebook made in code with the text a Markdown table cannot even hold (line breaks,
/// NUL), to prove that any action becomes an exact string literal and any name compiles.
enum HostileRulebook {
    static let actions = [
        "Say \"hello\" and \"\"\"bye\"\"\".",
        #"A \ backslash, \\ two, and \(interpolation) and \u{41}."#,
        ####"Raw #"string"# and "#" and ###"###."####,
        "Line one\nline two\r\nline three\u{2028}four",
        "Tab\there, NUL\0there, bell\u{7}, escape\u{1B}, delete\u{7F}.",
        "Bidi \u{202E}override\u{202C} and isolate \u{2067}text\u{2069}, zero\u{200B}width.",
        "🎉 Party 👩‍👩‍👧 family 🇫🇷 flag 🌐︎ globe",
        "שלום עולם — مرحبا بالعالم",
        "\u{301}Combining mark first",
        "*/ /* // not a comment end",
        "🎉🎉",
        "Varies.",
        "Varies.",
        "3D view.",
        "default",
        "self",
        "all",
        "",
    ]

    static var rulebook: Rulebook {
        let keys: [Key] = [.a, .b, .c, .d, .e, .f, .g, .h, .i, .j, .k, .l, .m, .n, .o, .p, .q, .r, .s, .t, .u]
        var entries = actions.enumerated().map { index, action in
            Entry(
                shortcut: Shortcut(key: keys[index], modifiers: [.command]), action: action, table: .custom,
                platforms: [.iPadOS], source: SourceLocation(file: "we\"ird \\ path\n.md", line: index + 1, column: 1))
        }
        let ids: [String?] = ["return", "3d", "get-info", "get-info", "🎉", "all", "Self"]
        for (offset, id) in ids.enumerated() {
            entries.append(
                Entry(
                    shortcut: Shortcut(key: .forwardSlash, modifiers: [.control], keySpelling: offset % 2 == 0 ? .upper : .lower),
                    action: "Explicit \(offset)", table: .standard, platforms: [],
                    source: SourceLocation(file: "ids.md", line: offset + 1),
                    id: id, title: offset == 0 ? "Title with \"quotes\"\nand a break" : nil))
        }
        entries.append(
            Entry(
                shortcut: Shortcut(key: .space, modifiers: [.command], acceptsAdditionalModifiers: true), action: "Wildcard.",
                table: .international, platforms: [.macOS], source: SourceLocation(file: "ids.md", line: 20)))
        let rule = CustomShortcutRule(
            id: .modifierOrder, title: "A \"title\"", guidance: "Guidance with \\(x) and\nbreaks.",
            source: SourceLocation(file: "rules.md", line: 1))
        return Rulebook(
            documents: [Rulebook.Document(path: "we\"ird \\ path\n.md", title: "t", platforms: [])], entries: entries,
            rules: [rule],
            keyboardTypes: [KeyboardTypeEntry(type: .default, description: "\"\"\"", source: SourceLocation(file: "k.md"))])
    }

    /// Prints every string the generated code holds as code points, one per line, so the
    /// test can compare them with the rulebook exactly.
    static let probe = """
        func codePoints(_ text: String) -> String {
            text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
        }
        for entry in HIG.entries {
            print(entry.id, "|", codePoints(entry.action), "|", codePoints(entry.discoverabilityTitle), "|", entry.shortcut.words)
        }
        for rule in HIG.rules { print(rule.id, "|", codePoints(rule.guidance), "|", codePoints(rule.title)) }
        for keyboard in HIG.keyboardTypes { print(keyboard.uiKeyboardType, "|", codePoints(keyboard.description)) }
        print(codePoints(HIG.sources[0]))
        print(HIG.isReserved(HIGShortcut(.space, [.option, .command])), HIG.isReserved(HIGShortcut(.space, [.command])))
        print(HIG.Standard.`return`.shortcut.glyphs, HIG.Standard._3d.shortcut.words, HIG.Custom.variesCommandL.action)
        """

    /// What the probe must print for ``rulebook``.
    static var expectedProbeOutput: String {
        func codePoints(_ text: String) -> String {
            text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
        }
        let context = SwiftRulebookContext(rulebook)
        var lines: [String] = []
        for (table, name) in context.entryOrder {
            let member = context.tables.first { $0.typeName == table }!.members.first { $0.name == name }!
            lines.append(
                "\(member.id) | \(codePoints(member.entry.action)) | \(codePoints(member.discoverabilityTitle)) | \(member.entry.shortcut.words)"
            )
        }
        for rule in rulebook.rules {
            lines.append("\(rule.id.rawValue) | \(codePoints(rule.guidance)) | \(codePoints(rule.title))")
        }
        lines.append("default | \(codePoints("\"\"\""))")
        lines.append(codePoints("we\"ird \\ path\n.md"))
        lines.append("true false")
        lines.append("⌃? Control-Forward slash Varies.")
        return lines.joined(separator: "\n") + "\n"
    }
}
