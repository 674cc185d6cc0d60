// Markdown tables: how a table is recognised, and each row and cell of a guideline table.
extension DiagnosticKind {
    public static let tableUnknownKind = DiagnosticKind(
        "table.unknown-kind", .warning, summary: "The heading does not say which shortcut table this is",
        explanation:
            """
            A shortcut table is reserved, standard, international or custom, and the heading above it says \
            which. Without one of those words the table is read as custom shortcuts, which are not reserved \
            for anything.
            """,
        fix: "Put the table under a heading that says Reserved, International, Standard or Custom.")
    public static let tableKindFromIntroduction = DiagnosticKind(
        "table.kind-from-introduction", .note, summary: "A table's kind was taken from the paragraph before it",
        explanation: """
            Pages often introduce a table with a sentence rather than a heading of its own, such as the international \
            table under the standard table's heading. hig-gen reads the kind from that sentence and says so.
            """,
        fix: "Nothing, if the kind is right; otherwise give the table a heading that names its kind.")
    public static let tableMissingShortcutColumn = DiagnosticKind(
        "table.missing-shortcut-column", .warning, summary: "A table of shortcuts has no column named for them",
        explanation: """
            One of the table's columns holds shortcuts, but no header names it as the shortcut column, so the table is \
            skipped rather than guessed at. The table is read once its columns are named.
            """,
        fix: "Name the column 'Keyboard shortcut' (or 'Shortcut') and the one that describes each 'Action'.")
    public static let tableMissingActionColumn = DiagnosticKind(
        "table.missing-action-column", .warning, summary: "A shortcut table has no action column",
        explanation: "Every shortcut entry says what it does, and the table has no column for that, so it is skipped.",
        fix: "Name the column that describes each shortcut 'Action'.")
    public static let tableIgnored = DiagnosticKind(
        "table.ignored", .note, summary: "A table is not a guideline table and is skipped",
        explanation:
            """
            Its header names no shortcut, modifier, key or rule column, so it is taken for an ordinary table \
            in the prose.
            """,
        fix: "Nothing, if the table is not about shortcuts; otherwise name its columns as guideline tables do.")
    public static let tableMalformedDelimiter = DiagnosticKind(
        "table.malformed-delimiter", .warning, summary: "A table's delimiter row is malformed",
        explanation: """
            The row under a table's header ('|---|---|') must have one dash cell per column, made of hyphens. Pages \
            pasted from old sites or PDFs often have '|-', too few cells or long dashes; the Markdown parser would then \
            read the whole table as a paragraph. hig-gen reads it with a repaired row.
            """,
        fix: "Write one '---' cell per column; the fix-it (and 'hig-gen fix') does it.")
    public static let tableCellCount = DiagnosticKind(
        "table.cell-count", .error, summary: "A row has more cells than the table has columns",
        explanation:
            """
            The extra cells cannot be matched to a column, so the row is not read. A bare '|' inside a cell is \
            the usual cause.
            """,
        fix: "Escape '|' inside cells as '\\|', or remove the extra cells.")
    public static let tableMissingCell = DiagnosticKind(
        "table.missing-cell", .warning, summary: "A row has fewer cells than the table has columns",
        explanation:
            """
            The row is read as a continuation of the row above, with its first cell empty, as tables copied \
            from a web page often are.
            """,
        fix: "Write every cell, leaving a cell empty with '| |' where there is nothing to say.")
    public static let tableUnescapedPipe = DiagnosticKind(
        "table.unescaped-pipe", .warning, summary: "A bare '|' splits a cell in two",
        explanation: "In a Markdown table '|' separates cells, so a shortcut or text that contains it is cut short.",
        fix: "Write the '|' as '\\|'; the fix-it does it.")
    public static let tableEmptyCell = DiagnosticKind(
        "table.empty-cell", .error, summary: "A required cell is empty",
        explanation: "Each guideline row needs its key parts: a shortcut needs its action, a modifier its glyph, a key its name.",
        fix: "Fill in the cell named in the message.")
    public static let tableMissingShortcut = DiagnosticKind(
        "table.missing-shortcut", .error, summary: "A row has no shortcut",
        explanation: "Neither the shortcut column nor the primary key column says which keys the row is about.",
        fix: "Write the shortcut, or the key alone in the primary key column.")
    public static let tableNoShortcut = DiagnosticKind(
        "table.no-shortcut", .note, summary: "Rows say they have no shortcut",
        explanation: """
            A shortcut cell that says 'none', 'n/a' or a dash, or gives a menu path ('View → Zoom'), marks a command \
            without a shortcut. Such rows are left \
            out of the rulebook; one note per table counts them.
            """,
        fix: "Nothing, if the commands have no shortcut; otherwise write their shortcuts.")
    public static let tablePrimaryKeyMismatch = DiagnosticKind(
        "table.primary-key-mismatch", .warning, summary: "A shortcut does not use its group's primary key",
        explanation: "In a table grouped by primary key, each shortcut of a group is expected to end in that key.",
        fix: "Move the row to the right group, or correct its shortcut.")
    public static let tablePrimaryKeyHasModifiers = DiagnosticKind(
        "table.primary-key-has-modifiers", .warning, summary: "A primary key cell names a whole shortcut",
        explanation: "The primary key column holds the key a group of shortcuts share, without modifiers.",
        fix: "Write the key alone; the fix-it does it.")
    public static let tableUnknownScope = DiagnosticKind(
        "table.unknown-scope", .warning, summary: "The 'Used by' value is not System or Apps",
        explanation: "A reserved shortcut is used either by the system or by apps; other values are read as System.",
        fix: "Write System or Apps.")
    public static let tableUnknownPlatform = DiagnosticKind(
        "table.unknown-platform", .warning, summary: "A platform cell names an unknown platform",
        explanation: "The row applies to the platforms listed; an unknown name is left out.",
        fix: "Use iOS, iPadOS, macOS, tvOS, visionOS or watchOS.")
    public static let tableUnknownAvailability = DiagnosticKind(
        "table.unknown-availability", .warning, summary: "A 'Today' cell does not say what today's system does",
        explanation:
            """
            A row of the facts table says whether the current system takes a shortcut by default, only when a \
            setting is on, no longer, or that no source settles it. Another value leaves the row out, so the \
            linter reads the guidelines' row as the guidelines say.
            """,
        fix: "Write By default, When a setting is on, Unless a setting is on, No longer or Unverified.")
    public static let tableMissingSetting = DiagnosticKind(
        "table.missing-setting", .warning,
        summary: "A shortcut taken when (or unless) a setting is on does not name the setting",
        explanation:
            """
            Findings on such a shortcut name the setting that turns the system's use of it on (or off), so \
            people can tell whether it matters to them; without it the row is left out.
            """,
        fix: "Name the setting in the 'Setting' column, as the Settings app shows it.")
    public static let tableMissingSource = DiagnosticKind(
        "table.missing-source", .warning, summary: "A fact about today's system cites no source",
        explanation:
            """
            Every fact about what the current system does rests on a public page; a row without one is read as \
            unverified, and the linter says less about it.
            """,
        fix: "Give the page's address or title in the 'Source' column, or write Unverified in 'Today'.")
    public static let tableUnreadablePlacement = DiagnosticKind(
        "table.unreadable-placement", .warning, summary: "A Works in, Targets or Declared in cell does not read",
        explanation:
            """
            The code columns hig-gen init --from writes say where each command lives: Works in ('app', \
            'everywhere', 'menu: NAME', 'view: NAME'), Targets ('Reader (macOS); Reader Mobile (iOS, iPadOS)') and \
            Declared in ('Sources/Commands.swift:42 (SwiftUI)'). A cell that does not read is left out, so the row \
            is checked as an app-wide command of every target.
            """,
        fix: "Write the cell as the message shows, or run hig-gen init --from again to rewrite the table.")
    public static let tableUnknownRule = DiagnosticKind(
        "table.unknown-rule", .error, summary: "A rules table names a rule that does not exist",
        explanation: "A rules table ties each guideline rule to a lint rule by its id; this id is none of them.",
        fix: "Use one of the ids 'hig-gen explain --rules' lists.")
    public static let tableUnknownKey = DiagnosticKind(
        "table.unknown-key", .error, summary: "A key glyph table names an unknown key",
        explanation: "The key glyph table gives the glyph of each named key; the name must be one hig-gen knows.",
        fix: "Use the key's name; the message suggests the nearest one.")
    public static let tableKeyWithoutGlyph = DiagnosticKind(
        "table.key-without-glyph", .warning, summary: "A key glyph table lists a key that has no glyph",
        explanation: "Some keys, such as letters, are written as themselves in menus, so a glyph row for them is ignored.",
        fix: "Remove the row.")
    public static let tableGlyphMismatch = DiagnosticKind(
        "table.glyph-mismatch", .warning, summary: "A glyph is not the one the key or modifier has",
        explanation:
            """
            hig-gen knows every modifier's and key's glyph; the table's must agree, or the cheat sheet would \
            show a wrong one.
            """,
        fix: "Write the glyph the message gives; the fix-it does it.")
    public static let tableCodePointMismatch = DiagnosticKind(
        "table.code-point-mismatch", .warning, summary: "A code point is not the glyph's",
        explanation: "The code point column must give the glyph's Unicode scalar, written 'U+2318'.",
        fix: "Write the code point the message gives; the fix-it does it.")
    public static let tableUnknownModifier = DiagnosticKind(
        "table.unknown-modifier", .error, summary: "A modifier table names an unknown modifier",
        explanation: "The modifier symbol table lists Control, Option, Shift and Command.",
        fix: "Use one of those names; the message suggests the nearest one.")
    public static let tableDuplicateRow = DiagnosticKind(
        "table.duplicate-row", .warning, summary: "A modifier or key is listed twice",
        explanation: "Each modifier or key has one glyph, so a second row for it is ignored.",
        fix: "Remove one of the rows.")
    public static let tableDuplicateID = DiagnosticKind(
        "table.duplicate-id", .warning, summary: "Two rows of an app's table have the same ID",
        explanation:
            "An ID names one command: its Swift constant, its JSON entry and the row `check --against` pairs with the code. Two rows with one ID leave one of them unnamed.",
        fix: "Give each row its own ID, or remove the repeated row.")
    public static let tableNameFromImage = DiagnosticKind(
        "table.name-from-image", .warning, summary: "A cell holds only a picture of a glyph",
        explanation: "Pages saved from the web often show glyphs as images; the name is read from the image's description.",
        fix: "Write the name in the cell; the fix-it does it.")
    public static let tableUnknownName = DiagnosticKind(
        "table.unknown-name", .error, summary: "A cell names no known modifier or key",
        explanation: "The name cell of a modifier or key table must name one hig-gen knows.",
        fix: "Use one of the names the message lists.")
    public static let tableKindFromShape = DiagnosticKind(
        "table.kind-from-shape", .note, summary: "A 'Primary key' table no heading names is read as the standard shortcuts",
        explanation:
            """
            Older editions close with an appendix that lists every standard shortcut grouped by its primary key, \
            under a heading such as 'Keyboard Shortcuts Quick Reference' that names no kind. Apps' own tables never \
            have a primary-key column, so hig-gen reads such a table as the standard shortcuts and says so.
            """,
        fix: "Nothing, if the table lists the standard shortcuts; otherwise give it a heading that names its kind.")
    public static let tableRunOnRow = DiagnosticKind(
        "table.run-on-row", .note, summary: "A row with only an action continues the row above it",
        explanation:
            """
            A PDF conversion splits a long action at a page break: the rest arrives as a row of its own, with no \
            primary key and no shortcut, often at the top of the next piece of the table. hig-gen joins it to the \
            row above.
            """,
        fix: "Nothing; or join the text to the row above.")
    public static let tableCrossReference = DiagnosticKind(
        "table.cross-reference", .note, summary: "Cross references were taken out of actions",
        explanation:
            """
            Printed editions end many actions with a pointer elsewhere in the book ('See "The Edit Menu" (page \
            90).'). It says nothing about the shortcut and its page numbers mean nothing outside the book, so it \
            is left out of the action.
            """,
        fix: "Nothing; or delete the cross references.")
    public static let tableKeyFromPrimaryKey = DiagnosticKind(
        "table.key-from-primary-key", .note, summary: "A shortcut lost its key and takes its group's primary key",
        explanation:
            """
            A conversion can drop a key that looks like punctuation from a shortcut ('Command-Option' for \
            Command-Option-Hyphen, 'Command-' for Command-Pipe). When the row sits under a primary key, that key \
            is the one it lost, and hig-gen completes the shortcut with it.
            """,
        fix: "Write the key at the end of the shortcut.")
    public static let tableModifiersLost = DiagnosticKind(
        "table.modifiers-lost", .warning, summary: "A table's modifier symbols were lost in conversion",
        explanation:
            """
            Some editions print modifiers as symbols in a font a PDF conversion cannot read, so every shortcut of \
            the table arrives as its key alone, the same key several times in one group ('Tab', 'Tab', 'Tab'). \
            Those rows cannot say which shortcut they are, so the table is left out rather than read as bare keys.
            """,
        fix: "Take the table from a copy that kept its symbols, or write the modifiers in words.")
    public static let tableSpilledAction = DiagnosticKind(
        "table.spilled-action", .note, summary: "An action ran into the shortcut cell",
        explanation:
            """
            A conversion can lose the boundary between two columns, leaving 'Command-U Underlines the text' in \
            the shortcut cell and nothing in the action cell. hig-gen reads the leading words that make a \
            shortcut as the shortcut and the rest as the action.
            """,
        fix: "Move the action into its own cell.")
}

extension DiagnosticCatalog {
    public static let table: [DiagnosticKind] = [
        .tableUnknownKind, .tableKindFromIntroduction, .tableMissingShortcutColumn, .tableMissingActionColumn, .tableIgnored,
        .tableMalformedDelimiter,
        .tableCellCount,
        .tableMissingCell, .tableUnescapedPipe, .tableEmptyCell, .tableMissingShortcut, .tableNoShortcut,
        .tablePrimaryKeyMismatch,
        .tablePrimaryKeyHasModifiers, .tableUnknownScope, .tableUnknownPlatform, .tableUnknownAvailability,
        .tableMissingSetting, .tableMissingSource, .tableUnreadablePlacement, .tableUnknownRule,
        .tableUnknownKey,
        .tableKeyWithoutGlyph, .tableGlyphMismatch, .tableCodePointMismatch, .tableUnknownModifier, .tableDuplicateRow,
        .tableDuplicateID, .tableNameFromImage, .tableUnknownName, .tableKindFromShape, .tableRunOnRow, .tableCrossReference,
        .tableKeyFromPrimaryKey, .tableModifiersLost, .tableSpilledAction,
    ]
}
