/// Builds Swift source line by line with four-space indentation, so renderers say what to
/// write and not how to lay it out.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0
    /// `public `, `package ` or `internal `: written before every generated declaration.
    let access: String

    init(access: SwiftOptions.AccessLevel) {
        self.access = access.rawValue + " "
    }

    var indent: String { String(repeating: "    ", count: depth) }

    mutating func line(_ content: String = "") {
        text += content.isEmpty ? "\n" : indent + content + "\n"
    }

    /// Lines of a block of fixed code, each indented at the current depth.
    mutating func lines(_ block: String) {
        for content in block.split(separator: "\n", omittingEmptySubsequences: false) { line(String(content)) }
    }

    mutating func doc(_ content: String) {
        for comment in SwiftDocComment.lines(content, indent: indent) { text += comment + "\n" }
    }

    /// `opening {`, the body one level deeper, then `}`.
    mutating func block(_ opening: String, _ body: (inout SwiftWriter) -> Void) {
        line(opening + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }
}
