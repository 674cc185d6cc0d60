/// Text quoted from input (titles, paths, source lines) as every report prints it: a control
/// character is shown escaped, never written raw, so a title holding ESC sequences cannot
/// colour a CI log or set a terminal's title, and a newline in it cannot forge a finding line.
///
/// Escaped: C0 controls (a tab too, unless kept for a caret to line up), DEL, C1 controls, and
/// the bidirectional overrides and isolates that reorder how a line reads.
enum VisibleText {
    static func escaped(_ text: String, keepingTabs: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingTabs: keepingTabs) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar, keepingTabs: keepingTabs) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar, keepingTabs: Bool) -> Bool {
        switch scalar.value {
        case 0x09: !keepingTabs
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
