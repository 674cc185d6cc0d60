#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    /// The same build command for a target of an Xcode project (Docs/Plugin.md, "Xcode projects").
    ///
    /// An Xcode target has no source folder of its own, so `.hig-gen.json` is read from the
    /// folder that holds the `.xcodeproj`; the guidelines are the target's own `.md` files
    /// (added to the target, with no build phase needed) and those the file names.
    extension HIGGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try Self.commands(
                targetName: target.displayName,
                own: target.inputFiles.map(\.url).filter { $0.pathExtension == "md" },
                configuration: try PluginConfiguration.load(in: context.xcodeProject.directoryURL),
                tool: try Self.tool(context.tool(named:)),
                workDirectory: context.pluginWorkDirectoryURL,
                sourceRoot: context.xcodeProject.directoryURL)
        }
    }
#endif
