import HIGModel

/// A unified diff (`diff -u`) of a file before and after fix-its, made from the edits
/// themselves rather than by comparing the two texts: every changed line is known.
enum UnifiedDiff {
    static let context = 3

    static func render(path: String, applier: FixApplier, edits: [FixApplier.Edit]) -> String {
        let oldLines = splitLines(applier.original)
        guard !edits.isEmpty, !oldLines.isEmpty else { return "" }
        let starts = applier.lineStarts
        func line(of offset: Int) -> Int {  // 0-based
            min(LineBreaks.position(of: offset, lineStarts: starts).line - 1, oldLines.count - 1)
        }
        // Group edits whose context lines touch into one hunk each.
        var groups: [(lines: ClosedRange<Int>, edits: [FixApplier.Edit])] = []
        for edit in edits {
            let first = line(of: edit.range.lowerBound)
            let last = line(of: max(edit.range.lowerBound, edit.range.upperBound - 1))
            let lines = max(0, first - context)...min(oldLines.count - 1, last + context)
            if let previous = groups.last, previous.lines.upperBound + 1 >= lines.lowerBound {
                groups[groups.count - 1] = (
                    previous.lines.lowerBound...max(previous.lines.upperBound, lines.upperBound), previous.edits + [edit]
                )
            } else {
                groups.append((lines, [edit]))
            }
        }
        var text = "--- a/\(path)\n+++ b/\(path)\n"
        var delta = 0
        for group in groups {
            let start = starts[group.lines.lowerBound]
            let end = group.lines.upperBound + 1 < starts.count ? starts[group.lines.upperBound + 1] : applier.original.count
            var slice = Array(applier.original[start..<end])
            for edit in group.edits.reversed() {
                slice.replaceSubrange((edit.range.lowerBound - start)..<(edit.range.upperBound - start), with: edit.bytes)
            }
            let old = Array(oldLines[group.lines])
            let new = splitLines(slice)
            text += "@@ -\(group.lines.lowerBound + 1),\(old.count) +\(group.lines.lowerBound + 1 + delta),\(new.count) @@\n"
            text += hunkBody(old: old, new: new)
            delta += new.count - old.count
        }
        return text
    }

    /// The hunk's lines: unchanged ones as context, the others removed then added, matched by
    /// a longest common subsequence (a hunk is a few lines, so the table is small).
    private static func hunkBody(old: [String], new: [String]) -> String {
        var common = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var text = ""
        var (i, j) = (0, 0)
        var removed: [String] = []
        var added: [String] = []
        func flush() {
            for line in removed { text += "-\(line)\n" }
            for line in added { text += "+\(line)\n" }
            removed = []
            added = []
        }
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                flush()
                text += " \(old[i])\n"
                i += 1
                j += 1
            } else if j >= new.count || (i < old.count && common[i + 1][j] >= common[i][j + 1]) {
                removed.append(old[i])
                i += 1
            } else {
                added.append(new[j])
                j += 1
            }
        }
        flush()
        return text
    }

    private static func splitLines(_ bytes: [UInt8]) -> [String] {
        var lines = LineBreaks.lines(in: bytes).map { String(decoding: $0, as: UTF8.self) }
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
