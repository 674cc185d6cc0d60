import Foundation
import Synchronization

/// One build's changes to an output folder, made so that readers never see a half-written
/// file or a mix of two builds, and a failed build leaves the folder exactly as it was.
///
/// Files are offered one at a time, as the emitters finish them, from any thread. Each is
/// compared with the file already there; a changed one is written to a hidden temporary file
/// beside its target and its bytes can be let go, so a large site never has every output in
/// memory at once. ``commit()`` renames them all into place; ``abandon()`` deletes what was
/// staged and the folders the transaction made. A lock on the folder, held from start to end,
/// keeps two builds from interleaving.
final class OutputTransaction: Sendable {
    let root: String
    private let lock: OutputLock
    private let state = Mutex(State())

    private struct State {
        var staged: [(path: String, temporary: String)] = []
        /// Folders made for staged files, deepest last; removed again if the build fails.
        var madeFolders: [String] = []
        /// The names in each folder offered into, listed once.
        var listed: [String: [String]] = [:]
        var isOpen = true
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(root: String) throws {
        self.root = root
        var made: [String] = []
        try OutputFiles.makeFolder(root, made: &made)
        do {
            lock = try OutputLock(folder: root)
        } catch {
            OutputFiles.removeFolders(made)
            throw error
        }
        state.withLock { $0.madeFolders = made }
    }

    /// Where an output file's bytes go, in pieces, as an emitter makes them.
    typealias Drain = (UnsafeBufferPointer<UInt8>) throws -> Void

    /// Runs `produce`, which hands the file for `path` (relative to the root) to the drain it
    /// is given, and stages the file unless the folder holds it already (see ``IncomingFile``).
    func offer(_ path: String, _ produce: (_ drain: Drain) throws -> Void) throws {
        let target = self.target(path)
        let folder = (target as NSString).deletingLastPathComponent
        var made: [String] = []
        // Folders are made under the lock of the state, so two threads never race to make one.
        let entries = try state.withLock { state in
            try OutputFiles.makeFolder(folder, made: &made)
            state.madeFolders += made
            // Each folder is listed once, for what killed runs left in it.
            if state.listed[folder] == nil {
                state.listed[folder] = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            }
            return state.listed[folder]!
        }
        OutputFiles.removeLeftovers(of: target, among: entries)
        let temporary = folder + "/." + (target as NSString).lastPathComponent + ".\(getpid()).tmp"
        guard try OutputFiles.receive(produce, target: target, stagingTo: temporary) else { return }
        state.withLock { $0.staged.append((path, temporary)) }
    }

    /// Stages `bytes` for `path` unless the folder holds them already.
    func offer(_ path: String, _ bytes: [UInt8]) throws {
        try offer(path) { drain in try bytes.withUnsafeBufferPointer(drain) }
    }

    /// Renames every staged file into place; returns their paths, sorted. If one rename
    /// fails, the ones already done are undone from hard-linked backups and the error says
    /// no file was changed.
    func commit() throws -> [String] {
        let staged = state.withLock { state in
            state.isOpen = false
            return state.staged.sorted { $0.path < $1.path }
        }
        defer { lock.release() }
        var done: [(target: String, backup: String?)] = []
        for (index, file) in staged.enumerated() {
            let target = self.target(file.path)
            let backup = target + ".\(getpid()).bak"
            let hasBackup = link(target, backup) == 0
            // rename(2) replaces the target in one step on the same file system.
            if rename(file.temporary, target) == 0 {
                done.append((target, hasBackup ? backup : nil))
                continue
            }
            let reason = String(cString: strerror(errno))
            if hasBackup { unlink(backup) }
            for rest in staged[index...] { unlink(rest.temporary) }
            for undo in done.reversed() {
                if let backup = undo.backup { rename(backup, undo.target) } else { unlink(undo.target) }
            }
            throw Failure(description: "cannot replace '\(target)': \(reason); no output file was changed")
        }
        for file in done { if let backup = file.backup { unlink(backup) } }
        // The renames on disk too, folder by folder.
        for folder in Set(done.map { OutputFiles.parentFolder(of: $0.target) }) {
            let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY)
            if descriptor >= 0 {
                _ = fsync(descriptor)
                close(descriptor)
            }
        }
        return staged.map(\.path)
    }

    /// Where a file goes: a path relative to the root, or an absolute path as it is.
    private func target(_ path: String) -> String {
        path.hasPrefix("/") ? path : root + "/" + path
    }

