import ArgumentParser

/// `--config FILE`: the settings file every command that reads one takes.
package struct ConfigOptions: ParsableArguments {
    package init() {}

    @Option(name: .customLong("config"), help: ArgumentHelp("A config file. Default: hig-gen.yml if present.", valueName: "file"))
    package var file: String?

    /// The config file, read and checked (see ``ConfigLoader``).
    package func load() -> ConfigLoader.Result { ConfigLoader.load(file) }
}
