import ArgumentParser

/// `--namespace NAME`: the Swift enum an app's own shortcuts are generated into, on every
/// command that writes Swift or starts an app's table.
package struct NamespaceOptions: ParsableArguments {
    package init() {}

    @Option(
        name: .customLong("namespace"),
        help: ArgumentHelp(
            "The Swift enum the app's own shortcuts are generated into. Default: the config's 'namespace', else HIG.Custom (init: the folder's name + Shortcuts).",
            valueName: "name"))
    package var name: String?

    package func validate() throws {
        if let name, !SwiftTypeName.isValid(name) {
            throw ValidationError("--namespace takes a Swift type name, such as SketchyShortcuts (got '\(name)')")
        }
    }
}
