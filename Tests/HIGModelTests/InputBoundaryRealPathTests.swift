import Foundation
import Testing

@testable import HIGModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ``InputBoundary`` resolves a file's folder once and its name with one `lstat`: it gives
/// `realpath(3)`'s own answer for plain files, links to files and folders, `.` and `..`,
/// relative paths and paths that do not exist.
@Suite struct InputBoundaryRealPathTests {
    @Test func theRealPathIsRealpaths() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hig-gen-realpath-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = FileManager.default
        try files.createDirectory(atPath: root + "/app/Sources/Views", withIntermediateDirectories: true)
        #expect(files.createFile(atPath: root + "/app/Sources/Views/Main.swift", contents: Data("x".utf8)))
        try files.createSymbolicLink(atPath: root + "/linked", withDestinationPath: root + "/app/Sources")
        try files.createSymbolicLink(atPath: root + "/app/Main.swift", withDestinationPath: "Sources/Views/Main.swift")
        try files.createSymbolicLink(atPath: root + "/app/outside", withDestinationPath: "/tmp")
        let paths = [
            "/app/Sources/Views/Main.swift", "/linked/Views/Main.swift", "/app/Main.swift",
            "/app/Sources/../Sources/Views/Main.swift", "/app/Sources/Views/.", "/app/Sources/Views/..",
            "/app/outside", "/app/Sources/Views/Missing.swift", "/missing/Main.swift", "/app/Sources//Views/Main.swift",
            "/app/Sources/Views/",
        ].map { root + $0 }
        // Twice: the second time each folder's real path is the one kept.
        for path in paths + paths {
            #expect(InputBoundary.realPath(path) == Self.realpath(path), "\(path)")
        }
        let here = FileManager.default.currentDirectoryPath
        #expect(InputBoundary.realPath(".") == Self.realpath(here))
        #expect(InputBoundary.realPath("/") == "/")
    }

    private static func realpath(_ path: String) -> String? {
        #if canImport(Glibc)
            guard let resolved = Glibc.realpath(path, nil) else { return nil }
        #else
            guard let resolved = Darwin.realpath(path, nil) else { return nil }
        #endif
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
