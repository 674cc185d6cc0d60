/// Compiles Mustache templates into one ``TemplateProgram``, resolving names through `Data`.
///
/// It follows the Mustache spec for what it supports: variables (escaped and raw), sections,
/// inverted sections, partials, comments, set-delimiter tags, dotted names and the implicit
/// iterator `.`. A tag alone on its line (a "standalone" section, partial, comment or
/// set-delimiter tag) takes the whole line with it, and the whitespace before a standalone
/// partial indents every line of that partial. Template inheritance, dynamic partials, pragmas
/// and swift-mustache's transforms are refused with an error that says so.
struct TemplateCompiler<Data: TemplateData> {
    var program = TemplateProgram<Data.Field>()
    /// The partial name of each call in `program.partialCalls`, linked by ``linked()``.
    private var calledNames: [String] = []

    // The template being compiled.
    var source: [UInt8] = []
    var file = ""
    var openDelimiter = Array("{{".utf8)
    var closeDelimiter = Array("}}".utf8)
    /// Whether nothing of the current template line has been compiled yet: what comes next
    /// starts the line, and is indented when the template is a standalone partial.
    var atLineStart = true
    var openSections: [OpenSection] = []

    /// A section whose closing tag has not been read yet.
    struct OpenSection {
        var tag: Tag
        /// The index of its `section` instruction, whose `end` is set when it closes.
        var instruction: Int
    }

    /// Compiles `source` as the template `name`; `file` is its path, for errors.
    mutating func compile(_ source: [UInt8], named name: String, file: String) throws(TemplateError) {
        self.source = source
        self.file = file
        openDelimiter = Array("{{".utf8)
        closeDelimiter = Array("}}".utf8)
        atLineStart = true
        openSections = []
        let first = program.instructions.count
        try compileBody()
        program.templates.append(.init(name: name, instructions: first..<program.instructions.count))
        self.source = []
    }

    /// The program, every partial call linked to the template of its name.
    func linked() -> TemplateProgram<Data.Field> {
        var program = program
        for (index, name) in calledNames.enumerated() {
            program.partialCalls[index].template = program.template(named: name)
        }
        return program
    }

    private mutating func compileBody() throws(TemplateError) {
        var position = 0
        while let tagStart = find(openDelimiter, from: position) {
            let tag = try readTag(at: tagStart)
            if tag.kind.canStandAlone, let line = standaloneLine(of: tag, after: position) {
                appendText(position..<line.lowerBound)
                try handle(tag, indentation: line.lowerBound..<tag.start)
                position = line.upperBound
                atLineStart = true
            } else {
                appendText(position..<tagStart)
                try handle(tag, indentation: nil)
                position = tag.end
            }
        }
        appendText(position..<source.count)
        if let open = openSections.last {
            throw error(
                at: open.tag.start, "'\(quoted(open.tag))' is never closed; add '\(quoted(closingTagFor: open.tag))'")
        }
    }

    /// The line around `tag` when the tag is alone on it: from the line's start to just after
    /// its line break (or the end of the template). Nil when anything else is on the line.
    private func standaloneLine(of tag: Tag, after position: Int) -> Range<Int>? {
        var start = tag.start
        while start > position, source[start - 1].isMustacheBlank { start -= 1 }
        guard start == 0 || source[start - 1] == UInt8(ascii: "\n") else { return nil }
        var end = tag.end
        while end < source.count, source[end].isMustacheBlank { end += 1 }
        if end == source.count { return start..<end }
        if source[end] == UInt8(ascii: "\n") { return start..<end + 1 }
        if source[end] == UInt8(ascii: "\r"), end + 1 < source.count, source[end + 1] == UInt8(ascii: "\n") {
            return start..<end + 2
        }
        return nil
    }

