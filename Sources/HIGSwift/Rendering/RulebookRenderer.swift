import HIGModel

/// Writes `enum HIG`: one nested enum per table with a documented constant per entry and an
/// `all` list, the other tables' rows, the collections over everything, and the lookups.
enum RulebookRenderer {
    static func render(_ context: SwiftRulebookContext, into writer: inout SwiftWriter) {
        let access = writer.access
        writer.doc(
            """
            The keyboard-shortcut guidelines, compiled from Markdown by hig-gen: one constant per \
            shortcut entry, grouped by table, with the rules, glyphs and lookups.

            ```swift
            HIG.isReserved(HIGShortcut(.space, [.option, .command]))  // true
            HIG.entries(for: HIGShortcut(.i, [.command])).map(\\.action)
            ```
            """)
        writer.block("\(access)enum HIG") { writer in
            for table in context.tables {
                render(table, into: &writer)
                writer.line()
            }
            rows(
                "Rules", type: "HIGRule", doc: "The rules for defining custom shortcuts.", context.rules, into: &writer,
                summary: { $0.title }
            ) { rule in
                [
                    ("id", SwiftStringLiteral.quoted(rule.id.rawValue)), ("title", SwiftStringLiteral.quoted(rule.title)),
                    ("guidance", SwiftStringLiteral.quoted(rule.guidance)),
                ]
            }
            writer.line()
            rows(
                "ModifierSymbols", type: "HIGModifierSymbol", doc: "The modifier keys, their symbols and when to use them.",
                context.modifierSymbols, into: &writer, summary: { "\($0.modifier.name) (\($0.glyph)): \($0.usage)" }
            ) { symbol in
                [
                    ("modifier", "." + SwiftCaseName.of(symbol.modifier)), ("glyph", SwiftStringLiteral.quoted(symbol.glyph)),
                    ("codePoint", SwiftStringLiteral.quoted(symbol.codePoint)),
                    ("usage", SwiftStringLiteral.quoted(symbol.usage)),
                ]
            }
            writer.line()
            rows(
                "KeyGlyphs", type: "HIGKeyGlyph", doc: "The keys that menus show as a glyph.", context.keyGlyphs, into: &writer,
                summary: { "\($0.key.name): \($0.glyph) (\($0.codePoint))" }
            ) { glyph in
                [
                    ("key", "." + SwiftCaseName.of(glyph.key)), ("glyph", SwiftStringLiteral.quoted(glyph.glyph)),
                    ("codePoint", SwiftStringLiteral.quoted(glyph.codePoint)),
                ]
            }
            writer.line()
            rows(
                "KeyboardTypes", type: "HIGKeyboardType", doc: "The onscreen keyboards an app can ask for.",
                context.keyboardTypes, into: &writer, summary: { "\($0.type.rawValue): \($0.description)" }
            ) { keyboard in
                [
                    ("name", SwiftStringLiteral.quoted(keyboard.type.rawValue)),
                    ("description", SwiftStringLiteral.quoted(keyboard.description)),
                    ("uiKeyboardType", SwiftStringLiteral.quoted(keyboard.type.uiKeyboardType)),
                ]
            }
            writer.line()
            rows(
                "FocusStates", type: "HIGFocusState", doc: "The visual states of a focusable item.", context.focusStates,
                into: &writer, summary: { "\($0.state.rawValue): \($0.description)" }
            ) { state in
                [
                    ("name", SwiftStringLiteral.quoted(state.state.rawValue)),
                    ("description", SwiftStringLiteral.quoted(state.description)),
                ]
            }
            writer.line()
            collections(context, into: &writer)
        }
        writer.line()
        writer.lines(LookupTemplate.render(access: access))
    }

