import ArgumentParser
import Foundation

/// The `hig-gen` command: compiles keyboard-shortcut guidelines into a typed rulebook and
/// generates outputs from it.
public struct HIGGen: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "hig-gen",
        abstract: "Compile keyboard-shortcut guidelines (Markdown) into a typed rulebook and generate outputs from it.",
        discussion: """
            Exit status: 0 when there are no errors, 1 when a guideline file has errors \
            (or warnings, with --warnings-as-errors), 2 for a usage error.
            """,
        subcommands: [BuildCommand.self, JSONCommand.self, SwiftCommand.self, ConfigCommand.self]
            + lintSubcommands,
        defaultSubcommand: BuildCommand.self)

    public init() {}

    /// Runs the command line, mapping every outcome to the documented exit status.
    public static func main(_ arguments: [String]? = nil) -> Never {
        Foundation.exit(run(arguments ?? Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs a command line and returns its exit status instead of exiting; tests call this.
    public static func run(_ arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return ExitStatus.success
        } catch let failure as ExitStatus.Failure {
            return failure.status  // already reported
        } catch {
            return report(error)
        }
    }

    /// Prints what ArgumentParser or a command threw and picks the exit status: help and
    /// --version are no failure, anything about the command line is a usage error.
    private static func report(_ error: any Error) -> Int32 {
        let code = exitCode(for: error)
        let message = fullMessage(for: error)
        if code == .success {
            FileHandle.standardOutput.write(Data((message + "\n").utf8))
            return ExitStatus.success
        }
        if code == .validationFailure {
            FileHandle.standardError.write(Data((message + "\n").utf8))
            return ExitStatus.usage
        }
        FileHandle.standardError.write(Data("hig-gen: error: \(message)\n".utf8))
        return ExitStatus.failure
    }
}

/// The exit statuses hig-gen promises.
enum ExitStatus {
    static let success: Int32 = 0
    /// A guideline file has errors, or the tool failed.
    static let failure: Int32 = 1
    /// The command line could not be understood.
    static let usage: Int32 = 2

    /// Thrown by a command that has already reported why it failed.
    struct Failure: Error {
        var status: Int32 = ExitStatus.failure
    }
}
