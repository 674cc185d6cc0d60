import Foundation
import HIGModel

/// One file of the read cache: a header that names the format, the entry's key, the
/// payload's SHA-256 and its length, then the payload (the value as JSON).
///
/// An entry is trusted only when all of it checks out: a truncated, corrupted or foreign file
/// (another key's, a link, anything but a regular file of at most ``maxBytes``) reads as
/// nothing, a miss, and the next write replaces it.
struct ReadCacheEntry {
    let path: String
    let key: String

    /// Bumped whenever the header or the payload's encoding changes; part of the build too.
    static let format = "hig-gen read cache 1"
    /// The largest entry read or written: a file declaring more is simply read each time.
    static let maxBytes = 16 << 20

    func read<Value: Decodable>(_ type: Value.Type) -> Value? {
        guard let bytes = Self.contents(of: path) else { return nil }
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        // The four header lines; the payload follows the fourth line feed.
        while lines.count < 4, let end = bytes[start...].firstIndex(of: 0x0A) {
            lines.append(bytes[start..<end])
            start = end + 1
        }
        guard lines.count == 4, String(decoding: lines[0], as: UTF8.self) == Self.format,
            String(decoding: lines[1], as: UTF8.self) == key,
            Int(String(decoding: lines[3], as: UTF8.self)) == bytes.count - start
        else { return nil }
        let payload = Array(bytes[start...])
        guard String(decoding: lines[2], as: UTF8.self) == SHA256.hex(payload) else { return nil }
        return try? JSONDecoder().decode(Value.self, from: Data(payload))
    }

    /// Writes the entry beside its place and renames it there, so a reader sees the old entry
    /// or the new one, never part of one. Failing to write only costs the next run a parse.
    func write<Value: Encodable>(_ value: Value) {
        guard let payload = try? JSONEncoder().encode(value), payload.count < Self.maxBytes - 256 else { return }
        var bytes = Array("\(Self.format)\n\(key)\n\(SHA256.hex(Array(payload)))\n\(payload.count)\n".utf8)
        bytes += payload
        let folder = (path as NSString).deletingLastPathComponent
        if mkdir(folder, 0o700) != 0, errno == ENOENT {
            // The build's folder is made when the cache is opened; it may have been pruned since.
            _ = mkdir((folder as NSString).deletingLastPathComponent, 0o700)
            _ = mkdir(folder, 0o700)
        }
        let temporary = path + ".\(getpid())-\(UInt64.random(in: 0...UInt64.max))" + Self.temporaryExtension
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        let written = bytes.withUnsafeBytes { buffer in Self.writeAll(descriptor, buffer) }
        close(descriptor)
        if !written || rename(temporary, path) != 0 { unlink(temporary) }
    }

    static let temporaryExtension = ".tmp"

    /// The bytes of a regular file of at most ``maxBytes``, never following a link or blocking.
    private static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= maxBytes else {
            return nil
        }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return nil }
            count += got
        }
        return bytes
    }

    private static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let wrote = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if wrote < 0, errno == EINTR { continue }
            guard wrote > 0 else { return false }
            offset += wrote
        }
        return true
    }
}
