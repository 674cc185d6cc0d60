import Foundation
import HIGModel
import Testing

@testable import HIGSwift

/// The generated Swift, compiled by the real compiler in Swift 6 mode with warnings as
/// errors, as a strict consumer would build it.
@Suite("Generated Swift compiles", .serialized)
struct CompileTests {
    @Test("Content/ type-checks, as public and as internal declarations")
    func content() throws {
        let folder = try ScratchFolder()
        for level in [SwiftOptions.AccessLevel.public, .internal] {
            let source = SwiftEmitter.generate(Fixtures.content, options: SwiftOptions(accessLevel: level)).source
            let file = try folder.write("\(level.rawValue)/\(SwiftEmitter.fileName)", source)
            try SwiftCompiler.run(
                SwiftCompiler.strict + ["-parse-as-library", "-typecheck", "-module-name", "HIGShortcuts", file.path],
                in: folder.url)
        }
    }

    @Test("hostile text becomes exact literals and hostile names compile; the program prints every string back")
    func hostile() throws {
        let rulebook = HostileRulebook.rulebook
        let generated = SwiftEmitter.generate(rulebook)
        let names = generated.diagnostics.map(\.id)
        #expect(names.contains("swift.keyword-name"))
        #expect(names.contains("swift.leading-digit"))
        #expect(names.contains("swift.name-collision"))
        #expect(names.contains("swift.duplicate-id"))
        #expect(names.contains("swift.unusable-id"))
        #expect(names.contains("swift.name-from-qualifier"))
        let folder = try ScratchFolder()
        let library = try folder.write(SwiftEmitter.fileName, generated.source)
        let main = try folder.write("main.swift", HostileRulebook.probe)
        let program = folder.url.appendingPathComponent("probe").path
        try SwiftCompiler.run(
            SwiftCompiler.strict + ["-module-name", "Probe", library.path, main.path, "-o", program], in: folder.url)
        let printed = try Tool.run(program, [], in: folder.url)
        #expect(printed == HostileRulebook.expectedProbeOutput)
    }

    @Test("the generated file needs no Foundation")
    func noFoundation() {
        let source = SwiftEmitter.generate(HostileRulebook.rulebook).source
        #expect(!source.contains("import Foundation"))
        let imports = source.split(separator: "\n").filter { $0.hasPrefix("import ") }
        #expect(imports == ["import UIKit", "import SwiftUI"])
    }

    /// The UIKit and SwiftUI bridge cannot be built on Linux. It is parsed with the rest of
    /// the file; here it is also type-checked against small stand-ins declaring the Apple
    /// API it uses, as the documentation gives it.
    @Test("the UIKit and SwiftUI bridge parses, and type-checks against stand-ins for the frameworks")
    func bridge() throws {
        let folder = try ScratchFolder()
        var source = SwiftEmitter.generate(Fixtures.content).source
        let parsed = try folder.write("parsed.swift", source)
        try SwiftCompiler.run(["-parse", parsed.path], in: folder.url)
        source = source.replacingOccurrences(of: BridgingRenderer.uiKitCondition, with: "canImport(UIKit)")
            .replacingOccurrences(of: BridgingRenderer.swiftUICondition, with: "canImport(SwiftUI)")
        for (module, stub) in [("UIKit", AppleStandIns.uiKit), ("SwiftUI", AppleStandIns.swiftUI)] {
            let file = try folder.write("\(module).swift", stub)
            try SwiftCompiler.run(
                SwiftCompiler.strict + [
                    "-parse-as-library", "-emit-module", "-module-name", module, file.path, "-emit-module-path",
                    folder.url.appendingPathComponent("\(module).swiftmodule").path,
                ], in: folder.url)
        }
        let bridged = try folder.write("bridged.swift", source)
        try SwiftCompiler.run(
            SwiftCompiler.strict + ["-parse-as-library", "-typecheck", "-I", folder.url.path, bridged.path], in: folder.url)
    }
}
