import ArgumentParser
import Foundation
import HIGReport

/// What every hig-gen executable shares: the commands that compile and generate, and one way
/// of running a command line that maps every outcome to the documented exit status.
///
/// The executables compose their root command from these: `hig-gen` adds the linter's
/// commands; `hig-gen-core` (the build plugin's tool) does not, so it never builds swift-syntax.
public enum HIGGenCommandLine {
    /// The command run when none is named.
    public static let defaultSubcommand: any ParsableCommand.Type = BuildCommand.self

    /// build, watch, json, swift, fix, config, templates and layouts (`init` reads code, so it is
    /// the linter's: see `HIGGenLintCommandLine`).
    public static let coreSubcommands: [any ParsableCommand.Type] = [
        BuildCommand.self, WatchCommand.self, JSONCommand.self, SwiftCommand.self, FixCommand.self, ConfigCommand.self,
        TemplatesCommand.self, LayoutsCommand.self,
    ]

    public static let abstract =
        "Compile keyboard-shortcut guidelines (Markdown) into a typed rulebook and generate outputs from it."

    /// The tool's version and the built-in rulebook's edition and digest, for `--version`.
    public static var version: String { HIGGenVersion.text }

    public static let discussion = """
        Exit status: 0 when there are no errors, 1 when a guideline file has errors \
        (or warnings, with --warnings-as-errors), 2 for a usage error.
        """

    /// Runs the command line and exits with its status.
    public static func main<Root: ParsableCommand>(_ root: Root.Type) -> Never {
        Foundation.exit(run(root, Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs a command line and returns its exit status instead of exiting.
    public static func run<Root: ParsableCommand>(_ root: Root.Type, _ arguments: [String]) -> Int32 {
        do {
            var command = try Root.parseAsRoot(arguments)
            try command.run()
            return ExitStatus.success
        } catch let failure as ExitStatus.Failure {
            return failure.status  // already reported
        } catch let error as DiagnosticError {
            DiagnosticReport(diagnostics: error.diagnostics, colored: TerminalColor.wanted(on: STDERR_FILENO))
                .write(.human, to: .standardError)
            return ExitStatus.failure
        } catch {
            return report(error, root: root)
        }
    }

    /// Prints what ArgumentParser or a command threw and picks the exit status: help and
    /// --version are no failure, anything about the command line is a usage error.
    private static func report<Root: ParsableCommand>(_ error: any Error, root: Root.Type) -> Int32 {
        let code = Root.exitCode(for: error)
        let message = Root.fullMessage(for: error)
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
package enum ExitStatus {
    package static let success: Int32 = 0
    /// A guideline file has errors, or the tool failed.
    package static let failure: Int32 = 1
    /// The command line could not be understood.
    package static let usage: Int32 = 2

    /// Thrown by a command that has already reported why it failed.
    package struct Failure: Error {
        package var status: Int32 = ExitStatus.failure
        package init(status: Int32 = ExitStatus.failure) { self.status = status }
    }
}
