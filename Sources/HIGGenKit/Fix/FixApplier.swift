import HIGModel

/// Applies fix-its to a file's bytes: each is located by line and UTF-8 byte column, as
/// diagnostics are, and they are applied from the end so earlier offsets stay valid. Two
/// fix-its that overlap cannot both be right; the first in the file wins.
package struct FixApplier {
    /// One replacement of `range` (byte offsets in the original) by `bytes`.
    package struct Edit {
        var range: Range<Int>
        var bytes: [UInt8]
    }

    package let original: [UInt8]
    /// Where each line of `original` starts, found once for the edits and the diff.
    let lineStarts: [Int]
    /// Columns on line 1 count after a byte-order mark, as the compiler reads the file.
    private let bomLength: Int

    package init(_ bytes: [UInt8]) {
        original = bytes
        lineStarts = LineBreaks.lineStarts(in: bytes)
        bomLength = bytes.starts(with: TextDecoding.utf8ByteOrderMark) ? TextDecoding.utf8ByteOrderMark.count : 0
    }

    /// The edits the fix-its make, in file order, without overlaps and without any that
    /// point outside the file.
    package func edits(_ fixIts: [FixIt]) -> [Edit] {
        var edits = fixIts.compactMap { fixIt -> Edit? in
            guard let line = fixIt.location.line, let column = fixIt.location.column, line >= 1, line <= lineStarts.count
            else { return nil }
            let start = lineStarts[line - 1] + column - 1 + (line == 1 ? bomLength : 0)
            guard start >= 0, start + fixIt.length <= original.count else { return nil }
            return Edit(range: start..<(start + fixIt.length), bytes: Array(fixIt.replacement.utf8))
        }
        edits.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var kept: [Edit] = []
        for edit in edits {
            if let last = kept.last,
                edit.range.lowerBound < last.range.upperBound
                    || (edit.range.isEmpty && edit.range.lowerBound == last.range.lowerBound)
            {
                continue
            }
            kept.append(edit)
        }
        return kept
    }

    /// The bytes with `edits` (from ``edits(_:)``) made.
    package func applying(_ edits: [Edit]) -> [UInt8] {
        var bytes = original
        for edit in edits.reversed() { bytes.replaceSubrange(edit.range, with: edit.bytes) }
        return bytes
    }
}
