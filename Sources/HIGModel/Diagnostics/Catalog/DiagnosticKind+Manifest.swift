// An app's shortcut manifest (shortcuts.json or .yml), read by `hig-gen check`.
extension DiagnosticKind {
    public static let manifestInvalid = DiagnosticKind(
        "manifest.invalid", .error, summary: "The manifest is not valid JSON or YAML",
        explanation: "The file could not be parsed, so none of its shortcuts were checked.",
        fix: "Correct the syntax at the place the message gives.")
    public static let manifestEmpty = DiagnosticKind(
        "manifest.empty", .error, summary: "The manifest is empty",
        explanation: "There are no shortcuts to check.",
        fix: "List the app's shortcuts under 'shortcuts:'.")
    public static let manifestMissingShortcuts = DiagnosticKind(
        "manifest.missing-shortcuts", .error, summary: "The manifest has no 'shortcuts:' list",
        explanation: "A manifest is a mapping whose 'shortcuts' key lists the app's shortcuts.",
        fix: "Add 'shortcuts:' with one item per shortcut.")
    public static let manifestMissingShortcut = DiagnosticKind(
        "manifest.missing-shortcut", .error, summary: "A manifest row has no shortcut",
        explanation: "Each item under 'shortcuts:' needs a 'shortcut' value to be checked.",
        fix: "Add 'shortcut:', such as 'shortcut: Shift-Command-E'.")
    public static let manifestInvalidValue = DiagnosticKind(
        "manifest.invalid-value", .error, summary: "A manifest value has the wrong shape",
        explanation: "A setting holds a list where text was expected, or the other way round.",
        fix: "Write the value as the message describes.")
    public static let manifestInvalidLevel = DiagnosticKind(
        "manifest.invalid-level", .error, summary: "A rule level is not off, note, warning or error",
        explanation: "The manifest's 'rules' set each rule's level; other words cannot be understood.",
        fix: "Use off, note, warning or error.")
    public static let manifestUnknownRule = DiagnosticKind(
        "manifest.unknown-rule", .warning, summary: "The manifest sets the level of a rule that does not exist",
        explanation: "The setting has no effect.",
        fix: "Use an id from 'hig-gen explain --rules'; the message suggests the nearest one.")
    public static let manifestUnknownKey = DiagnosticKind(
        "manifest.unknown-key", .warning, summary: "The manifest has a key hig-gen does not know",
        explanation: "Unknown keys are ignored, so a misspelt one silently loses its value.",
        fix: "Correct the key; the message suggests the nearest one.")
}

// Interface Builder files, read by `hig-gen check` for their menu items.
extension DiagnosticKind {
    public static let interfaceBuilderInvalid = DiagnosticKind(
        "interface-builder.invalid", .error, summary: "An Interface Builder file is not well-formed XML",
        explanation: """
            The file's menu items are read from its XML; where the XML breaks off (an unclosed tag or attribute), the \
            items after it cannot be read. Xcode writes these files, so a broken one was usually edited by hand or \
            cut short.
            """,
        fix: "Open the file in Xcode and save it again, or repair the XML at the place the message gives.")
}

extension DiagnosticCatalog {
    public static let manifest: [DiagnosticKind] = [
        .interfaceBuilderInvalid,
        .manifestInvalid, .manifestEmpty, .manifestMissingShortcuts, .manifestMissingShortcut, .manifestInvalidValue,
        .manifestInvalidLevel, .manifestUnknownRule, .manifestUnknownKey,
    ]
}
