// Naming the generated Swift constants.
extension DiagnosticKind {
    public static let swiftDuplicateID = DiagnosticKind(
        "swift.duplicate-id", .warning, summary: "Two entries were given the same ID",
        explanation:
            """
            An ID names the entry's Swift constant and its stable id, so it must be unique. Each entry with \
            the repeated ID gets its shortcut added to its name.
            """,
        fix: "Give each row its own ID.")
    public static let swiftNameCollision = DiagnosticKind(
        "swift.name-collision", .note, summary: "Two entries would get the same Swift name",
        explanation:
            """
            Names come from the ID, else the title, else the action; when two coincide, the later one is \
            qualified with its shortcut.
            """,
        fix: "Nothing, if the qualified name reads well; otherwise give one of the rows an ID.")
    public static let swiftUnusableID = DiagnosticKind(
        "swift.unusable-id", .warning, summary: "An ID has no letters or digits to make a Swift name from",
        explanation: "The entry is named after its title or action instead.",
        fix: "Write an ID with letters, such as 'export-pdf'.")
    public static let swiftNameFromQualifier = DiagnosticKind(
        "swift.name-from-qualifier", .note, summary: "An entry is named after its shortcut",
        explanation: "Its text has no ASCII letters or digits to form a Swift name, so the shortcut's name is used.",
        fix: "Give the row an ID to choose the name.")
    public static let swiftLeadingDigit = DiagnosticKind(
        "swift.leading-digit", .note, summary: "A Swift name would start with a digit",
        explanation: "Swift names cannot start with a digit, so the name gets a leading underscore.",
        fix: "Give the row an ID that starts with a letter.")
}

extension DiagnosticCatalog {
    public static let swift: [DiagnosticKind] = [
        .swiftDuplicateID, .swiftNameCollision, .swiftUnusableID, .swiftNameFromQualifier, .swiftLeadingDigit,
    ]
}
