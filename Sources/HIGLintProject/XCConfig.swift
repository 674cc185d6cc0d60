import Foundation
import HIGModel

/// The settings of an `.xcconfig` file: `KEY = VALUE` lines, `//` comments, and `#include`d
/// files (relative to the including one, or absolute). Settings with a condition
/// (`SDKROOT[sdk=…]`) are left out: the unconditional value says what the target builds for.
///
/// Includes are a graph a repository writes, so the walk is bounded: a file already on the
/// include chain (a cycle), an include deeper than ``depthLimit`` or past ``fileLimit`` files,
/// and one that cannot be read or leads outside the folder checked are each skipped with a
/// note at the `#include` line.
struct XCConfig {
    static let depthLimit = 8
    static let fileLimit = 256

    private var filesRead = 0
    private(set) var diagnostics: [Diagnostic] = []

    /// The settings of the file at `path`, which `reference` (a project file) names.
    static func settings(at path: String, into diagnostics: inout [Diagnostic]) -> [String: String] {
        var reader = XCConfig()
        let settings = reader.settings(at: path, chain: [], from: nil)
        diagnostics += reader.diagnostics
        return settings
    }

    private mutating func settings(at path: String, chain: [String], from include: SourceLocation?) -> [String: String] {
        filesRead += 1
        // A file the project names but the repository lacks is generated (CocoaPods writes its
        // xcconfig files on `pod install`): nothing vanished, the settings are simply unknown.
        guard FileManager.default.fileExists(atPath: path) else {
            let named = ((path as NSString).lastPathComponent).clipped()
            if let include {
                diagnostics.append(skipped(include, "'\(named)' is not in the folder checked"))
            } else {
                diagnostics.append(
                    Diagnostic(
                        .projectIncludeSkipped,
                        "the project's configuration file '\(named)' is not in the folder checked (a generated file, such as CocoaPods' xcconfig files?); the settings it would give are not used",
                        at: SourceLocation(file: path)))
            }
            return [:]
        }
        var problems: [Diagnostic] = []
        guard let bytes = InputFile.read(path, into: &problems) else {
            // The project's own reference is reported at the project; an include at its line.
            if let include {
                diagnostics.append(skipped(include, "the included file cannot be read", problems))
            } else {
                diagnostics += problems
            }
            return [:]
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let standardized = (path as NSString).standardizingPath
        var settings: [String: String] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            line = line.drop { $0.isWhitespace }
            if line.hasPrefix("#include") {
                let parts = line.split(separator: "\"")
                guard parts.count >= 2 else { continue }
                let named = String(parts[1])
                let here = SourceLocation(file: path, line: index + 1, column: 1)
                let included =
                    named.hasPrefix("/")
                    ? named
                    : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(named)
                let key = (included as NSString).standardizingPath
                if chain.contains(key) || key == standardized {
                    diagnostics.append(skipped(here, "'\(named.clipped())' is already being read (an include cycle)"))
                } else if chain.count + 1 >= Self.depthLimit {
                    diagnostics.append(skipped(here, "includes go deeper than \(Self.depthLimit) levels"))
                } else if filesRead >= Self.fileLimit {
                    diagnostics.append(skipped(here, "more than \(Self.fileLimit) xcconfig files are included"))
                } else {
                    let nested = self.settings(at: included, chain: chain + [standardized], from: here)
                    settings.merge(nested) { _, later in later }
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

    /// The note for an include not read, with the reader's reason when it has one.
    private func skipped(_ location: SourceLocation, _ reason: String, _ problems: [Diagnostic] = []) -> Diagnostic {
        let why =
            problems.first.map { problem in
                problem.id == DiagnosticKind.inputOutsideRoot.id
                    ? "it leads outside the folder checked (--allow-outside-root reads it)" : problem.message
            } ?? reason
        return Diagnostic(
            .projectIncludeSkipped, "#include not read: \(why); the settings it would give are not used", at: location)
    }
}
