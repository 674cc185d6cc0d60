import Foundation
import HIGModel

/// The code's paths relative to a table's folder, each worked out once: a large menu's
/// thousands of declarations share one file.
final class TablePaths {
    private let folder: String
    private var known: [String: String] = [:]

    init(folder: String) { self.folder = folder }

    /// `path` relative to the table's folder (``RelativePath/resolving(_:to:)``).
    func relative(_ path: String) -> String {
        if let made = known[path] { return made }
        let made = RelativePath.resolving(folder, to: path)
        known[path] = made
        return made
    }
}

extension RelativePath {
    /// `path` relative to `folder` wherever each is given from: both are made absolute first,
    /// as `--from` and `--target` may be given one each way.
    static func resolving(_ folder: String, to path: String) -> String {
        func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
        return from(absolute(folder), to: absolute(path))
    }
}
