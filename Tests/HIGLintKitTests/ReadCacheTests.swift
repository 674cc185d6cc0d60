import Foundation
import HIGGenKit
import Synchronization
import Testing

@testable import HIGLintKit

/// The read cache returns a kept value only for the same build, reader, path and bytes; an
/// entry that does not verify is a miss and is written again; pruning keeps it bounded.
@Suite struct ReadCacheTests {
    /// A cache in its own folder, and how often it had to compute.
    final class Counting {
        let scratch: Scratch
        let cache: ReadCache
        var computed = 0

        init(build: String = "build A", limit: Int = 20_000, scratch: Scratch? = nil) throws {
            self.scratch = try scratch ?? Scratch()
            cache = ReadCache(folder: self.scratch.url.path + "/cache", build: build, limit: limit)
            cache.open()
        }

        func value(_ path: String = "App.swift", bytes: [UInt8] = Array("let a = 1".utf8), reader: String = "swift 1") -> [String]
        {
            cache.value(for: path, bytes: bytes, reader: reader) {
                computed += 1
                return [path, String(decoding: bytes, as: UTF8.self), reader]
            }
        }

        func entry(_ path: String = "App.swift", bytes: [UInt8] = Array("let a = 1".utf8), reader: String = "swift 1") -> String {
            let key = ReadCache.key(build: cache.build, reader: reader, path: path, bytes: bytes)
            return cache.entryPath(in: cache.folder!, key: key)
        }

        /// Every entry file under the cache folder.
        var entryCount: Int {
            let files = FileManager.default.enumerator(atPath: cache.folder!)?.compactMap { $0 as? String } ?? []
            return files.count { $0.hasSuffix(".entry") }
        }
    }

    @Test func aKeptValueIsReturnedWithoutReadingAgain() throws {
        let counting = try Counting()
        let first = counting.value()
        let second = counting.value()
        #expect(first == ["App.swift", "let a = 1", "swift 1"])
        #expect(second == first)
        #expect(counting.computed == 1)
        #expect(counting.entryCount == 1)
    }

    @Test func otherBytesPathsReadersAndBuildsAreMisses() throws {
        let counting = try Counting()
        _ = counting.value()
        #expect(counting.value(bytes: Array("let a = 2".utf8)) == ["App.swift", "let a = 2", "swift 1"])
        #expect(counting.value("Other.swift") == ["Other.swift", "let a = 1", "swift 1"])
        #expect(counting.value(reader: "swift 2") == ["App.swift", "let a = 1", "swift 2"])
        #expect(counting.computed == 4)
        // A different build (another binary) in the same folder reads none of build A's entries.
        let other = try Counting(build: "build B", scratch: counting.scratch)
        _ = other.value()
        #expect(other.computed == 1)
    }

