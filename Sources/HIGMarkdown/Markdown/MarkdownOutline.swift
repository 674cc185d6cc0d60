/// The parts of a Markdown document hig-gen reads, in document order: headings and tables,
/// each with its source position, and the paragraph that introduces a table. Everything else
/// (prose, images, navigation) is skipped.
struct MarkdownOutline: Sendable {
    enum Block: Sendable {
        case heading(Heading)
        case table(Table)
    }

    struct Heading: Sendable {
        var level: Int
        var text: String
        var line: Int
        var column: Int
    }

    struct Table: Sendable {
        var header: Row
        var rows: [Row]
        /// The text of the top-level paragraph just before the table, when no heading or other
        /// block comes between: guideline pages often say there what a table lists.
        var introduction: String?
    }

    struct Row: Sendable {
        var cells: [Cell]
        var line: Int
        /// 1-based byte columns of the whole row, inclusive.
        var startColumn: Int
        var endColumn: Int
    }

    struct Cell: Sendable {
        /// The cell's inline text: markup removed, `<br>` and line breaks as spaces, spaces
        /// folded, trimmed. Image descriptions are not part of it.
        var text: String
        /// The alt text of each image in the cell.
        var imageDescriptions: [String]
        /// 1-based byte columns, inclusive, including the padding inside the pipes. cmark-gfm
        /// pads a short row with cells that have no position; they have column 0.
        var startColumn: Int
        var endColumn: Int

        /// Whether the cell exists in the source rather than being padding cmark added.
        var isWritten: Bool { startColumn > 0 }
    }

    var blocks: [Block]
}
