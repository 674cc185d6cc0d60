/// One path written relative to a folder, from their text alone ("../Forge/Menu.swift" for
/// "Forge/Menu.swift" seen from "Docs"): generated files name paths so, never absolutely, so
/// they read the same wherever a checkout sits.
public enum RelativePath {
    /// `path` relative to `folder`; both relative (to the same place) or both absolute.
    public static func from(_ folder: String, to path: String) -> String {
        let target = components(of: path)
        let base = components(of: folder)
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The path's components with "." and empty ones removed and ".." applied.
    private static func components(of path: String) -> [String] {
        var result: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = result.last, last != ".." { result.removeLast() } else { result.append("..") }
            default: result.append(String(part))
            }
        }
        return result
    }
}
