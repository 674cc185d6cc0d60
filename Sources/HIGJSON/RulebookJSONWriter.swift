import HIGBytes
import HIGModel

/// Writes a rulebook as `rulebook.json`: the members the model's `Codable` conformances
/// encode, with keys in code-point order and optional members left out when nil.
///
/// Written by hand rather than through `JSONEncoder`, which builds a tree of every value
/// before writing it: a guideline set of a hundred thousand entries is 60 MB of JSON. The
/// tests compare this with the `Codable` encoding, so a member added to the model cannot be
/// left out unnoticed.
struct RulebookJSONWriter {
    /// Shortcuts repeat across entries, and spelling one out takes several strings: each
    /// distinct shortcut's object is written once.
    private var shortcuts: [Shortcut.Written: [UInt8]] = [:]
    /// Entries of one file share its path and platforms: the last ones are kept.
    private var lastPlatforms: (platforms: [Platform], json: [UInt8])?
    private var lastFile: (file: String, json: [UInt8])?

    /// The depth of an entry's members: in the document object, in the entries array.
    private static let entryDepth = 3

    static func encode(_ rulebook: Rulebook) -> [UInt8] {
        JSONWriter.json(capacity: estimatedSize(of: rulebook)) { json in
            var writer = RulebookJSONWriter()
            writer.write(rulebook, into: &json)
        }
    }

    static func write(_ rulebook: Rulebook, into sink: inout ByteSink) {
        JSONWriter.write(into: &sink) { json in
            var writer = RulebookJSONWriter()
            writer.write(rulebook, into: &json)
        }
    }

    /// Roughly how many bytes the JSON takes, so its buffer is allocated once: per entry its
    /// text and the members around it, and a little for the small tables.
    private static func estimatedSize(of rulebook: Rulebook) -> Int {
        rulebook.entries.withUnsafeBufferPointer { entries in
            entries.indices.reduce(64 * 1024) { size, index in
                let entry = entries.baseAddress! + index
                let optional =
                    (entry.pointee.title?.utf8.count ?? 0) + (entry.pointee.menu?.utf8.count ?? 0)
                    + (entry.pointee.details?.utf8.count ?? 0) + 2 * (entry.pointee.givenID?.utf8.count ?? 0)
                return size + 640 + entry.pointee.action.utf8.count + entry.pointee.source.file.utf8.count
                    + entry.pointee.id.utf8.count + optional
            }
        }
    }

    private mutating func write(_ rulebook: Rulebook, into json: inout JSONWriter) {
        json.beginObject()
        json.key("$schema")
        json.string("./" + RulebookJSON.schemaFileName)
        json.key("documents")
        Self.array(rulebook.documents, into: &json) { json, document in
            json.beginObject()
            if let edition = document.edition {
                json.key("edition")
                json.string(edition)
            }
            json.key("kind")
            json.string(document.kind.rawValue)
            json.key("path")
            json.string(document.path)
            json.key("platforms")
            Self.array(document.platforms, into: &json) { $0.string($1.rawValue) }
            if let title = document.title {
                json.key("title")
                json.string(title)
            }
            json.endObject()
        }
        json.key("entries")
        json.beginArray()
        // Entries are read through a pointer: a copy of an entry retains each of its strings.
        rulebook.entries.withUnsafeBufferPointer { entries in
            for index in entries.indices {
                json.element()
                entry(entries.baseAddress! + index, into: &json)
            }
        }
        json.endArray()
        json.key("focusStates")
        Self.array(rulebook.focusStates, into: &json) { json, row in
            json.beginObject()
            json.key("description")
            json.string(row.description)
            json.key("source")
            location(row.source, into: &json)
            json.key("state")
            json.string(row.state.rawValue)
            json.endObject()
        }
        json.key("formatVersion")
        json.integer(RulebookJSON.formatVersion)
        json.key("keyGlyphs")
        Self.array(rulebook.keyGlyphs, into: &json) { json, row in
            json.beginObject()
            json.key("codePoint")
            json.string(row.codePoint)
            json.key("glyph")
            json.string(row.glyph)
            json.key("key")
            json.string(row.key.rawValue)
            json.key("source")
            location(row.source, into: &json)
            json.endObject()
        }
        json.key("keyboardTypes")
        Self.array(rulebook.keyboardTypes, into: &json) { json, row in
            json.beginObject()
            json.key("description")
            json.string(row.description)
            json.key("source")
            location(row.source, into: &json)
            json.key("type")
            json.string(row.type.rawValue)
            json.endObject()
        }
        json.key("modifierSymbols")
        Self.array(rulebook.modifierSymbols, into: &json) { json, row in
            json.beginObject()
            json.key("codePoint")
            json.string(row.codePoint)
            json.key("glyph")
            json.string(row.glyph)
            json.key("modifier")
            json.string(row.modifier.rawValue)
            json.key("source")
            location(row.source, into: &json)
            json.key("usage")
            json.string(row.usage)
            json.endObject()
        }
        json.key("rules")
        Self.array(rulebook.rules, into: &json) { json, row in
            json.beginObject()
            json.key("guidance")
            json.string(row.guidance)
            json.key("id")
            json.string(row.id.rawValue)
            json.key("source")
            location(row.source, into: &json)
            json.key("title")
            json.string(row.title)
            json.endObject()
        }
        json.endObject()
        json.finish()
    }

