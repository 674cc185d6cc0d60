import ArgumentParser
import Foundation
import HIGCommandCatalog
import HIGModel

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
            let reporter = diagnostics.reporter()
            guard config.file != nil || FileManager.default.fileExists(atPath: file) else {
                try reporter.reportConfig([
                    Diagnostic(.configNotFound, "no \(file) in this folder; pass --config FILE", at: SourceLocation(file: file))
                ])
                return
            }
            try reporter.reportConfig(try Invocation(config: config).configDiagnostics)
            reporter.say("hig-gen: \(file) is valid")
        }
    }
}
