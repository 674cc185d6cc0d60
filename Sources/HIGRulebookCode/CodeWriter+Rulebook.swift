import Foundation
import HIGModel

// Every stored field of the rulebook's values, in one order that CodeReader+Rulebook.swift
// reads back. A field added to a value and not here makes the built-in rulebook test fail
// (the loaded rulebook must equal Content/ compiled).
extension CodeWriter {
    mutating func rulebook(_ rulebook: Rulebook) {
        array(rulebook.documents) { $0.document($1) }
        array(rulebook.entries) { $0.entry($1) }
        array(rulebook.modifierSymbols) { writer, symbol in
            writer.string(symbol.modifier.rawValue)
            writer.string(symbol.glyph)
            writer.string(symbol.codePoint)
            writer.string(symbol.usage)
            writer.location(symbol.source)
        }
        array(rulebook.keyGlyphs) { writer, glyph in
            writer.string(glyph.key.rawValue)
            writer.string(glyph.glyph)
            writer.string(glyph.codePoint)
            writer.location(glyph.source)
        }
        array(rulebook.rules) { writer, rule in
            writer.string(rule.id.rawValue)
            writer.string(rule.title)
            writer.string(rule.guidance)
            writer.location(rule.source)
        }
        array(rulebook.keyboardTypes) { writer, row in
            writer.string(row.type.rawValue)
            writer.string(row.description)
            writer.location(row.source)
        }
        array(rulebook.focusStates) { writer, row in
            writer.string(row.state.rawValue)
            writer.string(row.description)
            writer.location(row.source)
        }
    }

    mutating func document(_ document: Rulebook.Document) {
        string(document.path)
        optional(document.title) { $0.string($1) }
        array(document.platforms) { $0.string($1.rawValue) }
        string(document.kind.rawValue)
        optional(document.edition) { $0.string($1) }
    }

    mutating func entry(_ entry: Entry) {
        string(entry.shortcut.key.rawValue)
        int(Int(entry.shortcut.modifiers.rawValue))
        string(entry.shortcut.keySpelling.rawValue)
        bool(entry.shortcut.acceptsAdditionalModifiers)
        string(entry.action)
        string(entry.table.rawValue)
        array(entry.platforms) { $0.string($1.rawValue) }
        location(entry.source)
        string(entry.id)
        optional(entry.givenID) { $0.string($1) }
        optional(entry.title) { $0.string($1) }
        optional(entry.usedBy) { $0.string($1.rawValue) }
        optional(entry.menu) { $0.string($1) }
        optional(entry.details) { $0.string($1) }
        // Only app tables written by `init --from` have one: kept as its JSON, read rarely.
        optional(entry.placement) { writer, placement in
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            writer.string(String(decoding: (try? encoder.encode(placement)) ?? Data(), as: UTF8.self))
        }
        optional(entry.availability) { writer, availability in
            writer.string(availability.status.name)
            writer.optional(availability.status.setting) { $0.string($1) }
            writer.optional(availability.source) { $0.string($1) }
            writer.optional(availability.note) { $0.string($1) }
            writer.location(availability.location)
        }
    }

    mutating func location(_ location: SourceLocation) {
        string(location.file)
        optional(location.line) { $0.int($1) }
        optional(location.column) { $0.int($1) }
    }

    mutating func diagnostic(_ diagnostic: Diagnostic) {
        string(diagnostic.severity.rawValue)
        string(diagnostic.id)
        string(diagnostic.message)
        location(diagnostic.location)
        int(diagnostic.length)
        array(diagnostic.fixIts) { writer, fixIt in
            writer.location(fixIt.location)
            writer.int(fixIt.length)
            writer.string(fixIt.replacement)
        }
        array(diagnostic.notes) { writer, note in
            writer.string(note.message)
            writer.optional(note.location) { $0.location($1) }
        }
    }
}
