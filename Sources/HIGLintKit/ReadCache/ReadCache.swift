import Foundation
import HIGModel
import Synchronization

/// What a reader extracted from one file (its declarations and diagnostics, before the
/// files are joined), kept between runs so an unchanged file is not parsed again.
///
/// An entry is found by a SHA-256 key over the build of hig-gen (``build``: its version, the
/// executable's identity and the entry format, so a different binary never reads an entry),
/// the reader, the file's path (which the values carry) and the file's bytes. Entries are
/// written to a temporary file and renamed into place, so concurrent runs never see half an
/// entry; one that does not verify (see ``ReadCacheEntry``) is a miss and is written again.
/// The folder is pruned when it holds more than ``limit`` entries. No setting of a run changes
/// what a reader extracts (rule levels, targets and guidelines apply after reading), so none
/// is part of the key; a reader that comes to depend on one puts it in its `reader` name.
package struct ReadCache: Sendable {
    /// Where entries are kept; nil when the cache is off.
    package let folder: String?
    /// Names the build of hig-gen and the entry format: each build keeps its own entries.
    package let build: String
    /// The most entries the folder keeps (across builds) before the oldest are removed.
    package let limit: Int

    /// No cache: every file is read afresh.
    package static let off = ReadCache(folder: nil, build: "")

    package init(folder: String?, build: String, limit: Int = 20_000) {
        self.folder = folder
        self.build = build
        self.limit = limit
    }

    /// How many entries this run wrote, shared by the cache's copies (the readers run on every
    /// core): only a run that wrote can have grown the cache past its limit.
    final class Writes: Sendable {
        let count = Atomic<Int>(0)
    }

    let writes = Writes()

    /// The value `compute` makes from the file at `path` whose bytes are `bytes`: kept from an
    /// earlier run of this build and `reader`, else computed and kept.
    package func value<Value: Codable>(
        for path: String, bytes: [UInt8], reader: String, compute: () -> Value
    ) -> Value {
        guard let folder else { return compute() }
        let key = Self.key(build: build, reader: reader, path: path, bytes: bytes)
        let entry = ReadCacheEntry(path: entryPath(in: folder, key: key), key: key)
        if let kept = entry.read(Value.self) { return kept }
        let value = compute()
        entry.write(value)
        writes.count.add(1, ordering: .relaxed)
        return value
    }

    /// The entry's key: each part with its length, so no two different inputs share a stream.
    static func key(build: String, reader: String, path: String, bytes: [UInt8]) -> String {
        var stream: [UInt8] = []
        stream.reserveCapacity(bytes.count + build.utf8.count + reader.utf8.count + path.utf8.count + 64)
        for part in [build, reader, path] {
            stream += Array("\(part.utf8.count):".utf8)
            stream += Array(part.utf8)
        }
        stream += Array("\(bytes.count):".utf8)
        stream += bytes
        return SHA256.hex(stream)
    }

    /// This build's folder of entries.
    func buildFolder(in folder: String) -> String {
        folder + "/" + Self.buildFolderPrefix + String(SHA256.hex(Array(build.utf8)).prefix(16))
    }

    /// `<folder>/build-<16 hex>/<2 hex>/<62 hex>.entry`: a folder per build, spread over 256
    /// folders so none grows large.
    func entryPath(in folder: String, key: String) -> String {
        buildFolder(in: folder) + "/" + key.prefix(2) + "/" + key.dropFirst(2) + Self.entryExtension
    }

    static let buildFolderPrefix = "build-"
    static let entryExtension = ".entry"
}
