import Foundation
import HIGCommandCatalog
import HIGLint
import HIGModel
import HIGYAML
import Yams

/// Reads and validates a `hig-gen.yml`, reporting every problem with its line and column.
package enum ConfigLoader {
    package struct Result {
        package var config: HIGGenConfig
        package var diagnostics: [Diagnostic]
    }

    /// The config at `path`; when `path` is nil, `hig-gen.yml` in the working directory if
    /// there is one, else the defaults.
    package static func load(_ path: String?) -> Result {
        let file = path ?? HIGGenConfig.fileName
        guard FileManager.default.fileExists(atPath: file) else {
            guard path != nil else { return Result(config: HIGGenConfig(), diagnostics: []) }
            return Result(
                config: HIGGenConfig(),
                diagnostics: [
                    Diagnostic(.configNotFound, "no such config file; check the path", at: SourceLocation(file: file))
                ])
        }
        var problems: [Diagnostic] = []
        guard let text = text(of: file, into: &problems) else { return Result(config: HIGGenConfig(), diagnostics: problems) }
        return parse(text, file: file)
    }

    /// A target's `.hig-gen.json`, read by the build plugin's tool: JSON is YAML, so the same
    /// reader gives every problem its line and column.
    package static func loadTarget(_ path: String) -> Result {
        var problems: [Diagnostic] = []
        guard let text = text(of: path, into: &problems) else { return Result(config: HIGGenConfig(), diagnostics: problems) }
        return parse(text, file: path, keys: HIGGenConfig.targetKeys)
    }

    /// A config file's text, read through the one door every input goes through (regular
    /// files only, inside the folder checked), or nil with the reason.
    private static func text(of path: String, into problems: inout [Diagnostic]) -> String? {
        guard let bytes = InputFile.read(path, into: &problems) else { return nil }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            problems.append(
                Diagnostic(.inputInvalidUTF8, "cannot read the config file as UTF-8", at: SourceLocation(file: path)))
            return nil
        }
        return text
    }

    static func parse(_ text: String, file: String, keys: [String] = HIGGenConfig.keys) -> Result {
        var reader = Reader(file: file, keys: keys, marks: MarkLocator(file: file, text: text))
        do {
            // The basic resolver types no scalar, so it compiles no regular expressions: the
            // default one costs about 7 ms of ICU set-up on every build that has a config file.
            // Booleans are read by `bool(_:_:)` instead.
            if let node = try BoundedYAML.compose(text, resolver: .basic, file: file, into: &reader.diagnostics) {
                reader.read(node)
            }
        } catch let error as YamlError {
            reader.report(error)
        } catch {
            reader.diagnostics.append(
                Diagnostic(.configInvalid, "config is not valid YAML", at: SourceLocation(file: file)))
        }
        return Result(config: reader.config, diagnostics: reader.diagnostics)
    }

    private struct Reader {
        let file: String
        /// The keys this kind of file may hold.
        let keys: [String]
        let marks: MarkLocator
        var config = HIGGenConfig()
        var diagnostics: [Diagnostic] = []

        mutating func read(_ root: Node) {
            guard let mapping = root.mapping else {
                return problem("config should be 'key: value' lines, such as 'output: Output'", at: root)
            }
            for (keyNode, value) in mapping {
                guard let key = keyNode.string else { continue }
                switch keys.contains(key) ? key : "" {
                case "content": config.content = strings(value, "content")
                case "guidelines": config.guidelines = strings(value, "guidelines")
                case "namespace": config.namespace = identifier(value, "namespace")
                case "output": config.output = string(value, "output")
                case "templates": config.templates = string(value, "templates")
                case "warnings-as-errors": config.warningsAsErrors = bool(value, "warnings-as-errors")
                case "outputs": config.outputs = outputs(value)
                case "lint": lint(value)
                case "accessLevel": config.accessLevel = accessLevel(value)
                default:
                    let guess = Suggestion.closest(to: key, among: keys)
                    problem(
                        "unknown setting '\(key)'"
                            + (guess.map { "; did you mean '\($0)'?" }
                                ?? "; the settings are \(keys.joined(separator: ", "))"),
                        at: keyNode, kind: .configUnknownSetting)
                }
            }
        }

        private mutating func string(_ node: Node, _ key: String) -> String? {
            guard let value = node.scalar?.string, !value.isEmpty else {
                problem("'\(key)' should be a path", at: node)
                return nil
            }
            return value
        }

        private mutating func accessLevel(_ node: Node) -> String? {
            let levels = ["public", "package", "internal"]
            guard let value = node.scalar?.string, levels.contains(value) else {
                problem("'accessLevel' should be public, package or internal", at: node)
                return nil
            }
            return value
        }

        private mutating func identifier(_ node: Node, _ key: String) -> String? {
            guard let value = node.scalar?.string, SwiftTypeName.isValid(value) else {
                problem("'\(key)' should be a Swift type name, such as SketchyShortcuts", at: node)
                return nil
            }
            return value
        }

        private mutating func strings(_ node: Node, _ key: String) -> [String]? {
            if node.scalar != nil { return string(node, key).map { [$0] } }
            guard let sequence = node.sequence else {
                problem("'\(key)' should be a path or a list of paths", at: node)
                return nil
            }
            return sequence.compactMap { string($0, key) }
        }

        private mutating func bool(_ node: Node, _ key: String) -> Bool? {
            // YAML 1.1's words for true and false, unquoted, as the default resolver reads them.
            let words = ["true": true, "yes": true, "on": true, "false": false, "no": false, "off": false]
            guard let scalar = node.scalar, scalar.style == .plain, let value = words[scalar.string.lowercased()] else {
                problem("'\(key)' should be true or false", at: node)
                return nil
            }
            return value
        }

        private mutating func outputs(_ node: Node) -> Set<OutputKind>? {
            let names = node.sequence.map(Array.init) ?? [node]
            var kinds = Set<OutputKind>()
            for name in names {
                guard let text = name.scalar?.string, let kind = OutputKind(rawValue: text) else {
                    problem(
                        "unknown output '\(name.scalar?.string ?? "?")'; the outputs are \(OutputKind.allCases.map(\.rawValue).joined(separator: ", "))",
                        at: name, kind: .configUnknownOutput)
                    continue
                }
                kinds.insert(kind)
            }
            return kinds
        }

        private mutating func lint(_ node: Node) {
            guard let mapping = node.mapping else {
                return problem("'lint' should hold 'rules:' with 'rule-id: level' lines", at: node)
            }
            for (keyNode, value) in mapping {
                if keyNode.string == "layouts" {
                    layouts(value)
                    continue
                }
                guard keyNode.string == "rules" else {
                    problem(
                        "unknown lint setting '\(keyNode.string ?? "?")'; 'rules' and 'layouts' are known", at: keyNode,
                        kind: .configUnknownSetting)
                    continue
                }
                guard let rules = value.mapping else { problem("'rules' should be 'rule-id: level' lines", at: value); continue }
                for (ruleNode, levelNode) in rules {
                    guard let rule = ruleNode.string else { continue }
                    guard RuleLevels.knownIDs.contains(rule) else {
                        let guess = Suggestion.closest(to: rule, among: RuleLevels.knownIDs)
                        problem(
                            "unknown rule '\(rule.clipped())'"
                                + (guess.map { "; did you mean '\($0)'?" } ?? "; 'hig-gen explain --rules' lists them"),
                            at: ruleNode, kind: .configUnknownRule)
                        continue
                    }
                    let text = levelNode.scalar?.string ?? ""
                    guard let level = RuleLevel(text: text) else {
                        problem(
                            "'\(text)' is not a level for rule '\(rule)'; use off, note, warning or error", at: levelNode,
                            kind: .configInvalidLevel)
                        continue
                    }
                    config.lintRules[rule] = level
                }
            }
        }

        /// `layouts: [us, de]`: ids `hig-gen layouts` lists.
        private mutating func layouts(_ node: Node) {
            guard let items = node.sequence else {
                return problem("'layouts' should be a list of layout ids, such as [us, de, fr]", at: node)
            }
            var ids: [String] = []
            for item in items {
                let text = item.string ?? ""
                guard let layout = KeyboardLayout.named(text) else {
                    problem(KeyboardLayout.unknown(text), at: item)
                    continue
                }
                ids.append(layout.id)
            }
            config.lintLayouts = ids
        }

        mutating func problem(_ message: String, at node: Node, kind: DiagnosticKind = .configInvalidValue) {
            let location =
                node.mark.map { marks.location(line: $0.line, characterColumn: $0.column) } ?? SourceLocation(file: file)
            diagnostics.append(Diagnostic(kind, message, at: location))
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
            diagnostics.append(Diagnostic(.configInvalid, "config is not valid YAML: \(text)", at: location))
        }
    }
}
