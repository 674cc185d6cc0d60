import HIGBytes

/// Runs a compiled ``TemplateProgram`` against a ``TemplateData`` source.
///
/// Mustache semantics as the spec gives them: a name is looked up from the top of the context
/// stack down, the rest of a dotted name in what its first part found; false, a missing value
/// and an empty list are falsey; a list section renders once per item with the item on the
/// stack; a true flag renders its section without pushing anything; any other value is pushed.
/// `{{name}}` of a record or a list writes nothing.
struct TemplateRenderer<Data: TemplateData> {
    typealias Program = TemplateProgram<Data.Field>
    typealias Value = Data.Value

    /// Partials nest at most this deep, so a partial that includes itself without end is an
    /// error rather than a crash.
    static var maximumDepth: Int { 256 }

    let program: Program
    let data: Data
    private let text: UnsafeBufferPointer<UInt8>
    private(set) var writer: ByteSink
    private var stack: [Value]
    /// The indentation of every standalone partial being rendered, one after the other; the
    /// current lines are indented by the bytes from `indentationStart`.
    private var indentation: [UInt8] = []
    private var indentationStart = 0
    private var depth = 0

    /// A renderer that writes with `writer`; `text` must be `program.text`, kept alive by the caller.
    init(program: Program, text: UnsafeBufferPointer<UInt8>, data: Data, root: Value, writer: ByteSink) {
        self.program = program
        self.text = text
        self.data = data
        self.writer = writer
        stack = [root]
        stack.reserveCapacity(16)
    }

    mutating func render(template: Int) throws(TemplateError) {
        try run(program.templates[template].instructions)
    }

    private mutating func run(_ instructions: Range<Int>) throws(TemplateError) {
        var index = instructions.lowerBound
        while index < instructions.upperBound {
            switch program.instructions[index] {
            case .text(let start, let end, let lineStart):
                if lineStart { writeIndentation() }
                writer.append(UnsafeBufferPointer(rebasing: text[start..<end]))
            case .indent:
                writeIndentation()
            case .value(let path, let escaped):
                if let value = resolve(path) { Self.write(value, with: data, escaped: escaped, to: &writer) }
            case .name(let field, let escaped):
                writeName(program.fields[field], escaped: escaped)
            case .section(let path, let inverted, let end):
                try renderSection(index + 1..<end, for: resolve(path), inverted: inverted)
                index = end
                continue
            case .nameSection(let field, let inverted, let end):
                try renderSection(index + 1..<end, for: lookUp(program.fields[field]), inverted: inverted)
                index = end
                continue
            case .partial(let call):
                try renderPartial(call)
            }
            index += 1
        }
    }

    private mutating func writeIndentation() {
        if indentationStart < indentation.count {
            indentation[indentationStart...].withUnsafeBufferPointer { writer.append($0) }
        }
    }

    /// Writes what a value shows: text, a number in decimal, a flag as `true` or `false`; a
    /// record or a list shows nothing.
    static func write(_ value: Value, with data: Data, escaped: Bool, to writer: inout ByteSink) {
        switch value {
        case .text(let text):
            data.write(text, escaped: escaped, to: &writer)
        case .number(let number):
            writer.appendDecimal(number)
        case .flag(let flag):
            writer.append(literal: flag ? "true" : "false")
        case .record, .list:
            break
        }
    }

    /// The value of `field` in the first record down the stack that has one.
    private mutating func lookUp(_ field: Data.Field) -> Value? {
        var level = stack.count - 1
        while level >= 0 {
            if case .record(let record) = stack[level], let found = data.value(of: field, in: record) {
                return found
            }
            level -= 1
        }
        return nil
    }

    /// Writes the value of a plain name: the first record down the stack that has it writes it.
    private mutating func writeName(_ field: Data.Field, escaped: Bool) {
        var level = stack.count - 1
        while level >= 0 {
            if case .record(let record) = stack[level], data.writeValue(of: field, in: record, escaped: escaped, to: &writer) {
                return
            }
            level -= 1
        }
    }

    private mutating func renderSection(_ body: Range<Int>, for value: Value?, inverted: Bool) throws(TemplateError) {
        if inverted {
            if Self.isFalsey(value) { try run(body) }
            return
        }
        guard let value else { return }
        switch value {
        case .flag(let flag):
            if flag { try run(body) }
        case .list(let list, let count):
            for item in 0..<count {
                stack.append(data.item(item, of: list))
                try run(body)
                stack.removeLast()
            }
        case .text, .number, .record:
            stack.append(value)
            try run(body)
            stack.removeLast()
        }
    }

    private static func isFalsey(_ value: Value?) -> Bool {
        switch value {
        case nil: true
        case .flag(let flag): !flag
        case .list(_, let count): count == 0
        case .text, .number, .record: false
        }
    }

    private mutating func renderPartial(_ call: Int) throws(TemplateError) {
        guard let template = program.partialCalls[call].template else { return }
        guard depth < Self.maximumDepth else {
            throw TemplateError(
                location: program.partialCalls[call].location,
                reason: "partials nest more than \(Self.maximumDepth) deep: does a partial include itself without end?")
        }
        let saved = (count: indentation.count, start: indentationStart)
        if let own = program.partialCalls[call].indentation {
            indentation.append(contentsOf: text[own])
        } else {
            // A partial inside a line is not indented: the spec indents only standalone partials.
            indentationStart = indentation.count
        }
        depth += 1
        try run(program.templates[template].instructions)
        depth -= 1
        indentation.removeSubrange(saved.count...)
        indentationStart = saved.start
    }

    /// The value `path` names in the current context, or nil.
    ///
    /// Mutating only in name: called from `run`, a non-mutating method would be handed a copy
    /// of the whole renderer, reference counts and all, on every lookup.
    private mutating func resolve(_ pathIndex: Int) -> Value? {
        let path = program.paths[pathIndex]
        guard path.resolves else { return nil }
        var value: Value
        switch path.lookup {
        case .top:
            return stack.last
        case .topOnly:
            guard case .record(let record) = stack.last,
                let found = data.value(of: program.fields[path.parts.lowerBound], in: record)
            else { return nil }
            value = found
        case .stack:
            guard let found = lookUp(program.fields[path.parts.lowerBound]) else { return nil }
            value = found
        }
        for part in path.parts.dropFirst() {
            guard case .record(let record) = value, let found = data.value(of: program.fields[part], in: record) else {
                return nil
            }
            value = found
        }
        return value
    }
}
