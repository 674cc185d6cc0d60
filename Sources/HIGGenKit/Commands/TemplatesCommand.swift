import ArgumentParser
import Foundation
import HIGCommandCatalog
import HIGModel
import HIGSite

/// `hig-gen templates export DIR`: the built-in site templates, to customise and pass back
/// with `--templates DIR`.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates", abstract: "Work with the site templates.", subcommands: [Export.self])

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Copy the built-in site templates into a folder, to customise them.",
            discussion: """
                Edit the copies, then build with them: hig-gen build --templates DIR. A folder \
                may also hold only the files it changes; the rest come from the built-in set.

                Examples:
                  hig-gen templates export MyTemplates
                """)

        @Argument(help: ArgumentHelp("The folder to write the templates into.", valueName: "dir"))
        var folder: String

        @Flag(help: "Replace files that already exist.")
        var force = false

        func run() throws {
            let files = TemplateSet.builtIn.files.sorted { $0.key < $1.key }
            let existing = files.map { folder + "/" + $0.key }.filter { FileManager.default.fileExists(atPath: $0) }
            guard force || existing.isEmpty else {
                throw DiagnosticError(
                    existing.map {
                        Diagnostic(.outputExists, "already exists; replace it with --force", at: SourceLocation(file: $0))
                    })
            }
            do {
                _ = try OutputWriter(root: folder).write(files.map { ($0.key, $0.value) })
            } catch {
                throw DiagnosticError([.unwritable(error, output: folder)])
            }
            FileHandle.standardOutput.write(
                Data("hig-gen: \(files.count) template files in \(folder); build with --templates \(folder)\n".utf8))
        }
    }
}
