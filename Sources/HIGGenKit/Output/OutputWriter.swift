import Foundation

/// Writes a set of output files at once, through an ``OutputTransaction``: all of them change
/// or none does.
package struct OutputWriter {
    let root: String

    /// Writes `files` into `root` atomically, for commands outside this module (a baseline).
    package static func write(_ files: [(path: String, bytes: [UInt8])], into root: String) throws -> [String] {
        try OutputWriter(root: root).write(files)
    }

    /// The paths (relative to `root`) whose bytes differ from `files`, in the files' order.
    func changes(_ files: [(path: String, bytes: [UInt8])]) -> [String] {
        files.filter { !OutputFiles.holds(root + "/" + $0.path, $0.bytes) }.map(\.path)
    }

    /// Writes the files that changed; returns their paths, sorted. On failure nothing is replaced.
    func write(_ files: [(path: String, bytes: [UInt8])]) throws -> [String] {
        let transaction = try OutputTransaction(root: root)
        do {
            for file in files { try transaction.offer(file.path, file.bytes) }
        } catch {
            transaction.abandon()
            throw error
        }
        return try transaction.commit()
    }
}

/// An exclusive advisory lock (flock) on a folder, held while a build replaces its files.
/// Locking the folder itself leaves no lock file behind in the output.
struct OutputLock {
    private let descriptor: Int32

    init(folder: String) throws {
        descriptor = open(folder, O_RDONLY)
        guard descriptor >= 0 else {
            throw OutputTransaction.Failure(description: "cannot open '\(folder)': \(String(cString: strerror(errno)))")
        }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                throw OutputTransaction.Failure(description: "cannot lock '\(folder)': \(String(cString: strerror(errno)))")
            }
        }
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
