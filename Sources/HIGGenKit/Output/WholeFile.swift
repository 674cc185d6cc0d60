import Foundation

/// The plain way to write an output, kept only so the benchmark can measure ``IncomingFile``
/// against it (`HIG_GEN_STREAM=0`, see `Docs/Performance.md`): the new file is gathered whole
/// in memory, the old one is read whole and compared, and a changed file is written in one go
/// to its temporary path, to be renamed into place like a streamed one.
enum WholeFile {
    static func receive(
        _ produce: (_ drain: OutputTransaction.Drain) throws -> Void, target: String, stagingTo temporary: String?
    ) throws -> Bool {
        var bytes: [UInt8] = []
        try produce { bytes.append(contentsOf: $0) }
        if let old = FileManager.default.contents(atPath: target), old.count == bytes.count, !bytes.isEmpty,
            old.withUnsafeBytes({ old in bytes.withUnsafeBytes { memcmp(old.baseAddress!, $0.baseAddress!, $0.count) == 0 } })
        {
            return false
        }
        if bytes.isEmpty, FileManager.default.contents(atPath: target)?.isEmpty == true { return false }
        guard let temporary else { return true }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw OutputTransaction.Failure(description: "cannot write '\(temporary)': \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        try bytes.withUnsafeBytes { try OutputFiles.write($0, to: descriptor, path: temporary) }
        _ = fsync(descriptor)
        return true
    }
}
