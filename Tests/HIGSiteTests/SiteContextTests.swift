import HIGModel
import Testing

@testable import HIGSite

@Suite("Template context built from the rulebook")
struct SiteContextTests {
    let context = SiteContext(rulebook: Support.contentRulebook)

    @Test("sections come in page order, and tables without rows are left out")
    func sectionOrder() {
        #expect(
            context.sections.map(\.id) == [
                "reserved", "international", "focus-navigation", "modifier-symbols", "key-glyphs",
                "custom-shortcut-rules", "keyboard-types", "focus-states",
            ])
        #expect(context.sections.allSatisfy { $0.rowCount > 0 })
        #expect(context.section("reserved")?.title == "Reserved keyboard shortcuts")
        // The guidelines' 116 rows, iPadOS's own 12, the Mac's top-row F1 to F7 and its screenshot toolbar.
        #expect(context.section("reserved")?.countLabel == "136 shortcuts")
    }

    @Test("every section holds exactly one kind of table")
    func oneKindPerSection() {
        for section in context.sections {
            let kinds: [Any?] = [
                section.shortcuts, section.modifierSymbols, section.keyGlyphs, section.rules, section.descriptions,
            ]
            #expect(kinds.compactMap { $0 }.count == 1, "\(section.id)")
        }
    }

    @Test("totals add up")
    func totals() {
        #expect(context.shortcutCount == Support.contentRulebook.entries.count)
        #expect(context.rowCount == context.sections.reduce(0) { $0 + $1.rowCount })
    }

    @Test("ids are unique in the page; a shortcut listed twice is told apart by its command")
    func uniqueIDs() {
        var ids = context.sections.map(\.id)
        for section in context.sections {
            ids += section.shortcuts?.rows.map(\.id) ?? []
            ids += section.modifierSymbols?.rows.map(\.id) ?? []
            ids += section.keyGlyphs?.rows.map(\.id) ?? []
            ids += section.rules?.rows.map(\.id) ?? []
            ids += section.descriptions?.rows.map(\.id) ?? []
        }
        #expect(Set(ids).count == ids.count)
        let commandI = context.section("reserved")!.shortcuts!.rows.filter { $0.words == "Command-I" }
        #expect(commandI.map(\.id) == ["reserved-command-i-italic", "reserved-command-i-get-info"])
        // The same shortcut in two tables keeps one readable id in each.
        #expect(ids.contains("reserved-command-right-arrow"))
        #expect(ids.contains("international-command-right-arrow"))
    }

    @Test("shortcut rows are in source order, whatever order the entries arrive in")
    func sourceOrder() {
        let entries = Support.contentRulebook.entries
        let shuffled = Rulebook(documents: Support.contentRulebook.documents, entries: entries.reversed())
        let rows = SiteContext(rulebook: shuffled).section("reserved")!.shortcuts!.rows
        #expect(rows.map(\.words) == entries.filter { $0.table == .reserved }.map(\.shortcut.words))
    }

    @Test("a shortcut's key caps name every symbol, so ⌘ is read as Command")
    func keyCaps() throws {
        let row = try #require(context.section("reserved")?.shortcuts?.rows.first { $0.words == "Shift-Command-3" })
        #expect(row.glyphs == "⇧⌘3")
        #expect(row.glyphKeys.map(\.label) == ["⇧", "⌘", "3"])
        #expect(row.glyphKeys.map(\.name) == ["Shift", "Command", "3"])
        #expect(row.glyphKeys.map(\.isSymbol) == [true, true, false])
        #expect(row.glyphKeys.map(\.isFirst) == [true, false, false])
        #expect(row.wordKeys.map(\.label) == ["Shift", "Command", "3"])
        #expect(row.wordKeys.allSatisfy { !$0.isSymbol })
        #expect(row.spoken == "Shift Command 3")
        #expect(row.id == "reserved-shift-command-3")
        #expect(row.action == "Save a screenshot of the whole screen as a file.")
    }

    @Test("a key spelt by its upper character: ⌘? is Command Question mark, and search knows its Shift and slash")
    func upperCharacter() throws {
        let row = try #require(context.section("reserved")?.shortcuts?.rows.first { $0.words == "Command-Question mark" })
        #expect(row.glyphKeys.map(\.label) == ["⌘", "?"])
        #expect(row.spoken == "Command Question mark")
        let terms = row.searchKeys.split(separator: "|").map(String.init)
        for term in ["command", "cmd", "⌘", "shift", "⇧", "forward slash", "/", "question mark", "?", "slash"] {
            #expect(terms.contains(term), "\(term)")
        }
    }

    @Test("the wildcard shortcut shows the other modifiers and says what they mean")
    func wildcard() throws {
        let row = try #require(context.section("international")?.shortcuts?.rows.first { $0.words.hasPrefix("[") })
        #expect(row.id == "international-modifier-key-command-space")
        #expect(row.glyphKeys.first?.label == "[⌃⌥⇧]")
        #expect(row.glyphKeys.first?.name == "Any other modifier")
        #expect(row.wordKeys.first?.label == "[Modifier key]")
    }

    @Test("glyph keys: an arrow is named, a plain key is not a symbol")
    func keyGlyphCaps() throws {
        let rows = try #require(context.section("focus-navigation")?.shortcuts?.rows)
        let tab = try #require(rows.first { $0.words == "Tab" })
        #expect(tab.glyphKeys.map(\.label) == ["⇥"])
        #expect(tab.glyphKeys.first?.isSymbol == true)
        let space = try #require(context.section("reserved")?.shortcuts?.rows.first { $0.words == "Command-Space" })
        #expect(space.glyphKeys.last?.isSymbol == false)
    }

    @Test("reference tables are sorted by the model's order, not by where rows stand in a file")
    func referenceOrder() {
        let markdown = """
            ## Modifier key symbols
            | Modifier key | Symbol | Code point | Recommended usage |
            |---|---|---|---|
            | Command | ⌘ | U+2318 | Most. |
            | Control | ⌃ | U+2303 | Least. |
            """
        let rows = SiteContext(rulebook: Support.rulebook(markdown)).section("modifier-symbols")!.modifierSymbols!.rows
        #expect(rows.map(\.name) == ["Control", "Command"])
        #expect(rows.map(\.id) == ["modifier-control", "modifier-command"])
        #expect(rows.last?.codePoint == "U+2318")
        #expect(rows.last?.searchKeys == "command|cmd|⌘")
    }

    @Test("platforms: each once, in the model's order")
    func platforms() {
        #expect(context.section("reserved")?.platforms == "iPadOS, macOS")
        #expect(context.section("focus-navigation")?.platforms == "iPadOS, tvOS, visionOS")
        #expect(context.section("modifier-symbols")?.platforms == "iPadOS, macOS, visionOS")
        #expect(context.section("modifier-symbols")?.hasPlatforms == true)
        let bare = SiteContext(rulebook: Support.rulebook("## Reserved\n| Shortcut | Action |\n|---|---|\n| Command-K | K. |\n"))
        #expect(bare.sections.first?.hasPlatforms == false)
    }

    @Test("rows of one shortcut share one presentation; the spelling keeps its own")
    func sharedPresentations() throws {
        let markdown = """
            ## Reserved keyboard shortcuts
            | Shortcut | Action |
            |---|---|
            | Command-Question mark | Help. |
            | Shift-Command-Forward slash | Help, spelt by the lower character. |
            | Command-Question mark | Help again. |
            """
        let rows = try #require(SiteContext(rulebook: Support.rulebook(markdown)).sections.first?.shortcuts?.rows)
        #expect(rows.map(\.words) == ["Command-Question mark", "Shift-Command-Forward slash", "Command-Question mark"])
        #expect(rows[0].shown === rows[2].shown)
        #expect(rows[0].shown !== rows[1].shown)
        #expect(
            rows.map(\.id) == [
                "reserved-command-question-mark-help", "reserved-shift-command-forward-slash",
                "reserved-command-question-mark-help-again",
            ])
    }

    @Test("source order compares file, then line, then column, as SourceLocation does")
    func sourceLocationOrder() {
        let files = ["a.md", "b.md"]
        let locations = files.flatMap { file in
            [nil, 1, 2].flatMap { line in [nil, 1, 5].map { SourceLocation(file: file, line: line, column: $0) } }
        }
        for lhs in locations {
            for rhs in locations {
                #expect(SectionBuilder.precedes(lhs, rhs) == (lhs < rhs), "\(lhs.formatted) \(rhs.formatted)")
            }
        }
    }

    @Test("documents are sorted by path and fall back to the path for a title")
    func documents() {
        #expect(context.documents.map(\.path) == context.documents.map(\.path).sorted())
        #expect(context.documents.first?.title == "Custom keyboard shortcuts")
        let untitled = SiteContext(rulebook: Support.rulebook("Only prose.\n", path: "notes/x.md"))
        #expect(untitled.documents.map(\.title) == ["notes/x.md"])
        #expect(untitled.sections.isEmpty)
    }
}

