import ArgumentParser
import Foundation
import HIGModel

/// `hig-gen build`: compiles the guideline files and writes every output into one folder,
/// all or nothing.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile guideline files and write the outputs (JSON, Swift, the HTML cheat sheet) into the output folder.",
        discussion: """
            Files are written atomically and only when their bytes change. When any guideline \
            file has an error, nothing in the output folder is touched. Settings come from \
            hig-gen.yml in the working directory (or --config), and flags override them.

            An app's own shortcut table (front matter 'kind: app', or a file with no guideline \
            table) is checked as 'hig-gen check' checks it: against --guidelines, else the \
            reserved tables compiled with it, else the built-in rulebook. Its errors fail the \
            build; its warnings fail it with --strict.

            Examples:
              hig-gen build
              hig-gen build --guidelines Content --output Output
              hig-gen build --content shortcuts.md --output CheatSheet  # an app table
              hig-gen build --content shortcuts.md --guidelines Content
              hig-gen build --check          # exit 1, listing files that would change
              hig-gen build --watch          # rebuild on changes: hig-gen watch
              hig-gen build --templates MyTemplates   # override site templates
              hig-gen build --content shortcuts.md --emit docc  # a DocC article
            """)

    @OptionGroup var options: BuildOptions

    @Flag(help: "Write nothing; exit 1 and list the output files that would change.")
    var check = false

    @Flag(help: "After building, rebuild whenever the guideline files change; stop with Control-C (or run 'hig-gen watch').")
    var watch = false

    func validate() throws {
        if check && watch { throw ValidationError("--check and --watch cannot be combined") }
    }

    func run() throws {
        let runner = try options.runner(check: check)
        guard watch else {
            switch runner.run() {
            case .built: return
            case .failed, .stale: throw ExitStatus.Failure()
            }
        }
        runner.watch(configFile: options.config.file)
    }
}
