import ArgumentParser
import HIGModel

/// How diagnostics are reported; shared by every command that compiles guidelines.
struct DiagnosticOptions: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case human, json
    }

    @Option(name: .customLong("diagnostics-format"), help: "How to print diagnostics on standard error: human or json.")
    var format: Format = .human

    @Flag(name: .customLong("warnings-as-errors"), help: "Treat warnings as errors: report them as errors and exit 1.")
    var warningsAsErrors = false

    /// The diagnostics as they are to be reported, warnings raised to errors if asked.
    func applied(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard warningsAsErrors else { return diagnostics }
        return diagnostics.map { diagnostic in
            var raised = diagnostic
            if raised.severity == .warning { raised.severity = .error }
            return raised
        }
    }

    /// Prints the diagnostics to standard error and says whether any is an error.
    func report(_ diagnostics: [Diagnostic]) -> Bool {
        let final = applied(to: diagnostics)
        switch format {
        case .human:
            DiagnosticPrinter.printHuman(final)
        case .json:
            DiagnosticPrinter.printJSON(final)
        }
        return final.contains { $0.severity == .error }
    }
}
