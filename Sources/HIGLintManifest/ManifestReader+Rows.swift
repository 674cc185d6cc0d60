import HIGLint
import HIGModel
import Yams

extension ManifestReader {
    struct Reader {
        let file: String
        let marks: MarkLocator
        var manifest = AppManifest()

        mutating func readRoot(_ root: Node) {
            // A bare list is a list of shortcuts.
            if let rows = root.sequence { return readRows(Array(rows)) }
            guard let mapping = root.mapping else {
                return problem("the manifest should hold 'shortcuts:', a list of {title, shortcut}", at: root)
            }
            var sawShortcuts = false
            for (keyNode, value) in mapping {
                switch keyNode.string {
                case "shortcuts":
                    sawShortcuts = true
                    guard let rows = value.sequence else {
                        problem("'shortcuts' should be a list of {title, shortcut}", at: value)
                        continue
                    }
                    readRows(Array(rows))
                case "rules": readLevels(value)
                case "app": break
                default: unknownKey(keyNode, among: AppManifest.topLevelKeys)
                }
            }
            if !sawShortcuts {
                problem("the manifest has no 'shortcuts:' list", at: root, kind: .manifestMissingShortcuts)
            }
        }

        private mutating func readRows(_ rows: [Node]) {
            for row in rows { readRow(row) }
        }

        private mutating func readRow(_ row: Node) {
            guard let mapping = row.mapping else {
                return problem("each shortcut should be {title: …, shortcut: …}", at: row)
            }
            var shortcutNode: Node?
            var titleNode: Node?
            var context: String?
            var id: String?
            var ignored: Set<String> = []
            for (keyNode, value) in mapping {
                switch keyNode.string {
                case "shortcut": shortcutNode = value
                case "title": titleNode = value
                case "context": context = value.string
                case "id": id = value.string
                case "ignore": ignored = readIgnored(value)
                default: unknownKey(keyNode, among: AppManifest.rowKeys)
                }
            }
            guard let shortcutNode, let text = shortcutNode.string else {
                return problem(
                    "this row has no 'shortcut'; write one such as 'Shift-Command-E'", at: row, kind: .manifestMissingShortcut)
            }
            let shortcutSpan = span(of: shortcutNode, text: text)
            let titleSpan = titleNode.flatMap { node in node.string.map { span(of: node, text: $0) } }
            let parsed = ShortcutParser.parse(text)
            report(parsed.issues, in: shortcutSpan)
            manifest.shortcuts.append(
                AppShortcut(
                    shortcut: parsed.shortcut, title: titleNode?.string, titleSpan: titleSpan, context: context, id: id,
                    span: shortcutSpan, origin: .manifest, spelling: .text(parsed.notation),
                    writtenIssues: parsed.issues, ignoredRules: ignored))
        }

        /// Parser findings become diagnostics, except the two that are lint rules
        /// (ModifierOrder, ShiftWithTwoCharacterKey), which the checkers report.
        private mutating func report(_ issues: [ShortcutIssue], in span: TextSpan) {
            for issue in issues where issue.kind != .shortcutModifierOrder && issue.kind != .shortcutRedundantShift {
                let fixIts =
                    span.isVerbatim
                    ? issue.replacement.map {
                        [FixIt(at: span.location(at: issue.range.lowerBound), length: issue.range.count, replacement: $0)]
                    } ?? [] : []
                manifest.diagnostics.append(
                    Diagnostic(
                        issue.kind, issue.message,
                        at: span.isVerbatim ? span.location(at: issue.range.lowerBound) : span.location,
                        length: span.isVerbatim ? issue.range.count : span.length, fixIts: fixIts))
            }
        }

        private mutating func readIgnored(_ node: Node) -> Set<String> {
            let items = node.sequence.map(Array.init) ?? [node]
            var ids: Set<String> = []
            for item in items {
                guard let id = item.string else { continue }
                checkRuleID(id, at: item)
                ids.insert(id)
            }
            return ids
        }

        private mutating func readLevels(_ node: Node) {
            guard let mapping = node.mapping else { return problem("'rules' should be 'rule-id: level' lines", at: node) }
            for (keyNode, value) in mapping {
                guard let id = keyNode.string else { continue }
                checkRuleID(id, at: keyNode)
                guard let level = value.scalar.flatMap({ RuleLevel(text: $0.string) }) else {
                    problem(
                        "'\(value.string ?? "?")' is not a level for rule '\(id)'; use off, note, warning or error", at: value,
                        kind: .manifestInvalidLevel)
                    continue
                }
                manifest.levels[id] = level
            }
        }

        private mutating func checkRuleID(_ id: String, at node: Node) {
            guard !RuleLevels.knownIDs.contains(id) else { return }
            let guess = Suggestion.closest(to: id, among: RuleLevels.knownIDs)
            diagnostic(
                .manifestUnknownRule,
                "unknown rule '\(id.clipped())'" + (guess.map { "; did you mean '\($0)'?" } ?? ""), at: node)
        }

        private mutating func unknownKey(_ keyNode: Node, among keys: [String]) {
            let key = keyNode.string ?? "?"
            let guess = Suggestion.closest(to: key, among: keys)
            diagnostic(
                .manifestUnknownKey,
                "unknown key '\(key.clipped())'"
                    + (guess.map { "; did you mean '\($0)'?" } ?? "; the keys are \(keys.joined(separator: ", "))"),
                at: keyNode)
        }

        /// Where a scalar's text sits. Quoted scalars start after the quote; the span is
        /// verbatim when the source bytes there are exactly the value (no escapes, no folding).
        func span(of node: Node, text: String) -> TextSpan {
            guard let mark = node.mark else {
                return TextSpan(location: SourceLocation(file: file), length: 0, isVerbatim: false)
            }
            var location = marks.location(line: mark.line, characterColumn: mark.column)
            if let style = node.scalar?.style, style == .singleQuoted || style == .doubleQuoted {
                location.column = (location.column ?? 1) + 1
            }
            let column = location.column ?? 1
            let bytes = Array(text.utf8)
            let verbatim =
                marks.line(mark.line).map { line in
                    Array(line.dropFirst(column - 1).prefix(bytes.count)) == bytes
                } ?? false
            return TextSpan(location: location, length: bytes.count, isVerbatim: verbatim)
        }

        mutating func problem(_ message: String, at node: Node?, kind: DiagnosticKind = .manifestInvalidValue) {
            diagnostic(kind, message, at: node)
        }

        private mutating func diagnostic(_ kind: DiagnosticKind, _ message: String, at node: Node?) {
            let location =
                node?.mark.map { marks.location(line: $0.line, characterColumn: $0.column) } ?? SourceLocation(file: file)
            manifest.diagnostics.append(Diagnostic(kind, message, at: location))
        }

        mutating func report(_ error: YamlError) {
            var location = SourceLocation(file: file)
            var text = "\(error)".split(separator: "\n").first.map(String.init) ?? "invalid YAML"
            switch error {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _):
                location = marks.location(line: mark.line, characterColumn: mark.column)
                text = problem
            default: break
            }
            manifest.diagnostics.append(
                Diagnostic(.manifestInvalid, "the manifest is not valid JSON or YAML: \(text)", at: location))
        }
    }
}
