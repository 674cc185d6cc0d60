import Foundation
import HIGBuiltIn
import HIGMarkdown

/// The documents a command compiles: the paths given, else `Content/` when the working
/// directory has one, else the built-in rulebook, so every command works in an empty folder.
enum CompiledInputs {
    static func compile(_ paths: [String]) -> RulebookCompiler.Output {
        if !paths.isEmpty { return RulebookCompiler.compile(paths: paths) }
        if FileManager.default.fileExists(atPath: "Content") { return RulebookCompiler.compile(paths: ["Content"]) }
        return BuiltInRulebook.compiled
    }
}
