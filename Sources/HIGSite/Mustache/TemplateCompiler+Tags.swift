/// Reading tags: `{{name}}`, `{{{name}}}`, `{{&name}}`, `{{#name}}`, `{{^name}}`, `{{/name}}`,
/// `{{>name}}`, `{{!comment}}` and `{{=OPEN CLOSE=}}`, with whatever delimiters are current.
extension TemplateCompiler {
    struct Tag {
        enum Kind {
            case value(escaped: Bool)
            case section(inverted: Bool)
            case close
            case partial
            case comment
            case delimiters(open: [UInt8], close: [UInt8])

            /// Whether the tag may stand alone on a line and take the line with it.
            var canStandAlone: Bool {
                if case .value = self { false } else { true }
            }
        }

        var kind: Kind
        /// The name between the sigil and the closing delimiter, without surrounding whitespace.
        var name: Range<Int>
        /// Where the opening delimiter starts.
        var start: Int
        /// Just after the closing delimiter.
        var end: Int
    }

    /// The tag whose opening delimiter starts at `start`.
    func readTag(at start: Int) throws(TemplateError) -> Tag {
        let sigilIndex = start + openDelimiter.count
        let sigil = sigilIndex < source.count ? source[sigilIndex] : nil
        func tag(_ kind: Tag.Kind, from contentStart: Int, closedBy closing: [UInt8]) throws(TemplateError) -> Tag {
            guard let contentEnd = find(closing, from: contentStart) else {
                throw error(at: start, "'\(text(openDelimiter))' has no closing '\(text(closing))'")
            }
            return Tag(kind: kind, name: trimmed(contentStart..<contentEnd), start: start, end: contentEnd + closing.count)
        }
        switch sigil ?? 0 {
        case UInt8(ascii: "{"):
            return try tag(.value(escaped: false), from: sigilIndex + 1, closedBy: Array("}".utf8) + closeDelimiter)
        case UInt8(ascii: "&"): return try tag(.value(escaped: false), from: sigilIndex + 1, closedBy: closeDelimiter)
        case UInt8(ascii: "#"): return try tag(.section(inverted: false), from: sigilIndex + 1, closedBy: closeDelimiter)
        case UInt8(ascii: "^"): return try tag(.section(inverted: true), from: sigilIndex + 1, closedBy: closeDelimiter)
        case UInt8(ascii: "/"): return try tag(.close, from: sigilIndex + 1, closedBy: closeDelimiter)
        case UInt8(ascii: ">"): return try tag(.partial, from: sigilIndex + 1, closedBy: closeDelimiter)
        case UInt8(ascii: "!"): return try tag(.comment, from: sigilIndex + 1, closedBy: closeDelimiter)
        case UInt8(ascii: "="): return try delimiterTag(at: start, from: sigilIndex + 1)
        case UInt8(ascii: "<"), UInt8(ascii: "$"):
            throw error(
                at: start, "template inheritance ('\(text(openDelimiter))<' and '\(text(openDelimiter))$') is not supported")
        case UInt8(ascii: "%"):
            throw error(at: start, "pragmas such as '\(text(openDelimiter))%' are not supported")
        default: return try tag(.value(escaped: true), from: sigilIndex, closedBy: closeDelimiter)
        }
    }

    /// `{{=<% %>=}}`: two new delimiters, without whitespace or `=` in them.
    private func delimiterTag(at start: Int, from contentStart: Int) throws(TemplateError) -> Tag {
        let equals = UInt8(ascii: "=")
        guard let closing = find([equals] + closeDelimiter, from: contentStart) else {
            throw error(at: start, "a set-delimiter tag is written '\(text(openDelimiter))=OPEN CLOSE=\(text(closeDelimiter))'")
        }
        let parts = source[trimmed(contentStart..<closing)].split { $0.isMustacheSpace }
        guard parts.count == 2, !parts.contains(where: { $0.contains(equals) }) else {
            throw error(at: start, "a set-delimiter tag needs two delimiters without spaces or '=' in them")
        }
        return Tag(
            kind: .delimiters(open: Array(parts[0]), close: Array(parts[1])), name: contentStart..<contentStart,
            start: start, end: closing + 1 + closeDelimiter.count)
    }

    /// Compiles the dotted name of a variable or section tag into a path; returns its index.
    mutating func compilePath(_ tag: Tag) throws(TemplateError) -> Int {
        let name = source[tag.name]
        let dot = UInt8(ascii: ".")
        guard !name.isEmpty, !name.contains(where: \.isMustacheSpace) else {
            throw error(at: tag.start, "'\(quoted(tag))' needs one name, without spaces")
        }
        guard !name.contains(UInt8(ascii: "(")), !name.contains(UInt8(ascii: ")")) else {
            throw error(at: tag.start, "transforms such as '\(quoted(tag))' are not supported")
        }
        var path = TemplateProgram<Data.Field>.Path(lookup: .stack, parts: 0..<0, resolves: true)
        if name.elementsEqual([dot]) {
            path.lookup = .top
        } else {
            var body = name[...]
            if body.first == dot {
                path.lookup = .topOnly
                body = body.dropFirst()
            }
            let parts = body.split(separator: dot, omittingEmptySubsequences: false)
            guard !parts.contains(where: \.isEmpty) else {
                throw error(at: tag.start, "'\(quoted(tag))' has an empty part in its dotted name")
            }
            let first = program.fields.count
            for part in parts {
                guard let field = Data.field(named: String(decoding: part, as: UTF8.self)) else {
                    path.resolves = false
                    break
                }
                program.fields.append(field)
            }
            path.parts = first..<program.fields.count
        }
        program.paths.append(path)
        return program.paths.count - 1
    }

    // MARK: Bytes and positions

    /// The first index at or after `start` where `needle` occurs.
    func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= source.count else { return nil }
        var index = start
        let last = source.count - needle.count
        while index <= last {
            if source[index] == first, source[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, source[lower].isMustacheSpace { lower += 1 }
        while upper > lower, source[upper - 1].isMustacheSpace { upper -= 1 }
        return lower..<upper
    }

    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where source[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    func error(at offset: Int, _ reason: String) -> TemplateError {
        let (line, column) = lineAndColumn(of: offset)
        return TemplateError(location: .init(file: file, line: line, column: column), reason: reason)
    }

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The tag as written.
    func quoted(_ tag: Tag) -> String { String(decoding: source[tag.start..<tag.end], as: UTF8.self) }

    /// The tag that would close the section `tag` opens.
    func quoted(closingTagFor tag: Tag) -> String {
        text(openDelimiter) + "/" + String(decoding: source[tag.name], as: UTF8.self) + text(closeDelimiter)
    }
}

extension UInt8 {
    /// A space or a tab: what may stand beside a standalone tag on its line.
    var isMustacheBlank: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\t")
    }

    /// Whitespace around a name inside a tag.
    var isMustacheSpace: Bool {
        isMustacheBlank || self == UInt8(ascii: "\n") || self == UInt8(ascii: "\r")
    }
}
