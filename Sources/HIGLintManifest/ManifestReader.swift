import Foundation
import HIGLint
import HIGModel
import Yams

/// Reads an ``AppManifest`` with the line and column of every value, so findings point at
/// the row people wrote. JSON is read as YAML, which it is (YAML 1.2 is a superset).
public enum ManifestReader {
    public static func read(path: String) -> AppManifest {
        var diagnostics: [Diagnostic] = []
        guard let bytes = InputFile.read(path, idPrefix: "manifest", into: &diagnostics) else {
            return AppManifest(diagnostics: diagnostics)
        }
        guard let text = String(validating: TextDecoding.utf8(bytes, path: path, into: &diagnostics), as: UTF8.self) else {
            return AppManifest(
                diagnostics: diagnostics + [
                    Diagnostic(
                        .error, "manifest.unreadable", "the manifest is not UTF-8 text; save it as UTF-8",
                        at: SourceLocation(file: path))
                ])
        }
        var manifest = parse(text, file: path)
        manifest.diagnostics = diagnostics + manifest.diagnostics
        return manifest
    }

    public static func parse(_ text: String, file: String) -> AppManifest {
        var reader = Reader(file: file, lines: SourceLineIndex(text))
        do {
            if let node = try Yams.compose(yaml: text) {
                reader.readRoot(node)
            } else {
                reader.problem(
                    "the manifest is empty; list the app's shortcuts under 'shortcuts:'", at: nil, id: "manifest.empty")
            }
        } catch let error as YamlError {
            reader.report(error)
        } catch {
            reader.problem("the manifest is not valid JSON or YAML", at: nil, id: "manifest.invalid")
        }
        return reader.manifest
    }
}

/// Turns libyaml's marks (1-based lines, columns counted in characters) into byte columns.
struct SourceLineIndex {
    private let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    func line(_ number: Int) -> Substring? {
        number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }

    /// The 1-based byte column of a 1-based character column.
    func byteColumn(line number: Int, characterColumn column: Int) -> Int {
        guard let line = line(number) else { return column }
        return line.unicodeScalars.prefix(column - 1).reduce(0) { $0 + String($1).utf8.count } + 1
    }
}
