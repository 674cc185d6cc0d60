// Reading input files: the same kinds for guidelines, app tables, manifests and Swift files.
extension DiagnosticKind {
    public static let inputNotFound = DiagnosticKind(
        "input.not-found", .error, summary: "The named file or folder does not exist",
        explanation: "A path given on the command line or in the config names nothing on disk, so there is nothing to read.",
        fix: "Check the spelling and the working directory, or create the file.")
    public static let inputNotAFile = DiagnosticKind(
        "input.not-a-file", .warning, summary: "The path is a pipe, socket or device, not a regular file",
        explanation:
            """
            hig-gen reads only regular files, never blocking on a named pipe that nothing writes to. The \
            path is skipped and the run goes on.
            """,
        fix: "Remove it from the inputs, or name a regular file.")
    public static let inputTooLarge = DiagnosticKind(
        "input.too-large", .error, summary: "The file is larger than the 64 MiB limit",
        explanation:
            """
            Readers hold a whole file in memory, and the Markdown tree of a file is many times its size, so \
            very large files are refused before they are read.
            """,
        fix: "Split the file into several smaller ones.")
    public static let inputUnreadable = DiagnosticKind(
        "input.unreadable", .error, summary: "The file cannot be opened or read",
        explanation: "The operating system refused to open or read the file, most often for lack of permission.",
        fix: "Make the file readable by the user running hig-gen.")
    public static let inputDanglingLink = DiagnosticKind(
        "input.dangling-link", .error, summary: "A symbolic link points at nothing",
        explanation: "The path is a symbolic link whose target does not exist.",
        fix: "Point the link at an existing file, or remove it.")
    public static let inputSymlinkLoop = DiagnosticKind(
        "input.symlink-loop", .error, summary: "Symbolic links loop back on themselves",
        explanation: "Following the links never reaches a file.",
        fix: "Point one of the links at a real file.")
    public static let inputVanished = DiagnosticKind(
        "input.vanished", .warning, summary: "A file disappeared while hig-gen was running",
        explanation: "The file was listed, then deleted or moved before it could be read. It is skipped.",
        fix: "Run again once the files have settled.")
    public static let inputInvalidUTF8 = DiagnosticKind(
        "input.invalid-utf8", .error, summary: "The file is not valid UTF-8",
        explanation:
            """
            Guidelines, app tables, manifests and configs are read as UTF-8 (or UTF-16 with a byte order \
            mark); a byte that is neither cannot be read as text.
            """,
        fix: "Save the file as UTF-8.")
    public static let inputUTF16 = DiagnosticKind(
        "input.utf16", .note, summary: "The file was read as UTF-16",
        explanation:
            """
            A UTF-16 byte order mark was found, so the file was converted to UTF-8 before reading. Columns \
            count the converted text.
            """,
        fix: "Save the file as UTF-8 so columns match what editors show.")
    public static let inputNULByte = DiagnosticKind(
        "input.nul-byte", .warning, summary: "The file contains a NUL byte",
        explanation: "The Markdown parser replaces NUL with U+FFFD, so the text compiled is not the text written.",
        fix: "Remove the NUL byte.")
    public static let inputEmptyFile = DiagnosticKind(
        "input.empty-file", .warning, summary: "The file is empty",
        explanation: "A file with nothing but whitespace adds no entries to the rulebook.",
        fix: "Write its tables, or remove the file.")
    public static let inputNoTables = DiagnosticKind(
        "input.no-tables", .warning, summary: "The file has no tables",
        explanation: "Shortcuts are read from Markdown tables only; prose and lists are kept out of the rulebook.",
        fix: "List the shortcuts in a table such as '| Keyboard shortcut | Action |'.")
    public static let inputNoGuidelineTables = DiagnosticKind(
        "input.no-guideline-tables", .warning, summary: "None of the file's tables is a guideline table",
        explanation: "Every table was skipped because its header names no shortcut, modifier, key or rule column.",
        fix: "Give the shortcut table a 'Keyboard shortcut' (or 'Shortcut') column and an 'Action' column.")
    public static let inputNoMarkdown = DiagnosticKind(
        "input.no-markdown", .error, summary: "The folder has no Markdown files",
        explanation: "A guideline folder is read for its *.md files, and this one has none.",
        fix: "Point at a folder of guideline files, or at the file itself.")
    public static let inputNoShortcuts = DiagnosticKind(
        "input.no-shortcuts", .error, summary: "init --from found no keyboard shortcut in the app's code",
        explanation:
            """
            hig-gen init --from makes a table of the shortcuts the code declares (SwiftUI, UIKit, AppKit, \
            Interface Builder, global hot keys, manifests); this folder has none hig-gen reads, so there is \
            nothing to make a table of and nothing is written.
            """,
        fix: "Point --from at the app's folder (the one with its project and sources), or run hig-gen init without --from.")
    public static let inputUnknownKind = DiagnosticKind(
        "input.unknown-kind", .error, summary: "hig-gen check cannot read this kind of file",
        explanation:
            """
            check reads manifests (.json, .yml, .yaml), Markdown shortcut tables (.md), Swift files, Interface \
            Builder files (.xib, .storyboard) and folders of them.
            """,
        fix: "Name a file of one of those kinds, or pass a manifest with another name with --manifest.")
}

