import ArgumentParser
import Foundation
import HIGCommandCatalog
import HIGGenKit
import HIGJSON
import HIGLint
import HIGLintKit
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
                let (shortcut, readPast) = try ShortcutExplanation.parse(text)
                // What was read past goes to standard error, so the explanation itself stays
                // the same however the shortcut was written.
                DiagnosticReport(diagnostics: readPast, summary: false, texts: [ShortcutExplanation.commandLine: text])
                    .write(.human, to: .standardError)
                explanation = ShortcutExplanation.shortcut(
                    shortcut, rulebook: rulebook, settings: settings, layouts: try layouts.chosen(),
                    onlyDifferent: layouts.ids.isEmpty)
            }
        }
        switch chosenStyle {
        case .text: FileHandle.standardOutput.write(Data(explanation.text.utf8))
        case .json: FileHandle.standardOutput.write(Data(try RulebookJSON.encodeStably(explanation.json)))
        case .markdown: break  // returned above
        }
    }
}
