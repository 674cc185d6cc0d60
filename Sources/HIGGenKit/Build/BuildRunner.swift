import Foundation
import HIGMarkdown
import HIGModel
import HIGSite
import Synchronization

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
        // Guidelines with errors still go through the emitters, for their diagnostics, but
        // nothing is written; otherwise files are staged as they are made.
        let writesNothing = check || reporter.fails(compiled.diagnostics)
        let transaction: OutputTransaction?
        do {
            transaction = writesNothing ? nil : try OutputTransaction(root: settings.output)
        } catch {
            FileHandle.standardError.write(Data("hig-gen: error: \(error)\n".utf8))
            return .failed
        }
        let root = settings.output
        let delivered = Mutex((count: 0, stale: [String]()))
        let emitted: [Diagnostic]
        do {
            emitted = try OutputPlan(kinds: settings.outputs, siteTemplates: siteTemplates).generate(for: compiled.rulebook) {
                path, bytes in
                let isStale = check && !OutputFiles.holds(root + "/" + path, bytes)
                try transaction?.offer(path, bytes)
                delivered.withLock { state in
                    state.count += 1
                    if isStale { state.stale.append(path) }
                }
            }
        } catch {
            transaction?.abandon()
            FileHandle.standardError.write(Data("hig-gen: error: cannot generate outputs: \(error)\n".utf8))
            return .failed
        }
        let diagnostics = (compiled.diagnostics + emitted).sorted {
            ($0.location, $0.severity, $0.id) < ($1.location, $1.severity, $1.id)
        }
        guard !reporter.report(diagnostics) else {
            transaction?.abandon()
            reporter.say("hig-gen: build failed; \(settings.output) was left unchanged")
            return .failed
        }
        let (fileCount, stale) = delivered.withLock { ($0.count, $0.stale.sorted()) }
        clock.lap("generated \(fileCount) output files")
        if check {
            for path in stale { FileHandle.standardError.write(Data("\(settings.output)/\(path) would change\n".utf8)) }
            if stale.isEmpty { reporter.say("hig-gen: \(settings.output) is up to date") }
            return stale.isEmpty ? .built(changed: []) : .stale(stale)
        }
        let changed: [String]
        do {
            // Not nil: only `check` or failing guidelines leave it nil, and both returned above.
            changed = try transaction!.commit()
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
                + "from \(compiled.rulebook.documents.count) files; \(changed.count) of \(fileCount) output files updated in \(settings.output)"
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
