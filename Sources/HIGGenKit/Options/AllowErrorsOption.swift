import ArgumentParser

/// `--allow-errors`: make the outputs from whatever compiled, for a preview of a messy
/// document, while the errors still go to the diagnostics and the exit status is still 1.
package struct AllowErrorsOption: ParsableArguments {
    package init() {}

    @Flag(
        name: .customLong("allow-errors"),
        help: "Still write the output from everything that compiled when some of it has errors; the exit status is still 1.")
    package var isOn = false
}
