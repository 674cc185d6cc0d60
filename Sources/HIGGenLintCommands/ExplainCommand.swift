import ArgumentParser
import Foundation
import HIGGenKit
import HIGJSON
import HIGLint
import HIGModel
import HIGReport

/// `hig-gen explain`: everything the rulebook says about one shortcut, and what it would
/// break in an app; or what one lint rule or diagnostic id means.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract:
            "Explain a shortcut (its rulebook entries, and the rules it would break in an app), a lint rule or a diagnostic id.",
        discussion: """
            The shortcut may be in either notation, with hyphens, plus signs or spaces between the keys. \
            An id is any id hig-gen prints in brackets after a message.

            Examples:
              hig-gen explain "⌥⌘Space"
              hig-gen explain option command space
              hig-gen explain Shift-Command-Z --as json
              hig-gen explain "⌘/" --layout de
              hig-gen explain reserved-conflict
              hig-gen explain table.unescaped-pipe
              hig-gen explain --rules
              hig-gen explain --rules --as markdown
              hig-gen explain --diagnostics --as markdown
            """)

    enum Style: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    @Argument(
        help: ArgumentHelp(
            "A shortcut, a lint rule id or a diagnostic id; several words are joined with spaces.", valueName: "shortcut-or-id"))
    var words: [String] = []

    @Flag(help: "List every lint rule.")
    var rules = false

    @Flag(help: "List every diagnostic id (with --as markdown: Docs/Diagnostics.md).")
    var diagnostics = false

    @OptionGroup var guidelines: GuidelinesOptions

    @OptionGroup var layouts: LayoutOptions

    @OptionGroup var config: ConfigOptions

    @Option(
        name: .customLong("as"),
        help: "Print as text, json, or markdown (with --rules or --diagnostics: the reference in Docs/).")
    var style: Style?

    /// The spelling before `--as`, kept so existing scripts work.
    @Option(name: .customLong("format"), help: .hidden)
    var oldStyle: Style?

    private var chosenStyle: Style { style ?? oldStyle ?? .text }

    func validate() throws {
        if words.isEmpty && !rules && !diagnostics {
            throw ValidationError("name a shortcut (such as \"⌥⌘Space\") or an id, or pass --rules or --diagnostics")
        }
        if chosenStyle == .markdown && !rules && !diagnostics {
            throw ValidationError("--as markdown goes with --rules or --diagnostics")
        }
    }

    func run() throws {
        if chosenStyle == .markdown {
            // The references depend on the code alone, not on any guidelines.
            let text = diagnostics ? DiagnosticReference.markdown() : LintRule.markdownReference() + "\n"
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        let text = words.joined(separator: " ")
        let explanation: ShortcutExplanation.Output
        if diagnostics {
            explanation = ShortcutExplanation.catalog(DiagnosticCatalog.all)
        } else if !rules, let kind = DiagnosticCatalog.kind(text) {
            explanation = ShortcutExplanation.diagnostic(kind)
        } else {
            let invocation = try Invocation(config: config, guidelines: guidelines)
            if invocation.configHasErrors { throw DiagnosticError(invocation.configDiagnostics) }
            let settings = invocation.lint
            let rulebook = try invocation.guidelines().rulebook
            if rules {
                explanation = ShortcutExplanation.rules(LintRule.all, rulebook: rulebook)
            } else if let id = LintRule.ID(rawValue: text) {
                explanation = ShortcutExplanation.rules([LintRule.rule(id)], rulebook: rulebook)
            } else {
                explanation = ShortcutExplanation.shortcut(
                    try Self.shortcut(text), rulebook: rulebook, settings: settings, layouts: try layouts.chosen(),
                    onlyDifferent: layouts.ids.isEmpty)
            }
        }
        switch chosenStyle {
        case .text: FileHandle.standardOutput.write(Data(explanation.text.utf8))
        case .json: FileHandle.standardOutput.write(Data(try RulebookJSON.encodeStably(explanation.json)))
        case .markdown: break  // returned above
        }
    }

    /// The shortcut `text` names; when it names none, what is wrong, with the nearest id when
    /// the text looks like a misspelt one.
    private static func shortcut(_ text: String) throws(DiagnosticError) -> Shortcut {
        let parsed = ShortcutParser.parse(text)
        if let shortcut = parsed.shortcut {
            // What was read past ('⇠' for ←, modifiers out of order) goes to standard error,
            // so the explanation itself stays the same however the shortcut was written.
            DiagnosticReport(
                diagnostics: parsed.issues.map { issue in
                    Diagnostic(
                        issue.kind, issue.message,
                        at: SourceLocation(file: "<command line>", line: 1, column: issue.range.lowerBound + 1))
                }, summary: false, texts: ["<command line>": text]
            ).write(.human, to: .standardError)
            return shortcut
        }
        let reasons = parsed.issues.filter { $0.severity == .error }.map(\.message)
        var message = "cannot read '\(text.clipped())' as a shortcut: \(reasons.joined(separator: "; "))"
        if let guess = Suggestion.closest(to: text, among: DiagnosticReference.allIDs) {
            message = "'\(text.clipped())' is no shortcut or id; did you mean '\(guess)'?"
        } else if text.contains(".") || text.contains("-") && !text.contains(" ") && text == text.lowercased() {
            message += "; nor is it an id ('hig-gen explain --diagnostics' lists them)"
        }
        throw DiagnosticError(.explainNotUnderstood, message, at: SourceLocation(file: "<command line>"))
    }
}
