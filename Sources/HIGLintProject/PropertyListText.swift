import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An OpenStep property list (`project.pbxproj`) parsed with Foundation, with what went wrong
/// said in hig-gen's words: CoreFoundation prints its parser's complaints on standard error
/// itself ("Old-style plist parser: missing semicolon…"), which would reach the user beside
/// the report, so standard error is closed to it while it parses.
enum PropertyListText {
    /// The parsed value, or nil and the line the parser stopped at when it says.
    static func parse(_ bytes: [UInt8]) -> (value: Any?, line: Int?) {
        let saved = dup(STDERR_FILENO)
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        if saved >= 0, null >= 0 { dup2(null, STDERR_FILENO) }
        defer {
            if saved >= 0 {
                dup2(saved, STDERR_FILENO)
                close(saved)
            }
            if null >= 0 { close(null) }
        }
        do {
            return (try PropertyListSerialization.propertyList(from: Data(bytes), format: nil), nil)
        } catch {
            return (nil, line(in: error))
        }
    }

    /// "… on line 12 …" in the parser's description, when it gives one.
    private static func line(in error: Error) -> Int? {
        let texts = (error as NSError).userInfo.values.compactMap { $0 as? String } + ["\(error)"]
        for text in texts {
            guard let found = text.range(of: "line ") else { continue }
            let digits = text[found.upperBound...].prefix { $0.isNumber }
            if let line = Int(digits), line > 0 { return line }
        }
        return nil
    }
}
