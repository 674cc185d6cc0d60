import Foundation
import Testing

@testable import HIGLintProject

/// The app model's path standardizer answers as Foundation's `standardizingPath` does, links
/// and odd spellings included, though it asks the file system once per folder.
@Suite struct PathStandardizerTests {
    @Test func answersAsFoundationDoes() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("standardizer-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let files = FileManager.default
        try files.createDirectory(atPath: scratch + "/App/Sources/Views", withIntermediateDirectories: true)
        try files.createDirectory(atPath: scratch + "/Shared/Code", withIntermediateDirectories: true)
        try "import AppKit\n".write(toFile: scratch + "/Shared/Code/Menu.swift", atomically: true, encoding: .utf8)
        try "import UIKit\n".write(toFile: scratch + "/App/Sources/Views/Keys.swift", atomically: true, encoding: .utf8)
        // A linked folder, a linked file, a relative link and a link to a link.
        try files.createSymbolicLink(atPath: scratch + "/App/Linked", withDestinationPath: scratch + "/Shared")
        try files.createSymbolicLink(atPath: scratch + "/App/Menu.swift", withDestinationPath: "../Shared/Code/Menu.swift")
        try files.createSymbolicLink(atPath: scratch + "/App/Again", withDestinationPath: "Linked")
        let paths =
            [
                "/App/Sources/Views/Keys.swift", "/App/Sources/./Views/Keys.swift", "/App/Sources/../Sources/Views/Keys.swift",
                "/App/Linked/Code/Menu.swift", "/App/Linked/../Sources/Views/Keys.swift", "/App/Menu.swift",
                "/App/Again/Code/Menu.swift", "/App/Missing/Nothing.swift", "/App/Sources/Views/", "/App//Sources/Views",
                "/App/Sources/Views/Keys.swift/..", "/App/..", "/../..",
            ].map { scratch + $0 } + ["/", "relative/Path.swift", "~/Code.swift", "/private/none", "/var/automount/none"]
        let standardizer = PathStandardizer()
        for path in paths + paths {
            #expect(standardizer.standardized(path) == (path as NSString).standardizingPath, "\(path)")
        }
        let current = FileManager.default.currentDirectoryPath
        #expect(standardizer.absolute("Sources/App.swift") == (current + "/Sources/App.swift" as NSString).standardizingPath)
    }
}
