import Foundation
import HIGBuiltIn
import HIGCommandCatalog
import HIGMarkdown
import HIGModel
import HIGParallel
import HIGSite
import HIGSwift
import Synchronization

/// Runs one build: compile, report, then write the outputs (or, with `check`, only say which
/// files would change). Never touches the output folder when the guidelines have errors.
struct BuildRunner {
    let settings: BuildSettings
    let reporter: DiagnosticReporter
    /// Checks the app's own shortcut rows against the guidelines, as `hig-gen check` would.
    var appTables: AppTableCheck
    var check = false
    var verbose = false
    /// Write the outputs of whatever compiled even when some of it has errors (a preview);
    /// the build still fails.
    var allowErrors = false

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
            reporter.report([.templates(error, folder: settings.templates)])
            return .failed
        }
        let pending =
            settings.content.isEmpty
            ? RulebookCompiler.compileDeferringChecks(files: BuiltInRulebook.files)
            : RulebookCompiler.compileDeferringChecks(paths: settings.content)
        clock.lap("compiled \(pending.rulebook.documents.count) guideline files")
        if verbose {
            if settings.content.isEmpty { reporter.say("  no Content/ here: building the \(BuiltInRulebook.name)") }
            for document in pending.rulebook.documents { reporter.say("  read \(document.path)") }
        }
        let appCheck: AppTableCheck.Result
        do {
            appCheck = try appTables.run(on: pending.rulebook)
        } catch {
            reporter.report(error.diagnostics)  // the guidelines to check against do not compile
            return .failed
        }
        clock.lap("checked \(appCheck.checked?.rows ?? 0) app shortcuts")
        // Guidelines with errors still go through the emitters, for their diagnostics, but
        // nothing is written; otherwise files are staged as they are made.
        let writesNothing =
            check || (!allowErrors && (reporter.fails(pending.fileDiagnostics) || reporter.fails(appCheck.findings)))
        let transaction: OutputTransaction?
        do {
            transaction = writesNothing ? nil : try OutputTransaction(root: settings.output)
        } catch {
            reporter.report([.unwritable(error, output: settings.output)])
            return .failed
        }
        let made = makeOutputs(
            from: pending,
            with: OutputPlan(
                kinds: settings.outputs, siteTemplates: siteTemplates,
                swiftOptions: SwiftOptions(namespace: settings.namespace), guidelines: appCheck.guidelines),
            into: transaction)
        let compiled = made.compiled
        let emitted: [Diagnostic]
        do {
            emitted = try made.emission.get()
        } catch {
            transaction?.abandon()
            let failure =
                error is OutputTransaction.Failure
                ? Diagnostic.unwritable(error, output: settings.output)
                : Diagnostic(.outputFailed, "cannot generate outputs: \(error)", at: SourceLocation(file: settings.output))
            reporter.report([failure])
            return .failed
        }
        // The compiler's diagnostics are sorted already; merge in the others only if any.
        var diagnostics = compiled.diagnostics
        if !emitted.isEmpty || !appCheck.findings.isEmpty {
            diagnostics += emitted
            diagnostics += appCheck.findings
            diagnostics.sort(by: Diagnostic.inReadingOrder)
        }
        let failsBeforeCheck = reporter.fails(diagnostics)
        let (fileCount, stale) = (made.fileCount, made.stale)
        if check, !failsBeforeCheck {
            // One report, so the JSON format prints one array.
            diagnostics += stale.map {
                Diagnostic(
                    .outputStale, "would change; run 'hig-gen build' and commit it",
                    at: SourceLocation(file: settings.output + "/" + $0))
            }
        }
        reporter.report(diagnostics)
        guard !failsBeforeCheck || (allowErrors && !check) else {
            transaction?.abandon()
            reporter.say("hig-gen: build failed; \(settings.output) was left unchanged")
            return .failed
        }
        clock.lap("generated \(fileCount) output files")
        if check {
            if stale.isEmpty { reporter.say("hig-gen: \(settings.output) is up to date") }
            return stale.isEmpty ? .built(changed: []) : .stale(stale)
        }
        let changed: [String]
        do {
            // Not nil: only `check`, or failing guidelines without --allow-errors, leave it nil,
            // and both returned above.
            changed = try transaction!.commit()
        } catch {
            reporter.report([.unwritable(error, output: settings.output)])
            return .failed
        }
        clock.lap("wrote \(changed.count) changed files")
        if verbose {
            for path in changed { reporter.say("  wrote \(settings.output)/\(path)") }
        }
        for line in clock.lines { reporter.say(line) }
        if failsBeforeCheck {
            reporter.say(
                "hig-gen: wrote what compiled into \(settings.output) despite the errors (--allow-errors); the build failed")
            return .failed
        }
        guard !reporter.quiet else { return .built(changed: changed) }
        let counts = compiled.rulebook.entryCounts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.rawValue)" }
        let checked = appCheck.checked.map { "; \($0.rows.counted("app shortcut")) checked against the \($0.against)" } ?? ""
        reporter.say(
            "hig-gen: \(compiled.rulebook.entries.count.counted("shortcut entry", plural: "shortcut entries")) (\(counts.joined(separator: ", "))) "
                + "from \(compiled.rulebook.documents.count.counted("file"))\(checked); \(changed.count) of \(fileCount.counted("output file")) updated in \(settings.output)"
        )
        return .built(changed: changed)
    }
}

