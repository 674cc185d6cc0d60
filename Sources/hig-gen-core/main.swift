import ArgumentParser
import HIGGenKit

/// `hig-gen-core`: hig-gen without the linter, so it builds without swift-syntax. It is the
/// tool HIGGenPlugin runs inside every app build that applies the plugin.
struct HIGGenCore: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hig-gen-core", abstract: HIGGenCommandLine.abstract, discussion: HIGGenCommandLine.discussion,
        version: HIGGenCommandLine.version,
        subcommands: HIGGenCommandLine.coreSubcommands, defaultSubcommand: HIGGenCommandLine.defaultSubcommand)
}

HIGGenCommandLine.main(HIGGenCore.self)
