import Foundation
import HIGGenKit
import HIGLint
import HIGMarkdown
import HIGModel

/// What `hig-gen init --from` reads from an app: its declarations, per target, as `check`
/// reads them, the findings `check` gives them, and the commands they make.
struct TableFromCode {
    /// The folder read: a folder named, or the one holding the `.xcodeproj`, `Package.swift`
    /// or `project.yml` named.
    var root: String
    var declarations: [AppShortcut]
    var findings: [Diagnostic]
    var targets: [AppTarget]

    /// The folder `--from` names.
    static func root(of path: String) -> String {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        if exists, isFolder.boolValue, !trimmed.hasSuffix(".xcodeproj") { return trimmed }
        let parent = (trimmed as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    init(from path: String, settings: LintSettings, rulebook: Rulebook) throws {
        root = Self.root(of: path)
        let read = try LintInputs(paths: [root], manifests: []).read()
        // The app's own table, if it has one, is no code to make a table of.
        declarations = read.declarations.filter { $0.origin != .markdownTable }
        targets = read.targets
        findings = settings.lint(declarations, readerDiagnostics: read.diagnostics, inputLevels: read.levels, against: rulebook)
    }

    func table(appName: String, folder: String, keptIDs: [String: String] = [:]) -> CommandTable {
        CommandTable(
            appName: appName, commands: CodeCommand.gather(declarations), unresolved: CodeCommand.unresolved(declarations),
            folder: folder, keptIDs: keptIDs, findings: findings)
    }

    /// The app's name: its only target's, else its folder's.
    var appName: String {
        let names = Set(targets.map(\.name))
        let folder = URL(fileURLWithPath: root).standardizedFileURL.lastPathComponent
        let name = names.count == 1 ? names.first! : folder
        return StarterTable.appName(fromFolder: name)
    }
}
