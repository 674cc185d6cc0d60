/// Turns a YAML parser's marks (1-based lines, 1-based columns counted in characters, as
/// libyaml counts them) into hig-gen's locations (columns in UTF-8 bytes, like every other
/// reader's): the one way config files, manifests and front matter report places.
public struct MarkLocator: Sendable {
    private let file: String
    private let lines: [ArraySlice<UInt8>]
    /// Added to every line: front matter is parsed on its own but reported in its file.
    private let lineOffset: Int

    public init(file: String, text: String, firstLine: Int = 1) {
        self.file = file
        lines = LineBreaks.lines(in: Array(text.utf8))
        lineOffset = firstLine - 1
    }

    /// The bytes of a 1-based line of the text, without its line ending.
    public func line(_ number: Int) -> ArraySlice<UInt8>? {
        number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }

    /// The place of a mark. libyaml reports an error at the end of the input on the line
    /// after the last; that points at the end of the last line instead.
    public func location(line: Int, characterColumn: Int) -> SourceLocation {
        guard line >= 1, !lines.isEmpty else { return SourceLocation(file: file, line: line + lineOffset, column: 1) }
        guard line <= lines.count else {
            return SourceLocation(file: file, line: lines.count + lineOffset, column: lines[lines.count - 1].count + 1)
        }
        let text = lines[line - 1]
        var scalars = 0
        var byte = text.startIndex
        // Count lead bytes (not continuation bytes) up to the column's character.
        while byte < text.endIndex, scalars < characterColumn - 1 {
            byte += 1
            while byte < text.endIndex, text[byte] & 0xC0 == 0x80 { byte += 1 }
            scalars += 1
        }
        let column = byte - text.startIndex + 1 + max(0, characterColumn - 1 - scalars)
        return SourceLocation(file: file, line: line + lineOffset, column: column)
    }
}
