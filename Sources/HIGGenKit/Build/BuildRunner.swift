import Foundation
import HIGMarkdown
import HIGModel
import HIGSite

/// Runs one build: compile, report, then write the outputs (or, with `check`, only say which
/// files would change). Never touches the output folder when the guidelines have errors.
struct BuildRunner {
    let settings: BuildSettings
    let reporter: DiagnosticReporter
    var check = false
    var verbose = false

    enum Outcome: Equatable {
        case built(changed: [String])
        case failed
        /// `--check` found files that would change.
        case stale([String])
    }

    func run() -> Outcome {
        var clock = StageClock(enabled: verbose)
        // Read the templates first: a wrong folder should fail before any work is done.
        let siteTemplates: TemplateSet
        do {
            siteTemplates = try settings.templates.map(TemplateSet.builtIn(overriddenBy:)) ?? .builtIn
        } catch {
            FileHandle.standardError.write(Data("hig-gen: error: \(error)\n".utf8))
            return .failed
        }
        let compiled = RulebookCompiler.compile(paths: settings.content)
        clock.lap("compiled \(compiled.rulebook.documents.count) guideline files")
        if verbose {
            for document in compiled.rulebook.documents { reporter.say("  read \(document.path)") }
        }
        let plan: OutputPlan
        do {
            plan = try OutputPlan(for: compiled.rulebook, kinds: settings.outputs, siteTemplates: siteTemplates)
        } catch {
            FileHandle.standardError.write(Data("hig-gen: error: cannot generate outputs: \(error)\n".utf8))
            return .failed
        }
        let diagnostics = (compiled.diagnostics + plan.diagnostics).sorted {
            ($0.location, $0.severity, $0.id) < ($1.location, $1.severity, $1.id)
        }
        guard !reporter.report(diagnostics) else {
            reporter.say("hig-gen: build failed; \(settings.output) was left unchanged")
            return .failed
        }
        let files = plan.files
        clock.lap("generated \(files.count) output files")
        let writer = OutputWriter(root: settings.output)
        if check {
            let stale = writer.changes(files)
            for path in stale { FileHandle.standardError.write(Data("\(settings.output)/\(path) would change\n".utf8)) }
            if stale.isEmpty { reporter.say("hig-gen: \(settings.output) is up to date") }
            return stale.isEmpty ? .built(changed: []) : .stale(stale)
        }
        let changed: [String]
        do {
            changed = try writer.write(files)
        } catch {
            FileHandle.standardError.write(Data("hig-gen: error: \(error)\n".utf8))
            return .failed
        }
        clock.lap("wrote \(changed.count) changed files")
        if verbose {
            for path in changed { reporter.say("  wrote \(settings.output)/\(path)") }
        }
        for line in clock.lines { reporter.say(line) }
        let counts = compiled.rulebook.entryCounts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.rawValue)" }
        reporter.say(
            "hig-gen: \(compiled.rulebook.entries.count) shortcut entries (\(counts.joined(separator: ", "))) "
                + "from \(compiled.rulebook.documents.count) files; \(changed.count) of \(files.count) output files updated in \(settings.output)"
        )
        return .built(changed: changed)
    }
}

/// Times the stages of a build for `--verbose`.
struct StageClock {
    let enabled: Bool
    private var last = DispatchTime.now()
    private(set) var lines: [String] = []

    init(enabled: Bool) { self.enabled = enabled }

    mutating func lap(_ what: String) {
        guard enabled else { return }
        let now = DispatchTime.now()
        let milliseconds = Double(now.uptimeNanoseconds - last.uptimeNanoseconds) / 1_000_000
        lines.append(String(format: "hig-gen: %@ in %.1f ms", what, milliseconds))
        last = now
    }
}
