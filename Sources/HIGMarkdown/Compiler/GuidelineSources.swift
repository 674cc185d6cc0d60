import Foundation
import HIGModel

/// Finds the guideline files named on the command line: files as given, folders searched
/// for Markdown, in a stable order so output never depends on the file system's.
enum GuidelineSources {

    static let markdownExtensions: Set<String> = ["md", "markdown", "mdown"]

    static func files(at paths: [String], into diagnostics: inout [Diagnostic]) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(InputFile.missing(path))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let found = markdownFiles(in: path)
            if found.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .inputNoMarkdown, "folder has no Markdown files (*.md); point at a folder of guideline files",
                        at: SourceLocation(file: path)))
            }
            files += found
        }
        var seen = Set<String>()
        return files.filter { seen.insert($0).inserted }
    }

    /// Markdown files below `folder`, hidden ones skipped, sorted by path.
    private static func markdownFiles(in folder: String) -> [String] {
        let url = URL(fileURLWithPath: folder)
        guard
            let enumerator = FileManager.default.enumerator(
                at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        let base = url.standardizedFileURL.path
        var found: [String] = []
        for case let file as URL in enumerator where markdownExtensions.contains(file.pathExtension.lowercased()) {
            let full = file.standardizedFileURL.path
            guard full.hasPrefix(base) else { continue }
            let relative = String(full.dropFirst(base.count)).drop(while: { $0 == "/" })
            found.append(folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
        }
        // Byte order, not locale order, so every machine sorts alike.
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// The file's bytes as UTF-8, or a diagnostic saying why they cannot be had (see
    /// ``InputFile``): a named pipe never blocks the compiler.
    static func read(_ path: String, into diagnostics: inout [Diagnostic]) -> [UInt8]? {
        InputFile.read(path, into: &diagnostics).map { TextDecoding.utf8($0, path: path, into: &diagnostics) }
    }
}
