import ArgumentParser

extension HIGGen {
    /// The linter's commands (issue 5), listed here so `HIGGen.swift` needs one word to add them.
    static let lintSubcommands: [any ParsableCommand.Type] = [CheckCommand.self, ExplainCommand.self, DiffCommand.self]
}
