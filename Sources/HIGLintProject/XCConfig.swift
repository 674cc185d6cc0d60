import Foundation

/// The settings of an `.xcconfig` file: `KEY = VALUE` lines, `//` comments, and `#include`d
/// files (relative to the including one). Settings with a condition (`SDKROOT[sdk=…]`) are
/// left out: the unconditional value says what the target builds for.
enum XCConfig {
    static func settings(at path: String, depth: Int = 0) -> [String: String] {
        guard depth < 8, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
        var settings: [String: String] = [:]
        for rawLine in text.split(whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            line = line.drop { $0.isWhitespace }
            if line.hasPrefix("#include") {
                let parts = line.split(separator: "\"")
                if parts.count >= 2 {
                    let included = ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(String(parts[1]))
                    settings.merge(Self.settings(at: included, depth: depth + 1)) { _, later in later }
                }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, !key.contains("[") else { continue }
            // A value may end in a semicolon, as in the project file.
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            settings[key] = value.trimmingCharacters(in: .whitespaces)
        }
        return settings
    }
}
