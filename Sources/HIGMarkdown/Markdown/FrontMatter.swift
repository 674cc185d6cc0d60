import HIGModel
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
                    .warning, "front-matter.unclosed",
                    "front matter has no closing '---'; it is taken to end at line \(lastYAMLLine)",
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
        let node: Node?
        do {
            // Only text is read from front matter (titles, platform names), so no scalar needs a
            // type; the default resolver would compile a dozen regular expressions per run.
            node = try Yams.compose(yaml: yaml, .basic)
        } catch let error as YamlError {
            diagnostics.append(yamlDiagnostic(error, lines: lines, source: source))
            return FrontMatter()
        } catch {
            diagnostics.append(
                Diagnostic(
                    .error, "front-matter.invalid", "front matter is not valid YAML",
                    at: source.location(line: firstLine, column: 1)))
            return FrontMatter()
        }
        guard let mapping = node?.mapping else {
            if node != nil {
                diagnostics.append(
                    Diagnostic(
                        .warning, "front-matter.not-a-mapping", "front matter should be 'key: value' lines; it is ignored",
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
            result.kind = readKind(kind, firstLine: firstLine, source: source, into: &diagnostics)
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
                        let mark = item.mark
                        let line = firstLine + (mark.map { $0.line - 1 } ?? 0)
                        let suggestion = Platform.suggestion(for: trimmed)
                        diagnostics.append(
                            Diagnostic(
                                .warning, "front-matter.unknown-platform",
                                "unknown platform '\(trimmed)'"
                                    + (suggestion.map { "; did you mean '\($0)'?" }
                                        ?? "; use iOS, iPadOS, macOS, tvOS, visionOS or watchOS"),
                                at: source.location(line: line, column: mark?.column ?? 1)))
                    }
                }
            }
            result.platforms.sort()
        }
        return result
    }

    /// `app` or `guidelines`; anything else is a warning and the kind is inferred instead.
    private static func readKind(_ node: Node, firstLine: Int, source: SourceText, into diagnostics: inout [Diagnostic])
        -> Rulebook.Document.Kind?
    {
        let text = node.string ?? ""
        if let kind = Rulebook.Document.Kind(rawValue: text.lowercased()) { return kind }
        let names = Rulebook.Document.Kind.allCases.map(\.rawValue)
        let suggestion = Suggestion.closest(to: text, among: names)
        let line = firstLine + (node.mark.map { $0.line - 1 } ?? 0)
        diagnostics.append(
            Diagnostic(
                .warning, "front-matter.unknown-kind",
                "unknown kind '\(text.clipped())'"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? "; write 'app' or 'guidelines'")
                    + "; the kind is inferred from the tables",
                at: source.location(line: line, column: node.mark?.column ?? 1)))
        return nil
    }

    private static func yamlDiagnostic(_ error: YamlError, lines: ClosedRange<Int>, source: SourceText) -> Diagnostic {
        var line = lines.lowerBound
        var column = 1
        var problem = "invalid YAML"
        switch error {
        case .scanner(_, let text, let mark, _), .parser(_, let text, let mark, _):
            line = lines.lowerBound + mark.line - 1
            column = mark.column
            problem = text
        default:
            problem = "\(error)".split(separator: "\n").first.map(String.init) ?? problem
        }
        // libyaml reports an error at the end of the input on the line after it: point at the
        // end of the block's last line instead.
        if line > lines.upperBound {
            line = lines.upperBound
            column = source.line(line).count + 1
        }
        return Diagnostic(
            .error, "front-matter.invalid", "front matter is not valid YAML: \(problem)",
            at: source.location(line: line, column: column))
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
