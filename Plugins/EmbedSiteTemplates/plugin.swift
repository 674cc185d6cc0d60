import Foundation
import PackagePlugin

/// Embeds the package's `Templates/` folder into the target it is applied to (HIGSite), as the
/// generated `EmbeddedTemplates.swift`, so the default site templates travel inside hig-gen.
///
/// Every template file is an input of the build command: editing one re-embeds the folder. A
/// file added to or removed from `Templates/` is seen the next time SwiftPM evaluates the
/// plugin (after a change to the package or the target, or a clean build).
@main
struct EmbedSiteTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        let files = (FileManager.default.subpaths(atPath: folder.path) ?? [])
            .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .sorted()
            .map { folder.appending(path: $0) }
            .filter { !$0.hasDirectoryPath && !isDirectory($0) }
        return [
            .buildCommand(
                displayName: "Embedding site templates from \(folder.path)",
                executable: try context.tool(named: "embed-templates").url,
                arguments: [folder.path, output.path],
                inputFiles: files,
                outputFiles: [output])
        ]
    }

    private func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }
}
