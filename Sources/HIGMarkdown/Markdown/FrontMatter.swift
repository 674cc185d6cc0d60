import HIGModel
import HIGYAML
import Yams

/// The YAML block between `---` fences at the top of a guideline file: its title and the
/// platforms its tables apply to.
struct FrontMatter: Sendable, Equatable {
    var title: String?
    var platforms: [Platform] = []
    /// `kind: app` or `kind: guidelines`; nil when not stated.
    var kind: Rulebook.Document.Kind?
    /// `edition: 2026.11`: which edition of the guidelines the file belongs to.
    var edition: String?

    /// Reads the front matter of `source`, blanks its lines so the Markdown parser does not see
    /// them, and reports what is wrong with it.
    ///
    /// Scraped pages often lose the closing fence (seed 003); then the block ends at the first
    /// blank line, with a warning, rather than swallowing the page.
    static func extract(from source: inout SourceText, into diagnostics: inout [Diagnostic]) -> FrontMatter {
        guard source.lineCount > 1, isFence(source.line(1)) else { return FrontMatter() }
        var closing: Int?
        for number in 2...source.lineCount where isFence(source.line(number)) || isEnd(source.line(number)) {
            closing = number
            break
        }
        let lastYAMLLine: Int
        var yaml = ""
        if let closing {
            lastYAMLLine = closing - 1
            yaml = lines(2...max(2, lastYAMLLine), of: source)
            source.blankLines(1...closing)
        } else {
            var end = 2
            while end <= source.lineCount, !isBlank(source.line(end)) { end += 1 }
            lastYAMLLine = end - 1
            // With no blank line either, the block runs to the end of the file: point there.
            let pastEnd = end > source.lineCount
            let location =
                pastEnd
                ? source.location(line: source.lineCount, column: source.line(source.lineCount).count + 1)
                : source.location(line: end, column: 1)
            diagnostics.append(
                Diagnostic(
                    .frontMatterUnclosed, "front matter has no closing '---'; it is taken to end at line \(lastYAMLLine)",
                    at: location,
                    fixIts: [FixIt(at: location, length: 0, replacement: pastEnd ? "\n---\n" : "---\n")]))
            yaml = lines(2...max(2, lastYAMLLine), of: source)
            source.blankLines(1...lastYAMLLine)
        }
        guard lastYAMLLine >= 2 else { return FrontMatter() }
        return parse(yaml, lines: 2...lastYAMLLine, source: source, into: &diagnostics)
    }

    private static func parse(
        _ yaml: String, lines: ClosedRange<Int>, source: SourceText, into diagnostics: inout [Diagnostic]
    ) -> FrontMatter {
        let firstLine = lines.lowerBound
        let marks = MarkLocator(file: source.path, text: yaml, firstLine: firstLine)
        let node: Node?
        do {
            // Only text is read from front matter (titles, platform names), so no scalar needs a
            // type; the default resolver would compile a dozen regular expressions per run.
            node = try BoundedYAML.compose(
                yaml, resolver: .basic, file: source.path, firstLine: firstLine, into: &diagnostics)
            if node == nil, diagnostics.last?.id == DiagnosticKind.inputYAMLAliases.id { return FrontMatter() }
        } catch let error as YamlError {
            diagnostics.append(yamlDiagnostic(error, marks: marks))
            return FrontMatter()
        } catch {
            diagnostics.append(
                Diagnostic(
                    .frontMatterInvalid, "front matter is not valid YAML",
                    at: source.location(line: firstLine, column: 1)))
            return FrontMatter()
        }
        guard let mapping = node?.mapping else {
            if node != nil {
                diagnostics.append(
                    Diagnostic(
                        .frontMatterNotAMapping, "front matter should be 'key: value' lines; it is ignored",
                        at: source.location(line: firstLine, column: 1)))
            }
            return FrontMatter()
        }
        var result = FrontMatter()
        let fields = Dictionary(mapping.compactMap { key, value in key.string.map { ($0.lowercased(), value) } }) { first, _ in
            first
        }
        result.title = fields["title"]?.string
        result.edition = fields["edition"]?.string
        if let kind = fields["kind"] {
            result.kind = readKind(kind, marks: marks, into: &diagnostics)
        }
        if let platforms = fields["platforms"] {
            let items = platforms.sequence.map { Array($0) } ?? [platforms]
            for item in items {
                guard let name = item.string else { continue }
                for part in name.split(separator: ",") {
                    let trimmed = part.trimmingSpaces
                    if let platform = Platform(name: trimmed) {
                        if !result.platforms.contains(platform) { result.platforms.append(platform) }
                    } else {
                        let suggestion = Platform.suggestion(for: trimmed)
                        diagnostics.append(
                            Diagnostic(
                                .frontMatterUnknownPlatform,
                                "unknown platform '\(trimmed)'"
                                    + (suggestion.map { "; did you mean '\($0)'?" }
                                        ?? "; use iOS, iPadOS, macOS, tvOS, visionOS or watchOS"),
                                at: location(of: item, marks: marks)))
                    }
                }
            }
            result.platforms.sort()
        }
        return result
    }

    /// `app` or `guidelines`; anything else is a warning and the kind is inferred instead.
    private static func readKind(_ node: Node, marks: MarkLocator, into diagnostics: inout [Diagnostic])
        -> Rulebook.Document.Kind?
    {
        let text = node.string ?? ""
        if let kind = Rulebook.Document.Kind(rawValue: text.lowercased()) { return kind }
        let names = Rulebook.Document.Kind.allCases.map(\.rawValue)
        let suggestion = Suggestion.closest(to: text, among: names)
        diagnostics.append(
            Diagnostic(
                .frontMatterUnknownKind,
                "unknown kind '\(text.clipped())'"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? "; write 'app' or 'guidelines'")
                    + "; the kind is inferred from the tables",
                at: location(of: node, marks: marks)))
        return nil
    }

    private static func yamlDiagnostic(_ error: YamlError, marks: MarkLocator) -> Diagnostic {
        switch error {
        case .scanner(_, let text, let mark, _), .parser(_, let text, let mark, _):
            return Diagnostic(
                .frontMatterInvalid, "front matter is not valid YAML: \(text)",
                at: marks.location(line: mark.line, characterColumn: mark.column))
        default:
            let problem = "\(error)".split(separator: "\n").first.map(String.init) ?? "invalid YAML"
            return Diagnostic(
                .frontMatterInvalid, "front matter is not valid YAML: \(problem)",
                at: marks.location(line: 1, characterColumn: 1))
        }
    }

    /// Where a node starts, or the block's first line when the parser gave no mark.
    private static func location(of node: Node, marks: MarkLocator) -> SourceLocation {
        node.mark.map { marks.location(line: $0.line, characterColumn: $0.column) }
            ?? marks.location(line: 1, characterColumn: 1)
    }

    private static func lines(_ range: ClosedRange<Int>, of source: SourceText) -> String {
        range.map { String(decoding: source.line($0), as: UTF8.self) }.joined(separator: "\n")
    }

    private static func isFence(_ line: ArraySlice<UInt8>) -> Bool { trimmed(line) == Array("---".utf8) }
    private static func isEnd(_ line: ArraySlice<UInt8>) -> Bool { trimmed(line) == Array("...".utf8) }
    private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool { trimmed(line).isEmpty }

    private static func trimmed(_ line: ArraySlice<UInt8>) -> [UInt8] {
        Array(line.reversed().drop(while: { $0 == 0x20 || $0 == 0x09 }).reversed())
    }
}
