import ArgumentParser
import HIGModel

/// `--layout ID` (repeatable): the keyboard layouts a command looks at; every one by default.
package struct LayoutOptions: ParsableArguments {
    @Option(
        name: .customLong("layout"),
        help: ArgumentHelp(
            "A keyboard layout by id or name (de, German; repeatable). Default: every layout ('hig-gen layouts').",
            valueName: "id"))
    package var ids: [String] = []

    package init() {}

    /// The layouts named, in the order given, or all of them.
    package func chosen() throws -> [KeyboardLayout] {
        guard !ids.isEmpty else { return KeyboardLayout.all }
        return try ids.map { id in
            guard let layout = KeyboardLayout.named(id) else { throw ValidationError(KeyboardLayout.unknown(id)) }
            return layout
        }
    }
}
