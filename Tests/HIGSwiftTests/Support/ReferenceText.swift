@testable import HIGSwift

/// The emitter's text rules written the plain way, scalar by scalar and character by
/// character, as they were before the byte-level writers: the tests check that the fast
/// writers say exactly the same.
enum ReferenceText {
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

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return true
        case .spaceSeparator:
            return scalar != " "
        case .nonspacingMark:
            return (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
        default:
            return false
        }
    }

    static func docLines(_ text: String, indent: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\n" where previous == "\r":
                continue
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                lines.append(current)
                current = ""
            case "\t":
                current += " "
            default:
                if needsEscape(scalar) {
                    current += "U+" + String(scalar.value, radix: 16, uppercase: true)
                } else {
                    current.unicodeScalars.append(scalar)
                }
            }
        }
        lines.append(current)
        return lines.map { line in
            let trimmed = String(line.reversed().drop(while: { $0 == " " }).reversed())
            return trimmed.isEmpty ? indent + "///" : indent + "/// " + trimmed
        }
    }

    static func code(_ text: String) -> String {
        let visible = text.unicodeScalars.map { scalar -> String in
            needsEscape(scalar) ? "U+" + String(scalar.value, radix: 16, uppercase: true) : String(scalar)
        }.joined()
        return visible.contains("`") ? "`` " + visible + " ``" : "`" + visible + "`"
    }

    static func title(from action: String) -> String {
        var title = Substring(action)
        while let last = title.last, last == "." || last == " " { title.removeLast() }
        return title.isEmpty ? action : String(title)
    }

    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in ASCIIFolding.fold(text).unicodeScalars {
            if SwiftIdentifier.isASCIILetter(scalar) || SwiftIdentifier.isASCIIDigit(scalar) {
                current.unicodeScalars.append(scalar)
            } else if scalar == "'" || scalar == "\u{2019}", !current.isEmpty {
                continue
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
