/// What one `hig-gen build` does, after the config file and the flags have had their say:
/// a flag beats the config file, and the config file beats the defaults.
struct BuildSettings: Equatable {
    var content: [String] = ["Content"]
    var output = "Output"
    var outputs: Set<OutputKind> = Set(OutputKind.allCases)
    var templates: String?
    var warningsAsErrors = false

    init() {}

    init(config: HIGGenConfig, content: [String], output: String?, templates: String? = nil, warningsAsErrors: Bool?) {
        self.content = !content.isEmpty ? content : config.content ?? self.content
        self.output = output ?? config.output ?? self.output
        self.outputs = config.outputs ?? self.outputs
        self.templates = templates ?? config.templates
        self.warningsAsErrors = warningsAsErrors ?? config.warningsAsErrors ?? false
    }

    /// The files and folders whose changes call for a rebuild.
    var watchedPaths: [String] { content + (templates.map { [$0] } ?? []) }
}
