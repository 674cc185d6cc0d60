import HIGLint
import HIGLintInterfaceBuilder
import HIGLintKit
import HIGLintSwift
import HIGModel

extension LintInputs {
    /// One source file as its reader found it, before the files are joined: what the read
    /// cache keeps.
    struct FileRead: Codable {
        var shortcuts: SwiftShortcutScanner.FileShortcuts
        var diagnostics: [Diagnostic]
    }

    /// Each reader's name in the cache's key, with the version of what it extracts.
    static let swiftReader = "swift 1"
    static let interfaceBuilderReader = "interface-builder 1"

    /// Reads one Swift or Interface Builder file, through `cache` when the reader would parse
    /// it (a Swift file that names no shortcut API is decided by a byte search, cheaper than
    /// looking it up).
    static func read(_ path: String, isInterfaceBuilder: Bool, cache: ReadCache) -> FileRead {
        var problems: [Diagnostic] = []
        guard let bytes = InputFile.read(path, into: &problems) else {
            return FileRead(shortcuts: SwiftShortcutScanner.FileShortcuts(declarations: []), diagnostics: problems)
        }
        guard isInterfaceBuilder else {
            let parse = {
                var problems: [Diagnostic] = []
                return FileRead(
                    shortcuts: SwiftShortcutScanner.read(bytes: bytes, path: path, into: &problems), diagnostics: problems)
            }
            guard SwiftShortcutScanner.mayDeclareShortcuts(bytes) else { return parse() }
            return cache.value(for: path, bytes: bytes, reader: swiftReader, compute: parse)
        }
        return cache.value(for: path, bytes: bytes, reader: interfaceBuilderReader) {
            var problems: [Diagnostic] = []
            let file = InterfaceBuilderReader.readFile(bytes: bytes, path: path, into: &problems)
            let found = SwiftShortcutScanner.FileShortcuts(
                declarations: IgnoreComments.apply(to: file.declarations), hasTextInput: file.hasTextInput)
            return FileRead(shortcuts: found, diagnostics: problems)
        }
    }
}
