import Foundation
import HIGGenKit

extension ReadCache {
    /// The cache a command's options ask for: off with `--no-cache`, in `--cache-path` (the
    /// lint plugin passes its work folder) or where the platform keeps caches; off too when the
    /// running executable cannot be told apart from another build.
    package init(_ options: CacheOptions, environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard !options.noCache, let folder = options.cachePath ?? Self.platformFolder(environment),
            let executable = Self.executableIdentity()
        else {
            self = .off
            return
        }
        let commit = HIGGenVersion.commit ?? "working copy"
        self.init(folder: folder, build: "hig-gen \(HIGGenVersion.tool) (\(commit)), \(executable), \(ReadCacheEntry.format)")
        open()
    }

    /// `$XDG_CACHE_HOME/hig-gen` when it is an absolute path (the XDG rule: a relative one is
    /// ignored), else `~/Library/Caches/hig-gen` on macOS and `~/.cache/hig-gen` elsewhere.
    /// Only a folder to make our own files in: nothing found there is trusted unverified.
    static func platformFolder(_ environment: [String: String]) -> String? {
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return base + "/hig-gen" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        #if os(macOS)
            return home + "/Library/Caches/hig-gen"
        #else
            return home + "/.cache/hig-gen"
        #endif
    }

    /// The running executable's device, inode, size and modification time: a rebuilt or
    /// replaced binary differs in one of them, so it never reads what another build kept.
    static func executableIdentity() -> String? {
        #if os(Linux)
            let path = "/proc/self/exe"
        #else
            guard let path = Bundle.main.executablePath else { return nil }
        #endif
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if os(Linux)
            let modified = status.st_mtim
        #else
            let modified = status.st_mtimespec
        #endif
        return "executable \(status.st_dev):\(status.st_ino):\(status.st_size):\(modified.tv_sec).\(modified.tv_nsec)"
    }

    /// Makes this build's folder and marks it used now (pruning removes the least recently used
    /// builds first).
    func open() {
        guard let folder else { return }
        let own = buildFolder(in: folder)
        if mkdir(own, 0o700) != 0, errno == ENOENT {
            try? FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            _ = mkdir(own, 0o700)
        }
        _ = utimes(own, nil)
    }

    /// Ends a run: prunes when it wrote entries and the cache holds more than ``limit``. A run
    /// that only read kept entries (a no-op run, a small input) cannot have grown the cache,
    /// and counting a cache of several builds costs a few hundred folder listings: a fifth of
    /// checking a 200-row app table.
    package func close() {
        if writes.count.load(ordering: .relaxed) > 0 { prune() }
    }
}
