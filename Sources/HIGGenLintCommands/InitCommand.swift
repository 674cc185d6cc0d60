import ArgumentParser
import Foundation
import HIGCommandCatalog
import HIGGenKit
import HIGLintKit
import HIGModel

/// `hig-gen init`: starts an app's shortcut table, the single source of truth for its
/// constants, checks and cheat sheet, with the config files that use it; `--from` makes the
/// table of the shortcuts the app's code already declares.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start an app's keyboard-shortcut table, with the config files that check and build it.",
        discussion: """
            Writes, in the target folder (default: the current one), shortcuts.md (an app table \
            with a few example rows and its columns explained) and .hig-gen.json (the build \
            plugin's settings), and hig-gen.yml in the current folder (so 'hig-gen build' and \
            'hig-gen check' find the table). Existing files are never replaced without --force.

            With --from PATH (a folder, an .xcodeproj, a Package.swift or project.yml), the table \
            holds the shortcuts the app's code declares instead: one row per command, per target, \
            with its title, menu, selector, where it works and the places that declare it, and \
            what 'hig-gen check' finds there beside it. Keys the code does not say outright are \
            listed in a comment, never guessed. The target folder defaults to the app's folder. \
            When the table exists, init --from says how it and the code differ; --update adds \
            the missing rows, --force writes the table anew (rows keep their ids).

            Examples:
              hig-gen init
              hig-gen init --target Sources/Sketchy --namespace SketchyShortcuts
              hig-gen init --from .
              hig-gen init --from . --update
            """)

    @Option(
        name: .customLong("target"),
        help: ArgumentHelp(
            "The folder that gets the table. Default: the current folder (with --from: the app's folder).",
            valueName: "dir"))
    var target: String?

    @Option(
        name: .customLong("from"),
        help: ArgumentHelp(
            "Make the table from the shortcuts this app's code declares (a folder, an .xcodeproj, Package.swift or project.yml).",
            valueName: "path"))
    var from: String?

    @Flag(help: "With --from and an existing table: add the rows the code has and the table lacks.")
    var update = false

    @OptionGroup var namespace: NamespaceOptions

    @OptionGroup var guidelines: GuidelinesOptions

    @OptionGroup var config: ConfigOptions

    @OptionGroup var boundary: InputBoundaryOptions

    @Flag(help: "Replace files that already exist.")
    var force = false

    func validate() throws {
        if update && from == nil { throw ValidationError("--update goes with --from") }
        if update && force { throw ValidationError("--update keeps the table's rows and --force writes it anew; choose one") }
    }

    func run() throws {
        boundary.apply(to: [from, target, config.file] + guidelines.paths)
        if let from { return try runFrom(from) }
        let target = self.target ?? "."
        let folderName = URL(fileURLWithPath: target).standardizedFileURL.lastPathComponent
        let appName = StarterTable.appName(fromFolder: folderName)
        let enumName = namespace.name ?? StarterTable.namespace(for: appName)
        func inTarget(_ name: String) -> String { target == "." ? name : target + "/" + name }
        let table = inTarget("shortcuts.md")
        let files: [(path: String, text: String)] = [
            (table, StarterTable.markdown(appName: appName)),
            (inTarget(".hig-gen.json"), StarterTable.targetConfig(namespace: enumName)),
            ("hig-gen.yml", StarterTable.projectConfig(table: table, namespace: enumName)),
        ]
        let existing = files.map(\.path).filter { FileManager.default.fileExists(atPath: $0) }
        guard force || existing.isEmpty else {
            throw DiagnosticError(
                existing.map {
                    Diagnostic(
                        .outputExists, "already exists; hig-gen init replaces files only with --force",
                        at: SourceLocation(file: $0))
                })
        }
        do {
            _ = try OutputWriter.write(files.map { ($0.path, Array($0.text.utf8)) }, into: ".")
        } catch {
            throw DiagnosticError([.unwritable(error, output: target)])
        }
        for file in files { FileHandle.standardOutput.write(Data("created \(file.path)\n".utf8)) }
        FileHandle.standardOutput.write(Data(StarterTable.nextSteps(table: table, namespace: enumName).utf8))
    }
}
