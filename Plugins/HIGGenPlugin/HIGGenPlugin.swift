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
        return try Self.commands(
            targetName: target.name,
            own: target.sourceFiles(withSuffix: "md").map(\.url),
            configuration: try PluginConfiguration.load(in: target.directoryURL),
            tool: try Self.tool(context.tool(named:)),
            workDirectory: context.pluginWorkDirectoryURL,
            sourceRoot: context.package.directoryURL)
    }

    /// Built from source the tool is `hig-gen-core` (hig-gen without the linter, so without
    /// swift-syntax); the prebuilt artifact bundle (HIGGenPlugins/) ships the full `hig-gen`,
    /// whose `swift` command is the same.
    static func tool(_ named: (String) throws -> PluginContext.Tool) throws -> URL {
        if let core = try? named("hig-gen-core") { return core.url }
        return try named("hig-gen").url
    }

    /// The one build command for a target, shared by packages and Xcode projects.
    static func commands(
        targetName: String, own: [URL], configuration: PluginConfiguration, tool: URL, workDirectory: URL,
        sourceRoot: URL
    ) throws -> [Command] {
        let own = unique(own)
        let configured = try configuration.guidelinePaths().map(\.url)
        let guidelines = unique(own + (try configuration.guidelineFiles()))
        guard !guidelines.isEmpty else {
            Diagnostics.warning(
                "HIGGenPlugin: target '\(targetName)' has no guideline files; add a .md file to it or name files in "
                    + PluginConfiguration.fileName)
            return []
        }
        let output = workDirectory.appending(path: "HIGRulebook.generated.swift")
        // The tool reads the namespace and access level from the file and checks every key;
        // its findings (an app row that is reserved, say) show in the build at the row's line.
        let arguments =
            ["swift", "--output", output.path, "--source-root", sourceRoot.path, "--quiet"]
            + (configuration.url.map { ["--target-config", $0.path] } ?? []) + (own + configured).map(\.path)
        return [
            .buildCommand(
                displayName: "Generating Swift constants for \(targetName) from \(guidelines.count) guideline files",
                executable: tool,
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
