/// Where a declaring file is one language's copy of a resource: `de.lproj/MainMenu.xib` beside
/// `Base.lproj/MainMenu.xib`. The app loads one copy, for the person's language, so two
/// copies' items are never in effect together, and a copy's titles are in its language.
struct Localization: Hashable {
    /// The path up to the `.lproj` folder, and the resource's path inside it.
    var parent: Substring
    var resource: Substring
    /// "de", "zh-Hans", "Base".
    var language: Substring

    /// Nil for a file in no `.lproj` folder.
    init?(path: String) {
        // The rules ask of every declaration's file: most paths hold no `.lproj/`, which a
        // search of their bytes tells sooner than Foundation's search.
        guard Self.mayHoldFolder(path), let folder = path.range(of: ".lproj/", options: .backwards) else { return nil }
        let start = path[..<folder.lowerBound].lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        parent = path[..<start]
        language = path[start..<folder.lowerBound]
        resource = path[folder.upperBound...]
        guard !language.isEmpty else { return nil }
    }

    /// Whether `path`'s bytes hold `.lproj/`: without them, no `.lproj` folder is in it.
    private static func mayHoldFolder(_ path: String) -> Bool {
        let marker = Array(".lproj/".utf8)
        var path = path
        return path.withUTF8 { bytes in
            guard bytes.count >= marker.count else { return false }
            return (0...(bytes.count - marker.count)).contains { start in
                bytes[start] == marker[0] && (1..<marker.count).allSatisfy { bytes[start + $0] == marker[$0] }
            }
        }
    }

    /// Whether the two are different languages' copies of one resource.
    func isOtherCopy(of other: Localization) -> Bool {
        parent == other.parent && resource == other.resource && language != other.language
    }

    /// Whether titles here are English, the language of the rulebook's command names: the
    /// development language's copy (Base, English) is.
    var isEnglish: Bool {
        language == "Base" || language == "English" || language == "en" || language.hasPrefix("en-") || language.hasPrefix("en_")
    }
}
