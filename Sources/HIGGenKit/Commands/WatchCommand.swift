import ArgumentParser

/// `hig-gen watch`: `build`, then again whenever the guidelines, templates or config change.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Build, then rebuild whenever the guideline files, templates or config change (the same as build --watch).",
        discussion: """
            Takes every option 'hig-gen build' takes. Errors are reported and the output folder is \
            left as it was until they are fixed. Stop it with Control-C.

            Examples:
              hig-gen watch
              hig-gen watch --guidelines Content --output Output
            """)

    @OptionGroup var options: BuildOptions

    func run() throws {
        try options.runner(check: false).watch(configFile: options.config.file)
    }
}