    @Test(arguments: ["truncated", "payload changed", "another key", "empty", "not an entry", "a link to another entry"])
    func aCorruptEntryIsAMissAndIsReplaced(damage: String) throws {
        let counting = try Counting()
        _ = counting.value()
        _ = counting.value("Other.swift")
        let path = counting.entry()
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        switch damage {
        case "truncated": bytes.removeLast()
        case "payload changed":
            // Still valid JSON of the right shape, and as long: only the checksum tells.
            let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "let a = 1", with: "let b = 1")
            bytes = Array(text.utf8)
        case "another key": bytes = Array(try Data(contentsOf: URL(fileURLWithPath: counting.entry("Other.swift"))))
        case "empty": bytes = []
        case "not an entry": bytes = Array("{\"anything\": true}".utf8)
        default: break
        }
        try FileManager.default.removeItem(atPath: path)
        if damage == "a link to another entry" {
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: counting.entry("Other.swift"))
        } else {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        #expect(counting.value() == ["App.swift", "let a = 1", "swift 1"])
        #expect(counting.computed == 3, "a damaged entry must be read again")
        // Replaced by a good entry: the next run keeps it.
        #expect(counting.value() == ["App.swift", "let a = 1", "swift 1"])
        #expect(counting.computed == 3)
    }

    @Test func concurrentRunsNeverSeeHalfAnEntry() throws {
        let scratch = try Scratch()
        let folder = scratch.url.path + "/cache"
        // Eight "runs" at once, each with its own cache value on one folder, read and write the
        // same twenty entries: every value read back is whole and right.
        let wrong = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let cache = ReadCache(folder: folder, build: "build A")
            cache.open()
            for round in 0..<3 {
                for index in 0..<20 {
                    let bytes = Array("let value = \(index)".utf8)
                    let value = cache.value(for: "File\(index).swift", bytes: bytes, reader: "swift 1") {
                        [String](repeating: "file \(index) ", count: 2_000 + round)
                    }
                    if value.first != "file \(index) " || value.count < 2_000 { wrong.withLock { $0 += 1 } }
                }
            }
        }
        #expect(wrong.withLock { $0 } == 0)
        let leftovers = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }.filter {
            $0.hasSuffix(".tmp")
        }
        #expect(leftovers == [])
    }

    @Test func offKeepsNothing() {
        var computed = 0
        for _ in 0..<2 {
            _ = ReadCache.off.value(for: "App.swift", bytes: [1], reader: "swift 1") {
                computed += 1
                return computed
            }
        }
        #expect(computed == 2)
    }

    @Test func pruningKeepsTheCacheBoundedAndLeavesOtherFilesAlone() throws {
        let a = try Counting(build: "build A", limit: 8)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: a.cache.folder! + "/notes.txt"))
        // Written a minute apart, oldest first (the clock may not tell quick writes apart).
        for index in 0..<12 {
            _ = a.value("File\(index).swift")
            try Self.setModified(a.entry("File\(index).swift"), minutesAgo: 60 - index)
        }
        #expect(a.entryCount == 12)
        a.cache.close()
        #expect(a.entryCount == 6, "three quarters of the limit are left")
        // The newest entries stay.
        #expect(FileManager.default.fileExists(atPath: a.entry("File11.swift")))
        // Another build over the limit removes the build used least recently first.
        try Self.setModified(a.cache.buildFolder(in: a.cache.folder!), minutesAgo: 30)
        let b = try Counting(build: "build B", limit: 8, scratch: a.scratch)
        for index in 0..<4 { _ = b.value("File\(index).swift") }
        b.cache.close()
        #expect(b.entryCount == 4)
        #expect(FileManager.default.fileExists(atPath: b.entry("File0.swift")))
        #expect(!FileManager.default.fileExists(atPath: a.cache.buildFolder(in: a.cache.folder!)))
        #expect(FileManager.default.fileExists(atPath: a.cache.folder! + "/notes.txt"))
    }

    @Test func onlyARunThatWroteEntriesPrunes() throws {
        let first = try Counting(build: "build A", limit: 8)
        for index in 0..<12 { _ = first.value("File\(index).swift") }
        // A later run over the same files finds every entry kept, writes none and leaves the
        // cache as it is, over its limit; one that writes an entry prunes it.
        let kept = try Counting(build: "build A", limit: 8, scratch: first.scratch)
        for index in 0..<12 { _ = kept.value("File\(index).swift") }
        kept.cache.close()
        #expect(kept.computed == 0)
        #expect(kept.entryCount == 12)
        let writing = try Counting(build: "build A", limit: 8, scratch: first.scratch)
        _ = writing.value("New.swift")
        writing.cache.close()
        #expect(writing.computed == 1)
        #expect(writing.entryCount == 6)
    }

    static func setModified(_ path: String, minutesAgo: Int) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -60 * Double(minutesAgo))], ofItemAtPath: path)
    }

    @Test func theFolderIsWherePlatformsKeepCaches() {
        #expect(ReadCache.platformFolder(["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/me"]) == "/x/cache/hig-gen")
        #if os(macOS)
            let home = "/home/me/Library/Caches/hig-gen"
        #else
            let home = "/home/me/.cache/hig-gen"
        #endif
        // A relative XDG_CACHE_HOME is ignored, as the XDG rules say.
        #expect(ReadCache.platformFolder(["XDG_CACHE_HOME": "cache", "HOME": "/home/me"]) == home)
        #expect(ReadCache.platformFolder([:]) == nil)
    }

    @Test func noCacheTurnsItOff() throws {
        var options = try CacheOptions.parse(["--no-cache", "--cache-path", "/tmp/x"])
        #expect(ReadCache(options).folder == nil)
        let scratch = try Scratch()
        options = try CacheOptions.parse(["--cache-path", scratch.url.path + "/cache"])
        #expect(ReadCache(options).folder != nil)
    }
}
