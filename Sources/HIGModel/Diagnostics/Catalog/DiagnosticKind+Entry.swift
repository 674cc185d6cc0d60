// Whole-rulebook checks on entries: the same shortcut listed more than once.
extension DiagnosticKind {
    public static let entryDuplicate = DiagnosticKind(
        "entry.duplicate", .warning, summary: "The same shortcut is listed twice with the same action",
        explanation: "Two rows say the same thing; the cheat sheet and the constants would show it twice.",
        fix: "Remove one of the rows.")
    public static let entrySeveralActions = DiagnosticKind(
        "entry.several-actions", .note, summary: "A shortcut is listed with different actions",
        explanation:
            """
            Some shortcuts do different things in different contexts, so both rows are kept. The note is there \
            in case one of them is a mistake.
            """,
        fix: "Nothing, if both actions are meant; otherwise correct the wrong row.")
    public static let entrySeveralTables = DiagnosticKind(
        "entry.several-tables", .note, summary: "A shortcut appears in more than one table",
        explanation: "The same combination is, for example, both reserved and international. Both entries are kept.",
        fix: "Nothing, if that is meant; otherwise remove the row from the wrong table.")
    public static let entryAvailabilityWithoutRow = DiagnosticKind(
        "entry.availability-without-row", .warning, summary: "A fact about today's system matches no system row",
        explanation:
            """
            A row of the facts table says what the current system does with a shortcut, but no reserved or \
            international row used by the system lists that shortcut on that platform, so the fact applies to \
            nothing.
            """,
        fix: "Correct the shortcut or the platform, or add the system row the fact is about.")
}

extension DiagnosticCatalog {
    public static let entry: [DiagnosticKind] = [
        .entryDuplicate, .entrySeveralActions, .entrySeveralTables, .entryAvailabilityWithoutRow,
    ]
}
