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
}

extension DiagnosticCatalog {
    public static let agreement: [DiagnosticKind] = [
        .agreementNotInTable, .agreementShortcutDiffers, .agreementNotInCode,
    ]
}
