import Foundation
import PackagePlugin

/// Generates Swift constants from guideline Markdown while a target builds.
///
/// The guidelines are the target's own `*.md` files, plus any files or folders named in a
/// `.hig-gen.json` beside its sources (see ``PluginConfiguration``). The plugin declares every
/// guideline file and the configuration as inputs and the one generated file as its output,
/// so SwiftPM runs `hig-gen` again only when one of them changes; it never clears its work
/// folder.
///
/// SwiftPM lists the inputs when it evaluates the plugin, which it does again only when the
/// target's own files change: a file added to a configured folder is not an input until
/// then. Folders are therefore passed to `hig-gen` as folders, and touching `.hig-gen.json`
/// makes the next build read them afresh.
@main
struct HIGGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let configuration = try PluginConfiguration.load(in: target.directoryURL)
        let own = Self.unique(target.sourceFiles(withSuffix: "md").map(\.url))
        let configured = try configuration.guidelinePaths().map(\.url)
        let guidelines = Self.unique(own + (try configuration.guidelineFiles()))
        guard !guidelines.isEmpty else {
            Diagnostics.warning(
                "HIGGenPlugin: target '\(target.name)' has no guideline files; add a .md file to it or name files in "
                    + PluginConfiguration.fileName)
            return []
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "HIGRulebook.generated.swift")
        // The tool reads the namespace and access level from the file and checks every key;
        // its findings (an app row that is reserved, say) show in the build at the row's line.
        let arguments =
            ["swift", "--output", output.path, "--source-root", context.package.directoryURL.path, "--quiet"]
            + (configuration.url.map { ["--target-config", $0.path] } ?? []) + (own + configured).map(\.path)
        return [
            .buildCommand(
                displayName: "Generating Swift constants for \(target.name) from \(guidelines.count) guideline files",
                executable: try context.tool(named: "hig-gen-core").url,
                arguments: arguments,
                inputFiles: guidelines + configuration.inputFiles,
                outputFiles: [output])
        ]
    }

    /// The files in a stable order, each once: the generated file must not depend on the order
    /// SwiftPM or the file system lists them in.
    private static func unique(_ files: [URL]) -> [URL] {
        var seen = Set<String>()
        return files.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }
            .sorted { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
    }
}
