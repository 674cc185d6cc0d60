import ArgumentParser
import Foundation
import HIGGenKit
import HIGLint
import HIGLintKit
import HIGModel
import HIGReport

/// `hig-gen check`: lints an app's keyboard shortcuts against the rulebook.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract:
            "Lint an app's keyboard shortcuts (a JSON/YAML manifest, a Markdown shortcut table, Swift sources) against the guidelines.",
        discussion: """
            PATH is a manifest (.json, .yml, .yaml), an app's Markdown shortcut table (.md), a Swift \
            file, an Interface Builder file (.xib, .storyboard), or a folder searched for all of them \
            (manifests named shortcuts.json/.yml/.yaml, Markdown that is an app table). The guidelines are --guidelines, else the config's 'guidelines', else the \
            built-in rulebook. Findings go to standard output. Rule levels come \
            from hig-gen.yml (lint: rules:), then the manifest (rules:), then --rule and --disable. \
            Silence a rule for one shortcut with 'ignore: [rule-id]' in the manifest or a \
            '// hig-gen:ignore rule-id' comment on or above the Swift line.

            Exit status: 0 when clean (notes are fine), 1 when there is an error (or a warning, with \
            --strict), 2 for a usage error.

            Examples:
              hig-gen check shortcuts.yml Sources/
              hig-gen check Docs/shortcuts.md     # an app's Markdown shortcut table
              hig-gen check --format xcode Sources/   # in an Xcode build phase
              hig-gen check --format sarif . > hig-gen.sarif
              hig-gen check --format github .      # annotations in GitHub Actions
              hig-gen check --format junit . > hig-gen.junit.xml
              hig-gen check --fix --dry-run shortcuts.yml Sources/
              hig-gen check --write-baseline baseline.json .
              hig-gen check --baseline baseline.json .   # only new findings
              hig-gen check --rule avoid-control=off --strict shortcuts.json
              hig-gen check --against shortcuts.md Sources/
            """)

    @Argument(help: ArgumentHelp("Manifests, Swift files and folders.", valueName: "path"))
    var paths: [String] = []

    @Option(name: .customLong("manifest"), help: ArgumentHelp("A manifest with any name (repeatable).", valueName: "file"))
    var manifests: [String] = []

    @OptionGroup var guidelines: GuidelinesOptions

    @OptionGroup var config: ConfigOptions

    @Option(help: "Output format: human, xcode, json, sarif, github (Actions annotations) or junit.")
    var format: ReportFormat = .human

    @OptionGroup var levels: LintLevelOptions

    @OptionGroup var boundary: InputBoundaryOptions

    @OptionGroup var cache: CacheOptions

    @Option(
        name: .customLong("target"),
        help: ArgumentHelp(
            "Check only this target of the app (a name from its Xcode project, project.yml or Package.swift, or a guessed one the findings name).",
            valueName: "name"))
    var target: String?

    @Option(
        name: .customLong("against"),
        help: ArgumentHelp(
            "The app's shortcut table the code must agree with: a shortcut the table lacks, or a row whose shortcut differs from the code, is an error at the code's line.",
            valueName: "table"))
    var against: String?

    @Flag(
        help: "Make the findings' fix-its in the files (modifier order, a named upper character), then report what is left.")
    var fix = false

    @Flag(name: .customLong("dry-run"), help: "With --fix: write nothing; print the changes as a unified diff.")
    var dryRun = false

    /// For the benchmark only: read and parse the inputs, check nothing.
    @Flag(name: .customLong("parse-floor"), help: .hidden)
    var parseFloor = false

    @Option(
        name: .customLong("baseline"),
        help: ArgumentHelp("Report only findings that are not in this baseline (see --write-baseline).", valueName: "file"))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp(
            "Record today's findings in this file, by rule, file and the line's text (not its number).", valueName: "file"))
    var writeBaseline: String?

    func validate() throws {
        if dryRun && !fix { throw ValidationError("--dry-run goes with --fix") }
        if paths.isEmpty && manifests.isEmpty {
            throw ValidationError("name a manifest, a Swift file or a folder to check")
        }
    }

    func run() throws {
        boundary.apply(to: paths + manifests + guidelines.paths + [against, baseline, config.file])
        if parseFloor {
            print("\(LintInputs(paths: paths, manifests: manifests).parseOnly()) tokens and tags")
            return
        }
        let invocation = try Invocation(config: config, levels: levels, guidelines: guidelines, target: target)
        // A config or guidelines that cannot be used end the run, reported in the chosen format.
        guard !invocation.configHasErrors else {
            try report(invocation.configDiagnostics, shortcutCount: 0, invocation: invocation)
            return
        }
        let rulebook: Rulebook
        do {
            rulebook = try invocation.guidelines().rulebook
        } catch {
            try report(invocation.configDiagnostics + error.diagnostics, shortcutCount: 0, invocation: invocation)
            return
        }
        var (findings, count) = try lint(against: rulebook, invocation: invocation)
        func finish(with findings: [Diagnostic], shortcutCount: Int) throws {
            try report(findings, shortcutCount: shortcutCount, invocation: invocation)
        }
        if fix {
            let outcome: FixedFiles.Outcome
            do {
                outcome = try FixedFiles.apply(findings.flatMap(\.fixIts), dryRun: dryRun)
            } catch {
                return try finish(with: findings + error.diagnostics, shortcutCount: count)
            }
            if dryRun {
                FileHandle.standardOutput.write(Data(outcome.diff.utf8))
                return
            }
            for file in outcome.files {
                FileHandle.standardError.write(
                    Data("hig-gen: fixed \(file.places.counted("place")) in \(file.path)\n".utf8))
            }
            // What is left after the fixes, read from the files as they are now.
            if !outcome.files.isEmpty {
                (findings, count) = try lint(against: rulebook, invocation: invocation)
            }
        }
        if let writeBaseline {
            do {
                try Baseline(findings).write(to: writeBaseline)
            } catch {
                return try finish(with: error.diagnostics, shortcutCount: count)
            }
            FileHandle.standardError.write(Data("hig-gen: \(findings.count) findings recorded in \(writeBaseline)\n".utf8))
        }
        if let baseline {
            do {
                findings = try Baseline.read(baseline).new(findings)
            } catch {
                return try finish(with: error.diagnostics, shortcutCount: count)
            }
        }
        try finish(with: findings, shortcutCount: count)
    }

    /// The findings in the app's inputs, and how many shortcuts were read.
    private func lint(against rulebook: Rulebook, invocation: Invocation) throws -> ([Diagnostic], Int) {
        let settings = invocation.lint
        let readCache = ReadCache(cache)
        defer { readCache.close() }
        var read = try LintInputs(paths: paths, manifests: manifests).read(cache: readCache)
        if settings.target != nil {
            guard let chosen = settings.declarations(read.declarations, among: read.targets) else {
                let known = read.targets.map(\.label).joined(separator: "; ")
                throw ValidationError(
                    "no target is named '\(settings.target ?? "")'; "
                        + (known.isEmpty ? "the paths name no target" : "the targets here are \(known)"))
            }
            read.declarations = chosen
        }
        var readerDiagnostics = invocation.configDiagnostics + read.diagnostics
        if let against {
            readerDiagnostics += TableAgreement.check(read.declarations, against: against)
        }
        let findings = settings.lint(
            read.declarations, readerDiagnostics: readerDiagnostics, inputLevels: read.levels, against: rulebook)
        return (findings, read.declarations.count { !$0.isImplied })
    }

    /// Prints the report in the chosen format and fails on an error (or a warning, with --strict).
    private func report(_ findings: [Diagnostic], shortcutCount: Int, invocation: Invocation) throws {
        DiagnosticReport(
            diagnostics: findings, shortcutCount: shortcutCount, colored: TerminalColor.wanted(on: STDOUT_FILENO)
        ).write(format, to: .standardOutput)
        if invocation.reporter.fails(findings) { throw ExitStatus.Failure() }
    }
}
