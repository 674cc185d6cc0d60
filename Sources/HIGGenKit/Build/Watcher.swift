import Foundation

/// Notices changes to files below a set of paths by polling their sizes and modification
/// times: portable (no inotify or FSEvents), cheap for guideline folders, and immune to
/// editors that replace files instead of writing them.
struct Watcher {
    let paths: [String]
    var interval: TimeInterval = 0.2
    /// Changes are gathered until nothing has changed for this long, so one save that
    /// touches several files triggers one build.
    var quietPeriod: TimeInterval = 0.3

    /// A summary of every watched file; two are equal when nothing changed.
    func fingerprint() -> [String: String] {
        var result: [String: String] = [:]
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                result[path] = "missing"
                continue
            }
            let files =
                isDirectory.boolValue
                ? (manager.enumerator(atPath: path)?.allObjects as? [String] ?? []).map { path + "/" + $0 } : [path]
            for file in files {
                guard let attributes = try? manager.attributesOfItem(atPath: file),
                    attributes[.type] as? FileAttributeType == .typeRegular
                else {
                    continue
                }
                let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
                let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                result[file] = "\(size)@\(date)"
            }
        }
        return result
    }

    /// Blocks until something changed and then stayed quiet for `quietPeriod`.
    func waitForChange(since previous: [String: String]) -> [String: String] {
        var current = previous
        while current == previous {
            Thread.sleep(forTimeInterval: interval)
            current = fingerprint()
        }
        while true {
            Thread.sleep(forTimeInterval: quietPeriod)
            let settled = fingerprint()
            if settled == current { return settled }
            current = settled
        }
    }
}
