import HIGBytes
import HIGModel

/// Writes `enum HIG`: one nested enum per table with a documented constant per entry and an
/// `all` list, the other tables' rows, the collections over everything, and the lookups.
enum RulebookRenderer {
    static func render(_ context: SwiftRulebookContext, into writer: inout SwiftWriter) {
        var shortcuts = ShortcutMemo(ShortcutCode.init)
        if context.hasGuidelines || context.namespace == nil {
            renderHIG(context, shortcuts: &shortcuts, into: &writer)
        }
        if let namespace = context.namespace, let table = context.tables.first(where: context.isInNamespace) {
            if context.hasGuidelines { writer.line() }
            renderNamespace(namespace, table, shortcuts: &shortcuts, into: &writer)
        }
    }

    /// `enum HIG`: the guidelines, and the app's rows when they have no namespace of their own.
    private static func renderHIG(
        _ context: SwiftRulebookContext, shortcuts: inout ShortcutMemo<ShortcutCode>, into writer: inout SwiftWriter
    ) {
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
            for table in context.tables where !context.isInNamespace(table) {
                render(table, shortcuts: &shortcuts, into: &writer)
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

    /// The app's own rows as a top-level enum: a constant each, `entries` and `entry(id:)`.
    private static func renderNamespace(
        _ namespace: String, _ table: SwiftRulebookContext.Table, shortcuts: inout ShortcutMemo<ShortcutCode>,
        into writer: inout SwiftWriter
    ) {
        let access = writer.access
        writer.doc(
            """
            The app's keyboard shortcuts, generated by hig-gen from its shortcut table, each checked against \
            the shortcuts the system reserves. Attach one with `.keyboardShortcut(\(namespace).<name>)` in \
            SwiftUI, `keyCommand(action:)` in UIKit or `menuItem(action:)` in AppKit.
            """)
        writer.block("\(access)enum \(namespace)") { writer in
            constants(of: table, shortcuts: &shortcuts, into: &writer)
            writer.doc("Every shortcut of the table, in the order it lists them.")
            list("entries", type: "HIGEntry", count: table.positions.count, into: &writer) { writer, index in
                writer.write(text: SwiftIdentifier.declared(table.rows.names[table.positions[index]]))
            }
            writer.line()
            writer.doc("The shortcut with a stable ``HIGEntry/id``, such as its `ID` cell.")
            writer.block("\(access)static func entry(id: String) -> HIGEntry?") { writer in
                writer.line("entries.first { $0.id == id }")
            }
        }
    }

    private static func render(
        _ table: SwiftRulebookContext.Table, shortcuts: inout ShortcutMemo<ShortcutCode>,
        into writer: inout SwiftWriter
    ) {
        let access = writer.access
        let reserved = table.kind.isReserved ? " Apps must not give these shortcuts another meaning." : ""
        writer.doc("\(table.kind.title).\(reserved)")
        writer.block("\(access)enum \(table.typeName)") { writer in
            constants(of: table, shortcuts: &shortcuts, into: &writer)
            writer.doc("Every entry of the table, in the order the guidelines list them.")
            list("all", type: "HIGEntry", count: table.positions.count, into: &writer) { writer, index in
                writer.write(text: SwiftIdentifier.declared(table.rows.names[table.positions[index]]))
            }
        }
    }

    /// The documented constant of each of the table's entries.
    private static func constants(
        of table: SwiftRulebookContext.Table, shortcuts: inout ShortcutMemo<ShortcutCode>, into writer: inout SwiftWriter
    ) {
        var entries = EntryRenderer(tableCase: SwiftCaseName.of(table.kind), indent: writer.indent, access: writer.access)
        let rows = table.rows
        // Entries are read through a pointer: a copy of an entry retains each of its strings.
        rows.entries.withUnsafeBufferPointer { buffer in
            rows.names.withUnsafeBufferPointer { names in
                rows.files.withUnsafeBufferPointer { files in
                    for position in table.positions {
                        entries.render(
                            buffer.baseAddress! + position, name: names[position], file: files[position],
                            shortcuts: &shortcuts, into: &writer)
                    }
                }
            }
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
            list("all", type: type, count: members.count, into: &writer) { writer, index in
                writer.write(text: SwiftIdentifier.declared(members[index].name))
            }
        }
    }

    private static func collections(_ context: SwiftRulebookContext, into writer: inout SwiftWriter) {
        let access = writer.access
        writer.doc("Every shortcut entry, in the order the guideline files list them.")
        writer.line("\(access)static let entries: [HIGEntry] = [")
        let typeNames = context.tables.map(\.typeName)
        let outside = context.tables.map(context.isInNamespace)
        context.rows.tables.withUnsafeBufferPointer { tables in
            context.rows.names.withUnsafeBufferPointer { names in
                for position in tables.indices where !outside[tables[position]] {
                    writer.start("    ")
                    writer.write(text: typeNames[tables[position]])
                    writer.write(".")
                    writer.write(text: SwiftIdentifier.declared(names[position]))
                    writer.end(",")
                }
            }
        }
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
        list("sources", type: "String", count: context.documents.count, into: &writer) { writer, index in
            writer.writeQuoted(context.documents[index])
        }
    }

    /// `static let name: [Type] = [` with `count` elements, one a line, that `element` writes.
    private static func list(
        _ name: String, type: String, count: Int, into writer: inout SwiftWriter,
        _ element: (inout SwiftWriter, Int) -> Void
    ) {
        let declaration = "\(writer.access)static let \(name): [\(type)] = ["
        guard count > 0 else {
            writer.line(declaration + "]")
            return
        }
        writer.line(declaration)
        for index in 0..<count {
            writer.start("    ")
            element(&writer, index)
            writer.end(",")
        }
        writer.line("]")
    }
}
