import Foundation
import HIGModel
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
                    Diagnostic(.error, "config.not-found", "no such config file; check the path", at: SourceLocation(file: file))
                ])
        }
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
            return Result(
                config: HIGGenConfig(),
                diagnostics: [
                    Diagnostic(
                        .error, "config.unreadable", "cannot read the config file as UTF-8", at: SourceLocation(file: file))
                ])
        }
        return parse(text, file: file)
    }

    /// A target's `.hig-gen.json`, read by the build plugin's tool: JSON is YAML, so the same
    /// reader gives every problem its line and column.
    package static func loadTarget(_ path: String) -> Result {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return Result(
                config: HIGGenConfig(),
                diagnostics: [
                    Diagnostic(
                        .error, "config.unreadable", "cannot read the config file as UTF-8", at: SourceLocation(file: path))
                ])
        }
        return parse(text, file: path, keys: HIGGenConfig.targetKeys)
    }

    static func parse(_ text: String, file: String, keys: [String] = HIGGenConfig.keys) -> Result {
        var reader = Reader(file: file, keys: keys)
        do {
            // The basic resolver types no scalar, so it compiles no regular expressions: the
            // default one costs about 7 ms of ICU set-up on every build that has a config file.
            // Booleans are read by `bool(_:_:)` instead.
            if let node = try Yams.compose(yaml: text, .basic) { reader.read(node) }
        } catch let error as YamlError {
            reader.report(error, lines: LineBreaks.lines(in: Array(text.utf8)))
        } catch {
            reader.diagnostics.append(
                Diagnostic(.error, "config.invalid", "config is not valid YAML", at: SourceLocation(file: file)))
        }
        return Result(config: reader.config, diagnostics: reader.diagnostics)
    }

    private struct Reader {
        let file: String
        /// The keys this kind of file may hold.
        let keys: [String]
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
                        at: keyNode, id: "config.unknown-setting")
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
                        at: name, id: "config.unknown-output")
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
                guard keyNode.string == "rules" else {
                    problem(
                        "unknown lint setting '\(keyNode.string ?? "?")'; only 'rules' is known", at: keyNode,
                        id: "config.unknown-setting")
                    continue
                }
                guard let rules = value.mapping else { problem("'rules' should be 'rule-id: level' lines", at: value); continue }
                for (ruleNode, levelNode) in rules {
                    guard let rule = ruleNode.string else { continue }
                    // YAML reads a bare `off` as false; take it as the word people wrote.
                    let text = levelNode.scalar?.string.lowercased() ?? ""
                    guard let level = HIGGenConfig.RuleLevel(rawValue: text == "false" ? "off" : text) else {
                        problem(
                            "'\(text)' is not a level for rule '\(rule)'; use off, note, warning or error", at: levelNode,
                            id: "config.invalid-level")
                        continue
                    }
                    config.lintRules[rule] = level
                }
            }
        }

        mutating func problem(_ message: String, at node: Node, id: String = "config.invalid-value") {
            diagnostics.append(
                Diagnostic(.error, id, message, at: SourceLocation(file: file, line: node.mark?.line, column: node.mark?.column)))
        }

        mutating func report(_ error: YamlError, lines: [ArraySlice<UInt8>]) {
            var location = SourceLocation(file: file)
            var text = "\(error)".split(separator: "\n").first.map(String.init) ?? "invalid YAML"
            switch error {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _):
                location.line = mark.line
                location.column = mark.column
                text = problem
            default: break
            }
            // libyaml reports an error at the end of the input on the line after it.
            if let line = location.line, line > lines.count, let last = lines.last {
                location.line = lines.count
                location.column = last.count + 1
            }
            diagnostics.append(Diagnostic(.error, "config.invalid", "config is not valid YAML: \(text)", at: location))
        }
    }
}
