import Foundation

/// One output file arriving in pieces, compared with the file already on disk as it comes.
///
/// Nothing is written while the two agree. From the first difference on, the file is staged
/// to a temporary file: the start that agreed is copied from the old file, then the rest is
/// written as it arrives. So an unchanged file costs one read of the old one and no write, and
/// a file of any size is never whole in memory. Without a temporary path the file is only
/// compared (`--check`).
final class IncomingFile {
    private let target: String
    private let temporary: String?
    private var state: State
    /// Bytes so far that agree with the old file.
    private var agreed = 0
    private var scratch: UnsafeMutableRawBufferPointer?

    private enum State {
        /// Every byte so far agrees with the old file, open for reading.
        case comparing(old: Int32)
        /// The file differs; the new one is being written to the temporary file.
        case staging(Int32)
        /// The file differs and is only compared, so the rest is not looked at.
        case differs
        case closed
    }

    /// Starts a file bound for `target`, staged at `temporary` if it turns out to differ
    /// (`temporary`'s folder must exist), or only compared when `temporary` is nil.
    init(target: String, stagingTo temporary: String?) throws {
        self.target = target
        self.temporary = temporary
        state = .closed
        if let old = Self.openRegularFile(target) {
            state = .comparing(old: old)
        } else if let temporary {
            state = .staging(try Self.create(temporary))
        } else {
            state = .differs
        }
    }

    deinit {
        scratch?.deallocate()
        discard()
    }

    /// Takes the next piece of the new file.
    func append(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        switch state {
        case .comparing(let old):
            if oldBytes(of: old, equal: bytes) {
                agreed += bytes.count
                return
            }
            try diverge(from: old)
            try append(bytes)
        case .staging(let descriptor):
            try OutputFiles.write(UnsafeRawBufferPointer(bytes), to: descriptor, path: temporary!)
        case .differs, .closed:
            return
        }
    }

    /// Ends the file; returns whether it differs from the old one (and, when staging, is
    /// staged and complete).
    func finish() throws -> Bool {
        if case .comparing(let old) = state {
            // Equal so far; the same only if the old file ends here too.
            var byte: UInt8 = 0
            if withUnsafeMutableBytes(of: &byte, { OutputFiles.read(old, into: $0) }) == 0 {
                close(old)
                state = .closed
                return false
            }
            try diverge(from: old)
        }
        if case .staging(let descriptor) = state {
            state = .closed
            // On disk before the rename makes it the file: a crash then leaves old or new, never empty.
            _ = fsync(descriptor)
            guard close(descriptor) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temporary!)
                throw OutputTransaction.Failure(description: "cannot write '\(temporary!)': \(reason)")
            }
        }
        return true
    }

    /// Closes everything and removes a half-staged temporary file.
    func discard() {
        switch state {
        case .comparing(let old): close(old)
        case .staging(let descriptor):
            close(descriptor)
            unlink(temporary!)
        case .differs, .closed: break
        }
        state = .closed
    }

    /// The first difference: stop comparing; when staging, copy the part that agreed from
    /// the old file into the temporary one.
    private func diverge(from old: Int32) throws {
        guard let temporary else {
            close(old)
            state = .differs
            return
        }
        let descriptor: Int32
        do {
            descriptor = try Self.create(temporary)
        } catch {
            close(old)
            state = .closed
            throw error
        }
        state = .staging(descriptor)
        defer { close(old) }
        let buffer = scratchBuffer()
        var copied = 0
        while copied < agreed {
            let count = pread(old, buffer.baseAddress, min(buffer.count, agreed - copied), off_t(copied))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let reason = String(cString: strerror(errno))
                throw OutputTransaction.Failure(
                    description: "cannot read '\(target)' again: \(reason); was it changed during the build?")
            }
            try OutputFiles.write(UnsafeRawBufferPointer(rebasing: buffer[..<count]), to: descriptor, path: temporary)
            copied += count
        }
    }

    /// Whether the old file's next `bytes.count` bytes are `bytes`; reads them in blocks.
    private func oldBytes(of old: Int32, equal bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let buffer = scratchBuffer()
        var offset = 0
        while offset < bytes.count {
            let wanted = min(buffer.count, bytes.count - offset)
            let count = OutputFiles.read(old, into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<wanted]))
            guard count == wanted, memcmp(buffer.baseAddress!, bytes.baseAddress! + offset, count) == 0 else {
                // The old file is shorter or different. Its read position no longer matters:
                // the agreed part is copied with pread.
                return false
            }
            offset += count
        }
        return true
    }

    private func scratchBuffer() -> UnsafeMutableRawBufferPointer {
        if let scratch { return scratch }
        let made = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 19, alignment: 16)
        scratch = made
        return made
    }

    private static func openRegularFile(_ path: String) -> Int32? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    private static func create(_ path: String) throws -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw OutputTransaction.Failure(
                description: "cannot write '\(path)': \(String(cString: strerror(errno))); check that its folder is writable")
        }
        return descriptor
    }
}
