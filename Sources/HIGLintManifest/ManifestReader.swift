import Foundation
import HIGLint
import HIGModel
import HIGYAML
import Yams

/// Reads an ``AppManifest`` with the line and column of every value, so findings point at
/// the row people wrote. JSON is read as YAML, which it is (YAML 1.2 is a superset).
public enum ManifestReader {
    public static func read(path: String) -> AppManifest {
        var diagnostics: [Diagnostic] = []
        guard let bytes = InputFile.read(path, into: &diagnostics) else {
            return AppManifest(diagnostics: diagnostics)
        }
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
