import CCmarkGFM
import CMarkArena

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The only code that touches cmark-gfm: parses Markdown with the GFM table extension and
/// returns a ``MarkdownOutline``. Every C object is released in the function that made it.
enum CMarkParser {
    /// Parses UTF-8 Markdown. Traversal is iterative, so deeply nested input (thousands of
    /// block quotes) cannot overflow the stack.
    static func outline(of markdown: [UInt8]) -> MarkdownOutline {
        withDocument(markdown) { document, types in
            var blocks: [MarkdownOutline.Block] = []
            // The last top-level paragraph, while nothing else has come after it.
            var introduction: OpaquePointer?
            let iterator = cmark_iter_new(document)
            defer { cmark_iter_free(iterator) }
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
                switch types.kind(of: node) {
                case .heading:
                    blocks.append(.heading(heading(node)))
                    introduction = nil
                    cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
                case .table:
                    if var table = table(node) {
                        table.introduction = introduction.map { String(inlineText($0, types).text.prefix(1000)) }
                        blocks.append(.table(table))
                    }
                    introduction = nil
                    cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
                case .paragraph:
                    // Page anchors a PDF conversion leaves between a caption and its table
                    // (`<span id="page-28-9"></span>`) do not end the caption's hold.
                    if !isPageNoise(node, types) { introduction = cmark_node_parent(node) == document ? node : nil }
                    cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
                case .leafBlock:
                    if !isPageNoise(node, types) { introduction = nil }
                    cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
                default:
                    break
                }
            }
            return MarkdownOutline(blocks: blocks)
        }
    }

    /// The cells of one table row exactly as written, however many there are: cmark-gfm
    /// drops cells beyond the header's count, so the row is parsed again under a header wide
    /// enough to keep them all. Columns are those of `line` itself.
    static func cells(ofRow line: [UInt8]) -> [MarkdownOutline.Cell] {
        let pipes = line.filter { $0 == UInt8(ascii: "|") }.count
        let width = pipes + 2
        var source = Array(("|" + String(repeating: " x |", count: width) + "\n").utf8)
        source += Array(("|" + String(repeating: "---|", count: width) + "\n").utf8)
        source += line + [UInt8(ascii: "\n")]
        let outline = outline(of: source)
        guard case .table(let table)? = outline.blocks.first, let row = table.rows.first else { return [] }
        return row.cells.filter(\.isWritten)
    }

    // MARK: Nodes

    /// Registers the core extensions exactly once (a Swift `static let` runs once, even when
    /// files are parsed on several threads). After that, cmark-gfm keeps no shared mutable
    /// state for a parser with only the table extension attached: its one global table is
    /// changed only for extensions that parse inlines (strikethrough, autolink), which we
    /// never attach. So parsers on different threads do not race.
    private static let registration: Void = cmark_gfm_core_extensions_ensure_registered()

    /// Whether cmark allocates from the arena. `HIG_GEN_ARENA=0` gives it its default
    /// allocator (the C library's `malloc`) instead: the plain alternative the benchmark
    /// measures the arena against (`Docs/Performance.md`).
    private static let usesArena = getenv("HIG_GEN_ARENA").map { strcmp($0, "0") != 0 } ?? true

    /// Parses `markdown` and hands its document to `body`. Everything cmark allocates comes
    /// from an arena (see CMarkArena.h) that is released in one go when `body` returns, so
    /// neither the document nor the parser is freed node by node.
    private static func withDocument<T>(_ markdown: [UInt8], _ body: (OpaquePointer, NodeTypes) -> T) -> T {
        _ = registration
        guard usesArena else {
            let parser = parser(feeding: markdown, memory: cmark_get_default_mem_allocator())
            let document = cmark_parser_finish(parser)!
            defer {
                cmark_node_free(document)
                cmark_parser_free(parser)
            }
            return body(document, NodeTypes())
        }
        let arena = hig_arena_push()
        defer { hig_arena_pop(arena) }
        var memory = cmark_mem(calloc: hig_arena_calloc, realloc: hig_arena_realloc, free: hig_arena_free)
        return withUnsafeMutablePointer(to: &memory) { memory in
            body(cmark_parser_finish(parser(feeding: markdown, memory: memory))!, NodeTypes())
        }
    }

    /// A parser with the table extension that allocates with `memory` and has read `markdown`.
    private static func parser(feeding markdown: [UInt8], memory: UnsafeMutablePointer<cmark_mem>) -> OpaquePointer {
        let parser = cmark_parser_new_with_mem(0, memory)!
        // Without the extension attached, tables parse as paragraphs without a word of complaint.
        let tables = cmark_find_syntax_extension("table")!
        cmark_parser_attach_syntax_extension(parser, tables)
        markdown.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    cmark_parser_feed(parser, $0, buffer.count)
                }
            }
        }
        return parser
    }

    /// Node kinds by cmark's type number. Comparing numbers, not type names, matters: a large
    /// guideline set has millions of nodes. The table types are numbered when the extension
    /// is registered, so they are read after that.
    private struct NodeTypes {
        enum Kind { case heading, table, tableRow, paragraph, leafBlock, image, text, code, lineBreak, htmlInline, other }

        let table = hig_node_type_table()
        let tableRow = hig_node_type_table_row()

        func kind(of node: OpaquePointer) -> Kind {
            let type = cmark_node_get_type(node)
            switch type {
            case CMARK_NODE_TEXT: return .text
            case CMARK_NODE_CODE: return .code
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: return .lineBreak
            case CMARK_NODE_HTML_INLINE: return .htmlInline
            case CMARK_NODE_IMAGE: return .image
            case CMARK_NODE_HEADING: return .heading
            case CMARK_NODE_PARAGRAPH: return .paragraph
            case CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK:
                return .leafBlock
            case table: return .table
            case tableRow: return .tableRow
            default: return .other
            }
        }
    }

    private static func heading(_ node: OpaquePointer) -> MarkdownOutline.Heading {
        MarkdownOutline.Heading(
            level: Int(cmark_node_get_heading_level(node)), text: inlineText(node, NodeTypes()).text,
            line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)))
    }

    private static func table(_ node: OpaquePointer) -> MarkdownOutline.Table? {
        let types = NodeTypes()
        var header: MarkdownOutline.Row?
        var rows: [MarkdownOutline.Row] = []
        var rowNode = cmark_node_first_child(node)
        while let currentRow = rowNode {
            rowNode = cmark_node_next(currentRow)
            guard types.kind(of: currentRow) == .tableRow else { continue }
            var cells: [MarkdownOutline.Cell] = []
            var cellNode = cmark_node_first_child(currentRow)
            while let currentCell = cellNode {
                cellNode = cmark_node_next(currentCell)
                let content = inlineText(currentCell, types)
                cells.append(
                    MarkdownOutline.Cell(
                        text: content.text, imageDescriptions: content.images,
                        startColumn: Int(cmark_node_get_start_column(currentCell)),
                        endColumn: Int(cmark_node_get_end_column(currentCell))))
            }
            let row = MarkdownOutline.Row(
                cells: cells, line: Int(cmark_node_get_start_line(currentRow)),
                startColumn: Int(cmark_node_get_start_column(currentRow)),
                endColumn: Int(cmark_node_get_end_column(currentRow)))
            if cmark_gfm_extensions_get_table_row_is_header(currentRow) != 0 { header = row } else { rows.append(row) }
        }
        return header.map { MarkdownOutline.Table(header: $0, rows: rows) }
    }

    /// Whether a paragraph or HTML block holds nothing but empty tags (the page anchors of a
    /// PDF conversion), so it says nothing about the table after it.
    private static func isPageNoise(_ node: OpaquePointer, _ types: NodeTypes) -> Bool {
        if cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK { return isEmptyMarkup(literal(node)) }
        guard cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH else { return false }
        var child = cmark_node_first_child(node)
        while let current = child {
            switch types.kind(of: current) {
            case .htmlInline, .lineBreak: break
            case .text where literal(current).allSatisfy(\.isWhitespace): break
            default: return false
            }
            child = cmark_node_next(current)
        }
        return true
    }

    /// Markup whose tags enclose only whitespace: `<span id="page-3-1"></span>`.
    private static func isEmptyMarkup(_ html: String) -> Bool {
        var insideTag = false
        for character in html {
            switch character {
            case "<": insideTag = true
            case ">": insideTag = false
            default: if !insideTag, !character.isWhitespace { return false }
            }
        }
        return true
    }

    /// The readable text of a node's inlines, and separately the alt text of its images.
    private static func inlineText(_ node: OpaquePointer, _ types: NodeTypes) -> (text: String, images: [String]) {
        // Most cells hold one run of plain text: take it as it is.
        if let only = cmark_node_first_child(node), cmark_node_next(only) == nil, types.kind(of: only) == .text {
            return (folded(literal(only)), [])
        }
        var text = ""
        var images: [String] = []
        var imageText: String?
        let iterator = cmark_iter_new(node)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let current = cmark_iter_get_node(iterator), current != node else { continue }
            let kind = types.kind(of: current)
            if kind == .image {
                if event == CMARK_EVENT_ENTER {
                    imageText = ""
                } else {
                    images.append(folded(imageText ?? ""))
                    imageText = nil
                }
                continue
            }
            guard event == CMARK_EVENT_ENTER else { continue }
            let piece: String
            switch kind {
            case .text, .code:
                piece = literal(current)
            case .lineBreak:
                piece = " "
            case .htmlInline:
                // <br> inside a cell is a line break; other tags carry no text of their own.
                piece = literal(current).lowercased().hasPrefix("<br") ? " " : ""
            default:
                piece = ""
            }
            if imageText != nil { imageText! += piece } else { text += piece }
        }
        return (folded(text), images)
    }

    private static func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    /// Runs of spaces, tabs and line breaks folded to one space, the ends trimmed, and soft
    /// hyphens (U+00AD, left by PDF hyphenation inside "Com\u{AD}mand") removed.
    private static func folded(_ text: String) -> String {
        var needsFolding = false
        var previousWasSpace = true  // a leading space needs trimming
        for byte in text.utf8 {
            if byte == 0xC2, text.unicodeScalars.contains("\u{AD}") {
                return folded(String(text.unicodeScalars.filter { $0 != "\u{AD}" }.map(Character.init)))
            }
            let isSpace = byte == 0x20
            if byte == 0x09 || byte == 0x0A || byte == 0x0D || (isSpace && previousWasSpace) {
                needsFolding = true
                break
            }
            previousWasSpace = isSpace
        }
        guard needsFolding || previousWasSpace else { return text }
        return text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    }
}
