import HIGCommandCatalog
import HIGLint
import HIGModel

extension SARIFLog {
    /// Turns byte columns into code-point columns: given a location and a byte length, the
    /// start column and the column just past the end, or nil when the line cannot be read.
    public typealias ColumnConverter = (SourceLocation, Int) -> (start: Int, end: Int)?

    /// A log of one run with every rule (and any other diagnostic id that occurs, such as a
    /// manifest's `shortcut.unknown-key`, described from the diagnostics catalog) and one
    /// result per diagnostic.
    public init(diagnostics: [Diagnostic], columns: ColumnConverter) {
        var descriptors = LintRule.all.map { rule in
            ReportingDescriptor(
                id: rule.id.rawValue, name: Self.pascalCase(rule.id.rawValue), shortDescription: Message(text: rule.summary),
                fullDescription: Message(text: rule.explanation),
                defaultConfiguration: Configuration(level: Self.level(rule.defaultSeverity)),
                properties: Properties(guideline: rule.guideline?.rawValue))
        }
        for diagnostic in diagnostics where !descriptors.contains(where: { $0.id == diagnostic.id }) {
            let kind = DiagnosticCatalog.kind(diagnostic.id)
            descriptors.append(
                ReportingDescriptor(
                    id: diagnostic.id, name: nil, shortDescription: Message(text: kind?.summary ?? diagnostic.id),
                    fullDescription: kind.map { Message(text: $0.explanation + " " + $0.fix) },
                    defaultConfiguration: Configuration(level: Self.level(kind?.severity ?? diagnostic.severity)),
                    properties: nil))
        }
        let results = diagnostics.map { diagnostic in
            Result(
                ruleId: diagnostic.id, ruleIndex: descriptors.firstIndex { $0.id == diagnostic.id }!,
                level: Self.level(diagnostic.severity), message: Message(text: diagnostic.message),
                locations: [Location(id: nil, physicalLocation: Self.physical(diagnostic.location, diagnostic.length, columns))],
                relatedLocations: Self.related(diagnostic.notes, columns),
                fixes: diagnostic.fixIts.isEmpty ? nil : Self.fixes(diagnostic.fixIts, columns))
        }
        runs = [
            Run(
                tool: Tool(driver: Driver(name: "hig-gen", rules: descriptors)),
                results: results)
        ]
    }

    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// "some-rule-id" → "SomeRuleId", SARIF's convention for rule names.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func physical(_ location: SourceLocation, _ length: Int, _ columns: ColumnConverter) -> PhysicalLocation {
        var region: Region?
        if let line = location.line {
            let converted = location.column == nil ? nil : columns(location, length)
            region = Region(startLine: line, startColumn: converted?.start, endColumn: converted?.end)
        }
        return PhysicalLocation(artifactLocation: ArtifactLocation(uri: uri(location.file)), region: region)
    }

    static func related(_ notes: [Diagnostic.Note], _ columns: ColumnConverter) -> [Location]? {
        let located = notes.enumerated().compactMap { index, note -> Location? in
            guard let location = note.location else { return nil }
            return Location(id: index + 1, physicalLocation: physical(location, 0, columns), message: Message(text: note.message))
        }
        return located.isEmpty ? nil : located
    }

    static func fixes(_ fixIts: [FixIt], _ columns: ColumnConverter) -> [Fix] {
        var changes: [String: [Replacement]] = [:]
        var files: [String] = []
        for fixIt in fixIts {
            guard let line = fixIt.location.line, fixIt.location.column != nil,
                let converted = columns(fixIt.location, fixIt.length)
            else { continue }
            if changes[fixIt.location.file] == nil { files.append(fixIt.location.file) }
            changes[fixIt.location.file, default: []].append(
                Replacement(
                    deletedRegion: Region(startLine: line, startColumn: converted.start, endColumn: converted.end),
                    insertedContent: Message(text: fixIt.replacement)))
        }
        let artifactChanges = files.map {
            ArtifactChange(artifactLocation: ArtifactLocation(uri: uri($0)), replacements: changes[$0]!)
        }
        return artifactChanges.isEmpty
            ? [] : [Fix(description: Message(text: "Apply hig-gen's fix-it"), artifactChanges: artifactChanges)]
    }

    /// A relative path stays relative (SARIF resolves it against the scanned folder); an
    /// absolute one becomes a `file://` URI. Characters outside URI syntax are escaped.
    static func uri(_ path: String) -> String {
        var text = ""
        for byte in path.utf8 {
            let character = Character(UnicodeScalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "/-._~".contains(character) {
                text.append(character)
            } else {
                text += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return path.hasPrefix("/") ? "file://" + text : text
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
