import Foundation
import HIGLint
import HIGMarkdown
import HIGModel

extension TableAgreement {
    /// The app table at `path`, compiled: its own rows (not those of guidelines beside it), and
    /// what is wrong with the file.
    package static func read(table path: String) -> (rows: [Entry], diagnostics: [Diagnostic]) {
        let compiled = RulebookCompiler.compile(paths: [path])
        let rows = compiled.rulebook.entries.filter { $0.table == .custom && $0.source.file == path }
        return (rows, compiled.diagnostics)
    }

    /// `check --against`: where the code's `declarations` and the table at `path` disagree, or
    /// why the table cannot be read. The table's own rows, when a folder named holds it, are
    /// not the code.
    package static func check(_ declarations: [AppShortcut], against path: String) -> [Diagnostic] {
        guard FileManager.default.fileExists(atPath: path) else { return [InputFile.missing(path)] }
        let table = read(table: path)
        let errors = table.diagnostics.filter { $0.severity == .error }
        let code = declarations.filter { $0.origin != .markdownTable }
        guard !table.rows.isEmpty else { return errors + tableProblems(rows: table.rows, table: path) }
        let agreement = TableAgreement(rows: table.rows, declarations: code, table: path)
        return errors + tableProblems(rows: table.rows, table: path) + agreement.diagnostics(table: path)
    }
}
