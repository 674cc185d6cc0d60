#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    /// The same lint command for a target of an Xcode project: the target's own Swift,
    /// `.xib` and `.storyboard` files (an Xcode target has no source folder of its own).
    extension HIGGenLintPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let inputs = target.inputFiles.map(\.url).filter {
                ["swift", "xib", "storyboard", "yml", "yaml", "json"].contains($0.pathExtension)
            }
            guard !inputs.isEmpty else { return [] }
            return [
                .buildCommand(
                    displayName: "Checking keyboard shortcuts in \(target.displayName)",
                    executable: try context.tool(named: "hig-gen").url,
                    arguments: LintArguments.check(
                        paths: inputs, packageRoot: context.xcodeProject.directoryURL,
                        workFolder: context.pluginWorkDirectoryURL, format: "xcode"),
                    inputFiles: inputs,
                    outputFiles: [])
            ]
        }
    }
#endif
