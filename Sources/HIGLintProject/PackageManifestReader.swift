import Foundation
import HIGModel
import SwiftParser
import SwiftSyntax

/// Reads the targets of a `Package.swift` with the Swift parser (nothing is run): each
/// `.target`, `.executableTarget` and `.testTarget` with its `path:` (else `Sources/NAME` or
/// `Tests/NAME`), its `sources:` and `exclude:` lists, and the package's `platforms:`.
enum PackageManifestReader {
    static func read(path: String, into diagnostics: inout [Diagnostic]) -> [ProjectTarget] {
        var problems: [Diagnostic] = []
        guard let bytes = InputFile.read(path, into: &problems) else {
            diagnostics += problems
            return []
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let tree = Parser.parse(source: text)
        if tree.hasError {
            // Targets after a syntax error may be missed: say so where it is, not in silence.
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            let broken = tree.tokens(viewMode: .all).first { $0.hasError || $0.presence == .missing }
            let place = broken.map { converter.location(for: $0.positionAfterSkippingLeadingTrivia) }
            diagnostics.append(
                Diagnostic(
                    .projectUnreadable,
                    "Package.swift has a syntax error here; its targets may be read in part, and files no target names are checked with platforms guessed from the code",
                    at: SourceLocation(file: path, line: place?.line, column: place?.column)))
        }
        let folder = (path as NSString).deletingLastPathComponent
        let finder = TargetFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.targets.map { target in
            let relative = target.path ?? (target.isTest ? "Tests/" : "Sources/") + target.name
            let full = ((folder as NSString).appendingPathComponent(relative) as NSString).standardizingPath
            // `sources:` and `exclude:` are relative to the target's path; a source may be one file.
            func inTarget(_ names: [String]) -> [String] {
                names.map { ((full as NSString).appendingPathComponent($0) as NSString).standardizingPath }
            }
            let sources = target.sources.map(inTarget) ?? [full]
            return ProjectTarget(
                name: target.name, platforms: finder.platforms, files: Set(sources), folders: sources,
                excluded: Set(inTarget(target.exclude)), project: path, isTest: target.isTest)
        }
    }

    private final class TargetFinder: SyntaxVisitor {
        var targets: [(name: String, path: String?, sources: [String]?, exclude: [String], isTest: Bool)] = []
        var platforms: [Platform] = []

        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package",
                let list = argument(call, "platforms")?.as(ArrayExprSyntax.self)
            {
                // `Package(name: …, platforms: [.macOS(.v13), .iOS(.v17)])`
                for element in list.elements {
                    let called = element.expression.as(FunctionCallExprSyntax.self)?.calledExpression
                    if let platform = called?.as(MemberAccessExprSyntax.self) {
                        platforms += PlatformNames.platforms(forSDK: platform.declName.baseName.text)
                    }
                }
            } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                ["target", "executableTarget", "testTarget"].contains(member.declName.baseName.text),
                let name = string(call, "name")
            {
                targets.append(
                    (
                        name, string(call, "path"), strings(call, "sources"), strings(call, "exclude") ?? [],
                        member.declName.baseName.text == "testTarget"
                    ))
            }
            return .visitChildren
        }

        private func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
            call.arguments.first { $0.label?.text == label }?.expression
        }

        private func string(_ call: FunctionCallExprSyntax, _ label: String) -> String? {
            argument(call, label)?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        }

        /// `sources: ["App", "Core"]`, `exclude: ["Tests"]`: the literal strings of the list; nil
        /// without the argument or when it is not a list of literals (then the whole path counts).
        private func strings(_ call: FunctionCallExprSyntax, _ label: String) -> [String]? {
            guard let list = argument(call, label)?.as(ArrayExprSyntax.self) else { return nil }
            let names = list.elements.compactMap { $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
            return names.count == list.elements.count ? names : nil
        }
    }
}
