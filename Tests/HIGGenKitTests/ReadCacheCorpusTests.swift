import Foundation
import Testing

/// `check` reports byte for byte the same with the read cache as without it, on every app of
/// the corpus, whether the cache is empty (every read computed and kept) or full (every read
/// taken from it).
@Suite struct ReadCacheCorpusTests {
    @Test func findingsAreTheSameWithAndWithoutTheCache() throws {
        let cache = try Scratch()
        var kept = 0
        for app in AppCorpusTests.apps {
            let folder = AppCorpusTests.root.appending(path: app)
            let check = ["check", "--format", "json"]
            let fresh = try AppCorpusTests.report(app)
            let cached = check + ["--cache-path", cache.url.path, "."]
            let cold = try HIGGenProcess.run(cached, in: folder)
            let entries = Self.entries(in: cache.url)
            let warm = try HIGGenProcess.run(cached, in: folder)
            #expect(!fresh.stdout.isEmpty, "\(app): \(fresh.stderr)")
            #expect(cold.stdout == fresh.stdout, "\(app): an empty cache changed the report")
            #expect(warm.stdout == fresh.stdout, "\(app): a full cache changed the report")
            #expect([cold.status, warm.status] == [fresh.status, fresh.status], "\(app)")
            // Every entry the warm run needed was there: it replaced none.
            #expect(Self.entries(in: cache.url) == entries, "\(app): the second run wrote entries again")
            kept = entries.count
        }
        #expect(kept > AppCorpusTests.apps.count, "the corpus apps' files were kept")
    }

    /// Each entry file with its inode: a rewritten entry (renamed into place) has a new one.
    static func entries(in folder: URL) -> [String: UInt64] {
        var found: [String: UInt64] = [:]
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        for path in paths where path.hasSuffix(".entry") {
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder.path + "/" + path)
            found[path] = (attributes?[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
        }
        return found
    }
}
