/// What may be a Swift identifier, and how to spell one from words.
///
/// Generated names are kept to ASCII letters and digits: Swift accepts many other letters
/// in identifiers, but the rules are intricate, and a name people type should not need an
/// input method.
enum SwiftIdentifier {
    /// Keywords that must be written in backticks when declared (`` `default` ``). After a
    /// dot, as in `HIG.KeyboardTypes.default`, they need none.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "precedencegroup",
        "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
        "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try", "_",
    ]

    /// Names that cannot be a static member even in backticks, or that would read as
    /// something else (`Type`, `self`): they are treated as taken.
    static let unusable: Set<String> = ["self", "Self", "init", "deinit", "subscript", "Type", "Protocol", "_"]

    /// Whether `text` is a plain ASCII identifier: a letter or underscore, then letters,
    /// digits or underscores.
    static func isPlain(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || isASCIILetter(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || isASCIILetter($0) || isASCIIDigit($0) }
    }

    /// The longest keyword, in bytes: longer names need no look-up.
    private static let longestKeyword = keywords.map(\.utf8.count).max()!

    /// Whether `name` must be written in backticks when declared.
    static func isKeyword(_ name: String) -> Bool {
        name.utf8.count <= longestKeyword && keywords.contains(name)
    }

    /// The name as a declaration writes it: keywords in backticks.
    static func declared(_ name: String) -> String {
        isKeyword(name) ? "`\(name)`" : name
    }

    /// The words of `text`: runs of ASCII letters and digits, with accents taken off Latin
    /// letters ("Café" → "Cafe") and apostrophes inside words dropped ("app's" → "apps").
    /// Anything else separates words; letters of other scripts and emoji are left out.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        // Folding leaves ASCII as it is.
        let folded = text.utf8.allSatisfy { $0 < 0x80 } ? text : ASCIIFolding.fold(text)
        for scalar in folded.unicodeScalars {
            if isASCIILetter(scalar) || isASCIIDigit(scalar) {
                current.unicodeScalars.append(scalar)
            } else if isApostrophe(scalar), !current.isEmpty {
                continue
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// "bringUpSpellingWindow" from ["Bring", "up", "Spelling", "window"]. The first word is
    /// lower-cased (wholly, when it is an acronym such as "URL"); the others start upper case
    /// and keep their inner capitals ("VoiceOver").
    static func lowerCamelCase(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        let head = first.allSatisfy({ !$0.isLowercase }) ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        return head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// "VoiceOver" → "VoiceOver", "space" → "Space": a word starting upper case, for type names.
    static func upperCamelCase(_ words: [String]) -> String {
        words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "\u{2019}"
    }
}
