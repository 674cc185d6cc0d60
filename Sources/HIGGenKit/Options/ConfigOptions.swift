import ArgumentParser

/// `--config FILE`: the settings file every command that reads one takes; ``Invocation`` reads it.
package struct ConfigOptions: ParsableArguments {
    package init() {}

    @Option(name: .customLong("config"), help: ArgumentHelp("A config file. Default: hig-gen.yml if present.", valueName: "file"))
    package var file: String?
}
