import Foundation

/// The optional `.hig-gen.json` in a target's source folder:
///
///     { "guidelines": ["../../Content", "extra/shortcuts.md"], "accessLevel": "internal" }
///
/// - `guidelines`: Markdown files, or folders searched for `*.md`, relative to the
///   configuration file; they are read besides the target's own `*.md` files.
/// - `accessLevel`: `public` (the default), `package` or `internal`.
///
/// It is a hidden file so SwiftPM does not count it as an unhandled source file.
struct PluginConfiguration: Decodable {
    static let fileName = ".hig-gen.json"
    static let markdownExtensions: Set<String> = ["md", "markdown", "mdown"]

    var guidelines: [String] = []
    var accessLevel = "public"
    /// Where the file is; nil when there is none.
    private var url: URL?

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case guidelines, accessLevel
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guidelines = try container.decodeIfPresent([String].self, forKey: .guidelines) ?? []
        accessLevel = try container.decodeIfPresent(String.self, forKey: .accessLevel) ?? "public"
    }

    /// The configuration in `folder`, or the defaults when it has none.
    static func load(in folder: URL) throws -> PluginConfiguration {
        let url = folder.appending(path: fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return PluginConfiguration() }
        var configuration: PluginConfiguration
        do {
            configuration = try JSONDecoder().decode(PluginConfiguration.self, from: data)
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
            let known = Set(CodingKeys.allCases.map(\.rawValue))
            if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
                throw Failure(description: "unknown key '\(unknown)'; the keys are \(known.sorted().joined(separator: ", "))")
            }
        } catch {
            throw Failure(description: "\(url.path): \(error)")
        }
        guard ["public", "package", "internal"].contains(configuration.accessLevel) else {
            throw Failure(description: "\(url.path): accessLevel must be public, package or internal")
        }
        configuration.url = url
        return configuration
    }

    /// The configuration file itself, so that editing it regenerates the constants.
    var inputFiles: [URL] { url.map { [$0] } ?? [] }

    /// The files and folders `guidelines` names, resolved; a missing path is an error.
    ///
    /// Folders are passed to `hig-gen` as folders, so every run reads what they hold then:
    /// a file added to one is picked up by the next run, even before SwiftPM evaluates the
    /// plugin again and adds it to the inputs.
    func guidelinePaths() throws -> [(url: URL, isFolder: Bool)] {
        guard let url else { return [] }
        let base = url.deletingLastPathComponent()
        return try guidelines.map { path in
            let target = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appending(path: path)).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder) else {
                throw Failure(description: "\(url.path): no such guideline file or folder '\(path)'")
            }
            return (target, isFolder.boolValue)
        }
    }

    /// The Markdown files the configured paths hold now: the build command's inputs.
    func guidelineFiles() throws -> [URL] {
        try guidelinePaths().flatMap { $0.isFolder ? markdownFiles(in: $0.url) : [$0.url] }
    }

    private func markdownFiles(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var found: [URL] = []
        while let file = enumerator?.nextObject() as? URL {
            if Self.markdownExtensions.contains(file.pathExtension.lowercased()) { found.append(file) }
        }
        return found
    }
}
