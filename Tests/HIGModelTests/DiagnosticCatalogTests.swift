import Foundation
import HIGCommandCatalog
import HIGModel
import Testing

/// The catalog is the one place diagnostic ids are declared: these read the sources to keep
/// it so.
@Suite struct DiagnosticCatalogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The model's catalog and the commands' own (`HIGCommandCatalog`).
    static let catalogFolders = ["Sources/HIGModel/Diagnostics/Catalog", "Sources/HIGCommandCatalog"].map {
        root.appendingPathComponent($0)
    }

    @Test func idsAreUniqueAndWellFormed() {
        let ids = DiagnosticCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count, "a diagnostic id is declared twice")
        for kind in DiagnosticCatalog.all {
            #expect(kind.id.wholeMatch(of: /[a-z]+(-[a-z]+)*\.[a-z0-9]+(-[a-z0-9]+)*/) != nil, "\(kind.id)")
            #expect(!kind.summary.hasSuffix("."), "\(kind.id): a summary has no trailing period")
            #expect(kind.explanation.hasSuffix("."), "\(kind.id): the explanation is sentences")
            #expect(!kind.fix.isEmpty, "\(kind.id): says how to fix it")
            #expect(DiagnosticCatalog.kind(kind.id) == kind)
        }
    }

    /// Every kind declared in an area's file is in that area's list, so `explain` and
    /// `Docs/Diagnostics.md` know it.
    @Test func everyDeclaredKindIsListed() throws {
        var declared: [String] = []
        for folder in Self.catalogFolders {
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
            where file.hasPrefix("DiagnosticKind+") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                declared += text.matches(of: /= DiagnosticKind\(\s*"([^"]+)"/).map { String($0.output.1) }
            }
        }
        #expect(!declared.isEmpty)
        #expect(Set(declared) == Set(DiagnosticCatalog.all.map(\.id)))
        #expect(declared.count == DiagnosticCatalog.all.count)
    }

    /// Code reports a catalogued kind (`Diagnostic(.tableUnescapedPipe, …)`), never an id
    /// written as a string; the lint rules' ids are declared in their own files.
    @Test func noIDIsWrittenOutsideTheCatalog() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
            .filter { !$0.hasPrefix("HIGModel/Diagnostics/Catalog/") && !$0.hasPrefix("HIGCommandCatalog/") }
        var offenders: [String] = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for id in DiagnosticCatalog.all.map(\.id) where text.contains("\"\(id)\"") {
                offenders.append("\(file): \(id)")
            }
            if text.contains(/Diagnostic\(\s*\.(error|warning|note),\s*"/) { offenders.append("\(file): a literal id") }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }
}
