import ArgumentParser
import Foundation
import HIGMarkdown
import HIGModel
import HIGSwift

/// `hig-gen swift`: the Swift constants for guideline files, printed or written to a file.
/// The build-tool plugin runs this with `--output`.
struct SwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Print Swift constants generated from guideline files.",
        discussion: """
            The Swift needs only the standard library. Each entry becomes a documented constant \
            named after its action (or its ID column); names that collide, are keywords or start \
            with a digit are changed, and a note says how.

            Examples:
              hig-gen swift --guidelines Content > HIGRulebook.generated.swift
              hig-gen swift --access-level internal --output Sources/App/HIG.swift
            """)

    /// Access levels as the command line spells them.
    enum AccessLevel: String, ExpressibleByArgument, CaseIterable {
        case `public`, package, `internal`

        var option: SwiftOptions.AccessLevel {
            switch self {
            case .public: .public
            case .package: .package
            case .internal: .internal
            }
        }
    }

    @OptionGroup var inputs: AppCompileOptions

    @Option(
        name: .customLong("output"),
        help: ArgumentHelp(
            "Write the Swift to this file instead of printing it (atomically, and only when it changes).",
            valueName: "file"))
    var output: String?

    @Option(name: .customLong("access-level"), help: "The access level of the generated declarations. Default: public.")
    var accessLevel: AccessLevel?

    @OptionGroup var namespace: NamespaceOptions

    @Option(
        name: .customLong("target-config"),
        help: ArgumentHelp(
            "A target's .hig-gen.json (the build plugin passes it): its namespace and accessLevel, checked.",
            valueName: "file"))
    var targetConfig: String?

    @Option(
        name: .customLong("source-root"),
        help: ArgumentHelp("Write source paths in the Swift relative to this folder.", valueName: "dir"))
    var sourceRoot: String?

    @OptionGroup var diagnostics: DiagnosticOptions

    @OptionGroup var allowErrors: AllowErrorsOption

    func run() throws {
        let (compiled, invocation) = try inputs.compile(reporting: diagnostics, targetConfig: targetConfig)
        let reporter = invocation.reporter
        let target = invocation.targetConfig
        let level = accessLevel ?? target?.accessLevel.flatMap(AccessLevel.init(rawValue:)) ?? .public
        let options = SwiftOptions(
            accessLevel: level.option, sourceRoot: sourceRoot,
            namespace: namespace.name ?? target?.namespace ?? invocation.config.namespace)
        let generated = SwiftEmitter.generate(compiled.rulebook, options: options)
        let all = (compiled.diagnostics + generated.diagnostics).sorted {
            ($0.location, $0.severity, $0.id) < ($1.location, $1.severity, $1.id)
        }
        let failed = reporter.report(all)
        if failed, !allowErrors.isOn {
            if let output { reporter.say("hig-gen: \(output) was left unchanged") }
            throw ExitStatus.Failure()
        }
        guard let output else {
            FileHandle.standardOutput.write(Data(generated.bytes))
            if failed { throw ExitStatus.Failure() }
            return
        }
        let url = URL(fileURLWithPath: output)
        try reporter.reporting {
            do {
                _ = try OutputWriter(root: url.deletingLastPathComponent().path).write([
                    (url.lastPathComponent, generated.bytes)
                ])
            } catch {
                throw DiagnosticError([.unwritable(error, output: output)])
            }
        }
        if failed { throw ExitStatus.Failure() }
    }
}
