import HIGModel

// What the commands themselves report: guidelines that do not compile, outputs that cannot be
// written, templates that cannot be read.
extension DiagnosticKind {
    public static let guidelinesHaveErrors = DiagnosticKind(
        "guidelines.have-errors", .error, summary: "The guidelines to check against have errors",
        explanation: "An app cannot be checked against guidelines that do not compile; their errors are listed before this one.",
        fix: "Fix the errors listed, or leave out --guidelines to use the built-in rulebook.")
    public static let outputUnwritable = DiagnosticKind(
        "output.unwritable", .error, summary: "An output file or folder cannot be written",
        explanation:
            """
            Outputs are written to a temporary file and renamed into place, so a failure leaves the files \
            already there as they were.
            """,
        fix: "Make the output folder writable, or choose another with --output.")
    public static let outputFailed = DiagnosticKind(
        "output.failed", .error, summary: "An output could not be generated",
        explanation: "An emitter failed, for example on a site template that does not render. Nothing was written.",
        fix: "Fix the cause the message gives; for a template, see Docs/Site.md.")
    public static let outputStale = DiagnosticKind(
        "output.stale", .error, summary: "An output file is not what the sources build",
        explanation: "'build --check' compares each output with the file on disk and writes nothing.",
        fix: "Run 'hig-gen build' (or 'make') and commit the outputs.")
    public static let outputExists = DiagnosticKind(
        "output.exists", .error, summary: "A file to be written already exists",
        explanation: "Commands that write starter files never replace a file unasked.",
        fix: "Pass --force to replace it, or remove it first.")
    public static let templatesInvalid = DiagnosticKind(
        "templates.invalid", .error, summary: "A site template cannot be read",
        explanation:
            """
            The templates folder given with --templates, or a template in it, could not be read or parsed, so \
            no site can be made.
            """,
        fix: "Correct the template at the place the message gives, or leave out --templates.")
    public static let baselineInvalid = DiagnosticKind(
        "baseline.invalid", .error, summary: "The baseline file cannot be read",
        explanation:
            "A baseline is the JSON file 'hig-gen check --write-baseline' writes; this one is not, so no finding can be excused.",
        fix: "Write it again with 'hig-gen check --write-baseline FILE'.")
    public static let explainNotUnderstood = DiagnosticKind(
        "explain.not-understood", .error, summary: "explain was given neither a shortcut nor a known id",
        explanation: "'hig-gen explain' takes a shortcut in either notation, a lint rule id or a diagnostic id.",
        fix: "Check the spelling; the message suggests the nearest id.")
}

extension DiagnosticCatalog {
    public static let commandLine: [DiagnosticKind] = [
        .guidelinesHaveErrors, .outputUnwritable, .outputFailed, .outputStale, .outputExists, .templatesInvalid, .baselineInvalid,
        .explainNotUnderstood,
    ]
}
