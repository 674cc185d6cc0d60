import ArgumentParser
import Foundation
import HIGBuiltIn
import HIGCommandCatalog
import HIGMarkdown
import HIGModel

/// `--guidelines PATH`: which guidelines an app is checked against, on every command that
/// checks one (`build`, `swift`, `json`, `check`, `explain`, `diff`).
package struct GuidelinesOptions: ParsableArguments {
    package init() {}

    @Option(
        name: .customLong("guidelines"),
        help: ArgumentHelp(
            "Guideline Markdown file or folder (repeatable): what apps are checked against, and what build, json and swift compile when given no other files. Default: the config's 'guidelines', else the built-in rulebook.",
            valueName: "path"))
    package var paths: [String] = []
}

/// A rulebook that apps are checked against, and how messages name it.
package struct Guidelines: Sendable {
    package var rulebook: Rulebook
    /// "built-in rulebook, edition 2026.11" or the paths it was compiled from.
    package var name: String

    package static var builtIn: Guidelines { Guidelines(rulebook: BuiltInRulebook.rulebook, name: BuiltInRulebook.name) }

    /// The guidelines compiled from `paths`, or the built-in rulebook when there are none.
    package static func load(_ paths: [String]) throws(DiagnosticError) -> Guidelines {
        paths.isEmpty ? .builtIn : try compile(paths)
    }

    /// The guidelines compiled from `paths`; their errors are thrown as a ``DiagnosticError``.
    /// An app's rows are left out unless `keepingAppRows` (an edition compared whole).
    package static func compile(_ paths: [String], keepingAppRows: Bool = false) throws(DiagnosticError) -> Guidelines {
        let compiled = RulebookCompiler.compile(paths: paths)
        let errors = compiled.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            throw DiagnosticError(
                errors + [
                    Diagnostic(
                        .guidelinesHaveErrors,
                        "the guidelines have errors; fix them, or leave out --guidelines to use the built-in rulebook",
                        at: SourceLocation(file: paths.joined(separator: ", ")))
                ])
        }
        let rulebook = keepingAppRows ? compiled.rulebook : compiled.rulebook.guidelinesOnly
        return Guidelines(rulebook: rulebook, name: paths.joined(separator: ", "))
    }
}
