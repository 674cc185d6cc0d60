import Foundation
import HIGLint
import HIGMarkdown
import HIGModel
import HIGSwift

/// The app table `hig-gen init --from` writes from an app's code: one row per command, with
/// the code columns (``CommandPlacement``) that let `check` judge each row as it judges the
/// code, and the findings the code had when the table was made.
///
/// Same code, same bytes: rows follow the code's order, ids and cells derive from it alone.
package struct CommandTable {
    package var appName: String
    package var commands: [CodeCommand]
    /// Declarations whose key the code does not say outright: listed in a comment, never guessed.
    package var unresolved: [AppShortcut]
    /// The folder the table is written to: the code's paths are written relative to it.
    let folder: String
    /// Ids to keep, by command (``rowKey(_:)``): a table made again keeps its rows' ids.
    package var keptIDs: [String: String] = [:]
    /// `check`'s findings on the code, put beside the rows they are about, by place.
    let findings: FindingsByPlace
    /// The code's files, read to name the line a branch starts on.
    let lines = LineIndex()
    /// The code's paths as the table writes them, each worked out once.
    let paths: TablePaths

    init(
        appName: String, commands: [CodeCommand], unresolved: [AppShortcut], folder: String,
        keptIDs: [String: String] = [:], findings: [Diagnostic] = []
    ) {
        self.appName = appName
        self.commands = commands
        self.unresolved = unresolved
        self.folder = folder
        paths = TablePaths(folder: folder)
        self.keptIDs = keptIDs
        self.findings = FindingsByPlace(findings)
    }

    /// The columns written, with their headers.
    static let columns: [(column: AppColumn, header: String)] = [
        (.id, "ID"), (.shortcut, "Keyboard shortcut"), (.title, "Title"), (.action, "Action"), (.menu, "Menu"),
        (.selector, "Selector"), (.worksIn, "Works in"), (.targets, "Targets"), (.declaredIn, "Declared in"),
        (.findings, "Findings"),
    ]

    /// The key that pairs a command with a row across runs: its name and its shortcut.
    static func rowKey(name: String?, shortcut: Shortcut) -> String {
        (name ?? "") + "\u{0}" + shortcut.words
    }

    package var markdown: String {
        let platforms = Array(Set(commands.flatMap { $0.targets.flatMap(\.platforms) })).sorted()
        var text = "---\ntitle: \(appName) keyboard shortcuts\nkind: app\n"
        if !platforms.isEmpty { text += "platforms: [\(platforms.map(\.rawValue).joined(separator: ", "))]\n" }
        text += "---\n# \(appName) keyboard shortcuts\n\n"
        text += """
            Made by `hig-gen init --from` from the app's code: one row per command, wherever the code \
            shows it. This table is now the source of truth for the app's shortcuts; `hig-gen check \
            --against` keeps the code in step with it.

            - **Action** is empty: say what each command does; the cheat sheet shows it.
            - **Selector**, **Works in**, **Targets** and **Declared in** say where the command lives in \
            the code; `hig-gen check` reads them to judge each row as it judges the code.
            - **Findings** are what `hig-gen check` found in the code when the table was made.


            """
        text += row(Self.columns.map(\.header)) + row(Self.columns.map { _ in "---" })
        // Ids first, in the commands' order (each depends on those before it), then the rows.
        var ids = IDAllocator(reserving: keptIDs.values)
        let rowIDs = commands.map {
            ids.claim(for: $0, kept: keptIDs[Self.rowKey(name: $0.name, shortcut: $0.shortcut)])
        }
        text += rows(ids: rowIDs)
        if !unresolved.isEmpty { text += "\n" + unresolvedComment }
        return text
    }

    /// The cells of a command's row, by column; a table with a Platforms column gets its targets' platforms.
    func cells(of command: CodeCommand, id: String) -> [AppColumn: String] {
        Self.cells(of: command, id: id, findings: findings, caches: RowCaches(paths: paths, lines: lines))
    }

    /// ``cells(of:id:)`` with the findings and the caches given: the rows are made on several threads.
    static func cells(of command: CodeCommand, id: String, findings: FindingsByPlace, caches: RowCaches) -> [AppColumn: String] {
        let places = command.declarations.map { place(of: $0, caches: caches) }
        var declaredIn = Self.escaped(places.map(\.text).joined(separator: CommandPlacement.listSeparator))
        let ignored = command.ignoredRules
        if !ignored.isEmpty {
            let ids = ignored.contains(AppShortcut.allRules) ? "" : " " + ignored.sorted().joined(separator: ", ")
            // This row only: `ignore` would silence the next row too.
            declaredIn += " <!-- hig-gen:disable:this\(ids) -->"
        }
        let targets = command.targets
        return [
            .id: id, .shortcut: command.shortcut.words, .title: Self.escaped(command.title ?? ""),
            .menu: Self.escaped(command.menu ?? ""), .selector: Self.escaped(command.selector ?? ""),
            .worksIn: Self.escaped(command.reach.text),
            .targets: Self.escaped(
                targets.map(\.text).joined(separator: CommandPlacement.listSeparator)),
            .platforms: Array(Set(targets.flatMap(\.platforms))).sorted().map(\.rawValue).joined(separator: ", "),
            .declaredIn: declaredIn,
            .findings: findings.at(command.places).map { Self.escaped($0.severity.rawValue + ": " + $0.message + " [\($0.id)]") }
                .joined(separator: "<br>"),
        ]
    }

    private static func place(of declaration: AppShortcut, caches: RowCaches) -> CommandPlacement.Place {
        var place = CommandPlacement.Place(
            path: caches.paths.relative(declaration.span.location.file),
            line: declaration.span.location.line ?? 1, framework: declaration.origin,
            facts: declaration.facts)
        // Only SwiftUI and UIKit read an upper-case letter as Shift unasked; AppKit means it so.
        if declaration.origin != .swiftUI && declaration.origin != .uiKit { place.facts.upperCaseLetter = nil }
        place.arms = declaration.branches.sorted { $0.key < $1.key }.map { offset, arm in
            CommandPlacement.Arm(line: caches.lines.line(ofOffset: offset, in: declaration.span.location.file), arm: arm)
        }
        place.conditions = declaration.facts.conditions.sorted().map {
            caches.lines.line(ofOffset: $0, in: declaration.span.location.file)
        }
        place.facts.conditions = []
        return place
    }

    /// The declarations left out, with why, as a comment after the table.
    private var unresolvedComment: String {
        var text = "<!-- Not in the table: the code does not say these keys outright (a variable, a value made at run time):\n"
        for declaration in unresolved {
            let location = declaration.span.location
            let path = paths.relative(location.file) + ":\(location.line ?? 1)"
            let name = declaration.title.map { "'\($0)'" } ?? declaration.id.map { "'\($0)'" } ?? "a shortcut"
            let why =
                declaration.malformedKey.map { "'\(Self.visible($0))' is no single key" } ?? declaration.unresolvedReason
                ?? "its key is not known"
            text += "     \(path): \(Self.visible(name)): \(Self.visible(why))\n".replacingOccurrences(of: "--", with: "- -")
        }
        return text + "-->\n"
    }

    /// Control characters as Swift writes them (a NUL as `\0`): a comment holds no invisible bytes.
    static func visible(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar == "\0" {
                out += "\\0"
            } else if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    func row(_ cells: [String]) -> String { Self.row(cells) }

    static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |\n"
    }

    /// Whether each byte `escaped` changes in `text` is a character alone.
    private static func escapesByByte(_ text: String) -> Bool {
        var previous: UInt8 = 0
        var previousChanges = false
        for byte in text.utf8 {
            let changes = byte < 0x20 || byte == 0x7F || needsEscaping(byte)
            if changes, previous >= 0x80 { return false }
            if previousChanges, byte >= 0x80 || (previous == 0x0D && byte == 0x0A) { return false }
            previous = byte
            previousChanges = changes
        }
        return true
    }

    /// A cell's text as Markdown: pipes, markup and line breaks cannot break the table.
    static func escaped(_ text: String) -> String {
        // Most cells hold none of these bytes and are written as they are.
        // (Searched in the string's own bytes: a table has tens of thousands of cells.)
        let changes =
            text.utf8.withContiguousStorageIfAvailable { $0.contains(where: Self.needsEscaping) }
            ?? text.utf8.contains(where: Self.needsEscaping)
        guard changes else { return text }
        // Escaped byte by byte, as the loop below escapes characters, with no String for each,
        // when every byte to escape is a character of its own: no CR LF pair (two bytes, one
        // character), and ASCII on both sides (a combining mark after a pipe, or a prepended
        // mark before it, would make one character with it). Other bytes are copied.
        if Self.escapesByByte(text) {
            var out: [UInt8] = []
            out.reserveCapacity(text.utf8.count + 8)
            for byte in text.utf8 {
                switch byte {
                case 0x0A, 0x0D, 0x09: out.append(UInt8(ascii: " "))
                case _ where byte < 0x20 || byte == 0x7F: out += Self.visible(String(UnicodeScalar(byte))).utf8
                case _ where Self.needsEscaping(byte): out += [UInt8(ascii: "\\"), byte]
                default: out.append(byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
        return escapedByCharacter(text)
    }

    /// ``escaped(_:)`` one character at a time: for text whose bytes cannot be escaped alone.
    static func escapedByCharacter(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\", "|", "<", ">", "*", "_", "`", "[", "]": out += "\\" + String(character)
            case "\n", "\r", "\t": out += " "
            default: out += Self.visible(String(character))
            }
        }
        return out
    }

    /// The bytes ``escaped(_:)`` changes: Markdown's markup, line breaks and control characters.
    private static func needsEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "|"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "*"),
            UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "]"), 0x7F:
            true
        default: byte < 0x20
        }
    }
}

/// Gives each row an id: the one it had, else its title in lower camel case, unique in the table.
struct IDAllocator {
    /// Ids that rows already have: kept by their own command, never given to another.
    private var reserved: Set<String> = []
    private var claimed: Set<String> = []
    /// The next number to try after each base: a thousand "Untitled" rows count up once, not a
    /// thousand times (every number below it is taken, and stays taken).
    private var nextNumber: [String: Int] = [:]

    init(reserving ids: some Sequence<String> = []) { reserved = Set(ids) }

    /// A command's id: the one it had, else one made of its title (or, when the code gives it
    /// no name at all, none: an invented one would name it in findings where the code does not).
    mutating func claim(for command: CodeCommand, kept: String? = nil) -> String {
        if let kept, claimed.insert(kept).inserted { return kept }
        guard let title = command.title ?? command.name else { return "" }
        let base = Self.identifier(title)
        var number = nextNumber[base] ?? 1
        var id = number == 1 ? base : base + String(number)
        while reserved.contains(id) || claimed.contains(id) {
            number += 1
            id = base + String(number)
        }
        nextNumber[base] = number + 1
        claimed.insert(id)
        return id
    }

    /// "Export as PDF…" → "exportAsPDF", as the Swift constants are named; "2-Up" → "command2Up".
    static func identifier(_ title: String) -> String {
        let name = MemberName.lowerCamelCase(of: title)
        guard let first = name.first else { return "command" }
        return first.isLetter ? name : "command" + name.prefix(1).uppercased() + name.dropFirst()
    }
}

/// Lines of the code's files by byte offset, each file read once.
final class LineIndex {
    private var starts: [String: [Int]] = [:]

    /// The 1-based line of a UTF-8 byte offset in `path` (1 when the file cannot be read).
    func line(ofOffset offset: Int, in path: String) -> Int {
        if starts[path] == nil {
            // Through InputFile, as the readers read it: the run's boundary holds here too.
            var ignored: [Diagnostic] = []
            starts[path] = LineBreaks.lineStarts(in: InputFile.read(path, into: &ignored) ?? [])
        }
        let lineStarts = starts[path]!
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }
}
