import CCmarkGFM

/// The only code that touches cmark-gfm: parses Markdown with the GFM table extension and
/// returns a ``MarkdownOutline``. Every C object is freed in the function that made it.
enum CMarkParser {
    /// Parses UTF-8 Markdown. Traversal is iterative, so deeply nested input (thousands of
    /// block quotes) cannot overflow the stack.
    static func outline(of markdown: [UInt8]) -> MarkdownOutline {
        withDocument(markdown) { document in
            var blocks: [MarkdownOutline.Block] = []
            let iterator = cmark_iter_new(document)
            defer { cmark_iter_free(iterator) }
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
                switch typeName(node) {
                case "heading":
                    blocks.append(.heading(heading(node)))
                    cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
                case "table":
                    if let table = table(node) { blocks.append(.table(table)) }
                    cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
                case "paragraph", "code_block", "html_block", "thematic_break":
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

    private static func withDocument<T>(_ markdown: [UInt8], _ body: (OpaquePointer) -> T) -> T {
        cmark_gfm_core_extensions_ensure_registered()
        let parser = cmark_parser_new(0)!
        defer { cmark_parser_free(parser) }
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
        let document = cmark_parser_finish(parser)!
        defer { cmark_node_free(document) }
        return body(document)
    }

    private static func typeName(_ node: OpaquePointer) -> String {
        String(cString: cmark_node_get_type_string(node))
    }

    private static func children(_ node: OpaquePointer) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(current)
            child = cmark_node_next(current)
        }
        return result
    }

    private static func heading(_ node: OpaquePointer) -> MarkdownOutline.Heading {
        MarkdownOutline.Heading(
            level: Int(cmark_node_get_heading_level(node)), text: inlineText(node).text,
            line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)))
    }

    private static func table(_ node: OpaquePointer) -> MarkdownOutline.Table? {
        var header: MarkdownOutline.Row?
        var rows: [MarkdownOutline.Row] = []
        for rowNode in children(node) {
            let type = typeName(rowNode)
            guard type == "table_header" || type == "table_row" else { continue }
            let cells = children(rowNode).map { cellNode in
                let content = inlineText(cellNode)
                return MarkdownOutline.Cell(
                    text: content.text, imageDescriptions: content.images,
                    startColumn: Int(cmark_node_get_start_column(cellNode)),
                    endColumn: Int(cmark_node_get_end_column(cellNode)))
            }
            let row = MarkdownOutline.Row(
                cells: cells, line: Int(cmark_node_get_start_line(rowNode)),
                startColumn: Int(cmark_node_get_start_column(rowNode)),
                endColumn: Int(cmark_node_get_end_column(rowNode)))
            if type == "table_header" { header = row } else { rows.append(row) }
        }
        return header.map { MarkdownOutline.Table(header: $0, rows: rows) }
    }

    /// The readable text of a node's inlines, and separately the alt text of its images.
    private static func inlineText(_ node: OpaquePointer) -> (text: String, images: [String]) {
        var text = ""
        var images: [String] = []
        var imageText: String?
        let iterator = cmark_iter_new(node)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let current = cmark_iter_get_node(iterator), current != node else { continue }
            let type = typeName(current)
            if type == "image" {
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
            switch type {
            case "text", "code":
                piece = cmark_node_get_literal(current).map { String(cString: $0) } ?? ""
            case "softbreak", "linebreak":
                piece = " "
            case "html_inline":
                // <br> inside a cell is a line break; other tags carry no text of their own.
                let tag = cmark_node_get_literal(current).map { String(cString: $0) } ?? ""
                piece = tag.lowercased().hasPrefix("<br") ? " " : ""
            default:
                piece = ""
            }
            if imageText != nil { imageText! += piece } else { text += piece }
        }
        return (folded(text), images)
    }

    private static func folded(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    }
}
