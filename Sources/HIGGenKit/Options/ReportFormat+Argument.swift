import ArgumentParser
import HIGReport

/// `--format` and `--diagnostics-format` take a format by its name.
extension ReportFormat: ExpressibleByArgument {}
