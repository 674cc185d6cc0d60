import Foundation

extension ReadCache {
    /// Keeps the cache bounded: when it holds more than ``limit`` entries, removes the builds
    /// used least recently, then this build's oldest entries, until three quarters are left.
    /// Only names the cache makes are removed (`build-…` folders, their two-digit folders and
    /// `.entry` and `.tmp` files); links are never followed, and whatever else the folder holds stays.
    func prune() {
        guard let folder else { return }
        let own = (buildFolder(in: folder) as NSString).lastPathComponent
        let names = Self.children(of: folder).filter {
            $0.hasPrefix(Self.buildFolderPrefix) && Self.isFolder(folder + "/" + $0)
        }
        // Counted without making a path for each entry: listing a full cache (20,000 entries) as
        // strings cost every run about 35 ms.
        guard names.reduce(0, { $0 + Self.count(in: folder + "/" + $1) }) > limit else { return }
        var builds = names.map { name in (name: name, entries: Self.entries(in: folder + "/" + name)) }
        var count = builds.reduce(0) { $0 + $1.entries.count }
        guard count > limit else { return }
        let target = limit * 3 / 4
        // Other builds, least recently used first (opening a build touches its folder).
        builds.sort { Self.modified(folder + "/" + $0.name) < Self.modified(folder + "/" + $1.name) }
        for build in builds where build.name != own && count > target {
            for entry in build.entries { unlink(entry) }
            for shard in Self.children(of: folder + "/" + build.name) { rmdir(folder + "/" + build.name + "/" + shard) }
            rmdir(folder + "/" + build.name)
            count -= build.entries.count
        }
        guard count > target, let current = builds.first(where: { $0.name == own }) else { return }
        let oldestFirst = current.entries.map { ($0, Self.modified($0)) }.sorted { $0.1 < $1.1 }
        for (entry, _) in oldestFirst.prefix(count - target) { unlink(entry) }
    }

    /// The entry files (and temporary ones) of one build's folder.
    private static func entries(in build: String) -> [String] {
        children(of: build).filter { $0.utf8.count == 2 && isFolder(build + "/" + $0) }.flatMap { shard in
            // A temporary file is counted too: one left by a run that was stopped mid-write goes
            // with the oldest entries.
            children(of: build + "/" + shard).filter {
                $0.hasSuffix(entryExtension) || $0.hasSuffix(ReadCacheEntry.temporaryExtension)
            }.map { build + "/" + shard + "/" + $0 }
        }
    }

    /// How many names the build's two-digit folders hold (entries and temporary files: the
    /// cache makes nothing else there).
    private static func count(in build: String) -> Int {
        var total = 0
        for shard in 0..<256 {
            let digits = Array("0123456789abcdef".utf8)
            let name = String(decoding: [digits[shard >> 4], digits[shard & 15]], as: UTF8.self)
            guard let listing = opendir(build + "/" + name) else { continue }
            while let entry = readdir(listing) {
                // Every name but "." and "..".
                let isDot = withUnsafeBytes(of: entry.pointee.d_name) { name in
                    name[0] == 0x2E && (name[1] == 0 || (name[1] == 0x2E && name[2] == 0))
                }
                if !isDot { total += 1 }
            }
            closedir(listing)
        }
        return total
    }

    private static func children(of folder: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    }

    /// A real folder, not a link to one.
    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Seconds since 1970 of the last change, 0 when unknown.
    private static func modified(_ path: String) -> Double {
        var status = stat()
        guard lstat(path, &status) == 0 else { return 0 }
        #if os(Linux)
            return Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
        #else
            return Double(status.st_mtimespec.tv_sec) + Double(status.st_mtimespec.tv_nsec) / 1e9
        #endif
    }
}
