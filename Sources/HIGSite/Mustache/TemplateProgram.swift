import HIGBytes

/// Compiled Mustache templates: one flat list of instructions over one buffer of literal text.
///
/// Instructions hold only integers, so running them copies no reference-counted value. A
/// section's body is the instructions that follow it up to its `end`, and each template is a
/// range of instructions, so rendering walks index ranges instead of a tree of arrays.
struct TemplateProgram<Field> {
    enum Instruction {
        /// Literal text: `text[start..<end]`; when `lineStart`, it starts a template line, and
        /// the indentation of the standalone partial being rendered, if any, comes first.
        case text(start: Int, end: Int, lineStart: Bool)
        /// The start of a template line that starts with a tag: writes that indentation.
        case indent
        /// `{{name}}` (escaped) or `{{{name}}}`, `{{& name}}` (raw); `path` indexes ``paths``.
        case value(path: Int, escaped: Bool)
        /// The same for a plain name, the common case: `field` indexes ``fields``, and the name is
        /// looked up down the context stack and written by the data source in one step.
        case name(field: Int, escaped: Bool)
        /// `{{#name}}` or `{{^name}}`: the body is the instructions up to `end`.
        case section(path: Int, inverted: Bool, end: Int)
        /// The same for a plain name: `field` indexes ``fields``.
        case nameSection(field: Int, inverted: Bool, end: Int)
        /// `{{> name}}`; `call` indexes ``partialCalls``.
        case partial(call: Int)
    }

    /// A dotted name, resolved to fields.
    struct Path {
        enum Lookup {
            /// `.`: the top of the context stack.
            case top
            /// `name` or `a.b`: the first part is looked up down the context stack.
            case stack
            /// `.name`: the first part is looked up in the top of the stack only.
            case topOnly
        }

        var lookup: Lookup
        /// The fields of the parts, in ``fields``.
        var parts: Range<Int>
        /// False when some part names a field no record has: the path never resolves.
        var resolves: Bool
    }

    /// A `{{> name}}` tag.
    struct PartialCall {
        /// The index of the template in ``templates``, or nil when there is none of that name
        /// (the spec renders nothing then).
        var template: Int?
        /// For a standalone tag, the whitespace before it, in ``text``: every line of the
        /// partial is indented by it. Nil for a tag inside a line.
        var indentation: Range<Int>?
        /// Where the tag is, for errors found while rendering.
        var location: TemplateLocation
    }

    /// One compiled template.
    struct Template {
        var name: String
        var instructions: Range<Int>
    }

    var instructions: [Instruction] = []
    var text: [UInt8] = []
    var paths: [Path] = []
    var fields: [Field] = []
    var partialCalls: [PartialCall] = []
    var templates: [Template] = []

    /// The index of the template named `name`.
    func template(named name: String) -> Int? {
        templates.firstIndex { $0.name == name }
    }
}

/// A place in a template file: 1-based line, and 1-based column counted in UTF-8 bytes.
struct TemplateLocation: Equatable, Sendable {
    var file: String
    var line: Int
    var column: Int
}

/// A template that cannot be compiled or rendered, and where.
struct TemplateError: Error, Equatable {
    var location: TemplateLocation
    var reason: String
}

extension TemplateProgram {
    /// Renders template `template` against `data`, starting with `root` on the context stack,
    /// and appends the page to `sink`.
    func render<Data: TemplateData>(
        _ template: Int, with data: Data, root: Data.Value, into sink: inout ByteSink
    ) throws(TemplateError) where Data.Field == Field {
        try text.withUnsafeBufferPointer { text throws(TemplateError) in
            var renderer = TemplateRenderer(program: self, text: text, data: data, root: root, writer: sink)
            // The renderer appends through a copy of the sink, over the same buffer: take it
            // back even when rendering fails, so the sink's count stays right.
            defer { sink = renderer.writer }
            try renderer.render(template: template)
        }
    }
}
