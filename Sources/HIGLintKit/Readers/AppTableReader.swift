import Foundation
import HIGLint
import HIGMarkdown
import HIGModel

/// An app's own Markdown shortcut table, compiled by the front end and read row by row
/// (``HIGLint/AppShortcut/init(appTableRow:)``).
///
/// Found in a folder, Markdown is read only when it is an app's table; beside the app's code,
/// only the app's own `shortcuts.md` that says so (`kind: app`, what `init` writes), and not when
/// it was made from this code by `init --from` (its rows say what the code says: each finding
/// would come twice). A docs site's "Keyboard Shortcuts" page beside the code is named so too, and
/// lists keys for people to read ("`⌘ 1`", "↩, ⇥, Double-Click"), not declarations.
package struct AppTableReader: AppReader {
    package init() {}

    package let name = "Markdown shortcut tables (.md)"
    package let extensions = ["md", "markdown", "mdown"]
    package let exampleLanguage = RuleExample.Language.appTable
    package let exampleFile = "Shortcuts.md"
    package let readsCode = false
    package let foundMayBeOther = true
    /// A README or a docs page beside code documents the code's shortcuts; the app's own table has this name.
    static let nameBesideCode = "shortcuts.md"

    package func readsFound(_ path: String, besideCode: Bool) -> Bool {
        let name = PathName.last(path).lowercased()
        guard extensions.contains(String(PathName.pathExtension(name))) else { return false }
        return !besideCode || name == Self.nameBesideCode
    }

    package func read(_ bytes: [UInt8], path: String, settings: ReadSettings) -> FileShortcuts {
        if settings.found, settings.besideCode, RulebookCompiler.statedKind(ofBytes: bytes, path: path) != .app {
            return FileShortcuts(declarations: [])
        }
        let compiled = RulebookCompiler.compile(bytes: bytes, path: path)
        if settings.found {
            guard compiled.rulebook.documents.first?.kind == .app else { return FileShortcuts(declarations: []) }
            if settings.besideCode, compiled.rulebook.entries.contains(where: { $0.placement?.places.isEmpty == false }) {
                return FileShortcuts(declarations: [])
            }
        }
        return FileShortcuts(
            declarations: IgnoreComments.apply(to: AppShortcut.appTableRows(of: compiled.rulebook), source: bytes),
            diagnostics: compiled.diagnostics + Self.repeatedIDs(in: compiled.rulebook))
    }

    /// A warning at each row of the app's tables whose ID a row of an earlier table already
    /// has (each table's own repeats are reported when it is read): the tables named on one
    /// command line are one app's.
    package static func repeatedIDs(across tables: [FileShortcuts]) -> [Diagnostic] {
        var first: [String: AppShortcut] = [:]
        var diagnostics: [Diagnostic] = []
        for table in tables {
            var seenHere: Set<String> = []
            for row in table.declarations where row.origin == .markdownTable {
                guard let id = row.id, seenHere.insert(id).inserted else { continue }
                guard let earlier = first[id] else {
                    first[id] = row
                    continue
                }
                diagnostics.append(repeated(id, at: row.span.location, earlier: earlier.span.location))
            }
        }
        return diagnostics
    }

    private static func repeated(_ id: String, at location: SourceLocation, earlier: SourceLocation) -> Diagnostic {
        Diagnostic(
            .tableDuplicateID,
            "the ID '\(id.clipped())' is already the row at \(earlier.formatted); give each row its own ID",
            at: location)
    }

    /// A warning at each app-table row whose ID an earlier row of the same table already has.
    static func repeatedIDs(in rulebook: Rulebook) -> [Diagnostic] {
        var first: [String: Entry] = [:]
        return rulebook.entries.compactMap { entry in
            guard entry.table == .custom, let id = entry.givenID else { return nil }
            guard let earlier = first[id] else {
                first[id] = entry
                return nil
            }
            return repeated(id, at: entry.source, earlier: earlier.source)
        }
    }
}
