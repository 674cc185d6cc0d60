import Foundation
import HIGCommandCatalog
import HIGLint
import HIGModel

/// What is wrong with the table itself, before it is compared with the code: no app table at
/// all, a row given twice, a Declared in that names a file no longer there.
extension TableAgreement {
    /// The second of two rows with the same ID, or the same command and shortcut.
    static func duplicates(in rows: [Entry]) -> [(row: Entry, first: Entry)] {
        var firstByKey: [String: Entry] = [:]
        var found: [(row: Entry, first: Entry)] = []
        for row in rows {
            let keys = [row.givenID.map { "id:" + $0 }, "row:\(CommandTitle.fold(row.commandName))|\(row.shortcut.words)"]
                .compactMap { $0 }
            if let first = keys.lazy.compactMap({ firstByKey[$0] }).first {
                found.append((row, first))
                continue
            }
            for key in keys { firstByKey[key] = row }
        }
        return found
    }

    /// Notes and errors about the table's rows; `rows` empty means the file holds no app table.
    static func tableProblems(rows: [Entry], table: String) -> [Diagnostic] {
        guard !rows.isEmpty else {
            return [
                Diagnostic(
                    .agreementNotATable,
                    "this is not an app shortcut table (no table with a Title and a Shortcut column was found); "
                        + "name the app's shortcuts.md, which hig-gen init --from PATH makes",
                    at: SourceLocation(file: table))
            ]
        }
        var found: [Diagnostic] = []
        for (row, first) in duplicates(in: rows) {
            found.append(
                Diagnostic(
                    .agreementDuplicateRow,
                    "this row repeats the one at line \(first.source.line ?? 0) (\(row.shortcut.words)); remove one of them",
                    at: row.source))
        }
        let folder = (table as NSString).deletingLastPathComponent
        var checked: [String: Bool] = [:]
        for row in rows {
            for place in row.placement?.places ?? [] {
                let path = place.path.hasPrefix("/") ? place.path : (folder.isEmpty ? "." : folder) + "/" + place.path
                if checked[path] == nil { checked[path] = FileManager.default.fileExists(atPath: path) }
                guard checked[path] == false else { continue }
                found.append(
                    Diagnostic(
                        .agreementDeclaredInMissing,
                        "Declared in names '\(place.path.clipped())', which does not exist; the row is matched by its names alone",
                        at: row.source))
            }
        }
        return found
    }
}
