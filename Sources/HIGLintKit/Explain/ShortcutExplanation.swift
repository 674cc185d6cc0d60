import HIGGenKit
import HIGLint
import HIGModel

/// What `hig-gen explain` says, as text for people and as a value for JSON.
package enum ShortcutExplanation {
    package struct Output {
        package var text: String
        package var json: JSON
    }

    package struct JSON: Encodable {
        var shortcut: ShortcutJSON?
        var entries: [Entry]?
        /// What the linter reports for the shortcut used by a command of an app's own.
        var findings: [Diagnostic]?
        var rules: [RuleJSON]?
        var diagnostic: DiagnosticJSON?
        var diagnostics: [DiagnosticJSON]?
        /// How the shortcut is pressed on each keyboard layout.
        var layouts: [LayoutTypingJSON]?
    }

    struct DiagnosticJSON: Encodable {
        var id: String
        var defaultSeverity: String
        var summary: String
        var explanation: String
        var fix: String
    }

    struct ShortcutJSON: Encodable {
        var words: String
        var glyphs: String
    }

    struct RuleJSON: Encodable {
        var id: String
        var defaultSeverity: String
        var guideline: String?
        var summary: String
        var explanation: String
    }

    /// The rulebook rows for `shortcut`, and what the linter, with `settings`, would report
    /// for it used by a command of the app's own.
    package static func shortcut(
        _ shortcut: Shortcut, rulebook: Rulebook, settings: LintSettings, layouts: [KeyboardLayout] = [],
        onlyDifferent: Bool = true
    ) -> Output {
        let entries = rulebook.entries(for: shortcut)
        let declaration = AppShortcut(
            shortcut: shortcut, span: TextSpan(location: SourceLocation(file: "<explain>"), length: 0, isVerbatim: false),
            origin: .manifest, spelling: .text(.words))
        let findings = settings.lint([declaration], against: rulebook, assumingUnrelatedCommand: true)

        var text = "\(shortcut.words)  \(shortcut.glyphs)\n\nIn the guidelines\n"
        if entries.isEmpty { text += "  Not listed: no table reserves it or names it as standard.\n" }
        for entry in entries {
            var heading = "  \(entry.table.title), used by \(entry.scope == .system ? "the system" : "apps")"
            if let title = entry.title { heading += ": \(title)" }
            if entry.shortcut.acceptsAdditionalModifiers { heading += " (as \(entry.shortcut.words))" }
            text += heading + "\n    \(entry.action)\n    \(entry.source.formatted)\n"
            if let availability = entry.availability {
                let names = entry.platforms.map(\.rawValue).joined(separator: ", ")
                let platforms: String = names.isEmpty ? "every platform" : names
                text += "    today on " + platforms + ": " + availability.summary + "\n"
            }
        }
        text += "\nIn an app, for a command of its own\n"
        if findings.isEmpty { text += "  No rule objects: it is free for a custom shortcut.\n" }
        for finding in findings {
            text += "  \(finding.severity.rawValue): \(finding.message) [\(finding.id)]\n"
            if let rule = LintRule.ID(rawValue: finding.id), let guideline = LintRule.rule(rule).guideline {
                text += "    guideline \(guideline.rawValue)\(guidelineTitle(guideline, rulebook: rulebook))\n"
            }
        }
        if entries.contains(where: { $0.scope == .apps }) {
            text += "\nA command that is \(entries.filter { $0.scope == .apps }.commandNameList) itself may use it.\n"
        }
        if !layouts.isEmpty { text += LayoutTypingText.section(shortcut, on: layouts, onlyDifferent: onlyDifferent) }
        return Output(
            text: text,
            json: JSON(
                shortcut: ShortcutJSON(words: shortcut.words, glyphs: shortcut.glyphs), entries: entries, findings: findings,
                layouts: layouts.isEmpty ? nil : layouts.map { LayoutTypingJSON($0.typing(shortcut)) }))
    }

    /// What each rule checks, its default level and the guideline it comes from.
    package static func rules(_ rules: [LintRule], rulebook: Rulebook) -> Output {
        var text = ""
        for rule in rules {
            text += "\(rule.id.rawValue) (\(rule.defaultSeverity.rawValue) by default)\n  \(rule.summary)\n"
            text += rule.explanation.wrapped(indent: "  ")
            if let guideline = rule.guideline {
                text += "  Guideline: \(guideline.rawValue)\(guidelineTitle(guideline, rulebook: rulebook))\n"
            }
            text += "\n"
        }
        let json = rules.map {
            RuleJSON(
                id: $0.id.rawValue, defaultSeverity: $0.defaultSeverity.rawValue, guideline: $0.guideline?.rawValue,
                summary: $0.summary, explanation: $0.explanation)
        }
        return Output(text: text, json: JSON(rules: json))
    }

    /// One line per catalogued diagnostic; as JSON, every entry whole.
    package static func catalog(_ kinds: [DiagnosticKind]) -> Output {
        let width = kinds.map(\.id.count).max() ?? 0
        let text = kinds.map { $0.id.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary + "\n" }.joined()
        let json = kinds.map {
            DiagnosticJSON(
                id: $0.id, defaultSeverity: $0.severity.rawValue, summary: $0.summary, explanation: $0.explanation, fix: $0.fix)
        }
        return Output(text: text, json: JSON(diagnostics: json))
    }

    /// What a catalogued diagnostic means and how to fix it.
    package static func diagnostic(_ kind: DiagnosticKind) -> Output {
        var text = "\(kind.id) (\(kind.severity.rawValue) by default)\n  \(kind.summary)\n"
        text += kind.explanation.wrapped(indent: "  ")
        text += ("Fix: " + kind.fix).wrapped(indent: "  ")
        let json = DiagnosticJSON(
            id: kind.id, defaultSeverity: kind.severity.rawValue, summary: kind.summary, explanation: kind.explanation,
            fix: kind.fix)
        return Output(text: text, json: JSON(diagnostic: json))
    }

    /// " (Leave standard shortcuts alone)", from the guidelines' rules table when it has the rule.
    private static func guidelineTitle(_ id: CustomShortcutRule.ID, rulebook: Rulebook) -> String {
        rulebook.rules.first { $0.id == id }.map { " (\($0.title))" } ?? ""
    }
}

extension Array where Element == Entry {
    /// "Copy" or "Italic or Get Info".
    fileprivate var commandNameList: String {
        var names: [String] = []
        for entry in self {
            let name = entry.title ?? entry.action
            if !names.contains(name) { names.append(name) }
        }
        return names.joined(separator: " or ")
    }
}

extension String {
    /// The text broken into lines of at most 96 characters, each indented.
    fileprivate func wrapped(indent: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in split(separator: " ") {
            if !line.isEmpty, line.count + word.count + 1 > 96 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { indent + $0 + "\n" }.joined()
    }
}
