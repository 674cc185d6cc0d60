import Foundation
import HIGModel

/// Finds the guideline files named on the command line: files as given, folders searched
/// for Markdown, in a stable order so output never depends on the file system's.
enum GuidelineSources {
    /// Files larger than this are refused before reading: cmark-gfm keeps the whole document
    /// tree in memory (about 35 bytes per byte of table text), so 64 MiB stays near 2 GiB.
    static let sizeLimit = 64 * 1024 * 1024

    static let markdownExtensions: Set<String> = ["md", "markdown", "mdown"]

    static func files(at paths: [String], into diagnostics: inout [Diagnostic]) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(
                    Diagnostic(
                        .error, "input.not-found", "no such file or folder; check the path", at: SourceLocation(file: path)))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let found = markdownFiles(in: path)
            if found.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .error, "input.no-markdown", "folder has no Markdown files (*.md); point at a folder of guideline files",
                        at: SourceLocation(file: path)))
            }
            files += found
        }
        var seen = Set<String>()
        return files.filter { seen.insert($0).inserted }
    }

    /// Markdown files below `folder`, hidden ones skipped, sorted by path.
    private static func markdownFiles(in folder: String) -> [String] {
        let url = URL(fileURLWithPath: folder)
        guard
            let enumerator = FileManager.default.enumerator(
                at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        let base = url.standardizedFileURL.path
        var found: [String] = []
        for case let file as URL in enumerator where markdownExtensions.contains(file.pathExtension.lowercased()) {
            let full = file.standardizedFileURL.path
            guard full.hasPrefix(base) else { continue }
            let relative = String(full.dropFirst(base.count)).drop(while: { $0 == "/" })
            found.append(folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
        }
        // Byte order, not locale order, so every machine sorts alike.
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// The file's bytes, or a diagnostic saying why they cannot be had. Read with `fstat` and
    /// `read` straight into the array: a large set is many files.
    static func read(_ path: String, into diagnostics: inout [Diagnostic]) -> [UInt8]? {
        let location = SourceLocation(file: path)
        let descriptor = open(path, O_RDONLY)
        var status = stat()
        guard descriptor >= 0, fstat(descriptor, &status) == 0 else {
            if descriptor >= 0 { close(descriptor) }
            diagnostics.append(
                Diagnostic(.error, "input.unreadable", "cannot read the file; check its permissions", at: location))
            return nil
        }
        defer { close(descriptor) }
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
                    .error, "input.too-large",
                    "file is \(size / 1_048_576) MiB; the limit is \(sizeLimit / 1_048_576) MiB. Split it into several guideline files",
                    at: location))
            return nil
        }
        if readError != 0 {
            diagnostics.append(
                Diagnostic(
                    .error, "input.unreadable", "cannot read the file: \(String(cString: strerror(readError)))",
                    at: location))
            return nil
        }
        return bytes
    }

    /// Up to `count` bytes, fewer only at the end of the file or on an error (set in `error`).
    private static func readUpTo(_ count: Int, from descriptor: Int32, error: inout Int32) -> [UInt8] {
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            while initialized < buffer.count {
                let got = Foundation.read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
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
