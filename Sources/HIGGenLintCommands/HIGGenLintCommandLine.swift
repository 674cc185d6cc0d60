import ArgumentParser

/// The linter's commands (and `init`, which reads an app's code), which the `hig-gen` executable
/// adds to ``HIGGenKit/HIGGenCommandLine``'s. They live in their own module so that what does
/// not lint (the build plugin's tool) never builds swift-syntax.
public enum HIGGenLintCommandLine {
    public static let subcommands: [any ParsableCommand.Type] = [
        CheckCommand.self, ExplainCommand.self, DiffCommand.self, InitCommand.self,
    ]
}
