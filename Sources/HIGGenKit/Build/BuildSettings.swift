import Foundation

/// What one `hig-gen build` does, after the config file and the flags have had their say:
/// a flag beats the config file, and the config file beats the defaults.
struct BuildSettings: Equatable {
    /// The guideline and app files to compile; empty means the built-in rulebook (no
    /// `--content`, no `content:` in the config, and no `Content/` folder here).
    var content: [String] = ["Content"]
    var output = "Output"
    var outputs: Set<OutputKind> = OutputKind.defaults
    var templates: String?
    var warningsAsErrors = false
    /// The Swift enum an app's own shortcuts are generated into.
    var namespace: String?

    init() {}

    /// `content` is ``Invocation/documents``, already resolved.
    init(
        config: HIGGenConfig, content: [String], output: String?, templates: String? = nil, warningsAsErrors: Bool?,
        namespace: String? = nil, emit: [OutputKind] = []
    ) {
        self.namespace = namespace ?? config.namespace
        self.content = content
        self.output = output ?? config.output ?? self.output
        self.outputs = !emit.isEmpty ? Set(emit) : config.outputs ?? self.outputs
        self.templates = templates ?? config.templates
        self.warningsAsErrors = warningsAsErrors ?? config.warningsAsErrors ?? false
    }

    /// The files and folders whose changes call for a rebuild.
    var watchedPaths: [String] { content + (templates.map { [$0] } ?? []) }
}
