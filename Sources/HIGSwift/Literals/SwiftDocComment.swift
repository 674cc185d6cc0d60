import HIGBytes

/// Writes text into `///` documentation comments safely.
///
/// A doc comment ends at a line break, so text that contains one is split into several
/// comment lines; invisible and direction-changing characters are shown as `U+XXXX`, so a
/// comment cannot disguise the code after it. Trailing spaces are dropped from each line.
enum SwiftDocComment {
    /// The comment lines for `text`, each starting with `indent` and `/// `.
    static func lines(_ text: String, indent: String) -> [String] {
        let bytes = ByteSink.collect(capacity: text.utf8.count + indent.utf8.count + 8) {
            append(text, indent: Array(indent.utf8), to: &$0)
        }
        return bytes.split(separator: UTF8Bytes.newline).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends the comment lines for `text` to `bytes`, each starting with `indent` and `/// `
    /// and ending with a line break.
    static func append(_ text: String, indent: [UInt8], to bytes: inout ByteSink) {
        UTF8Bytes.withUTF8(text) { utf8 in
            var line = CommentLine(start: &bytes, indent: indent)
            var copied = 0
            var index = 0
            while true {
                index = UTF8Bytes.endOfPrintableRun(in: utf8, from: index, excluding: (0, 0))
                guard index < utf8.count else { break }
                let (scalar, length) = UTF8Bytes.scalar(in: utf8, at: index)
                switch scalar {
                case "\n" where index > 0 && utf8[index - 1] == UInt8(ascii: "\r"):
                    break
                case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                    bytes.append(utf8, from: copied, to: index)
                    line.end(in: &bytes)
                    line = CommentLine(start: &bytes, indent: indent)
                case "\t":
                    bytes.append(utf8, from: copied, to: index)
                    bytes.append(UTF8Bytes.space)
                default:
                    guard SwiftStringLiteral.needsEscape(scalar) else {
                        index += length
                        continue
                    }
                    bytes.append(utf8, from: copied, to: index)
                    appendCodePoint(scalar, to: &bytes)
                }
                index += length
                copied = index
            }
            bytes.append(utf8, from: copied, to: utf8.count)
            line.end(in: &bytes)
        }
    }

    /// Inline code for Markdown: `` `x` ``, or with double backticks when the text holds one.
    static func code(_ text: String) -> String {
        String(decoding: ByteSink.collect(capacity: text.utf8.count + 6) { appendCode(text, to: &$0) }, as: UTF8.self)
    }

    /// Appends ``code(_:)`` of `text` to `bytes`.
    static func appendCode(_ text: String, to bytes: inout ByteSink) {
        let fenced = holdsBacktick(text)
        bytes.append(literal: fenced ? "`` " : "`")
        appendVisible(text, to: &bytes)
        bytes.append(literal: fenced ? " ``" : "`")
    }

    /// ``code(_:)`` of `text` in two parts, so that ":" and a line number can go between
    /// them: a line number adds no backtick, and nothing a backtick could combine with, so
    /// it leaves the choice of backticks as it is for `text`.
    static func codeParts(_ text: String) -> (start: [UInt8], end: [UInt8]) {
        let fenced = holdsBacktick(text)
        let start = ByteSink.collect(capacity: 2 * text.utf8.count + 3) { bytes in
            bytes.append(literal: fenced ? "`` " : "`")
            appendVisible(text, to: &bytes)
        }
        return (start, Array((fenced ? " ``" : "`").utf8))
    }

    /// Appends `text` with the scalars a comment must not hold shown as `U+XXXX`.
    private static func appendVisible(_ text: String, to bytes: inout ByteSink) {
        UTF8Bytes.withUTF8(text) { utf8 in
            var copied = 0
            var index = 0
            while true {
                index = UTF8Bytes.endOfPrintableRun(in: utf8, from: index, excluding: (0, 0))
                guard index < utf8.count else { break }
                let (scalar, length) = UTF8Bytes.scalar(in: utf8, at: index)
                if SwiftStringLiteral.needsEscape(scalar) {
                    bytes.append(utf8, from: copied, to: index)
                    appendCodePoint(scalar, to: &bytes)
                    copied = index + length
                }
                index += length
            }
            bytes.append(utf8, from: copied, to: utf8.count)
        }
    }

    /// Whether the text, as code shows it, holds a backtick character. A backtick next to a
    /// non-ASCII scalar may be part of a larger character (a combining accent, a prepended
    /// mark), which does not count; those rare cases are decided on characters.
    private static func holdsBacktick(_ text: String) -> Bool {
        let decided = UTF8Bytes.withUTF8(text) { utf8 -> Bool? in
            guard utf8.contains(UTF8Bytes.backtick) else { return false }
            for index in utf8.indices where utf8[index] == UTF8Bytes.backtick {
                if index > 0 && utf8[index - 1] >= 0x80 || index + 1 < utf8.count && utf8[index + 1] >= 0x80 { return nil }
            }
            return true
        }
        if let decided { return decided }
        let visible = text.unicodeScalars.map { scalar -> String in
            SwiftStringLiteral.needsEscape(scalar) ? "U+" + String(scalar.value, radix: 16, uppercase: true) : String(scalar)
        }.joined()
        return visible.contains("`")
    }

    /// "U+202E": how a comment shows a scalar it must not hold.
    private static func appendCodePoint(_ scalar: Unicode.Scalar, to bytes: inout ByteSink) {
        bytes.append(literal: "U+")
        bytes.appendHex(scalar.value)
    }

    /// A comment line being written: where its text starts, so trailing spaces can be taken
    /// off when it ends.
    private struct CommentLine {
        /// Where the text after `/// ` starts in the buffer.
        let textStart: Int

        init(start bytes: inout ByteSink, indent: [UInt8]) {
            bytes.append(indent)
            bytes.append(literal: "/// ")
            textStart = bytes.count
        }

        /// Drops trailing spaces, and the space after `///` when the line is empty, then ends
        /// the line.
        func end(in bytes: inout ByteSink) {
            var end = bytes.count
            while end > textStart, bytes[end - 1] == UTF8Bytes.space { end -= 1 }
            if end < bytes.count, end > textStart, bytes[end - 1] >= 0x80 {
                // A space after a non-ASCII scalar may belong to its character (after a
                // prepended mark); trimming must then go by characters.
                let text = bytes.text(from: textStart)
                bytes.truncate(to: textStart)
                bytes.append(utf8: String(text.reversed().drop(while: { $0 == " " }).reversed()))
                end = bytes.count
            }
            // An empty line loses the space after `///` too.
            bytes.truncate(to: end == textStart ? end - 1 : end)
            bytes.append(UTF8Bytes.newline)
        }
    }
}
