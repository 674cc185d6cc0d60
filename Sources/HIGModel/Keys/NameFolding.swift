/// How names are compared: case-insensitively, with runs of spaces folded to one, and
/// how a misspelt name finds its nearest neighbour.
enum NameFolding {
    static func fold(_ text: String) -> String {
        // Most names are plain ASCII words with single spaces; skip the Unicode-aware split.
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 > 0x20 && $0 < 0x80 }) { return text.lowercased() }
        return text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Names folded once, for lists that are searched again and again (key and modifier
    /// names): folding every candidate per look-up made misspelt input slow.
    struct FoldedNames: Sendable {
        let names: [String]
        let folded: [[Character]]

        init(_ names: [String]) {
            self.names = names
            folded = names.map { Array(NameFolding.fold($0)) }
        }
    }

    /// The candidate nearest to `text` by edit distance, if it is near enough to be a
    /// likely typo: at most a third of the name's length, and at most 3 edits.
    static func closest(to text: String, among candidates: [String]) -> String? {
        closest(to: text, among: FoldedNames(candidates))
    }

    static func closest(to text: String, among candidates: FoldedNames) -> String? {
        // Too short to tell a typo from another name: 'X' is not a misspelt 'A'. Very long
        // text is no typo of a key name either.
        guard text.utf8.count <= 64 else { return nil }
        let folded = Array(fold(text))
        guard folded.count >= 3 else { return nil }
        let limit = min(3, max(1, folded.count / 3))
        var best: (name: String, distance: Int)?
        for (name, candidate) in zip(candidates.names, candidates.folded) where abs(candidate.count - folded.count) <= limit {
            let distance = editDistance(folded, candidate, limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (name, distance)
            }
        }
        return best?.name
    }

    /// Damerau–Levenshtein (optimal string alignment) distance, so a swapped pair of
    /// letters ("Spcae") counts as one edit. Returns `limit + 1` early when exceeded.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
