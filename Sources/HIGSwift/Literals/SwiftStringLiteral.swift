/// Writes any text as a Swift string literal that evaluates to exactly that text.
///
/// The literal is always a single-line `"…"`: backslash and quote are escaped, so `\(`,
/// `"""` and `#` are inert; line breaks, other control characters and invisible format
/// characters (bidirectional overrides, zero-width joiners, variation selectors) are written
/// as escapes, so what a reader sees in the generated source is what the string holds.
/// Everything else, emoji and right-to-left letters included, is written as itself.
enum SwiftStringLiteral {
    static func quoted(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                if needsEscape(scalar) {
                    literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    /// A `Character` literal for a single character.
    static func character(_ character: Character) -> String { quoted(String(character)) }

    /// Scalars that are invisible or change how the text around them displays.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
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