extension BuildRunner {
    /// What making the outputs gave: the finished compile, the emitters' diagnostics or
    /// failure, how many files they made, and (with `check`) which differ from the disk.
    struct Outputs {
        var compiled: RulebookCompiler.Output
        var emission: Result<[Diagnostic], any Error>
        var fileCount: Int
        var stale: [String]
    }

    /// Runs the emitters and the whole-rulebook checks at the same time (both only read the
    /// rulebook), handing each file to `transaction` as soon as it is made.
    func makeOutputs(from pending: RulebookCompiler.Pending, with plan: OutputPlan, into transaction: OutputTransaction?)
        -> Outputs
    {
        let root = settings.output
        let check = check
        let quietly = reporter.quiet
        let delivered = Mutex((count: 0, stale: [String]()))
        let emitters = plan.emitters(for: pending.rulebook) { path, produce in
            var isStale = false
            if let transaction {
                try transaction.offer(path, produce)
            } else if check {
                isStale = try OutputFiles.differs(root + "/" + path, produce)
            } else {
                // Failing guidelines: the emitters run for their diagnostics; nothing is kept.
                try produce { _ in }
            }
            delivered.withLock { state in
                state.count += 1
                if isStale { state.stale.append(path) }
            }
        }
        let compiled = Mutex(RulebookCompiler.Output?.none)
        let emitted = Mutex([Result<[Diagnostic], any Error>?](repeating: nil, count: emitters.count))
        // One pool for the emitters and the checks, the emitters first: they take longest.
        let jobs: [@Sendable () -> Void] =
            emitters.indices.map { index in
                { @Sendable in
                    let result = Result { try emitters[index].run() }
                    emitted.withLock { $0[index] = result }
                }
            } + [
                {
                    // A quiet build prints no notes, so the checks need not make them.
                    let output = pending.finish(notes: !quietly)
                    compiled.withLock { $0 = output }
                }
            ]
        _ = Parallel.map(jobs) { job in job() }
        // The emitters' diagnostics in the order of the output kinds, so they are the same on
        // every run; the first failure by kind is the one reported.
        let byKind = emitters.indices.sorted { emitters[$0].kind < emitters[$1].kind }
        let results = emitted.withLock { $0 }
        let emission = Result { try byKind.flatMap { try results[$0]!.get() } }
        let (count, stale) = delivered.withLock { ($0.count, $0.stale.sorted()) }
        // Every job ran to the end before the pool returned.
        return Outputs(compiled: compiled.withLock { $0! }, emission: emission, fileCount: count, stale: stale)
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
