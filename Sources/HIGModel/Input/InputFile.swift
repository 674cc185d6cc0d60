#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads an input file as it is found on disk, for every reader (guidelines, manifests,
/// Swift, app tables): only regular files, never blocking, every failure a diagnostic.
///
/// A named pipe called `x.md` would block `open` until something writes to it, so files are
/// opened non-blocking and `fstat` decides: pipes, sockets and devices are skipped with a
/// warning. A file that vanishes, loops through symbolic links or may not be read is one
/// diagnostic for that file; the rest of the run goes on. A file outside the run's
/// ``InputBoundary`` is refused with a note before it is opened.
public enum InputFile {
    /// Files larger than this are refused before reading: readers hold a whole file, and
    /// cmark-gfm's tree of one is about 35 bytes per byte of table text.
    public static let sizeLimit = 64 * 1024 * 1024

    /// The file's bytes, or nil with a diagnostic saying why not (the same ids for every reader);
    /// a file the run keeps (``kept``) is not opened again.
    public static func read(_ path: String, into diagnostics: inout [Diagnostic]) -> [UInt8]? {
        let location = SourceLocation(file: path)
        if let boundary = InputBoundary.current, !boundary.allows(path) {
            diagnostics.append(InputBoundary.refusal(path))
            return nil
        }
        if let bytes = kept?.bytes(at: path) { return bytes }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            // A socket cannot be opened at all (ENXIO); say what it is, as for a pipe.
            var status = stat()
            if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG, status.st_mode & S_IFMT != S_IFDIR {
                diagnostics.append(notAFile(status.st_mode, at: location))
            } else {
                diagnostics.append(openFailure(code, at: location))
            }
            return nil
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            diagnostics.append(openFailure(errno, at: location))
            return nil
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            diagnostics.append(notAFile(status.st_mode, at: location))
            return nil
        }
        var readError: Int32 = 0
        var bytes: [UInt8] = []
        if Int(status.st_size) <= sizeLimit {
            // One byte more than the size, to see whether the file grew since `fstat`.
            bytes = readUpTo(Int(status.st_size) + 1, from: descriptor, error: &readError)
            while readError == 0, bytes.count > Int(status.st_size), bytes.count <= sizeLimit {
                let more = readUpTo(1 << 20, from: descriptor, error: &readError)
                bytes += more
                if more.isEmpty { break }
            }
        }
        let size = max(Int(status.st_size), bytes.count)
        if size > sizeLimit {
            diagnostics.append(
                Diagnostic(
                    .inputTooLarge,
                    "file is \(size / 1_048_576) MiB; the limit is \(sizeLimit / 1_048_576) MiB. Split it into several files",
                    at: location))
            return nil
        }
        if readError != 0 {
            diagnostics.append(
                Diagnostic(
                    .inputUnreadable, "cannot read the file: \(String(cString: strerror(readError)))",
                    at: location))
            return nil
        }
        return bytes
    }

    /// Why a path that names nothing readable is missing: a symbolic link that loops or points
    /// at nothing says so, rather than "no such file".
    public static func missing(_ path: String) -> Diagnostic {
        let location = SourceLocation(file: path)
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
            return Diagnostic(.inputNotFound, "no such file or folder; check the path", at: location)
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        let code = errno
        if descriptor >= 0 { close(descriptor) }
        if code == ELOOP { return openFailure(ELOOP, at: location) }
        return Diagnostic(
            .inputDanglingLink, "the symbolic link points at nothing; point it at a file", at: location)
    }

    /// Whether the path is a folder itself (not a link to one), as a folder search meets it.
    public static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// A note for a pipe, socket or device met while searching a folder; nil for a file, a
    /// folder or a symbolic link (a link is judged when it is read).
    public static func specialFileNote(_ path: String) -> Diagnostic? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG, S_IFDIR, S_IFLNK: return nil
        default:
            return Diagnostic(
                .inputSpecialFileSkipped, "\(kind(of: status.st_mode)) is not a regular file; it is passed over",
                at: SourceLocation(file: path))
        }
    }

    /// Why `open` or `fstat` failed, in words a person can act on.
    private static func openFailure(_ code: Int32, at location: SourceLocation) -> Diagnostic {
        switch code {
        case ENOENT:
            Diagnostic(
                .inputVanished, "the file is gone (deleted or moved while hig-gen ran); it is skipped",
                at: location)
        case ELOOP:
            Diagnostic(
                .inputSymlinkLoop, "symbolic links loop back on themselves here; point the link at a file",
                at: location)
        case EACCES, EPERM:
            Diagnostic(.inputUnreadable, "permission denied; make the file readable", at: location)
        default:
            Diagnostic(
                .inputUnreadable, "cannot open the file: \(String(cString: strerror(code)))", at: location)
        }
    }

    private static func notAFile(_ mode: mode_t, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .inputNotAFile, "\(kind(of: mode)) is not a regular file; it is skipped. Remove it, or name a file",
            at: location)
    }

    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a named pipe"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFDIR: "a folder"
        default: "this"
        }
    }

    /// Up to `count` bytes, fewer only at the end of the file or on an error (set in `error`).
    private static func readUpTo(_ count: Int, from descriptor: Int32, error: inout Int32) -> [UInt8] {
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            while initialized < buffer.count {
                #if canImport(Glibc)
                    let got = Glibc.read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                #else
                    let got = Darwin.read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                #endif
                if got < 0, errno == EINTR { continue }
                if got < 0 { failure = errno }
                guard got > 0 else { break }
                initialized += got
            }
        }
        error = failure
        return bytes
    }
}
