import Foundation

/// Runs the real Swift compiler on generated code, as a consumer's build would.
enum SwiftCompiler {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `swiftc`: `$SWIFTC`, the toolchain this machine documents, or the one on the PATH.
    static let executable: String? = {
        var candidates: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["SWIFTC"] { candidates.append(explicit) }
        candidates.append("/opt/swift/usr/bin/swiftc")
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(folder + "/swiftc")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The flags a strict consumer builds with: Swift 6 mode, warnings are errors.
    static let strict = ["-swift-version", "6", "-warnings-as-errors"]

    /// Runs swiftc with `arguments` in `folder`; throws with its output when it fails.
    @discardableResult
    static func run(_ arguments: [String], in folder: URL) throws -> String {
        guard let executable else { throw Failure(description: "swiftc not found; set SWIFTC") }
        return try Tool.run(executable, arguments, in: folder)
    }
}

/// A process run to completion, its output captured.
enum Tool {
    static func run(_ executable: String, _ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw SwiftCompiler.Failure(
                description: "\(executable) \(arguments.joined(separator: " ")) exited \(process.terminationStatus):\n\(text)")
        }
        return text
    }
}

/// A temporary folder, removed when the test is done with it.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("hig-swift-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }
}
