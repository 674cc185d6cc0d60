import Foundation
import HIGModel
import HIGYAML
import Yams

/// Reads the targets of an XcodeGen `project.yml`: each target's platforms (`platform`,
/// `supportedDestinations`) and its `sources` folders or files.
enum XcodeGenReader {
    static func read(path: String, into diagnostics: inout [Diagnostic]) -> [ProjectTarget] {
        var problems: [Diagnostic] = []
        guard let bytes = InputFile.read(path, into: &problems) else {
            diagnostics += problems
            return []
        }
        var node: Node?
        // Where the YAML breaks, and the scanner's or parser's reason, when it says.
        var broken: (line: Int?, problem: String) = (nil, "it is empty")
        do {
            node = try BoundedYAML.compose(String(decoding: bytes, as: UTF8.self), file: path, into: &problems)
        } catch let error as YamlError {
            if case .scanner(_, let problem, let mark, _) = error { broken = (mark.line, problem) }
            if case .parser(_, let problem, let mark, _) = error { broken = (mark.line, problem) }
        } catch {
            broken = (nil, "it is not YAML")
        }
        guard let node, let spec = Constructor.default.any(from: node) as? [String: Any] else {
            diagnostics += problems
            if problems.isEmpty {
                let reason = node == nil ? broken.problem : "it does not hold a mapping of settings"
                diagnostics.append(
                    Diagnostic(
                        .projectUnreadable,
                        "project.yml cannot be read (\(reason)); its files are checked with platforms guessed from the code",
                        at: SourceLocation(file: path, line: broken.line)))
            }
            return []
        }
        let folder = (path as NSString).deletingLastPathComponent
        let targets = spec["targets"] as? [String: Any] ?? [:]
        return targets.keys.sorted().compactMap { name in
            guard let target = targets[name] as? [String: Any] else { return nil }
            var platforms = names(target["platform"]).flatMap(PlatformNames.platforms(forSDK:))
            platforms += names(target["supportedDestinations"]).flatMap(PlatformNames.platforms(forSDK:))
            var folders: [String] = []
            var excluded: Set<String> = []
            for source in sources(target["sources"]) {
                guard let relative = source["path"] as? String else { continue }
                let full = ((folder as NSString).appendingPathComponent(relative) as NSString).standardizingPath
                folders.append(full)
                for exclusion in source["excludes"] as? [String] ?? [] {
                    excluded.insert((full as NSString).appendingPathComponent(exclusion))
                }
            }
            // A source that is one file is listed as a folder of that path: `builds` also
            // takes an exact match through `files`.
            let files = Set(folders.filter { ($0 as NSString).pathExtension != "" })
            return ProjectTarget(
                name: name, platforms: Array(Set(platforms)).sorted(), files: files, folders: folders, excluded: excluded,
                project: path, isTest: ProjectTarget.isTestProduct(target["type"] as? String))
        }
    }

    /// A string or a list of strings.
    private static func names(_ value: Any?) -> [String] {
        if let one = value as? String { return [one] }
        return value as? [String] ?? []
    }

    /// `sources: Sources`, `sources: [A, B]` or `sources: [{path: A, excludes: […]}]`.
    private static func sources(_ value: Any?) -> [[String: Any]] {
        if let one = value as? String { return [["path": one]] }
        return (value as? [Any] ?? []).compactMap { item in
            if let path = item as? String { return ["path": path] }
            return item as? [String: Any]
        }
    }
}
