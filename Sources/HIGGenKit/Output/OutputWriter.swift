import Foundation

/// Writes output files so that a reader never sees a half-written one: each file goes to a
/// temporary file beside it and is renamed into place, and only when its bytes change.
struct OutputWriter {
    let root: String

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes the files; returns the paths that changed.
    func write(_ files: [(path: String, bytes: [UInt8])]) throws -> [String] {
        var changed: [String] = []
        for file in files {
            let target = root + "/" + file.path
            if FileManager.default.contents(atPath: target).map(Array.init) == file.bytes { continue }
            try replace(target, with: file.bytes)
            changed.append(file.path)
        }
        return changed
    }

    private func replace(_ target: String, with bytes: [UInt8]) throws {
        let folder = (target as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create folder '\(folder)': \(error.localizedDescription)")
        }
        let temporary = folder + "/." + (target as NSString).lastPathComponent + ".\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw Failure(description: "cannot write '\(temporary)'; check that '\(folder)' is writable")
        }
        // rename(2) replaces the target in one step on the same file system.
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(description: "cannot replace '\(target)': \(reason)")
        }
    }
}
