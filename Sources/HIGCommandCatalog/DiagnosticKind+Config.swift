import HIGModel

// The config files: hig-gen.yml, and a plugin target's .hig-gen.json.
extension DiagnosticKind {
    public static let configNotFound = DiagnosticKind(
        "config.not-found", .error, summary: "The config file does not exist",
        explanation: "A config named with --config must exist; hig-gen.yml in the working directory is read only when present.",
        fix: "Check the path, or run 'hig-gen init' to write one.")
    public static let configInvalid = DiagnosticKind(
        "config.invalid", .error, summary: "The config file is not valid YAML",
        explanation: "None of its settings could be read, so the command stops rather than run with defaults.",
        fix: "Correct the syntax at the place the message gives.")
    public static let configUnknownSetting = DiagnosticKind(
        "config.unknown-setting", .error, summary: "The config has a setting hig-gen does not know",
        explanation: "An unknown setting would be silently ignored, so it is an error.",
        fix: "Correct the name; the message suggests the nearest one, and 'hig-gen config' prints the settings in effect.")
    public static let configInvalidValue = DiagnosticKind(
        "config.invalid-value", .error, summary: "A config value has the wrong shape",
        explanation: "A setting holds a list where text was expected, an empty value, or a word that is not one of its choices.",
        fix: "Write the value as the message describes.")
    public static let configUnknownOutput = DiagnosticKind(
        "config.unknown-output", .error, summary: "The config names an output that does not exist",
        explanation: "'outputs' lists what 'hig-gen build' writes.",
        fix: "Use json, swift, site or docc.")
    public static let configInvalidLevel = DiagnosticKind(
        "config.invalid-level", .error, summary: "A rule level is not off, note, warning or error",
        explanation: "'lint: rules:' sets each rule's level; other words cannot be understood.",
        fix: "Use off, note, warning or error.")
    public static let configUnknownRule = DiagnosticKind(
        "config.unknown-rule", .error, summary: "The config sets the level of a rule that does not exist",
        explanation: "A misspelt rule id would leave the rule at its default level without a word, so it is an error.",
        fix: "Use an id from 'hig-gen explain --rules'; the message suggests the nearest one.")
}

extension DiagnosticCatalog {
    public static let config: [DiagnosticKind] = [
        .configNotFound, .configInvalid, .configUnknownSetting, .configInvalidValue, .configUnknownOutput,
        .configInvalidLevel, .configUnknownRule,
    ]
}
