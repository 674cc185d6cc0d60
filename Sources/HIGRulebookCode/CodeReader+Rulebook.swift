import Foundation
import HIGModel

// Reads back, field by field, what CodeWriter+Rulebook.swift writes. Fields a value derives
// in its initializer (a symbol's glyph) are still read, so the value is the one compiled.
extension CodeReader {
    mutating func rulebook() throws -> Rulebook {
        let documents = try array { try $0.document() }
        let entries = try array { try $0.entry() }
        let modifierSymbols = try array { reader in
            var symbol = ModifierSymbol(
                modifier: try reader.named(Modifier.self), usage: "", source: SourceLocation(file: ""))
            symbol.glyph = try reader.string()
            symbol.codePoint = try reader.string()
            symbol.usage = try reader.string()
            symbol.source = try reader.location()
            return symbol
        }
        let keyGlyphs = try array { reader in
            let key = try reader.named(Key.self)
            let (glyph, codePoint) = (try reader.string(), try reader.string())
            guard var keyGlyph = KeyGlyph(key: key, source: try reader.location()) else { throw Malformed() }
            keyGlyph.glyph = glyph
            keyGlyph.codePoint = codePoint
            return keyGlyph
        }
        let rules = try array { reader in
            CustomShortcutRule(
                id: try reader.named(CustomShortcutRule.ID.self), title: try reader.string(),
                guidance: try reader.string(), source: try reader.location())
        }
        let keyboardTypes = try array { reader in
            KeyboardTypeEntry(
                type: try reader.named(KeyboardType.self), description: try reader.string(),
                source: try reader.location())
        }
        let focusStates = try array { reader in
            FocusStateEntry(
                state: try reader.named(FocusState.self), description: try reader.string(),
                source: try reader.location())
        }
        return Rulebook(
            documents: documents, entries: entries, modifierSymbols: modifierSymbols, keyGlyphs: keyGlyphs,
            rules: rules, keyboardTypes: keyboardTypes, focusStates: focusStates)
    }

    mutating func document() throws -> Rulebook.Document {
        Rulebook.Document(
            path: try string(), title: try optional { try $0.string() },
            platforms: try array { try $0.named(Platform.self) }, kind: try named(Rulebook.Document.Kind.self),
            edition: try optional { try $0.string() })
    }

    mutating func entry() throws -> Entry {
        let shortcut = Shortcut(
            key: try named(Key.self), modifiers: ModifierSet(rawValue: UInt8(truncatingIfNeeded: try int())),
            keySpelling: try named(Shortcut.KeySpelling.self), acceptsAdditionalModifiers: try bool())
        let (action, table, platforms) = (try string(), try named(TableKind.self), try array { try $0.named(Platform.self) })
        let (source, id, givenID) = (try location(), try string(), try optional { try $0.string() })
        var entry = Entry(
            shortcut: shortcut, action: action, table: table, platforms: platforms, source: source, id: givenID,
            title: try optional { try $0.string() }, usedBy: try optional { try $0.named(Entry.Scope.self) },
            menu: try optional { try $0.string() }, details: try optional { try $0.string() }, derivedID: id,
            placement: try optional { reader in
                try JSONDecoder().decode(CommandPlacement.self, from: Data(try reader.string().utf8))
            })
        // The compiler may have made a given id unique ("…-2"): the id compiled stands.
        entry.id = id
        entry.availability = try optional { reader in
            let name = try reader.string()
            guard let status = Availability.Status(name: name, setting: try reader.optional { try $0.string() }) else {
                throw Malformed()
            }
            return Availability(
                status: status, source: try reader.optional { try $0.string() },
                note: try reader.optional { try $0.string() }, location: try reader.location())
        }
        return entry
    }

    mutating func location() throws -> SourceLocation {
        SourceLocation(file: try string(), line: try optional { try $0.int() }, column: try optional { try $0.int() })
    }

    mutating func diagnostic() throws -> Diagnostic {
        Diagnostic(
            try named(Diagnostic.Severity.self), try string(), try string(), at: try location(), length: try int(),
            fixIts: try array { reader in
                FixIt(at: try reader.location(), length: try reader.int(), replacement: try reader.string())
            },
            notes: try array { reader in
                Diagnostic.Note(try reader.string(), at: try reader.optional { try $0.location() })
            })
    }
}
