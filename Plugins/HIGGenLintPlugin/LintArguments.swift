import Foundation

/// The `hig-gen check` command line both lint plugins run: the paths, the package's
/// `hig-gen.yml` when it has one (a plugin's tool does not run in the package's folder, so
/// the config is not found by default), and the read cache in the plugin's work folder (the
/// one folder a plugin's tool may write to), so a build after a one-file edit parses one file.
enum LintArguments {
    static let configName = "hig-gen.yml"

    static func check(paths: [URL], packageRoot: URL, workFolder: URL, format: String, extra: [String] = []) -> [String] {
        let config = packageRoot.appending(path: configName)
        let configArguments = FileManager.default.fileExists(atPath: config.path) ? ["--config", config.path] : []
        let cacheArguments = ["--cache-path", workFolder.appending(path: "read-cache").path]
        return ["check", "--format", format] + configArguments + cacheArguments + extra + paths.map(\.path)
    }

    /// The files in `folder` that `hig-gen check` may read besides Swift (Interface Builder
    /// files, shortcut manifests, Markdown shortcut tables), in a stable order.
    static func checkedFiles(in folder: URL) -> [URL] {
        let names: Set<String> = ["shortcuts.json", "shortcuts.yml", "shortcuts.yaml"]
        let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap {
            $0 as? URL
        }
        return (found ?? []).filter {
            ["xib", "storyboard", "md"].contains($0.pathExtension) || names.contains($0.lastPathComponent)
        }
        .sorted { $0.path < $1.path }
    }
}