    /// Deletes everything staged and the folders made for it, leaving the folder as it was.
    func abandon() {
        let (staged, folders, wasOpen) = state.withLock { state in
            defer { state.isOpen = false }
            return (state.staged, state.madeFolders, state.isOpen)
        }
        guard wasOpen else { return }
        for file in staged { unlink(file.temporary) }
        lock.release()
        OutputFiles.removeFolders(folders)
    }
}

/// File-system steps of writing outputs, on raw bytes: the outputs of a large set are tens of
/// megabytes, which Foundation's `Data` would copy.
enum OutputFiles {
    /// Whether `produce` hands its drain a file other than the one at `path`. Nothing is written.
    static func differs(_ path: String, _ produce: (_ drain: OutputTransaction.Drain) throws -> Void) throws -> Bool {
        try receive(produce, target: path, stagingTo: nil)
    }

    /// Whether outputs stream (``IncomingFile``). `HIG_GEN_STREAM=0` makes each whole in memory
    /// instead (``WholeFile``): the plain alternative the benchmark measures streaming against.
    static let streams = ProcessInfo.processInfo.environment["HIG_GEN_STREAM"] != "0"

    /// Takes the file `produce` hands its drain, bound for `target`; returns whether it
    /// differs from the file there, and if so, when `temporary` is given, stages it there.
    static func receive(
        _ produce: (_ drain: OutputTransaction.Drain) throws -> Void, target: String, stagingTo temporary: String?
    ) throws -> Bool {
        guard streams else { return try WholeFile.receive(produce, target: target, stagingTo: temporary) }
        let file = try IncomingFile(target: target, stagingTo: temporary)
        do {
            try produce { try file.append($0) }
            return try file.finish()
        } catch {
            file.discard()
            throw error
        }
    }

    /// Whether the file at `path` holds exactly `bytes`.
    static func holds(_ path: String, _ bytes: [UInt8]) -> Bool {
        (try? differs(path) { drain in try bytes.withUnsafeBufferPointer(drain) }) == false
    }

    /// Reads up to `buffer.count` bytes, fewer only at the end of the file; -1 on an error.
    static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        var total = 0
        while total < buffer.count {
            let count = Foundation.read(descriptor, buffer.baseAddress! + total, buffer.count - total)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? -1 : total }
            total += count
        }
        return total
    }

    /// Writes all of `bytes` to `descriptor`, open on `path`.
    static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws {
        var offset = 0
        while offset < bytes.count {
            let count = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                throw OutputTransaction.Failure(description: "cannot write '\(path)': \(String(cString: strerror(errno)))")
            }
            offset += count
        }
    }

    /// Makes `folder` and any missing parents; `made` gets the ones made, outermost first.
    static func makeFolder(_ folder: String, made: inout [String]) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw OutputTransaction.Failure(description: "'\(folder)' is a file, not a folder")
            }
            return
        }
        let parent = parentFolder(of: folder)
        if !parent.isEmpty, parent != folder { try makeFolder(parent, made: &made) }
        if mkdir(folder, 0o755) == 0 {
            made.append(folder)
        } else if errno != EEXIST {  // another build may have just made it
            throw OutputTransaction.Failure(
                description: "cannot create folder '\(folder)': \(String(cString: strerror(errno)))")
        }
    }

    /// "a/b" for "a/b/c", "" for "c", "/" for "/c". Written out because Foundation's
    /// `deletingLastPathComponent` traps on a one-character relative path ("T") on Linux.
    static func parentFolder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// Removes what a run killed between its writes left beside `target`: its hidden staged
    /// copy (`.NAME.PID.tmp`) and its backup (`NAME.PID.bak`, a second link to a file that is
    /// in place either way), when the process that made them is gone.
    static func removeLeftovers(of target: String, among entries: [String]) {
        let folder = parentFolder(of: target)
        let name = (target as NSString).lastPathComponent
        for entry in entries where entry.hasPrefix(name) || entry.hasPrefix("." + name) {
            let pid: Substring
            if entry.hasPrefix("." + name + "."), entry.hasSuffix(".tmp") {
                pid = entry.dropFirst(name.count + 2).dropLast(4)
            } else if entry.hasPrefix(name + "."), entry.hasSuffix(".bak") {
                pid = entry.dropFirst(name.count + 1).dropLast(4)
            } else {
                continue
            }
            guard let process = Int32(pid), process != getpid(), kill(process, 0) != 0, errno == ESRCH else { continue }
            unlink((folder.isEmpty ? "" : folder + "/") + entry)
        }
    }

    /// Removes folders made by a failed build, innermost first, if they are empty.
    static func removeFolders(_ folders: [String]) {
        for folder in folders.reversed() { rmdir(folder) }
    }
}
