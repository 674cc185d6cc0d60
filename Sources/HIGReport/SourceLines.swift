import HIGModel

/// The lines of files named by diagnostics, read once each, and the one place columns are
/// turned into what people and Xcode count.
///
/// Inside hig-gen a location's column and a length count UTF-8 bytes, as cmark-gfm and
/// swift-syntax give them and as fix-its are applied. Every report (human, Xcode, JSON,
/// SARIF) counts characters (Unicode scalars) instead, so a finding after '⌘' in a table
/// points at the same column an editor shows. `reported(_:)` converts.
public struct SourceLines {
    private var files: [String: [[UInt8]]] = [:]

    public init() {}

    /// Lines that are not in a file, by the name diagnostics give them ("<command line>").
    public init(texts: [String: String]) {
        for (name, text) in texts { files[name] = LineBreaks.lines(in: Array(text.utf8)).map(Array.init) }
    }

    public mutating func line(_ number: Int, of path: String) -> [UInt8]? {
        if files[path] == nil {
            // Read as the compilers read it (never blocking, UTF-16 as UTF-8), so the excerpt is
            // the text the columns count in.
            var ignored: [Diagnostic] = []
            let bytes = InputFile.read(path, into: &ignored).map { TextDecoding.utf8($0, path: path, into: &ignored) } ?? []
            var lines = LineBreaks.lines(in: bytes).map(Array.init)
            if lines.first?.starts(with: TextDecoding.utf8ByteOrderMark) == true { lines[0].removeFirst(3) }
            files[path] = lines
        }
        guard let lines = files[path], number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }

    /// The location with its column in characters; unchanged when the line cannot be read.
    public mutating func reported(_ location: SourceLocation) -> SourceLocation {
        reported(location, length: 0).location
    }

    /// The location and a length from it, both in characters.
    public mutating func reported(_ location: SourceLocation, length: Int) -> (location: SourceLocation, length: Int) {
        guard let number = location.line, let column = location.column, let bytes = line(number, of: location.file),
            !bytes.allSatisfy({ $0 < 0x80 })
        else { return (location, length) }
        var converted = location
        let before = bytes.prefix(max(0, column - 1))
        // Past the end of the line (a point after its last byte) counts on in bytes.
        converted.column = Self.characters(in: before) + 1 + max(0, column - 1 - bytes.count)
        let covered = bytes.dropFirst(max(0, column - 1)).prefix(length)
        return (converted, Self.characters(in: covered) + max(0, length - covered.count))
    }

    /// The diagnostic as reports show it: its location, length, fix-its and notes in characters.
    public mutating func reported(_ diagnostic: Diagnostic) -> Diagnostic {
        var shown = diagnostic
        (shown.location, shown.length) = reported(diagnostic.location, length: diagnostic.length)
        shown.fixIts = diagnostic.fixIts.map { fixIt in
            var fix = fixIt
            (fix.location, fix.length) = reported(fixIt.location, length: fixIt.length)
            return fix
        }
        shown.notes = diagnostic.notes.map { note in
            var shownNote = note
            shownNote.location = note.location.map { reported($0) }
            return shownNote
        }
        return shown
    }

    /// Unicode scalars in UTF-8 bytes: every byte that does not continue a sequence starts one.
    private static func characters(in bytes: some Collection<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
    }
}
