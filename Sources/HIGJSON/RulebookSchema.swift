import HIGModel

/// The JSON Schema (draft 2020-12) of `rulebook.json`, built from the model's own lists of
/// keys, modifiers, tables and platforms, so the two cannot drift apart.
public enum RulebookSchema {
    /// The schema's JSON, laid out as `rulebook.json` is.
    public static func encode() throws -> [UInt8] {
        JSONWriter.json(capacity: 16 * 1024) { json in
            schema.write(to: &json)
            json.finish()
        }
    }

    static var schema: JSONValue {
        [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": .string("urn:hig-gen:rulebook:\(RulebookJSON.formatVersion)"),
            "title": "hig-gen rulebook",
            "description": "Keyboard-shortcut guidelines compiled by hig-gen from Markdown.",
            "type": "object",
            "additionalProperties": false,
            "required": [
                "$schema", "formatVersion", "documents", "entries", "modifierSymbols", "keyGlyphs", "rules",
                "keyboardTypes", "focusStates",
            ],
            "properties": [
                "$schema": ["type": "string"],
                "formatVersion": ["const": .integer(RulebookJSON.formatVersion)],
                "documents": list("document"),
                "entries": list("entry"),
                "modifierSymbols": list("modifierSymbol"),
                "keyGlyphs": list("keyGlyph"),
                "rules": list("rule"),
                "keyboardTypes": list("keyboardType"),
                "focusStates": list("focusState"),
            ],
            "$defs": definitions,
        ]
    }

    private static var definitions: JSONValue {
        [
            "text": ["type": "string", "minLength": 1],
            "location": object(
                required: ["file"],
                ["file": ref("text"), "line": ["type": "integer", "minimum": 1], "column": ["type": "integer", "minimum": 1]]),
            "platform": names(Platform.allCases.map(\.rawValue)),
            "modifier": names(Modifier.allCases.map(\.rawValue)),
            "key": names(Key.allCases.map(\.rawValue)),
            "table": names(TableKind.allCases.map(\.rawValue)),
            "codePoint": ["type": "string", "pattern": "^U\\+[0-9A-F]{4,6}( U\\+[0-9A-F]{4,6})*$"],
            "document": object(
                required: ["path", "platforms", "kind"],
                [
                    "path": ref("text"), "title": ref("text"), "platforms": platforms,
                    "kind": names(Rulebook.Document.Kind.allCases.map(\.rawValue)), "edition": ref("text"),
                ]),
            "shortcut": object(
                required: [
                    "words", "glyphs", "key", "modifiers", "keySpelling", "acceptsAdditionalModifiers", "keyCode", "hidUsage",
                ],
                [
                    "words": ref("text"), "glyphs": ref("text"), "key": ref("key"),
                    // The key's place: KeyboardEvent.code on a US keyboard, USB HID usage
                    // (page << 16 | usage), macOS virtual key code (absent for Eject).
                    "keyCode": names(KeyCode.allCases.map(\.rawValue)),
                    "hidUsage": ["type": "integer", "minimum": 0, "maximum": 0xFFFF_FFFF],
                    "macKeyCode": ["type": "integer", "minimum": 0, "maximum": 127],
                    "modifiers": ["type": "array", "items": ref("modifier"), "uniqueItems": true, "maxItems": 4],
                    "keySpelling": names(["lower", "upper"]),
                    "acceptsAdditionalModifiers": ["type": "boolean"],
                ]),
            "entry": object(
                required: ["id", "shortcut", "action", "table", "platforms", "source"],
                [
                    // Stable: the ID column's text, else "table.shortcut-slug"; unique in a rulebook.
                    "id": ref("text"), "givenID": ref("text"),
                    "shortcut": ref("shortcut"), "action": ref("text"), "table": ref("table"), "platforms": platforms,
                    "source": ref("location"), "title": ref("text"), "menu": ref("text"), "details": ref("text"),
                    // Present only when the table has a `Used by` column; see Entry.scope.
                    "usedBy": names(Entry.Scope.allCases.map(\.rawValue)),
                    // What today's system does with a system row's shortcut (Docs/CurrentSystems.md).
                    "availability": ref("availability"),
                ]),
            "availability": object(
                required: ["status", "location"],
                [
                    "status": names(Availability.Status.names), "setting": ref("text"), "source": ref("text"),
                    "note": ref("text"), "location": ref("location"),
                ]),
            "modifierSymbol": object(
                required: ["modifier", "glyph", "codePoint", "usage", "source"],
                [
                    "modifier": ref("modifier"), "glyph": ref("text"), "codePoint": ref("codePoint"), "usage": ref("text"),
                    "source": ref("location"),
                ]),
            "keyGlyph": object(
                required: ["key", "glyph", "codePoint", "source"],
                ["key": ref("key"), "glyph": ref("text"), "codePoint": ref("codePoint"), "source": ref("location")]),
            "rule": object(
                required: ["id", "title", "guidance", "source"],
                [
                    "id": names(CustomShortcutRule.ID.allCases.map(\.rawValue)), "title": ref("text"),
                    "guidance": ref("text"), "source": ref("location"),
                ]),
            "keyboardType": object(
                required: ["type", "description", "source"],
                ["type": names(KeyboardType.allCases.map(\.rawValue)), "description": ref("text"), "source": ref("location")]),
            "focusState": object(
                required: ["state", "description", "source"],
                ["state": names(FocusState.allCases.map(\.rawValue)), "description": ref("text"), "source": ref("location")]),
        ]
    }

    private static var platforms: JSONValue {
        ["type": "array", "items": ref("platform"), "uniqueItems": true]
    }

    private static func object(required: [String], _ properties: [String: JSONValue]) -> JSONValue {
        [
            "type": "object", "additionalProperties": false, "required": .array(required.map(JSONValue.string)),
            "properties": .object(properties),
        ]
    }

    private static func list(_ definition: String) -> JSONValue {
        ["type": "array", "items": ref(definition)]
    }

    private static func ref(_ definition: String) -> JSONValue {
        ["$ref": .string("#/$defs/\(definition)")]
    }

    private static func names(_ values: [String]) -> JSONValue {
        ["enum": .array(values.map(JSONValue.string))]
    }
}
