import ArgumentParser
import Foundation
import HIGGenKit
import HIGJSON
import HIGLint
import HIGModel

/// `hig-gen explain`: everything the rulebook says about one shortcut, and what it would
/// break in an app; or what one rule checks.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a shortcut (its rulebook entries, and the rules it would break in an app) or a lint rule.",
        discussion: """
            The shortcut may be in either notation, with hyphens, plus signs or spaces between the keys.

            Examples:
              hig-gen explain "⌥⌘Space"
              hig-gen explain option command space
              hig-gen explain Shift-Command-Z --format json
              hig-gen explain reserved-conflict
              hig-gen explain --rules
              hig-gen explain --rules --format markdown > Docs/Rules.md
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    @Argument(help: ArgumentHelp("A shortcut or a rule id; several words are joined with spaces.", valueName: "shortcut"))
    var words: [String] = []

    @Flag(help: "List every lint rule.")
    var rules = false

    @OptionGroup var guidelines: GuidelinesOptions

    @OptionGroup var config: ConfigOptions

    @Option(help: "Output format: text, json, or markdown (with --rules: the rules reference, Docs/Rules.md).")
    var format: Format = .text

    func validate() throws {
        if words.isEmpty && !rules {
            throw ValidationError("name a shortcut (such as \"⌥⌘Space\") or a rule id, or pass --rules")
        }
        if format == .markdown && !rules {
            throw ValidationError("--format markdown goes with --rules")
        }
    }

    func run() throws {
        if format == .markdown {
            // The rules reference depends on the rules alone, not on any guidelines.
            FileHandle.standardOutput.write(Data((LintRule.markdownReference() + "\n").utf8))
            return
        }
        let loaded = config.load()
        let problems = DiagnosticReporter(format: .human, warningsAsErrors: false, quiet: false, colored: false)
        guard !problems.report(loaded.diagnostics) else { throw ExitStatus.Failure() }
        let rulebook = try guidelines.load(configured: loaded.config.guidelines).rulebook
        let text = words.joined(separator: " ")
        let explanation: ShortcutExplanation.Output
        if rules {
            explanation = ShortcutExplanation.rules(LintRule.all, rulebook: rulebook)
        } else if let id = LintRule.ID(rawValue: text) {
            explanation = ShortcutExplanation.rules([LintRule.rule(id)], rulebook: rulebook)
        } else {
            let parsed = ShortcutParser.parse(text)
            guard let shortcut = parsed.shortcut else {
                let reasons = parsed.issues.filter { $0.severity == .error }.map(\.message)
                var message = "hig-gen: error: cannot read '\(text)' as a shortcut: \(reasons.joined(separator: "; "))"
                if let guess = Suggestion.closest(to: text, among: LintRule.ID.allCases.map(\.rawValue)) {
                    message += "; or did you mean the rule '\(guess)'?"
                }
                FileHandle.standardError.write(Data((message + "\n").utf8))
                throw ExitStatus.Failure()
            }
            explanation = ShortcutExplanation.shortcut(shortcut, rulebook: rulebook)
        }
        switch format {
        case .text: FileHandle.standardOutput.write(Data(explanation.text.utf8))
        case .json: FileHandle.standardOutput.write(Data(try RulebookJSON.encodeStably(explanation.json)))
        case .markdown: break  // returned above
        }
    }
}
