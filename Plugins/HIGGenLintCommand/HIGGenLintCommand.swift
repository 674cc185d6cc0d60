import Foundation
import PackagePlugin

/// `swift package hig-gen-lint [--target NAME …] [--fix] [--dry-run] [check options…]`:
/// checks the package's targets (or the named ones) with `hig-gen check`, and with `--fix`
/// makes the safe rewrites in place. Options it does not know go to `hig-gen check` as they
/// are (`--strict`, `--format sarif`, `--baseline FILE`…).
@main
struct HIGGenLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        let format = extractor.extractOption(named: "format").last ?? "human"
        let folders = try context.package.targets(named: named).compactMap { $0 as? SourceModuleTarget }
            .filter { $0.kind != .test }.map(\.directoryURL)
        guard !folders.isEmpty else {
            Diagnostics.warning("hig-gen-lint: no source targets to check")
            return
        }
        let tool = try context.tool(named: "hig-gen").url
        let process = Process()
        process.executableURL = tool
        process.arguments = LintArguments.check(
            paths: folders, packageRoot: context.package.directoryURL, workFolder: context.pluginWorkDirectoryURL,
            format: format,
            extra: extractor.remainingArguments)
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            // hig-gen has printed the findings; the plugin only passes the failure on.
            Diagnostics.error("hig-gen check exited with status \(process.terminationStatus)")
            throw ExitCode(status: process.terminationStatus)
        }
    }
}

extension Package {
    /// The named targets, or every target when none is named; an unknown name is an error.
    fileprivate func targets(named names: [String]) throws -> [Target] {
        guard !names.isEmpty else { return targets }
        return try names.map { name in
            guard let target = targets.first(where: { $0.name == name }) else {
                throw ExitCode(status: 2, message: "no target named '\(name)' in package '\(displayName)'")
            }
            return target
        }
    }
}

/// A failure whose message, if any, SwiftPM prints; the status is hig-gen's.
struct ExitCode: Error, CustomStringConvertible {
    let status: Int32
    var message = ""
    var description: String { message.isEmpty ? "hig-gen check failed (exit status \(status))" : message }
}
