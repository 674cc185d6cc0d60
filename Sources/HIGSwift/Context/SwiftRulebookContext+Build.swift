import HIGBytes
import HIGModel

extension SwiftRulebookContext {
    /// Names and sorts everything in `rulebook` for the renderer.
    public init(_ rulebook: Rulebook, options: SwiftOptions = SwiftOptions()) {
        var diagnostics: [Diagnostic] = []
        var locations = DisplayPath.Locations(root: options.sourceRoot)
        documents = rulebook.documents.map { locations.path($0.path) }

        let sortedEntries = Self.sorted(rulebook.entries) { $0.source }
        let kinds = TableKind.allCases
        // Each entry's table, and the positions in `sortedEntries` of each table's entries.
        let tableOf = sortedEntries.withUnsafeBufferPointer { buffer in
            buffer.indices.map { kinds.firstIndex(of: buffer.baseAddress![$0].table)! }
        }
        var positions = [[Int]](repeating: [], count: kinds.count)
        for (position, table) in tableOf.enumerated() { positions[table].append(position) }

        var names = [String](repeating: "", count: sortedEntries.count)
        var tableNames: [(caseName: String, typeName: String)] = []
        // Entries are read through a pointer: a copy of an entry retains each of its strings.
        sortedEntries.withUnsafeBufferPointer { entries in
            for (kind, positions) in zip(kinds, positions) {
                let caseName = SwiftCaseName.of(kind)
                // An app's own rows go into its namespace, a top-level enum, when one is named.
                let ownEnum = kind == .custom ? options.namespace : nil
                let typeName = ownEnum ?? SwiftIdentifier.upperCamelCase(SwiftIdentifier.words(in: caseName))
                tableNames.append((caseName, typeName))
                let resolver = NameResolver(
                    taken: ownEnum == nil ? ["all"] : ["all", "entries", "entry"],
                    namespace: ownEnum ?? "HIG.\(typeName)")
                let resolved = resolver.resolve(
                    positions.map { position in
                        // Named after the ID, else the title a menu shows, else the action.
                        NameResolver.Candidate(
                            explicit: entries[position].givenID,
                            derived: Self.name(fromTitle: entries[position].title)
                                ?? ActionName.derive(from: entries[position].action))
                    },
                    details: NameResolver.Details(
                        qualifier: { SwiftIdentifier.words(in: entries[positions[$0]].shortcut.words) },
                        source: { entries[positions[$0]].source }),
                    into: &diagnostics)
                for (position, name) in zip(positions, resolved) { names[position] = name }
            }
        }
        let files = sortedEntries.withUnsafeBufferPointer { buffer in
            buffer.indices.map { locations.path(buffer.baseAddress![$0].source.file) }
        }
        let rows = Rows(entries: sortedEntries, names: names, files: files, tables: tableOf)
        self.rows = rows
        namespace = options.namespace
        tables = kinds.indices.map { index in
            Table(
                kind: kinds[index], typeName: tableNames[index].typeName, caseName: tableNames[index].caseName,
                positions: positions[index], rows: rows)
        }

        rules = Self.members(
            rulebook.rules, namespace: "HIG.Rules", locations: &locations, diagnostics: &diagnostics, source: \.source
        ) { $0.id.rawValue }
        modifierSymbols = Self.members(
            rulebook.modifierSymbols, namespace: "HIG.ModifierSymbols", locations: &locations, diagnostics: &diagnostics,
            source: \.source
        ) { SwiftCaseName.of($0.modifier) }
        keyGlyphs = Self.members(
            rulebook.keyGlyphs, namespace: "HIG.KeyGlyphs", locations: &locations, diagnostics: &diagnostics,
            source: \.source
        ) { SwiftCaseName.of($0.key) }
        keyboardTypes = Self.members(
            rulebook.keyboardTypes, namespace: "HIG.KeyboardTypes", locations: &locations, diagnostics: &diagnostics,
            source: \.source
        ) { SwiftCaseName.of($0.type) }
        focusStates = Self.members(
            rulebook.focusStates, namespace: "HIG.FocusStates", locations: &locations, diagnostics: &diagnostics,
            source: \.source
        ) { SwiftCaseName.of($0.state) }
        self.diagnostics = diagnostics.sorted { ($0.location, $0.severity, $0.id) < ($1.location, $1.severity, $1.id) }
    }

    /// A name from a menu title: every word of it, as titles are short and each word counts
    /// ("Zoom In" is `zoomIn`, "Save As" `saveAs`); nil without a title or words.
    static func name(fromTitle title: String?) -> String? {
        guard let title else { return nil }
        let words = SwiftIdentifier.words(in: title)
        return words.isEmpty ? nil : SwiftIdentifier.lowerCamelCase(words)
    }

    /// A short title from an action: the action without its final periods and spaces, as
    /// titles in menus and the iPad shortcut interface have none.
    static func title(from action: String) -> String {
        if let length = titleLength(of: action) {
            return length == action.utf8.count ? action : String(action.utf8.prefix(length))!
        }
        var title = Substring(action)
        while let last = title.last, last == "." || last == " " { title.removeLast() }
        return title.isEmpty ? action : String(title)
    }

    /// How many bytes of `action` ``title(from:)`` keeps, worked out on bytes; nil when that
    /// must be decided on characters: a period after a non-ASCII scalar may belong to its
    /// character (after a prepended mark).
    static func titleLength(of action: String) -> Int? {
        UTF8Bytes.withUTF8(action) { utf8 in
            var end = utf8.count
            while end > 0, utf8[end - 1] == UInt8(ascii: ".") || utf8[end - 1] == UTF8Bytes.space { end -= 1 }
            if end == 0 { return utf8.count }
            return end < utf8.count && utf8[end - 1] >= 0x80 ? nil : end
        }
    }

    /// Rows of a non-shortcut table, sorted by source and named from `name`.
    private static func members<Value: Sendable & Equatable>(
        _ values: [Value], namespace: String, locations: inout DisplayPath.Locations, diagnostics: inout [Diagnostic],
        source: KeyPath<Value, SourceLocation>, name: (Value) -> String
    ) -> [Member<Value>] {
        let sortedValues = sorted(values) { $0[keyPath: source] }
        let resolver = NameResolver(taken: ["all"], namespace: namespace)
        let names = resolver.resolve(
            sortedValues.map { value in
                NameResolver.Candidate(
                    explicit: nil, derived: SwiftIdentifier.lowerCamelCase(SwiftIdentifier.words(in: name(value))))
            },
            details: NameResolver.Details(qualifier: { _ in [] }, source: { sortedValues[$0][keyPath: source] }),
            into: &diagnostics)
        return zip(sortedValues, names).map { Member(name: $1, value: $0, source: locations($0[keyPath: source])) }
    }

    /// Sorted by source location; rows from the same place keep their order. The compiler
    /// hands rows over in source order, so that is checked first, in one pass.
    static func sorted<Value>(_ values: [Value], by source: (Value) -> SourceLocation) -> [Value] {
        let inOrder = values.withUnsafeBufferPointer { values in
            values.indices.dropFirst().allSatisfy { !(source(values.baseAddress![$0]) < source(values.baseAddress![$0 - 1])) }
        }
        if inOrder { return values }
        return values.enumerated().sorted { (source($0.element), $0.offset) < (source($1.element), $1.offset) }
            .map(\.element)
    }
}