@Suite("Fragment identifiers")
struct AnchorNamerTests {
    @Test("slugs are lowercase ASCII words joined by hyphens")
    func slugs() {
        #expect(AnchorNamer.slug("Shift-Command-3") == "shift-command-3")
        #expect(AnchorNamer.slug("[Modifier key]-Command-Space") == "modifier-key-command-space")
        #expect(AnchorNamer.slug("  Équipe ⌘ 3 ") == "quipe-3")
        #expect(AnchorNamer.slug("⌘") == "")
    }

    @Test("a base claimed again and again is numbered 2, 3…, skipping numbers already taken")
    func repeatedClaims() {
        var namer = AnchorNamer()
        #expect(namer.claim(base: "a-3") == "a-3")
        #expect((0..<4).map { _ in namer.claim(base: "a") } == ["a", "a-2", "a-4", "a-5"])
        let ids = (0..<1000).map { _ in namer.claim(base: "reserved-command-a") }
        #expect(ids.first == "reserved-command-a")
        #expect(ids.dropFirst() == ArraySlice((2...1000).map { "reserved-command-a-\($0)" }))
    }

    @Test("slugs of non-ASCII text are taken after lowercasing, as before")
    func unicodeSlugs() {
        // The Kelvin sign lowercases to an ASCII "k"; the dotted capital I to "i" and a mark.
        #expect(AnchorNamer.slug("\u{212A}ey") == "key")
        #expect(AnchorNamer.slug("\u{130}tem") == "i-tem")
    }

    @Test("a taken id gets the next free number; an empty one becomes 'item'")
    func uniqueness() {
        var namer = AnchorNamer()
        #expect(namer.claim("reserved", "Command-I") == "reserved-command-i")
        #expect(namer.claim("reserved", "Command-I") == "reserved-command-i-2")
        #expect(namer.claim("reserved", "Command-I") == "reserved-command-i-3")
        #expect(namer.claim("⌘") == "item")
        #expect(namer.claim("⌘") == "item-2")
    }
}