    private static func render(_ table: SwiftRulebookContext.Table, into writer: inout SwiftWriter) {
        let access = writer.access
        let reserved = table.kind.isReserved ? " Apps must not give these shortcuts another meaning." : ""
        writer.doc("\(table.kind.title).\(reserved)")
        writer.block("\(access)enum \(table.typeName)") { writer in
            for member in table.members {
                let entry = member.entry
                writer.doc(entry.action)
                writer.doc("")
                let platforms = entry.platforms.isEmpty ? "" : " on " + entry.platforms.map(\.rawValue).joined(separator: ", ")
                writer.doc(
                    "\(SwiftDocComment.code(entry.shortcut.words)) \(SwiftDocComment.code(entry.shortcut.glyphs))\(platforms), "
                        + "from \(SwiftDocComment.code(member.source)).")
                writer.line("\(access)static let \(SwiftIdentifier.declared(member.name)) = HIGEntry(")
                let arguments = [
                    "id: " + SwiftStringLiteral.quoted(member.id),
                    "shortcut: " + shortcutExpression(entry.shortcut),
                    "action: " + SwiftStringLiteral.quoted(entry.action),
                    "discoverabilityTitle: " + SwiftStringLiteral.quoted(member.discoverabilityTitle),
                    "table: ." + SwiftCaseName.of(entry.table),
                    "platforms: [" + entry.platforms.map { "." + SwiftCaseName.of($0) }.joined(separator: ", ") + "]",
                    "source: " + SwiftStringLiteral.quoted(member.source),
                ]
                for (index, argument) in arguments.enumerated() {
                    writer.line("    " + argument + (index == arguments.count - 1 ? ")" : ","))
                }
                writer.line()
            }
            writer.doc("Every entry of the table, in the order the guidelines list them.")
            list("all", type: "HIGEntry", table.members.map { SwiftIdentifier.declared($0.name) }, into: &writer)
        }
    }

    /// A nested enum of constants for one of the other tables, and its `all` list.
    private static func rows<Value>(
        _ typeName: String, type: String, doc: String, _ members: [SwiftRulebookContext.Member<Value>],
        into writer: inout SwiftWriter, summary: (Value) -> String, arguments: (Value) -> [(String, String)]
    ) {
        let access = writer.access
        writer.doc(doc)
        writer.block("\(access)enum \(typeName)") { writer in
            for member in members {
                writer.doc(summary(member.value))
                writer.line("\(access)static let \(SwiftIdentifier.declared(member.name)) = \(type)(")
                let all = arguments(member.value) + [("source", SwiftStringLiteral.quoted(member.source))]
                for (index, (label, value)) in all.enumerated() {
                    writer.line("    \(label): \(value)" + (index == all.count - 1 ? ")" : ","))
                }
                writer.line()
            }
            writer.doc("Every row of the table, in the order the guidelines list them.")
            list("all", type: type, members.map { SwiftIdentifier.declared($0.name) }, into: &writer)
        }
    }

    private static func collections(_ context: SwiftRulebookContext, into writer: inout SwiftWriter) {
        let access = writer.access
        writer.doc("Every shortcut entry, in the order the guideline files list them.")
        writer.line("\(access)static let entries: [HIGEntry] = [")
        for (table, name) in context.entryOrder { writer.line("    \(table).\(SwiftIdentifier.declared(name)),") }
        writer.line("]")
        writer.line()
        writer.doc("The rules for defining custom shortcuts.")
        writer.line("\(access)static let rules: [HIGRule] = Rules.all")
        writer.doc("The modifier keys and their symbols.")
        writer.line("\(access)static let modifierSymbols: [HIGModifierSymbol] = ModifierSymbols.all")
        writer.doc("The key glyphs.")
        writer.line("\(access)static let keyGlyphs: [HIGKeyGlyph] = KeyGlyphs.all")
        writer.doc("The onscreen keyboard types.")
        writer.line("\(access)static let keyboardTypes: [HIGKeyboardType] = KeyboardTypes.all")
        writer.doc("The focus states.")
        writer.line("\(access)static let focusStates: [HIGFocusState] = FocusStates.all")
        writer.doc("The guideline files the constants were generated from.")
        list("sources", type: "String", context.documents.map(SwiftStringLiteral.quoted), into: &writer)
    }

    private static func list(_ name: String, type: String, _ elements: [String], into writer: inout SwiftWriter) {
        let declaration = "\(writer.access)static let \(name): [\(type)] = ["
        guard !elements.isEmpty else {
            writer.line(declaration + "]")
            return
        }
        writer.line(declaration)
        for element in elements { writer.line("    \(element),") }
        writer.line("]")
    }

    /// `HIGShortcut(.space, [.option, .command])`, with the flags the shortcut needs.
    static func shortcutExpression(_ shortcut: Shortcut) -> String {
        let modifiers = shortcut.writtenModifierNames.map { "." + $0 }.joined(separator: ", ")
        var text = "HIGShortcut(.\(SwiftCaseName.of(shortcut.key)), [\(modifiers)]"
        if shortcut.keySpelling == .upper { text += ", namesUpperCharacter: true" }
        if shortcut.acceptsAdditionalModifiers { text += ", acceptsAdditionalModifiers: true" }
        return text + ")"
    }
}

extension Shortcut {
    /// The Swift case names of the modifiers the notation writes (Shift is implied by an
    /// upper character), in canonical order.
    fileprivate var writtenModifierNames: [String] {
        modifiers.ordered.filter { keySpelling == .lower || $0 != .shift }.map(SwiftCaseName.of)
    }
}
