import Foundation
import HIGLint
import HIGModel
import HIGYAML
import Yams

/// Reads an ``AppManifest`` with the line and column of every value, so findings point at
/// the row people wrote. JSON is read as YAML, which it is (YAML 1.2 is a superset).
public struct ManifestReader: AppReader {
    public init() {}

    public let name = "manifests (.json, .yml, .yaml)"
    public let extensions = ["json", "yml", "yaml"]
    public let exampleLanguage = RuleExample.Language.manifest
    public let exampleFile = "shortcuts.yml"
    public let readsCode = false
    /// In a folder, only a manifest by its usual name: other JSON and YAML is no app's.
    static let foundNames: Set<String> = ["shortcuts.json", "shortcuts.yml", "shortcuts.yaml"]

    public func readsFound(_ path: String, besideCode: Bool) -> Bool {
        Self.foundNames.contains(String(PathName.last(path)))
    }

    public func read(_ bytes: [UInt8], path: String, settings: ReadSettings) -> FileShortcuts {
        let manifest = Self.read(bytes: bytes, path: path)
        var file = FileShortcuts(declarations: manifest.shortcuts, diagnostics: manifest.diagnostics)
        file.levels = manifest.levels
        return file
    }

    /// The manifest `bytes`, read from `path`.
    public static func read(bytes: [UInt8], path: String) -> AppManifest {
        var diagnostics: [Diagnostic] = []
        guard let text = String(validating: TextDecoding.utf8(bytes, path: path, into: &diagnostics), as: UTF8.self) else {
            return AppManifest(
                diagnostics: diagnostics + [
                    Diagnostic(
                        .inputInvalidUTF8, "the manifest is not UTF-8 text; save it as UTF-8",
                        at: SourceLocation(file: path))
                ])
        }
        var manifest = parse(text, file: path)
        manifest.diagnostics = diagnostics + manifest.diagnostics
        return manifest
    }

    public static func parse(_ text: String, file: String) -> AppManifest {
        var reader = Reader(file: file, marks: MarkLocator(file: file, text: text))
        do {
            var refused: [Diagnostic] = []
            if let node = try BoundedYAML.compose(text, file: file, into: &refused) {
                reader.readRoot(node)
            } else if !refused.isEmpty {
                reader.manifest.diagnostics += refused
            } else {
                reader.problem(
                    "the manifest is empty; list the app's shortcuts under 'shortcuts:'", at: nil, kind: .manifestEmpty)
            }
        } catch let error as YamlError {
            reader.report(error)
        } catch {
            reader.problem("the manifest is not valid JSON or YAML", at: nil, kind: .manifestInvalid)
        }
        return reader.manifest
    }
}
