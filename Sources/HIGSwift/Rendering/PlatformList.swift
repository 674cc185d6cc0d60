import HIGModel

/// What an entry's constant writes for its platforms. Entries of one guideline file share
/// their platforms, so the text for the last list is kept and reused while it repeats.
struct PlatformList {
    struct Code {
        /// " on macOS, iPadOS" for the doc comment; empty when the entry names no platform.
        let prose: [UInt8]
        /// "[.macOS, .iPadOS]".
        let expression: [UInt8]
    }

    private var last: (platforms: [Platform], code: Code)?

    mutating func callAsFunction(_ platforms: [Platform]) -> Code {
        if let last, last.platforms == platforms { return last.code }
        let prose = platforms.isEmpty ? "" : " on " + platforms.map(\.rawValue).joined(separator: ", ")
        let expression = "[" + platforms.map { "." + SwiftCaseName.of($0) }.joined(separator: ", ") + "]"
        let code = Code(prose: Array(prose.utf8), expression: Array(expression.utf8))
        last = (platforms, code)
        return code
    }
}
