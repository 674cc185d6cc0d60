import HIGModel

// Whether an app's code and its shortcut table agree (`hig-gen check --against`, `hig-gen init
// --from` beside an existing table): the table is the source of truth, so CI catches drift.
extension DiagnosticKind {
    public static let agreementNotInTable = DiagnosticKind(
        "agreement.not-in-table", .error, summary: "The code declares a shortcut the app's table does not list",
        explanation:
            """
            With --against, the app's shortcut table is the source of truth: every shortcut the code declares \
            has its row, so the cheat sheet and the generated constants show every one. A command is found in \
            the table by its Title (or its selector, or the generated constant the code uses) and its shortcut.
            """,
        fix: "Add the row (hig-gen init --from PATH --update adds every missing one), or remove the shortcut from the code.")
    public static let agreementShortcutDiffers = DiagnosticKind(
        "agreement.shortcut-differs", .error, summary: "The code gives a command another shortcut than its table row",
        explanation:
            """
            The table's row for this command (the same Title, or selector) names another shortcut, so the cheat \
            sheet tells people a key the app does not answer to.
            """,
        fix: "Change the code to the row's shortcut, or the row to the code's if the code is right.")
    public static let agreementNotInCode = DiagnosticKind(
        "agreement.not-in-code", .warning, summary: "A row of the app's table is declared nowhere in the code",
        explanation:
            """
            No declaration hig-gen reads (SwiftUI, UIKit, AppKit, Interface Builder, hot keys, manifests) has \
            the row's Title, selector or constant. The command may be gone, renamed, or its shortcut may be made \
            at run time, which hig-gen cannot see.
            """,
        fix: "Remove the row if the command is gone; rename it if the code renamed it.")
    public static let agreementNotATable = DiagnosticKind(
        "agreement.not-a-table", .error, summary: "The file given to --against has no app shortcut table",
        explanation:
            """
            check --against compares the code with the rows of an app's shortcut table. The file has none \
            (prose, an empty file, Swift code), so nothing could be compared, and every shortcut would \
            otherwise look unlisted.
            """,
        fix: "Name the app's shortcuts.md (hig-gen init --from PATH makes one), not another file.")
    public static let agreementDeclaredInMissing = DiagnosticKind(
        "agreement.declared-in-missing", .note, summary: "A row's Declared in names a file that does not exist",
        explanation:
            """
            The row says where the code declares its command, and that file is not there (moved, renamed or \
            deleted), so the row is matched by its names alone.
            """,
        fix: "Run hig-gen init --from PATH --force to write the places anew, or correct the path.")
    public static let agreementDuplicateRow = DiagnosticKind(
        "agreement.duplicate-row", .warning, summary: "The app's table lists the same row twice",
        explanation:
            """
            Two rows have the same ID, or the same command and shortcut. The code's one declaration answers \
            the first; the second is a copy, not a command the code lacks.
            """,
        fix: "Remove the second row.")
}

extension DiagnosticCatalog {
    public static let agreement: [DiagnosticKind] = [
        .agreementNotInTable, .agreementShortcutDiffers, .agreementNotInCode, .agreementNotATable,
        .agreementDeclaredInMissing, .agreementDuplicateRow,
    ]
}
