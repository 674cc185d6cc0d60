import ArgumentParser
import Foundation

/// `hig-gen config lint`: checks a `hig-gen.yml` and reports every problem with its location.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Work with the hig-gen.yml config file.",
        subcommands: [Lint.self])

    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Validate a config file; exit 1 when it has problems.",
            discussion: """
                Examples:
                  hig-gen config lint
                  hig-gen config lint --config ci/hig-gen.yml
                """)

        @OptionGroup var config: ConfigOptions

        @OptionGroup var diagnostics: DiagnosticOptions

        func run() throws {
            let file = config.file ?? HIGGenConfig.fileName
            guard config.file != nil || FileManager.default.fileExists(atPath: file) else {
                FileHandle.standardError.write(Data("hig-gen: error: no \(file) in this folder; pass --config FILE\n".utf8))
                throw ExitStatus.Failure()
            }
            let loaded = ConfigLoader.load(file)
            let reporter = diagnostics.reporter()
            try reporter.reportConfig(loaded.diagnostics)
            reporter.say("hig-gen: \(file) is valid")
        }
    }
}
