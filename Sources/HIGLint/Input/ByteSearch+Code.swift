extension ByteSearch {
    /// Whether any of `needles` occurs in the Swift code of `bytes`, not in a comment: a file
    /// that only mentions a web view in a comment ("tapping WKWebView steals focus") makes no
    /// text input. The plain search runs first, so only files that name a needle are lexed.
    public static func containsAnyInCode(_ bytes: [UInt8], of needles: [[UInt8]]) -> Bool {
        guard containsAny(bytes, of: needles) else { return false }
        return containsAny(blankingComments(bytes), of: needles)
    }

    /// `bytes` with every comment's bytes made spaces (line breaks kept), string literals left
    /// as they are: `"https://…"` holds no comment.
    static func blankingComments(_ bytes: [UInt8]) -> [UInt8] {
        var code = bytes
        var index = 0
        func at(_ offset: Int) -> UInt8? { index + offset < code.count ? code[index + offset] : nil }
        func blank(_ from: Int, _ to: Int) {
            for position in from..<min(to, code.count) where code[position] != UInt8(ascii: "\n") {
                code[position] = UInt8(ascii: " ")
            }
        }
        while index < code.count {
            switch code[index] {
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
                let start = index
                while index < code.count, code[index] != UInt8(ascii: "\n") { index += 1 }
                blank(start, index)
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
                let start = index
                index = endOfBlockComment(code, from: index)
                blank(start, index)
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                index = endOfString(code, from: index)
            default:
                index += 1
            }
        }
        return code
    }

    /// The index after the block comment starting at `start` (`/* … */`; Swift's nest), or the
    /// end of `code` where it never closes.
    public static func endOfBlockComment(_ code: [UInt8], from start: Int) -> Int {
        var index = start
        var depth = 0
        while index < code.count {
            if code[index] == UInt8(ascii: "/"), index + 1 < code.count, code[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if code[index] == UInt8(ascii: "*"), index + 1 < code.count, code[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return index
    }

    /// The index after the string literal starting at `start` (`"…"`, `"""…"""`, `#"…"#`,
    /// escapes and interpolations with it); for `#`s that start no string, the index after them.
    /// A single-line literal left open ends before its line break.
    public static func endOfString(_ code: [UInt8], from start: Int) -> Int {
        var index = start
        var hashes = 0
        while index < code.count, code[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        guard index < code.count, code[index] == UInt8(ascii: "\"") else { return max(index, start + 1) }
        let quotes =
            index + 2 < code.count && code[index + 1] == UInt8(ascii: "\"") && code[index + 2] == UInt8(ascii: "\"") ? 3 : 1
        index += quotes
        while index < code.count {
            let byte = code[index]
            if byte == UInt8(ascii: "\\"), hashes == 0 {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\n"), quotes == 1 { return index }
            if byte == UInt8(ascii: "\""), closes(code, at: index, quotes: quotes, hashes: hashes) {
                return index + quotes + hashes
            }
            index += 1
        }
        return index
    }

    private static func closes(_ code: [UInt8], at index: Int, quotes: Int, hashes: Int) -> Bool {
        for offset in 0..<quotes where index + offset >= code.count || code[index + offset] != UInt8(ascii: "\"") { return false }
        for offset in 0..<hashes where index + quotes + offset >= code.count || code[index + quotes + offset] != UInt8(ascii: "#")
        {
            return false
        }
        return true
    }
}
