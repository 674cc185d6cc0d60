import Foundation
import PackagePlugin

/// Generates Swift constants from guideline Markdown while a target builds.
///
/// The guidelines are the target's own `*.md` files, plus any files or folders named in a
/// `.hig-gen.json` beside its sources (see ``PluginConfiguration``). The plugin declares every
/// guideline file as an input and the one generated file as its output, so SwiftPM runs
/// `hig-gen` again only when one of them changes; it never clears its work folder.
@main
struct HIGGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let configuration = try PluginConfiguration.load(in: target.directoryURL)
        let own = target.sourceFiles(withSuffix: "md").map(\.url)
        let guidelines = Self.unique(own + (try configuration.guidelineFiles()))
        guard !guidelines.isEmpty else {
            Diagnostics.warning(
                "HIGGenPlugin: target '\(target.name)' has no guideline files; add a .md file to it or name files in "
                    + PluginConfiguration.fileName)
            return []
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "HIGRulebook.generated.swift")
        let arguments =
            [
                "swift", "--output", output.path, "--source-root", context.package.directoryURL.path,
                "--access-level", configuration.accessLevel, "--quiet",
            ] + guidelines.map(\.path)
        return [
            .buildCommand(
                displayName: "Generating Swift constants for \(target.name) from \(guidelines.count) guideline files",
                executable: try context.tool(named: "hig-gen").url,
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
