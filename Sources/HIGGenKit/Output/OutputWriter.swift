import Foundation

/// Writes output files so that readers never see a half-written file or a mix of two builds.
///
/// Every changed file is first written to a temporary file beside it; only when all of them
/// are written are they renamed into place. A lock on the output folder keeps two builds
/// running at once from interleaving their renames.
struct OutputWriter {
    let root: String

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The paths (relative to `root`) whose bytes differ from `files`, in the files' order.
    func changes(_ files: [(path: String, bytes: [UInt8])]) -> [String] {
        files.filter { file in
            FileManager.default.contents(atPath: root + "/" + file.path).map(Array.init) != file.bytes
        }.map(\.path)
    }

    /// Writes the files that changed; returns their paths. On failure nothing is replaced.
    func write(_ files: [(path: String, bytes: [UInt8])]) throws -> [String] {
        try makeFolder(root)
        let lock = try OutputLock(folder: root)
        defer { lock.release() }
        let changed = Set(changes(files))
        let pending = files.filter { changed.contains($0.path) }
        var staged: [(temporary: String, target: String)] = []
        do {
            for file in pending {
                let target = root + "/" + file.path
                staged.append((try stage(file.bytes, beside: target), target))
            }
        } catch {
            for file in staged { unlink(file.temporary) }
            throw error
        }
        try commit(staged)
        return pending.map(\.path)
    }

    /// Renames every staged file into place. If one rename fails, the ones already done are
    /// undone from hard-linked backups, so the folder is left exactly as it was.
    private func commit(_ staged: [(temporary: String, target: String)]) throws {
        var done: [(target: String, backup: String?)] = []
        for (index, file) in staged.enumerated() {
            let backup = file.target + ".\(getpid()).bak"
            let hasBackup = link(file.target, backup) == 0
            // rename(2) replaces the target in one step on the same file system.
            if rename(file.temporary, file.target) == 0 {
                done.append((file.target, hasBackup ? backup : nil))
                continue
            }
            let reason = String(cString: strerror(errno))
            if hasBackup { unlink(backup) }
            for rest in staged[index...] { unlink(rest.temporary) }
            for undo in done.reversed() {
                if let backup = undo.backup { rename(backup, undo.target) } else { unlink(undo.target) }
            }
            throw Failure(description: "cannot replace '\(file.target)': \(reason); no output file was changed")
        }
        for file in done { if let backup = file.backup { unlink(backup) } }
    }

    private func stage(_ bytes: [UInt8], beside target: String) throws -> String {
        let folder = (target as NSString).deletingLastPathComponent
        try makeFolder(folder)
        let temporary = folder + "/." + (target as NSString).lastPathComponent + ".\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw Failure(description: "cannot write '\(temporary)'; check that '\(folder)' is writable")
        }
        return temporary
    }

    private func makeFolder(_ folder: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw Failure(description: "'\(folder)' is a file, not a folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create folder '\(folder)': \(error.localizedDescription)")
        }
    }
}

/// An exclusive advisory lock (flock) on a folder, held while a build replaces its files.
/// Locking the folder itself leaves no lock file behind in the output.
struct OutputLock {
    private let descriptor: Int32

    init(folder: String) throws {
        descriptor = open(folder, O_RDONLY)
        guard descriptor >= 0 else {
            throw OutputWriter.Failure(description: "cannot open '\(folder)': \(String(cString: strerror(errno)))")
        }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                throw OutputWriter.Failure(description: "cannot lock '\(folder)': \(String(cString: strerror(errno)))")
            }
        }
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
