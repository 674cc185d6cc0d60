extension ByteSearch {
    /// Whether every text input of the Swift code in `bytes` takes numbers only: each SwiftUI
    /// `TextField(` holds a `value:` shown with a number format (`format: .number`, `.percent`,
    /// `.currency(…)`, a number format style, or a number formatter), and nothing else people type
    /// into (``otherInputs``, `TextEditor`, `SecureField`) is there. A letter pressed there is no
    /// typing: an image editor's width and height fields take digits. False where the file has
    /// no `TextField(` at all.
    public static func textInputTakesNumbersOnly(_ bytes: [UInt8], otherInputs: [[UInt8]]) -> Bool {
        guard containsAny(bytes, of: [field]) else { return false }
        let code = blankingComments(bytes)
        guard !containsAny(code, of: otherInputs + [Array("TextEditor(".utf8), Array("SecureField(".utf8)]) else {
            return false
        }
        var found = false
        var index = 0
        while let start = firstIndex(of: field, in: code, from: index) {
            index = start + field.count
            // `UITextField(`, `NSTextField(`, `MyTextField(`: another type's name ends so.
            if start > 0, isIdentifier(code[start - 1]) { continue }
            let arguments = argumentsText(code, from: index)
            guard arguments.contains("value:"), numberFormats.contains(where: arguments.contains) else { return false }
            found = true
        }
        return found
    }

    private static let field = Array("TextField(".utf8)

    /// What a number field's format argument says, as written.
    private static let numberFormats = [
        ".number", ".percent", ".currency", "IntegerFormatStyle", "FloatingPointFormatStyle", "Decimal.FormatStyle",
        "numberFormatter", "NumberFormatter",
    ]

    /// The first index of `word` in `code` at or after `from`.
    private static func firstIndex(of word: [UInt8], in code: [UInt8], from: Int) -> Int? {
        guard word.count <= code.count else { return nil }
        var index = from
        while index + word.count <= code.count {
            if code[index] == word[0], code[index..<index + word.count].elementsEqual(word) { return index }
            index += 1
        }
        return nil
    }

    /// The text of a call's arguments, from just after its `(` to its matching `)`, at most
    /// 600 bytes: a field's arguments fit, and the walk is bounded whatever the file holds.
    private static func argumentsText(_ code: [UInt8], from start: Int) -> String {
        var depth = 1
        var index = start
        while index < code.count, index - start < 600 {
            if code[index] == UInt8(ascii: "(") { depth += 1 }
            if code[index] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { break }
            }
            index += 1
        }
        return String(decoding: code[start..<index], as: UTF8.self)
    }
}
