import HIGModel

/// Hands out fragment identifiers that are readable, stable and unique within one page.
///
/// A permalink should survive a rebuild, so an id comes from what the row is (a shortcut row's
/// stable entry id, "reserved-shift-command-3"), never from its position. When two would still
/// be the same the later one gets "-2", "-3"…, in page order, which is deterministic.
struct AnchorNamer {
    private var taken: Set<String> = []
    /// For each id that was taken, the number to try next: every lower one is taken, so a
    /// shortcut listed n times costs n tries, not n²/2.
    private var nextNumber: [String: Int] = [:]

    /// A unique id made of the slugs of `parts` joined by hyphens.
    mutating func claim(_ parts: String...) -> String {
        claim(slugs: parts.map(Self.slug))
    }

    /// A unique id made of `slugs` (each already a ``slug(_:)``) joined by hyphens; empty slugs
    /// are left out, and an id with nothing in it is "item".
    mutating func claim(slugs: [String]) -> String {
        let slugs = slugs.filter { !$0.isEmpty }
        return claim(base: slugs.isEmpty ? "item" : slugs.joined(separator: "-"))
    }

    /// `base`, or `base` with the lowest number from 2 up that makes it unique.
    mutating func claim(base: String) -> String {
        let known = nextNumber.index(forKey: base)
        if known == nil, taken.insert(base).inserted { return base }
        let (id, number) = claimNumbered(base, from: known.map { nextNumber.values[$0] } ?? 2)
        if let known {
            nextNumber.values[known] = number + 1
        } else {
            nextNumber[base] = number + 1
        }
        return id
    }

    /// "base-N" for the lowest free N from `first`, every number below `first` being taken.
    private mutating func claimNumbered(_ base: String, from first: Int) -> (id: String, number: Int) {
        var number = first
        var candidate = Self.numbered(base, number)
        while !taken.insert(candidate).inserted {
            number += 1
            candidate = Self.numbered(base, number)
        }
        return (candidate, number)
    }

    /// "base-number", written byte by byte: this runs once for every repeated row, and string
    /// interpolation costs several times as much.
    private static func numbered(_ base: String, _ number: Int) -> String {
        var digitCount = 1
        var power = 10
        while power <= number {
            digitCount += 1
            power *= 10
        }
        let count = base.utf8.count + 1 + digitCount
        return String(unsafeUninitializedCapacity: count) { buffer in
            let end = buffer.initialize(fromContentsOf: base.utf8)
            buffer[end] = UInt8(ascii: "-")
            var rest = number
            for index in (end + 1..<count).reversed() {
                buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            return count
        }
    }

    /// Makes room for `count` more ids without rehashing.
    mutating func reserveCapacity(_ count: Int) {
        taken.reserveCapacity(taken.count + count)
    }

    /// Lowercase ASCII letters and digits, hyphens between runs (see ``Slug``).
    static func slug(_ text: String) -> String { Slug.make(text) }
}
