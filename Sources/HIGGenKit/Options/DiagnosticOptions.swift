import ArgumentParser
import Foundation
import HIGModel
import HIGReport

/// How diagnostics are reported; shared by every command that compiles guidelines.
package struct DiagnosticOptions: ParsableArguments {
    package init() {}

    @Option(
        name: .customLong("diagnostics-format"),
        help: "How to print diagnostics on standard error: human, xcode, json, sarif, github or junit.")
    var format: ReportFormat = .human

    @Flag(
        name: .customLong("warnings-as-errors"), inversion: .prefixedNo,
        help: "Treat warnings as errors: report them as errors and exit 1. Overrides the config file.")
    var warningsAsErrors: Bool?

    @Flag(name: .shortAndLong, help: "Print only problems (warnings and errors): no notes, progress or summary lines.")
    var quiet = false

    @Option(
        name: .customLong("max-diagnostics"),
        help: ArgumentHelp(
            "Print at most this many diagnostics for people (alike ones count once); JSON prints them all.", valueName: "n"))
    var maxDiagnostics: Int?

    package func validate() throws {
        if let maxDiagnostics, maxDiagnostics < 1 {
            throw ValidationError("--max-diagnostics takes a count of at least 1 (got \(maxDiagnostics))")
        }
    }

    /// A reporter for these options; `configured` is the config file's warnings-as-errors, and
    /// `strict` (the linter's `--strict`) makes warnings fail as well.
    func reporter(configured: Bool? = nil, strict: Bool = false) -> DiagnosticReporter {
        DiagnosticReporter(
            format: format, warningsAsErrors: strict || (warningsAsErrors ?? configured ?? false), quiet: quiet,
            colored: TerminalColor.wanted(on: STDERR_FILENO), limit: maxDiagnostics)
    }
}

/// Prints diagnostics on standard error and decides whether they fail the command.
package struct DiagnosticReporter {
    var format: ReportFormat
    var warningsAsErrors: Bool
    var quiet: Bool
    var colored: Bool
    /// At most this many diagnostics in the human format.
    var limit: Int?

    package init(
        format: ReportFormat, warningsAsErrors: Bool, quiet: Bool, colored: Bool, limit: Int? = nil
    ) {
        self.format = format
        self.warningsAsErrors = warningsAsErrors
        self.quiet = quiet
        self.colored = colored
        self.limit = limit
    }

    /// Prints the diagnostics and says whether any is an error (after raising warnings).
    @discardableResult
    package func report(_ diagnostics: [Diagnostic]) -> Bool {
        // Copied only when something changes: a large set has a hundred thousand notes.
        var shown = quiet ? diagnostics.filter { $0.severity != .note } : diagnostics
        if warningsAsErrors {
            for index in shown.indices where shown[index].severity == .warning { shown[index].severity = .error }
        }
        // People see nothing when there is nothing; a tool always gets a whole document.
        if format != .human || !shown.isEmpty {
            DiagnosticReport(diagnostics: shown, colored: colored && format == .human, limit: limit, summary: !quiet)
                .write(format, to: .standardError)
        }
        return fails(diagnostics)
    }

    /// Reports what is wrong with the config files, and ends the command when that is an
    /// error; prints nothing when they are fine, so the JSON format prints one array only.
    package func reportConfig(_ diagnostics: [Diagnostic]) throws {
        guard !diagnostics.isEmpty else { return }
        if report(diagnostics) { throw ExitStatus.Failure() }
    }

    /// Runs `body`; a ``DiagnosticError`` it throws is reported here, in this reporter's
    /// format, and ends the command.
    package func reporting<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DiagnosticError {
            report(error.diagnostics)
            throw ExitStatus.Failure()
        }
    }

    /// Whether reporting these diagnostics would fail the command, without printing them.
    package func fails(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.contains { $0.severity == .error || (warningsAsErrors && $0.severity == .warning) }
    }

    /// A line for people on standard error, unless quiet.
    func say(_ line: String) {
        guard !quiet else { return }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

}
