import Foundation

/// The optional `.hig-gen.json` in a target's source folder:
///
///     { "guidelines": ["../../Content"], "namespace": "SketchyShortcuts", "accessLevel": "internal" }
///
/// The keys are declared and documented once, in hig-gen (`HIGGenConfig.targetKeys`, and
/// Docs/Plugin.md): the plugin passes the file to the tool, which checks every key and
/// reports a mistake at its line and column with "did you mean …?". The plugin itself reads
/// only `guidelines`, the Markdown files or folders (relative to the file) whose files it
/// must declare as the build command's inputs.
///
/// It is a hidden file so SwiftPM does not count it as an unhandled source file.
struct PluginConfiguration: Decodable {
    static let fileName = ".hig-gen.json"
    static let markdownExtensions: Set<String> = ["md", "markdown", "mdown"]

    var guidelines: [String] = []
    /// Where the file is; nil when there is none.
    private(set) var url: URL?

    private enum CodingKeys: String, CodingKey {
        case guidelines
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // A wrong type is left for the tool to report with its position.
        guidelines = (try? container.decodeIfPresent([String].self, forKey: .guidelines)) ?? []
    }

    /// The configuration in `folder`, or the defaults when it has none.
    static func load(in folder: URL) throws -> PluginConfiguration {
        let url = folder.appending(path: fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return PluginConfiguration() }
        var configuration: PluginConfiguration
        // Text that is not JSON at all is also left to the tool, which says where it breaks.
        configuration = (try? JSONDecoder().decode(PluginConfiguration.self, from: data)) ?? PluginConfiguration()
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
