import Foundation
import HIGLint
import HIGMarkdown
import HIGModel

/// What `hig-gen init --from` reads from an app: its declarations, per target, as `check`
/// reads them, the findings `check` gives them, and the commands they make.
package struct TableFromCode {
    /// The folder read: a folder named, or the one holding the `.xcodeproj`, `Package.swift`
    /// or `project.yml` named.
    package var root: String
    package var declarations: [AppShortcut]
    package var findings: [Diagnostic]
    package var targets: [AppTarget]

    /// The folder `--from` names.
    package static func root(of path: String) -> String {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        if exists, isFolder.boolValue, !trimmed.hasSuffix(".xcodeproj") { return trimmed }
        let parent = (trimmed as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    /// The table's makings from what was `read` in `root` (see ``root(of:)``), as `check`
    /// reads it, judged with `settings` against `rulebook`.
    package init(
        root: String,
        read: (declarations: [AppShortcut], diagnostics: [Diagnostic], levels: [String: RuleLevel], targets: [AppTarget]),
        settings: LintSettings, rulebook: Rulebook
    ) {
        self.root = root
        // The app's own table, if it has one, is no code to make a table of.
        declarations = read.declarations.filter { $0.origin != .markdownTable }
        targets = read.targets
        findings = settings.lint(declarations, readerDiagnostics: read.diagnostics, inputLevels: read.levels, against: rulebook)
    }

    package func table(appName: String, folder: String, keptIDs: [String: String] = [:]) -> CommandTable {
        CommandTable(
            appName: appName, commands: CodeCommand.gather(declarations), unresolved: CodeCommand.unresolved(declarations),
            folder: folder, keptIDs: keptIDs, findings: findings)
    }

    /// `check`'s findings on the app table at `path` (one `init --from` wrote), with `settings`
    /// against `rulebook`, and how many rows it has.
    package static func findings(
        inTable path: String, settings: LintSettings, rulebook: Rulebook
    ) -> (findings: [Diagnostic], rows: Int) {
        let compiled = RulebookCompiler.compile(paths: [path])
        let rows = IgnoreComments.apply(to: AppShortcut.appTableRows(of: compiled.rulebook))
        return (settings.lint(rows, readerDiagnostics: compiled.diagnostics, against: rulebook), rows.count)
    }

    /// The app's name: its only target's, else its folder's.
    package var appName: String {
        let names = Set(targets.map(\.name))
        let folder = URL(fileURLWithPath: root).standardizedFileURL.lastPathComponent
        let name = names.count == 1 ? names.first! : folder
        return StarterTable.appName(fromFolder: name)
    }
}
