/// Writes text into `///` documentation comments safely.
///
/// A doc comment ends at a line break, so text that contains one is split into several
/// comment lines; invisible and direction-changing characters are shown as `U+XXXX`, so a
/// comment cannot disguise the code after it.
enum SwiftDocComment {
    /// The comment lines for `text`, each starting with `indent` and `/// `.
    static func lines(_ text: String, indent: String) -> [String] {
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
                if SwiftStringLiteral.needsEscape(scalar) {
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

    /// Inline code for Markdown: `` `x` ``, or with double backticks when the text holds one.
    static func code(_ text: String) -> String {
        let visible = text.unicodeScalars.map { scalar -> String in
            SwiftStringLiteral.needsEscape(scalar) ? "U+" + String(scalar.value, radix: 16, uppercase: true) : String(scalar)
        }.joined()
        return visible.contains("`") ? "`` " + visible + " ``" : "`" + visible + "`"
    }
}