    /// Compiles one tag; `indentation` is the whitespace before a standalone tag.
    private mutating func handle(_ tag: Tag, indentation: Range<Int>?) throws(TemplateError) {
        switch tag.kind {
        case .value(let escaped):
            let path = try compilePath(tag)
            startContent()
            if let field = plainName(path) {
                program.instructions.append(.name(field: field, escaped: escaped))
            } else {
                program.instructions.append(.value(path: path, escaped: escaped))
            }
        case .section(let inverted):
            let path = try compilePath(tag)
            if indentation == nil { startContent() }
            openSections.append(.init(tag: tag, instruction: program.instructions.count))
            if let field = plainName(path) {
                program.instructions.append(.nameSection(field: field, inverted: inverted, end: -1))
            } else {
                program.instructions.append(.section(path: path, inverted: inverted, end: -1))
            }
        case .close:
            try closeSection(tag)
        case .partial:
            try callPartial(tag, indentation: indentation)
        case .comment:
            break
        case .delimiters(let open, let close):
            openDelimiter = open
            closeDelimiter = close
        }
    }

    private mutating func closeSection(_ tag: Tag) throws(TemplateError) {
        guard let open = openSections.popLast() else {
            throw error(at: tag.start, "'\(quoted(tag))' closes no section")
        }
        guard source[open.tag.name] == source[tag.name] else {
            let line = lineAndColumn(of: open.tag.start).line
            throw error(at: tag.start, "'\(quoted(tag))' does not close '\(quoted(open.tag))' (line \(line))")
        }
        let end = program.instructions.count
        switch program.instructions[open.instruction] {
        case .section(let path, let inverted, _):
            program.instructions[open.instruction] = .section(path: path, inverted: inverted, end: end)
        case .nameSection(let field, let inverted, _):
            program.instructions[open.instruction] = .nameSection(field: field, inverted: inverted, end: end)
        default:
            preconditionFailure("an open section points at its section instruction")
        }
    }

    private mutating func callPartial(_ tag: Tag, indentation: Range<Int>?) throws(TemplateError) {
        let name = source[tag.name]
        guard !name.isEmpty, !name.contains(where: \.isMustacheSpace) else {
            throw error(at: tag.start, "'\(quoted(tag))' needs one partial name, without spaces")
        }
        guard name.first != UInt8(ascii: "*") else {
            throw error(at: tag.start, "dynamic partials such as '\(quoted(tag))' are not supported")
        }
        var stored: Range<Int>?
        if let indentation {
            stored = program.text.count..<program.text.count + indentation.count
            program.text += source[indentation]
        } else {
            startContent()
        }
        let (line, column) = lineAndColumn(of: tag.start)
        program.partialCalls.append(
            .init(
                template: nil, indentation: stored, location: .init(file: file, line: line, column: column)))
        calledNames.append(String(decoding: name, as: UTF8.self))
        program.instructions.append(.partial(call: program.partialCalls.count - 1))
    }

    /// The field of `path` when it is a plain name looked up down the stack, the common case,
    /// which has instructions of its own.
    private func plainName(_ path: Int) -> Int? {
        let path = program.paths[path]
        guard path.lookup == .stack, path.resolves, path.parts.count == 1 else { return nil }
        return path.parts.lowerBound
    }

    /// Appends literal text, one instruction per line, each marked when it starts a line.
    private mutating func appendText(_ range: Range<Int>) {
        var start = range.lowerBound
        while start < range.upperBound {
            let newline = source[start..<range.upperBound].firstIndex(of: UInt8(ascii: "\n"))
            let end = newline.map { $0 + 1 } ?? range.upperBound
            let textStart = program.text.count
            program.text += source[start..<end]
            program.instructions.append(.text(start: textStart, end: program.text.count, lineStart: atLineStart))
            atLineStart = newline != nil
            start = end
        }
    }

    /// Marks the start of output on a line that starts with a tag: its indentation comes first.
    private mutating func startContent() {
        if atLineStart {
            program.instructions.append(.indent)
            atLineStart = false
        }
    }
}
