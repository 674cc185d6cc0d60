import ArgumentParser
import Foundation
import HIGModel

/// `hig-gen init`: starts an app's shortcut table, the single source of truth for its
/// constants, checks and cheat sheet, with the config files that use it.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start an app's keyboard-shortcut table, with the config files that check and build it.",
        discussion: """
            Writes, in the target folder (default: the current one), shortcuts.md (an app table \
            with a few example rows and its columns explained) and .hig-gen.json (the build \
            plugin's settings), and hig-gen.yml in the current folder (so 'hig-gen build' and \
            'hig-gen check' find the table). Existing files are never replaced without --force.

            Examples:
              hig-gen init
              hig-gen init --target Sources/Sketchy --namespace SketchyShortcuts
            """)

    @Option(
        name: .customLong("target"),
        help: ArgumentHelp("The folder of the app target that gets the table. Default: the current folder.", valueName: "dir"))
    var target = "."

    @OptionGroup var namespace: NamespaceOptions

    @Flag(help: "Replace files that already exist.")
    var force = false

    func run() throws {
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
            _ = try OutputWriter(root: ".").write(files.map { ($0.path, Array($0.text.utf8)) })
        } catch {
            throw DiagnosticError([.unwritable(error, output: target)])
        }
        for file in files { FileHandle.standardOutput.write(Data("created \(file.path)\n".utf8)) }
        FileHandle.standardOutput.write(Data(StarterTable.nextSteps(table: table, namespace: enumName).utf8))
    }
}
