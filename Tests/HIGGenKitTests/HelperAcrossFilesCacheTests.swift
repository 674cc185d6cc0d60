import Foundation
import Testing

/// Whether `check` parses a Swift file is decided from that file's bytes alone
/// (`HelperOnlyFile`), so the read cache's entries, keyed by each file's bytes, stay right
/// when another file changes: a helper declared in a file added later gives its default
/// modifiers to another file's call on the next run, the call's own read taken from the cache.
@Suite struct HelperAcrossFilesCacheTests {
    @Test func aHelperAddedInOneFileCompletesACallInAnother() throws {
        let app = try Scratch()
        let cache = try Scratch()
        // Names no framework API: read only for the helper call's shape.
        try app.write(
            "app/Quitting.swift",
            """
            final class Quitting {
                func items() -> [Item] { [item("Quick Look", action: #selector(quit), key: "q")] }
                @objc func quit() {}
            }

            """)
        let check = ["check", "--format", "xcode", "--cache-path", cache.url.path, "app"]
        let before = try HIGGenProcess.run(check, in: app.url)
        #expect(String(decoding: before.stdout, as: UTF8.self).contains("the modifiers are the default of 'item(…)'"))
        let entries = ReadCacheCorpusTests.entries(in: cache.url)
        #expect(entries.count == 1, "the call's file was read and kept")

        try app.write(
            "app/Items.swift",
            """
            func item(_ title: String, action: Selector?, key: String, modifiers: Flags = [.command, .shift]) -> Item {
                Item(title: title, action: action, key: key, modifiers: modifiers)
            }

            """)
        let after = try HIGGenProcess.run(check, in: app.url)
        let report = String(decoding: after.stdout, as: UTF8.self)
        #expect(!report.contains("the modifiers are the default"), "\(report)")
        #expect(report.contains("Quitting.swift:2:80: note: Shift-Command-Q is reserved by the system"), "\(report)")
        // The call's file was taken from the cache, its entry untouched; the helper's was added.
        let now = ReadCacheCorpusTests.entries(in: cache.url)
        #expect(now.count == 2)
        #expect(entries.allSatisfy { now[$0.key] == $0.value })
    }
}