extension DiagnosticKind {
    public static let inputSpecialFileSkipped = DiagnosticKind(
        "input.special-file-skipped", .note, summary: "A folder holds a pipe, socket or device, which is passed over",
        explanation:
            """
            While searching a folder, hig-gen reads only regular files: reading a named pipe could block \
            forever and a device has no text. Anything that is neither a file nor a folder is named here, so \
            nothing is left out in silence.
            """,
        fix: "Nothing, if it is not one of the app's inputs; otherwise replace it with a regular file.")
    public static let inputUnparsed = DiagnosticKind(
        "input.unparsed", .note, summary: "Part of a source file could not be parsed, so its shortcuts are not checked",
        explanation:
            """
            The Swift parser gives up on code nested more than 256 levels deep (closures, parentheses, \
            brackets) and skips what it cannot read as Swift. Shortcuts declared in that part are neither \
            read nor checked; the note points at where the parser stopped.
            """,
        fix: "Fix the syntax error at the location, or move deeply nested code into functions of its own.")
    public static let inputOutsideRoot = DiagnosticKind(
        "input.outside-root", .note, summary: "A path leads outside the folder checked, so it is not read",
        explanation:
            """
            A repository is untrusted input: a symbolic link, a project's file reference, an xcconfig include or \
            a manifest's path that leads out of the folder checked (or the repository holding it) could make \
            hig-gen read, and quote into a public log, a file that is not the app's. Such a path is named here \
            and not read; nothing from outside is shown.
            """,
        fix: "Move the file into the repository, or pass --allow-outside-root if reading it is intended.")
    public static let inputYAMLAliases = DiagnosticKind(
        "input.yaml-aliases", .error, summary: "YAML aliases expand the document past the limit",
        explanation:
            """
            Each YAML alias (*name) repeats what its anchor (&name) holds, so a few lines of nested aliases can \
            stand for billions of values ("billion laughs"). hig-gen refuses a document whose aliases add more \
            than 10,000 values, as careful YAML loaders do, rather than run out of memory.
            """,
        fix: "Write the values out, or use fewer nested aliases.")
}

extension DiagnosticCatalog {
    public static let input: [DiagnosticKind] = [
        .inputNotFound, .inputNotAFile, .inputTooLarge, .inputUnreadable, .inputDanglingLink, .inputSymlinkLoop,
        .inputVanished, .inputInvalidUTF8, .inputUTF16, .inputNULByte, .inputEmptyFile, .inputNoTables,
        .inputNoGuidelineTables, .inputNoMarkdown, .inputNoShortcuts, .inputUnknownKind, .inputSpecialFileSkipped, .inputUnparsed,
        .inputOutsideRoot, .inputYAMLAliases,
    ]
}
