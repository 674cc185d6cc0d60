/// Writes any text as a Swift string literal that evaluates to exactly that text: the one
/// Swift escaper, used by the Swift emitter, the linter's fix-its and `embed-files`.
///
/// The literal is always a single-line `"…"`: backslash and quote are escaped, so `\(`,
/// `"""` and `#` are inert; line breaks, other control characters and invisible format
/// characters (bidirectional overrides, zero-width joiners, variation selectors) are written
/// as escapes, so what a reader sees in the generated source is what the string holds.
/// Everything else, emoji and right-to-left letters included, is written as itself.
public enum SwiftStringLiteral {
    public static func quoted(_ text: String) -> String {
        String(decoding: ByteSink.collect(capacity: text.utf8.count + 2) { append(text, to: &$0) }, as: UTF8.self)
    }

    /// A `Character` literal for a single character.
    public static func character(_ character: Character) -> String { quoted(String(character)) }

    /// Appends the literal for `text` to `bytes`.
    public static func append(_ text: String, to bytes: inout ByteSink) {
        bytes.append(UTF8Bytes.quote)
        appendContent(text, to: &bytes)
        bytes.append(UTF8Bytes.quote)
    }

    /// Appends what goes between the quotes of the literal for `text`, or for its first
    /// `byteCount` bytes (which must end where a scalar ends). Escaping goes scalar by
    /// scalar, so the content of a literal for several strings is theirs one after another.
    ///
    /// Printable ASCII other than quote and backslash is copied in runs; only other scalars
    /// are looked at one by one.
    public static func appendContent(_ text: String, byteCount: Int? = nil, to bytes: inout ByteSink) {
        UTF8Bytes.withUTF8(text) { whole in
            let utf8 = UnsafeBufferPointer(rebasing: whole[..<(byteCount ?? whole.count)])
            var copied = 0
            var index = 0
            while true {
                index = UTF8Bytes.endOfPrintableRun(in: utf8, from: index, excluding: (UTF8Bytes.quote, UTF8Bytes.backslash))
                guard index < utf8.count else { break }
                let (scalar, length) = UTF8Bytes.scalar(in: utf8, at: index)
                if utf8[index] < 0x80 || needsEscape(scalar) {
                    bytes.append(utf8, from: copied, to: index)
                    appendEscape(for: scalar, to: &bytes)
                    copied = index + length
                }
                index += length
            }
            bytes.append(utf8, from: copied, to: utf8.count)
        }
    }

    private static func appendEscape(for scalar: Unicode.Scalar, to bytes: inout ByteSink) {
        bytes.append(UTF8Bytes.backslash)
        switch scalar {
        case "\\": bytes.append(UTF8Bytes.backslash)
        case "\"": bytes.append(UTF8Bytes.quote)
        case "\n": bytes.append(UInt8(ascii: "n"))
        case "\r": bytes.append(UInt8(ascii: "r"))
        case "\t": bytes.append(UInt8(ascii: "t"))
        case "\0": bytes.append(UInt8(ascii: "0"))
        default:
            bytes.append(literal: "u{")
            bytes.appendHex(scalar.value)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Scalars that are invisible or change how the text around them displays. In ASCII
    /// these are the control characters; elsewhere the Unicode category says.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return true
        case .spaceSeparator:
            return scalar != " "
        case .nonspacingMark:
            // Variation selectors: they pick how the character before them looks.
            return (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
        default:
            return false
        }
    }
}
