import ArgumentParser
import HIGGenKit
import HIGGenLintCommands

/// `hig-gen`: every command, the linter's included.
struct HIGGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hig-gen", abstract: HIGGenCommandLine.abstract, discussion: HIGGenCommandLine.discussion,
        version: HIGGenCommandLine.version,
        subcommands: HIGGenCommandLine.coreSubcommands + HIGGenLintCommandLine.subcommands,
        defaultSubcommand: HIGGenCommandLine.defaultSubcommand)
}

HIGGenCommandLine.main(HIGGen.self)
