import Foundation
import PackagePlugin

/// Lints a target's keyboard shortcuts on every build: its Swift files, Interface Builder
/// files and shortcut manifests, checked by `hig-gen check --format xcode` against the
/// built-in rulebook (or the `guidelines` of the package's `hig-gen.yml`).
///
/// Findings show in the build log and in Xcode at their line; an error fails the build, as
/// SwiftLint's do. The command writes no files and declares every file it checks as an input,
/// so SwiftPM runs it again when one of them changes (or after it failed), and a no-op build
/// stays a no-op, as the compiler's own warnings do. Interface Builder files and manifests
/// are usually excluded from a target, so they are found in its folder, not in its sources.
@main
struct HIGGenLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return Self.commands(
            targetName: target.name,
            folder: target.directoryURL,
            inputs: target.sourceFiles.map(\.url) + LintArguments.checkedFiles(in: target.directoryURL),
            packageRoot: context.package.directoryURL,
            workFolder: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "hig-gen").url)
    }

    /// The one lint command for a target, shared by packages and Xcode projects.
    static func commands(
        targetName: String, folder: URL, inputs: [URL], packageRoot: URL, workFolder: URL, tool: URL
    ) -> [Command] {
        [
            .buildCommand(
                displayName: "Checking keyboard shortcuts in \(targetName)",
                executable: tool,
                arguments: LintArguments.check(
                    paths: [folder], packageRoot: packageRoot, workFolder: workFolder, format: "xcode"),
                inputFiles: inputs,
                outputFiles: [])
        ]
    }
}
