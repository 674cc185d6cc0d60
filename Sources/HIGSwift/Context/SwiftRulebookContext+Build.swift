import HIGModel

extension SwiftRulebookContext {
    /// Names and sorts everything in `rulebook` for the renderer.
    public init(_ rulebook: Rulebook, options: SwiftOptions = SwiftOptions()) {
        var diagnostics: [Diagnostic] = []
        let display = { (location: SourceLocation) -> String in
            var text = DisplayPath.relative(location.file, to: options.sourceRoot)
            if let line = location.line { text += ":\(line)" }
            return text
        }
        documents = rulebook.documents.map { DisplayPath.relative($0.path, to: options.sourceRoot) }

        let sortedEntries = Self.sorted(rulebook.entries, by: \.source)
        var tables: [Table] = []
        var names: [Entry: [String]] = [:]
        for kind in TableKind.allCases {
            let typeName = SwiftIdentifier.upperCamelCase(SwiftIdentifier.words(in: SwiftCaseName.of(kind)))
            let entries = sortedEntries.filter { $0.table == kind }
            let resolver = NameResolver(taken: ["all"], namespace: "HIG.\(typeName)")
            let resolved = resolver.resolve(
                entries.map { entry in
                    NameResolver.Candidate(
                        explicit: entry.id, derived: ActionName.derive(from: entry.action),
                        qualifier: SwiftIdentifier.words(in: entry.shortcut.words), source: entry.source)
                }, into: &diagnostics)
            let members = zip(entries, resolved).map { entry, name in
                names[entry, default: []].append(name)
                return EntryMember(
                    name: name, id: SwiftCaseName.of(kind) + "." + name, entry: entry,
                    discoverabilityTitle: entry.title ?? Self.title(from: entry.action), source: display(entry.source))
            }
            tables.append(Table(kind: kind, typeName: typeName, members: members))
        }
        self.tables = tables
        // Identical rows (a duplicate the compiler warned about) take their names in order.
        var handedOut: [Entry: Int] = [:]
        entryOrder = sortedEntries.map { entry in
            let typeName = tables.first { $0.kind == entry.table }!.typeName
            let position = handedOut[entry, default: 0]
            handedOut[entry] = position + 1
            return (typeName, names[entry]![position])
        }

        rules = Self.members(
            rulebook.rules, namespace: "HIG.Rules", display: display, diagnostics: &diagnostics, source: \.source
        ) { $0.id.rawValue }
        modifierSymbols = Self.members(
            rulebook.modifierSymbols, namespace: "HIG.ModifierSymbols", display: display, diagnostics: &diagnostics,
            source: \.source
        ) { SwiftCaseName.of($0.modifier) }
        keyGlyphs = Self.members(
            rulebook.keyGlyphs, namespace: "HIG.KeyGlyphs", display: display, diagnostics: &diagnostics, source: \.source
        ) { SwiftCaseName.of($0.key) }
        keyboardTypes = Self.members(
            rulebook.keyboardTypes, namespace: "HIG.KeyboardTypes", display: display, diagnostics: &diagnostics,
            source: \.source
        ) { SwiftCaseName.of($0.type) }
        focusStates = Self.members(
            rulebook.focusStates, namespace: "HIG.FocusStates", display: display, diagnostics: &diagnostics,
            source: \.source
        ) { SwiftCaseName.of($0.state) }
        self.diagnostics = diagnostics.sorted { ($0.location, $0.severity, $0.id) < ($1.location, $1.severity, $1.id) }
    }

    /// A short title from an action: the action without its final period, as titles in
    /// menus and the iPad shortcut interface have none.
    static func title(from action: String) -> String {
        var title = Substring(action)
        while let last = title.last, last == "." || last == " " { title.removeLast() }
        return title.isEmpty ? action : String(title)
    }

    /// Rows of a non-shortcut table, sorted by source and named from `name`.
    private static func members<Value: Sendable & Equatable>(
        _ values: [Value], namespace: String, display: (SourceLocation) -> String, diagnostics: inout [Diagnostic],
        source: KeyPath<Value, SourceLocation>, name: (Value) -> String
    ) -> [Member<Value>] {
        let sortedValues = sorted(values, by: source)
        let resolver = NameResolver(taken: ["all"], namespace: namespace)
        let names = resolver.resolve(
            sortedValues.map { value in
                let words = SwiftIdentifier.words(in: name(value))
                return NameResolver.Candidate(
                    explicit: nil, derived: SwiftIdentifier.lowerCamelCase(words), qualifier: [],
                    source: value[keyPath: source])
            }, into: &diagnostics)
        return zip(sortedValues, names).map { Member(name: $1, value: $0, source: display($0[keyPath: source])) }
    }

    /// Sorted by source location; rows from the same place keep their order.
    private static func sorted<Value>(_ values: [Value], by source: KeyPath<Value, SourceLocation>) -> [Value] {
        values.enumerated().sorted { ($0.element[keyPath: source], $0.offset) < ($1.element[keyPath: source], $1.offset) }
            .map(\.element)
    }
}
