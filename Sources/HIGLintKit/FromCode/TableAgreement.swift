import Foundation
import HIGCommandCatalog
import HIGLint
import HIGModel

/// Whether an app's code and its shortcut table say the same: the shortcuts the code declares
/// that no row lists, the declarations whose row names another shortcut, and the rows no
/// declaration answers to. `check --against` reports them; `init --from --update` adds the
/// missing rows.
///
/// A declaration finds its row by its place in the code (the row's Declared in), then by what
/// names the command: the row's Title, selector or ID against the declaration's title,
/// selector or the constant it uses (the generated `SketchyShortcuts.exportAsPDF` names the
/// row `exportAsPDF`); code that names the command nowhere, by its file and shortcut.
package struct TableAgreement {
    /// Commands the code declares with a key the table does not list.
    package var missing: [CodeCommand] = []
    /// Declarations whose row names another shortcut.
    var differing: [(declaration: AppShortcut, row: Entry)] = []
    /// Rows no declaration answers to.
    var unanswered: [Entry] = []
    /// The row each command of the code was found in, by ``CommandTable/rowKey(name:shortcut:)``,
    /// so a table made again keeps its ids.
    package var rowIDs: [String: String] = [:]
    /// Rows that repeat an earlier one (``duplicates(in:)``), by place.
    var repeated: Set<SourceLocation> = []

    package init(rows: [Entry], declarations: [AppShortcut], table: String) {
        var answered = Array(repeating: false, count: rows.count)
        let names = rows.map(Self.names(of:))
        // The rows by each name they answer to: a declaration looks up its names, not every row.
        var byName: [String: [Int]] = [:]
        for (index, rowNames) in names.enumerated() {
            for name in rowNames { byName[name, default: []].append(index) }
        }
        // The places a row was made from, as the code's paths: they name a command that has no name.
        let folder = (table as NSString).deletingLastPathComponent
        var byPlace: [String: [Int]] = [:]
        var byFile: [String: [Int]] = [:]
        for (index, row) in rows.enumerated() {
            for place in row.placement?.places ?? [] {
                byPlace["\(place.path):\(place.line)", default: []].append(index)
                byFile[place.path, default: []].append(index)
            }
        }
        var unlisted: [AppShortcut] = []
        let paths = TablePaths(folder: folder.isEmpty ? "." : folder)
        for declaration in declarations {
            let named = Self.names(of: declaration)
            let location = declaration.span.location
            let path = paths.relative(location.file)
            // Its place first, when the shortcut or a name says it is the same command (lines
            // move: another command may sit there now); then its names; a command the code
            // names nowhere, by its file and shortcut.
            var candidates = (byPlace["\(path):\(location.line ?? 0)"] ?? []).filter { index in
                rows[index].shortcut == declaration.shortcut || !names[index].isDisjoint(with: named)
            }
            if candidates.isEmpty { candidates = Array(Set(named.flatMap { byName[$0] ?? [] })).sorted() }
            if candidates.isEmpty, named.isEmpty {
                // Code that names nothing (a title the scanner cannot read) is the row of its key in its file.
                candidates = (byFile[path] ?? []).filter { rows[$0].shortcut == declaration.shortcut }
            }
            guard !candidates.isEmpty else {
                if declaration.shortcut != nil, declaration.malformedKey == nil, !declaration.isImplied {
                    unlisted.append(declaration)
                }
                continue
            }
            // The generated constant is the row's shortcut by construction.
            let usesRow = declaration.usesConstant.map { constant in candidates.filter { rows[$0].givenID == constant } } ?? []
            guard let shortcut = declaration.shortcut, declaration.malformedKey == nil, usesRow.isEmpty else {
                for index in usesRow.isEmpty ? candidates : usesRow { answered[index] = true }
                continue
            }
            // Two rows may answer alike (the same nameless key command twice): each takes one.
            candidates = candidates.filter { !answered[$0] } + candidates.filter { answered[$0] }
            if let same = candidates.first(where: { rows[$0].shortcut == shortcut }) {
                answered[same] = true
                if let id = rows[same].givenID {
                    rowIDs[CommandTable.rowKey(name: CodeCommand.name(of: declaration), shortcut: shortcut)] = id
                }
            } else if !declaration.isImplied {
                // The row of the same target, if one says: Refresh may be Command-R on the Mac and
                // Shift-Command-R on the iPad.
                let targetNames = Set(declaration.targets.map(\.name))
                let row =
                    candidates.first { index in
                        rows[index].placement?.targets.contains { targetNames.contains($0.name) } ?? false
                    } ?? candidates[0]
                answered[row] = true
                differing.append((declaration, rows[row]))
            }
        }
        missing = CodeCommand.gather(unlisted)
        unanswered = rows.indices.filter { !answered[$0] }.map { rows[$0] }
        repeated = Set(Self.duplicates(in: rows).map(\.row.source))
    }

    /// The names a row answers to: its Title, its command name, its selector, its ID.
    static func names(of row: Entry) -> Set<String> {
        var names: Set<String> = [CommandTitle.fold(row.commandName)]
        if let title = row.title { names.insert(CommandTitle.fold(title)) }
        if let selector = row.placement?.selector { names.insert(selector) }
        if let id = row.givenID { names.insert(id) }
        names.remove("")
        return names
    }

    static func names(of declaration: AppShortcut) -> Set<String> {
        var names: Set<String> = []
        if let title = declaration.title, !title.isEmpty { names.insert(CommandTitle.fold(title)) }
        for name in [declaration.action, declaration.usesConstant, declaration.definesConstant, declaration.id] {
            if let name, !name.isEmpty { names.insert(name) }
        }
        return names
    }

    /// The disagreements as findings: at the code's lines for what the code has, at the row
    /// for what only the table has.
    package func diagnostics(table: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for command in missing {
            for declaration in command.declarations {
                found.append(
                    Diagnostic(
                        .agreementNotInTable,
                        "\(Self.quoted(declaration)) on \(command.shortcut.words) is not in \(table); add its row "
                            + "(hig-gen init --from … --update adds it) or take the shortcut out of the code",
                        at: declaration.span.location, length: declaration.span.length))
            }
        }
        for (declaration, row) in differing {
            found.append(
                Diagnostic(
                    .agreementShortcutDiffers,
                    "\(Self.quoted(declaration)) is \(declaration.shortcut!.words) here, but its row at \(Self.place(row.source)) "
                        + "says \(row.shortcut.words); change the code to the row's shortcut, or the row if the code is right",
                    at: declaration.span.location, length: declaration.span.length))
        }
        // A repeated row is reported as such (tableProblems), not as a command the code lacks.
        for row in unanswered where !repeated.contains(row.source) {
            found.append(
                Diagnostic(
                    .agreementNotInCode,
                    "no declaration in the code has \(Self.quoted(row)) (\(row.shortcut.words)); remove the row "
                        + "if the command is gone, or rename it if the code renamed it",
                    at: row.source))
        }
        return found.sorted { $0.location < $1.location }
    }

    private static func quoted(_ declaration: AppShortcut) -> String {
        declaration.title.map { "'\($0.clipped())'" } ?? (declaration.id ?? declaration.action).map { "'\($0)'" } ?? "a shortcut"
    }

    /// A row by its name, else by the place in the code it was made from.
    private static func quoted(_ row: Entry) -> String {
        if !row.commandName.isEmpty { return "'\(row.commandName.clipped())'" }
        if let id = row.givenID { return "'\(id)'" }
        return row.placement?.places.first.map { "the row made from \($0.path):\($0.line)" } ?? "this row"
    }

    private static func place(_ location: SourceLocation) -> String {
        location.file + (location.line.map { ":\($0)" } ?? "")
    }
}