    private mutating func entry(_ entry: UnsafePointer<Entry>, into json: inout JSONWriter) {
        json.beginObject()
        json.key("action")
        json.string(entry.pointee.action)
        if let availability = entry.pointee.availability {
            json.key("availability")
            self.availability(availability, into: &json)
        }
        optional("details", entry.pointee.details, into: &json)
        optional("givenID", entry.pointee.givenID, into: &json)
        json.key("id")
        json.string(entry.pointee.id)
        optional("menu", entry.pointee.menu, into: &json)
        json.key("platforms")
        platforms(entry.pointee.platforms, into: &json)
        json.key("shortcut")
        shortcut(entry.pointee.shortcut, into: &json)
        json.key("source")
        location(entry.pointee.source, into: &json)
        json.key("table")
        json.string(entry.pointee.table.rawValue)
        optional("title", entry.pointee.title, into: &json)
        if let usedBy = entry.pointee.usedBy {
            json.key("usedBy")
            json.string(usedBy.rawValue)
        }
        json.endObject()
    }

    /// What today's system does with a system row's shortcut, and the public page that says so.
    private mutating func availability(_ availability: Availability, into json: inout JSONWriter) {
        json.beginObject()
        json.key("location")
        location(availability.location, into: &json)
        optional("note", availability.note, into: &json)
        optional("setting", availability.status.setting, into: &json)
        optional("source", availability.source, into: &json)
        json.key("status")
        json.string(availability.status.name)
        json.endObject()
    }

    private func optional(_ key: StaticString, _ value: String?, into json: inout JSONWriter) {
        guard let value else { return }
        json.key(key)
        json.string(value)
    }

    private mutating func platforms(_ platforms: [Platform], into json: inout JSONWriter) {
        if let last = lastPlatforms, last.platforms == platforms {
            json.raw(last.json)
            return
        }
        let piece = JSONWriter.json(capacity: 32 * platforms.count + 16, depth: Self.entryDepth) { json in
            Self.array(platforms, into: &json) { $0.string($1.rawValue) }
        }
        lastPlatforms = (platforms, piece)
        json.raw(piece)
    }

    private mutating func shortcut(_ shortcut: Shortcut, into json: inout JSONWriter) {
        let written = shortcut.written
        if let known = shortcuts[written] {
            json.raw(known)
            return
        }
        let piece = JSONWriter.json(capacity: 512, depth: Self.entryDepth) { json in
            json.beginObject()
            json.key("acceptsAdditionalModifiers")
            json.bool(shortcut.acceptsAdditionalModifiers)
            json.key("glyphs")
            json.string(shortcut.glyphs)
            // The key's place, by the ids apps and the web use (see KeyCode).
            json.key("hidUsage")
            json.integer(Int(shortcut.key.code.hidUsage))
            json.key("key")
            json.string(shortcut.key.rawValue)
            json.key("keyCode")
            json.string(shortcut.key.code.rawValue)
            json.key("keySpelling")
            json.string(shortcut.keySpelling.rawValue)
            if let macKeyCode = shortcut.key.code.macKeyCode {
                json.key("macKeyCode")
                json.integer(Int(macKeyCode))
            }
            json.key("modifiers")
            Self.array(shortcut.modifiers.ordered, into: &json) { $0.string($1.rawValue) }
            json.key("words")
            json.string(shortcut.words)
            json.endObject()
        }
        shortcuts[written] = piece
        json.raw(piece)
    }

    private mutating func location(_ location: SourceLocation, into json: inout JSONWriter) {
        json.beginObject()
        if let column = location.column {
            json.key("column")
            json.integer(column)
        }
        json.key("file")
        if let last = lastFile, last.file == location.file {
            json.raw(last.json)
        } else {
            let piece = JSONWriter.json(capacity: 2 * location.file.utf8.count + 2) { $0.string(location.file) }
            lastFile = (location.file, piece)
            json.raw(piece)
        }
        if let line = location.line {
            json.key("line")
            json.integer(line)
        }
        json.endObject()
    }

    private static func array<Element>(
        _ elements: [Element], into json: inout JSONWriter, _ write: (inout JSONWriter, Element) -> Void
    ) {
        json.beginArray()
        for element in elements {
            json.element()
            write(&json, element)
        }
        json.endArray()
    }
}
