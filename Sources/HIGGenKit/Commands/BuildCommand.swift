import ArgumentParser
import Foundation
import HIGMarkdown
import HIGModel
import HIGSite

/// `hig-gen build`: compiles the guideline files and writes every output into one folder,
/// all or nothing.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract:
            "Compile guideline files and write the outputs (JSON and its schema, the HTML cheat sheet) into the output folder.",
        discussion: """
            Files are written atomically and only when their bytes change. When any guideline \
            file has an error, nothing in the output folder is touched.

            Examples:
              hig-gen build
              hig-gen build --content Content --content Extra/shortcuts.md --output Output
              hig-gen build --warnings-as-errors --diagnostics-format json
              hig-gen build --templates MyTemplates
            """)

    @Option(
        name: .customLong("content"),
        help: ArgumentHelp("A guideline Markdown file or folder; repeat for several.", valueName: "path"))
    var content: [String] = ["Content"]

    @Option(name: .customLong("output"), help: ArgumentHelp("The folder to write outputs into.", valueName: "dir"))
    var output = "Output"

    @Option(
        name: .customLong("templates"),
        help: ArgumentHelp(
            "A folder of site templates and assets laid over the built-in ones; files it lacks come from the built-in set.",
            valueName: "dir"))
    var templates: String?

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        // Read the templates first: a wrong folder should fail before any work is done.
        let siteTemplates = try templates.map(TemplateSet.builtIn(overriddenBy:)) ?? .builtIn
        let compiled = RulebookCompiler.compile(paths: content)
        let failed = diagnostics.report(compiled.diagnostics)
        guard !failed else {
            FileHandle.standardError.write(Data("hig-gen: build failed; \(output) was left unchanged\n".utf8))
            throw ExitStatus.Failure()
        }
        let files = try OutputPlan.files(for: compiled.rulebook, siteTemplates: siteTemplates)
        let written = try OutputWriter(root: output).write(files)
        let counts = compiled.rulebook.entryCounts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.rawValue)" }
        print(
            "hig-gen: \(compiled.rulebook.entries.count) shortcut entries (\(counts.joined(separator: ", "))) from \(compiled.rulebook.documents.count) files; "
                + "\(written.count) of \(files.count) output files updated in \(output)")
    }
}
